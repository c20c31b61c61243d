import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../server/db/seed-portal';
import { EID_APP_ANSWERS_PER_WINDOW, EID_APP_PATH } from '../../server/eid/simulated-app';
import { SIGNING_API } from '../../src/domain/api/signing-rules';
import { ANNA, startPortalApp, type PortalApp } from './portal-helpers';

const ANNA_PHONE = '611 1234';
const BJORN_PHONE = '6222345';
const doc = (key: string) => demoId(`signable:${key}`);

// The demo's e-ID app: in demo mode the simulated provider offers the app flow, opening each
// request on a page of our own site where the person approves or declines.
describe('the demo e-ID app (simulated provider)', () => {
  let portal: PortalApp;

  beforeAll(async () => {
    portal = await startPortalApp(['anna']);
  });
  afterAll(() => portal?.close());

  const db = () => portal.testApp.database.db;
  const siteHost = () => new URL(portal.testApp.config.siteUrl).host;
  const start = async (key: string, lang?: 'en') => {
    const answer = await portal.call('anna', 'POST', SIGNING_API.signAppStart, {
      json: { id: doc(key), ...(lang ? { lang } : {}) },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { reference: string; appLink: string; verificationCode: string };
  };
  const finish = (reference: string) =>
    portal.call('anna', 'POST', SIGNING_API.signAppFinish, { json: { reference } });
  /** The app's page address, relative to our site. */
  const appPath = (appLink: string) => {
    const url = new URL(appLink);
    expect(url.origin).toBe(new URL(portal.testApp.config.siteUrl).origin);
    expect(url.pathname.startsWith(EID_APP_PATH)).toBe(true);
    return url.pathname;
  };
  const open = (path: string) =>
    portal.testApp.app.inject({ method: 'GET', url: path, headers: { host: siteHost() } });
  const answer = (path: string, form: Record<string, string>, query = '') =>
    portal.testApp.app.inject({
      method: 'POST',
      url: `${path}${query}`,
      headers: { host: siteHost(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('opens the request in the app, and signs when its owner approves', async () => {
    const started = await start('anna-direct-debit');
    const path = appPath(started.appLink);

    const page = await open(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<html lang="is">');
    const title = await db()
      .selectFrom('signable_document')
      .select(['title_is', 'title_en'])
      .where('id', '=', doc('anna-direct-debit'))
      .executeTakeFirstOrThrow();
    expect(page.body).toContain(title.title_is);
    expect(page.body).toContain(started.verificationCode);
    const english = await open(`${path}?lang=en`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Approve and sign');

    expect((await finish(started.reference)).statusCode).toBe(202);

    const approved = await answer(path, { phone: ANNA_PHONE, answer: 'approve' });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.pathname).toBe('/vidskipti/undirritud-skjol/');
    expect(back.searchParams.get('appSign')).toBe(started.reference);

    const signed = await finish(started.reference);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'signed',
      document: { signature: { method: 'app' } },
    });
    const signature = await db()
      .selectFrom('signature')
      .select('signer_kennitala')
      .where('document_id', '=', doc('anna-direct-debit'))
      .executeTakeFirstOrThrow();
    expect(signature.signer_kennitala).toBe(ANNA);

    // Answered once: the page says so and changes nothing.
    const again = await answer(path, { phone: ANNA_PHONE, answer: 'decline' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Beiðninni hefur verið svarað');
    expect((await finish(started.reference)).json()).toMatchObject({ status: 'signed' });
  });

  it('keeps what was typed and says what is wrong with the number, in the page language', async () => {
    const { appLink, reference } = await start('anna-life-beneficiary');
    const path = appPath(appLink);

    const empty = await answer(path, { phone: '', answer: 'approve' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Sláðu inn farsímanúmerið þitt.');
    expect(empty.body).toContain('aria-invalid="true"');

    const malformed = await answer(path, { phone: '12<b>', answer: 'approve' }, '?lang=en');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Enter a seven-digit mobile number');
    expect(malformed.body).toContain('value="12&lt;b&gt;"');

    const unknown = await answer(path, { phone: '699 9999', answer: 'approve' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Enginn viðskiptavinur');

    const neither = await answer(path, { phone: ANNA_PHONE, answer: 'maybe' });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('value="611 1234"');

    // None of it answered the request.
    expect((await finish(reference)).statusCode).toBe(202);

    const declined = await answer(path, { answer: 'decline' });
    expect(declined.statusCode).toBe(303);
    const outcome = await finish(reference);
    expect(outcome.statusCode).toBe(409);
    expect(outcome.json().errorCode).toBe('SigningDeclined');
  });

  it("answers 403 when another customer's app approves, and returns in English to the English portal", async () => {
    const { appLink, reference } = await start('anna-medical-records', 'en');
    const path = appPath(appLink);
    const page = await open(path);
    expect(page.body).toContain('<html lang="en">');
    const approved = await answer(path, { phone: BJORN_PHONE, answer: 'approve' });
    expect(approved.statusCode).toBe(303);
    expect(new URL(approved.headers.location as string).pathname).toBe(
      '/en/vidskipti/undirritud-skjol/',
    );
    const outcome = await finish(reference);
    expect(outcome.statusCode).toBe(403);
    expect(outcome.json().errorCode).toBe('SignerMismatch');
  });

  it('lets a request lapse, and knows no request it did not open', async () => {
    const { appLink, reference } = await start('anna-car-terms');
    const path = appPath(appLink);
    await db()
      .updateTable('eid_app_request')
      .set({ created_at: new Date(Date.now() - 10 * 60_000) })
      .where('reference', '=', path.slice(EID_APP_PATH.length))
      .execute();
    const page = await open(path);
    expect(page.body).toContain('Beiðnin er útrunnin');
    expect(page.body).not.toContain('name="phone"');
    const late = await answer(path, { phone: ANNA_PHONE, answer: 'approve' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Beiðnin er útrunnin');
    const outcome = await finish(reference);
    expect(outcome.statusCode).toBe(409);
    expect(outcome.json().errorCode).toBe('SigningExpired');

    for (const unknown of [
      `${EID_APP_PATH}app-00000000-0000-0000-0000-000000000000`,
      `${EID_APP_PATH}not-a-reference`,
    ]) {
      expect((await open(unknown)).statusCode).toBe(404);
      expect((await answer(unknown, { answer: 'approve', phone: ANNA_PHONE })).statusCode).toBe(
        404,
      );
    }
  });

  it('limits how many answers one address may try', async () => {
    const { appLink } = await start('anna-life-beneficiary');
    const path = appPath(appLink);
    let last = await answer(path, { phone: '699 0000', answer: 'approve' });
    for (let attempt = 1; attempt <= EID_APP_ANSWERS_PER_WINDOW; attempt += 1)
      last = await answer(path, { phone: '699 0000', answer: 'approve' });
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain('Of margar tilraunir');
    expect(last.body).toContain('value="699 0000"');
  });
});
