import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferDecided, PendingOffersResponse } from '../../src/domain/api/offer';
import type { PaymentPeriodsResponse } from '../../src/domain/api/payment';
import { PORTAL_API } from '../../src/domain/api/portal';
import { SIGNING_API } from '../../src/domain/api/signing-rules';
import type { SignableDocument, SignedDocument } from '../../src/domain/api/signing';
import { createSimulatedEid } from '../../server/eid/simulated-eid';
import { everyDatabaseKind } from './support/databases';
import { ANNA, BJORN, startPortalApp, type PortalApp } from './portal-helpers';

describe.each(everyDatabaseKind)('answering offers on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'lesa', 'sigga'], kind);
    // The demo simulator approves at once, so signing runs in a test's time.
    portal.testApp.identity.eid = createSimulatedEid(portal.testApp.database.db, {
      approveAfterMs: 0,
    });
  });
  afterAll(() => portal.close());

  const pending = async (who: 'anna' | 'bjorn' = 'anna') =>
    (await portal.call(who, 'GET', PORTAL_API.pendingOffers)).json<PendingOffersResponse>().offers;

  it('accepting makes the offer a policy at its price; it leaves the pending list; once only', async () => {
    const [offer] = await pending();
    expect(offer).toBeDefined();
    const response = await portal.call('anna', 'POST', PORTAL_API.acceptOffer, {
      json: { id: offer!.id },
    });
    expect(response.statusCode).toBe(200);
    const decided = response.json<OfferDecided>();
    expect(decided).toMatchObject({ decision: 'accepted', offerNumber: offer!.number });
    expect(decided.policyNumber).toMatch(/^SK-\d{4}-7\d{5}$/);

    expect((await pending()).map((row) => row.id)).not.toContain(offer!.id);
    const overview = await portal.call('anna', 'GET', PORTAL_API.policyOverview);
    const policy = overview
      .json<{ policies: { number: string; annualPremium: number; status: string }[] }>()
      .policies.find((row) => row.number === decided.policyNumber);
    expect(policy).toMatchObject({ annualPremium: offer!.annualPremium, status: 'active' });
    // Its year is paid in twelve installments that add up to the offered premium, charged to Anna's card.
    const plan = (await portal.call('anna', 'GET', PORTAL_API.paymentPeriods))
      .json<PaymentPeriodsResponse>()
      .periods.find((period) => period.name.en === `Payment plan ${decided.policyNumber}`);
    expect(plan).toMatchObject({ paymentMethod: 'card', cardNumberMasked: '522010******8823' });
    expect(plan!.installments).toHaveLength(12);
    expect(plan!.installments.reduce((sum, row) => sum + row.amount, 0)).toBe(offer!.annualPremium);

    const again = await portal.call('anna', 'POST', PORTAL_API.declineOffer, {
      json: { id: offer!.id },
    });
    expect(again.json()).toMatchObject({ status: 409, errorCode: 'OfferAlreadyAnswered' });
  });

  it('declining closes the offer without a policy; others’ offers and read-only staff are refused', async () => {
    const offers = await pending();
    const offer = offers.at(-1)!;
    expect(
      (await portal.call('bjorn', 'POST', PORTAL_API.declineOffer, { json: { id: offer.id } }))
        .statusCode,
    ).toBe(404);
    const readOnly = await portal.call('lesa', 'POST', PORTAL_API.acceptOffer, {
      headers: { impersonatedUser: ANNA },
      json: { id: offer.id },
    });
    expect(readOnly.json()).toMatchObject({ status: 403, errorCode: 'ReadOnlyRole' });

    const response = await portal.call('anna', 'POST', PORTAL_API.declineOffer, {
      json: { id: offer.id },
    });
    expect(response.json<OfferDecided>()).toEqual({
      decision: 'declined',
      offerNumber: offer.number,
      policyNumber: null,
      signing: null,
    });
    expect((await pending()).map((row) => row.id)).not.toContain(offer.id);
  });

  it('refuses an offer that is no longer valid', async () => {
    const db = portal.testApp.database.db;
    const row = await db
      .selectFrom('pending_offer')
      .select('id')
      .where('party_kennitala', '=', ANNA)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('pending_offer')
      .set({ decision: null, decided_at: null, policy_id: null, valid_until: '2020-01-01' })
      .where('id', '=', row.id)
      .execute();
    const response = await portal.call('anna', 'POST', PORTAL_API.acceptOffer, {
      json: { id: row.id },
    });
    expect(response.json()).toMatchObject({ status: 409, errorCode: 'OfferExpired' });
  });

  it('a life insurance offer is accepted by signing: accepting asks for a signature, signing makes the policy', async () => {
    const life = (await pending('bjorn')).find((offer) => offer.product.kind === 'life')!;
    expect(life).toMatchObject({ signatureRequired: true, signing: null });
    expect(
      (await pending('bjorn')).find((offer) => offer.product.kind === 'property'),
    ).toMatchObject({ signatureRequired: false });

    const accept = () =>
      portal.call('bjorn', 'POST', PORTAL_API.acceptOffer, { json: { id: life.id } });
    const asked = (await accept()).json<OfferDecided>();
    expect(asked).toMatchObject({
      decision: 'signatureRequired',
      offerNumber: life.number,
      policyNumber: null,
      signing: { title: { en: `Acceptance of offer ${life.number}: Life insurance` } },
    });
    // Asked again, the same document: one acceptance per offer.
    expect((await accept()).json<OfferDecided>().signing).toEqual(asked.signing);
    // Until signed the offer stays pending, naming its acceptance; no policy yet.
    const waiting = (await pending('bjorn')).find((offer) => offer.id === life.id);
    expect(waiting?.signing).toEqual(asked.signing);
    const documentId = asked.signing!.documentId;
    const toSign = (await portal.call('bjorn', 'GET', SIGNING_API.signable)).json<{
      documents: SignableDocument[];
    }>().documents;
    expect(toSign.find((document) => document.id === documentId)).toMatchObject({
      status: 'pending',
      signBy: life.validUntil,
    });
    const detail = (
      await portal.call('bjorn', 'GET', `${SIGNING_API.document}?id=${documentId}`)
    ).json<{ body: { en: string } }>();
    expect(detail.body.en).toContain('The premium is ISK 38,400 a year');

    // Staff may not sign for him; Björn signs on his own phone.
    const bySiggaStart = await portal.call('sigga', 'POST', SIGNING_API.signMobile, {
      headers: { impersonatedUser: BJORN },
      json: { id: documentId, phone: '622 2345' },
    });
    expect(bySiggaStart.json()).toMatchObject({ status: 403, errorCode: 'StaffCannotSign' });
    const started = await portal.call('bjorn', 'POST', SIGNING_API.signMobile, {
      json: { id: documentId, phone: '622 2345' },
    });
    expect(started.statusCode).toBe(200);
    const { requestId } = started.json<{ requestId: string }>();
    let outcome: { status: string; document?: SignedDocument } = { status: 'pending' };
    for (let attempt = 0; attempt < 20 && outcome.status === 'pending'; attempt += 1)
      outcome = (
        await portal.call('bjorn', 'POST', SIGNING_API.signStatus, { json: { requestId } })
      ).json();
    expect(outcome.status).toBe('signed');
    const policyNumber = outcome.document!.policyNumber;
    expect(policyNumber).toMatch(/^SK-\d{4}-\d{6}$/);

    expect((await pending('bjorn')).map((offer) => offer.id)).not.toContain(life.id);
    const policies = (await portal.call('bjorn', 'GET', PORTAL_API.policyOverview)).json<{
      policies: { number: string; annualPremium: number; status: string }[];
    }>().policies;
    expect(policies.find((policy) => policy.number === policyNumber)).toMatchObject({
      annualPremium: life.annualPremium,
      status: 'active',
    });
    const audit = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor'])
      .where('subject', '=', BJORN)
      .where('action', 'in', ['offer.signatureRequested', 'offer.accepted', 'document.signed'])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(
      [
        'document.signed',
        'offer.accepted',
        'offer.signatureRequested',
        'offer.signatureRequested',
      ].sort(),
    );
    // Answered: neither accept nor decline changes it now.
    expect((await accept()).json()).toMatchObject({
      status: 409,
      errorCode: 'OfferAlreadyAnswered',
    });
  });

  it('declining an offer that awaits its signature withdraws the document to sign', async () => {
    const db = portal.testApp.database.db;
    const life = await db
      .selectFrom('pending_offer')
      .select('id')
      .where('party_kennitala', '=', BJORN)
      .where('product_kind', '=', 'life')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('pending_offer')
      .set({ decision: null, decided_at: null, policy_id: null, signing_document_id: null })
      .where('id', '=', life.id)
      .execute();
    const asked = (
      await portal.call('bjorn', 'POST', PORTAL_API.acceptOffer, { json: { id: life.id } })
    ).json<OfferDecided>();
    const declined = await portal.call('bjorn', 'POST', PORTAL_API.declineOffer, {
      json: { id: life.id },
    });
    expect(declined.json<OfferDecided>()).toMatchObject({
      decision: 'declined',
      policyNumber: null,
    });
    const toSign = (await portal.call('bjorn', 'GET', SIGNING_API.signable)).json<{
      documents: SignableDocument[];
    }>().documents;
    expect(toSign.map((document) => document.id)).not.toContain(asked.signing!.documentId);
    const started = await portal.call('bjorn', 'POST', SIGNING_API.signMobile, {
      json: { id: asked.signing!.documentId, phone: '622 2345' },
    });
    expect(started.statusCode).toBeGreaterThanOrEqual(400);
  });
});
