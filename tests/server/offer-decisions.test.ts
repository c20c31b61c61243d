import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferDecided, PendingOffersResponse } from '../../src/domain/api/offer';
import type { PaymentPeriodsResponse } from '../../src/domain/api/payment';
import { PORTAL_API } from '../../src/domain/api/portal';
import { testDatabaseKinds } from './support/databases';
import { ANNA, startPortalApp, type PortalApp } from './portal-helpers';

describe.each(testDatabaseKinds)('answering offers on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'lesa'], kind);
  });
  afterAll(() => portal.close());

  const pending = async () =>
    (await portal.call('anna', 'GET', PORTAL_API.pendingOffers)).json<PendingOffersResponse>()
      .offers;

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
});
