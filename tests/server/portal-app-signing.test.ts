import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { demoId } from '../../server/db/seed-portal';
import { createHttpEid } from '../../server/eid/http-eid';
import { createIdentity } from '../../server/identity/identity';
import { SIGNING_API } from '../../src/domain/api/signing-rules';
import { ANNA, BJORN, startPortalApp, type PortalApp } from './portal-helpers';
import { EidProviderSimulator } from './support/eid-provider-simulator';

const CLIENT_ID = 'skjol-test-client';
const SECRET = 'a-shared-secret-of-at-least-32-characters';
const doc = (key: string) => demoId(`signable:${key}`);

// Signing in the e-ID app, against a provider over HTTP that offers the app flow.
describe('signing a document in the e-ID app (appStart / appFinish)', () => {
  let portal: PortalApp;
  let provider: EidProviderSimulator;

  beforeAll(async () => {
    provider = new EidProviderSimulator({
      clientId: CLIENT_ID,
      secret: SECRET,
      subscribers: { '+3546111234': ANNA, '+3546222345': BJORN },
    });
    await provider.start();
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga']);
    portal.testApp.identity.eid = createHttpEid({
      baseUrl: provider.url,
      clientId: CLIENT_ID,
      secret: SECRET,
    });
  });
  afterAll(async () => {
    await portal?.close();
    await provider?.stop();
  });

  const db = () => portal.testApp.database.db;
  const start = (who: 'anna' | 'bjorn' | 'gudrun' | 'sigga', id: string, headers = {}) =>
    portal.call(who, 'POST', SIGNING_API.signAppStart, { json: { id }, headers });
  const finish = (who: 'anna' | 'bjorn' | 'gudrun' | 'sigga', reference: string, headers = {}) =>
    portal.call(who, 'POST', SIGNING_API.signAppFinish, { json: { reference }, headers });
  /** The provider's reference behind one of our references. */
  const providerReference = async (reference: string) =>
    (
      await db()
        .selectFrom('signing_request')
        .select('provider_reference')
        .where('id', '=', reference)
        .executeTakeFirstOrThrow()
    ).provider_reference;

  it('starts in the app with a return address on our own site, and signs once the signer approves', async () => {
    const id = doc('anna-direct-debit');
    const started = await start('anna', id);
    expect(started.statusCode).toBe(200);
    const { reference, appLink, verificationCode } = started.json();
    const asked = provider.authentications.get(await providerReference(reference))!;
    expect(appLink).toBe(provider.appLink(asked.reference));
    expect(asked.verificationCode).toBe(verificationCode);
    // The return address is built by the server from its own site, never from the browser.
    const returnUrl = new URL(asked.app!.returnUrl);
    expect(returnUrl.origin).toBe(new URL(portal.testApp.config.siteUrl).origin);
    expect(returnUrl.pathname).toBe('/vidskipti/undirritud-skjol/');
    expect(returnUrl.searchParams.get('appSign')).toBe(reference);

    const pending = await finish('anna', reference);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ status: 'pending' });

    provider.approveInApp(asked.reference, ANNA);
    const signed = await finish('anna', reference);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'signed',
      document: { id, signature: { method: 'app' } },
    });
    const signatures = await db()
      .selectFrom('signature')
      .selectAll()
      .where('document_id', '=', id)
      .execute();
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({ signer_kennitala: ANNA, method: 'app' });
    const audit = await db()
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'document.signed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: ANNA, detail: { documentId: id, method: 'app' } });
    // Asking again answers the same and signs nothing twice.
    expect((await finish('anna', reference)).json()).toMatchObject({ status: 'signed' });
  });

  it("answers 403 when someone else's app approves, and leaves the document unsigned", async () => {
    const id = doc('anna-medical-records');
    const { reference } = (await start('anna', id)).json();
    provider.approveInApp(await providerReference(reference), BJORN);
    const answer = await finish('anna', reference);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorCode).toBe('SignerMismatch');
    const signatures = await db()
      .selectFrom('signature')
      .select('id')
      .where('document_id', '=', id)
      .execute();
    expect(signatures).toHaveLength(0);
  });

  it('answers a decline in the app and a lapsed request with translated 409s', async () => {
    const id = doc('anna-car-terms');
    const declined = (await start('anna', id)).json().reference;
    provider.decline(await providerReference(declined));
    const answer = await finish('anna', declined);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errorCode).toBe('SigningDeclined');

    const lapsed = (await start('anna', id)).json().reference;
    await db()
      .updateTable('signing_request')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lapsed)
      .execute();
    const expired = await finish('anna', lapsed);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errorCode).toBe('SigningExpired');
  });

  it("keeps references to their owner: another customer's finish is 404", async () => {
    const { reference } = (await start('anna', doc('anna-car-terms'))).json();
    const other = await finish('bjorn', reference);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('SigningRequestNotFound');
  });

  it('finishes on another server instance than the one that started', async () => {
    const id = doc('anna-car-terms');
    const { reference } = (await start('anna', id)).json();
    provider.approveInApp(await providerReference(reference), ANNA);
    const first = portal.testApp;
    const identity = await createIdentity(first.config, first.database.db);
    identity.eid = createHttpEid({ baseUrl: provider.url, clientId: CLIENT_ID, secret: SECRET });
    const second = await buildApp({ config: first.config, database: first.database, identity });
    await second.ready();
    try {
      const answer = await second.inject({
        method: 'POST',
        url: SIGNING_API.signAppFinish,
        headers: {
          host: new URL(first.config.siteUrl).host,
          authorization: `Bearer ${portal.tokens.anna}`,
        },
        payload: { reference },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'signed', document: { id } });
    } finally {
      await second.close();
    }
  });

  it('lets staff never sign, and a person never sign for another person through a grant', async () => {
    const staff = await start('sigga', doc('anna-car-terms'), { impersonatedUser: ANNA });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().errorCode).toBe('StaffCannotSign');
    const person = await start('gudrun', doc('bjorn-health-declaration'), {
      overviewUser: BJORN,
    });
    expect(person.statusCode).toBe(403);
    expect(person.json().errorCode).toBe('GrantDoesNotAllowSigning');
  });
});
