import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import type { PaymentPeriodsResponse } from '../../src/domain/api/payment';
import type { QuotePurchased, SavedQuote } from '../../src/domain/api/quote';
import { addDaysIso, addMonthsIso, todayInIceland } from '../../src/domain/calendar';
import { everyDatabaseKind } from './support/databases';
import { ANNA, GUDRUN, outbox, startPortalApp, type PortalApp } from './portal-helpers';

const car = {
  product: 'car',
  registration: 'GT310',
  cover: 'casco',
  bonusYears: 5,
  driverAge: 45,
  deductible: 120000,
};
const travel = {
  product: 'travel',
  kind: 'single',
  travellers: 'couple',
  destination: 'world',
  days: 10,
};

describe.each(everyDatabaseKind)('buying a quote on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'lesa'], kind);
  });
  afterAll(() => portal.close());

  const today = todayInIceland();

  async function saveQuote(items: unknown[]): Promise<SavedQuote> {
    const response = await portal.call(null, 'POST', QUOTE_API.save, {
      json: { items, email: `kaupandi.${Math.random().toString(36).slice(2)}@example.com` },
    });
    expect(response.statusCode).toBe(201);
    return response.json<SavedQuote>();
  }

  const purchase = (
    saved: SavedQuote,
    overrides: Record<string, unknown> = {},
    who: 'anna' | 'bjorn' | 'gudrun' = 'anna',
  ) =>
    portal.call(who, 'POST', QUOTE_API.purchase(saved.quoteNumber), {
      json: {
        key: saved.key,
        startDate: today,
        frequency: 'monthly',
        payment: 'card',
        acceptTerms: true,
        lang: 'en',
        ...overrides,
      },
    });

  const paymentPlan = async (quoteNumber: string) =>
    (await portal.call('anna', 'GET', '/api/payment/v1/periods/'))
      .json<PaymentPeriodsResponse>()
      .periods.find((period) => period.name.en === `Payment plan ${quoteNumber}`);

  it('turns each product into a policy at the quote’s price, in the overview at once, and mails the buyer', async () => {
    const saved = await saveQuote([car, travel]);
    const response = await purchase(saved);
    expect(response.statusCode).toBe(200);
    const bought = response.json<QuotePurchased>();
    expect(bought.withdrawalUntil).toBe(addDaysIso(today, 14));
    expect(bought.policies).toHaveLength(2);
    const [carPolicy, travelPolicy] = ['car', 'travel'].map((product) =>
      bought.policies.find((policy) => policy.product === product),
    );
    const rate = saved.price.bundleDiscount.rate;
    expect(carPolicy).toMatchObject({
      number: expect.stringMatching(/^SK-\d{4}-7\d{5}$/),
      annualPremium: Math.round(saved.price.items[0]!.yearly * (1 - rate)),
      startDate: today,
      endDate: addDaysIso(addMonthsIso(today, 12), -1),
    });
    // A single trip lasts as long as the trip.
    expect(travelPolicy).toMatchObject({ startDate: today, endDate: addDaysIso(today, 9) });

    // The plan is exactly the quote's promise: the trip at once, then twelve monthly payments.
    const plan = await paymentPlan(saved.quoteNumber);
    expect(plan).toMatchObject({ paymentMethod: 'card', cardNumberMasked: '522010******8823' });
    const installments = plan!.installments;
    const total = installments.reduce((sum, installment) => sum + installment.amount, 0);
    expect(total).toBe(saved.price.paidOnce + 12 * saved.price.monthly);
    expect(installments.filter((row) => row.policyId === travelPolicy!.id)).toEqual([
      expect.objectContaining({ dueDate: today, amount: saved.price.paidOnce, status: 'due' }),
    ]);
    const carRows = installments.filter((row) => row.policyId === carPolicy!.id);
    expect(carRows).toHaveLength(12);
    expect(carRows.map((row) => row.dueDate)).toEqual(
      Array.from({ length: 12 }, (_, month) => addMonthsIso(today, month)),
    );

    const overview = await portal.call('anna', 'GET', '/api/policy/v3/overview/');
    const numbers = JSON.stringify(overview.json());
    expect(numbers).toContain(carPolicy!.number);
    expect(numbers).toContain('Kia Niro EV, GT-310');

    const mail = (await outbox(portal.testApp))
      .filter((row) => row.subject === 'Your insurance is in place')
      .at(-1);
    expect(mail?.text_body).toContain(carPolicy!.number);
    expect(mail?.text_body).toMatch(/withdraw from the purchase without giving a reason until/);

    const audit = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'subject', 'detail'])
      .where('action', '=', 'quote.purchased')
      .execute();
    const mine = audit.find(
      (row) =>
        row.subject === ANNA &&
        (row.detail as { quoteNumber?: string }).quoteNumber === saved.quoteNumber,
    );
    // The editions of the terms accepted are on record.
    expect((mine?.detail as { terms?: unknown }).terms).toEqual([
      { product: 'car', version: '2026-01-02' },
      { product: 'travel', version: '2026-01-02' },
    ]);
  });

  it('names the terms and product information of each product, in the language asked', async () => {
    const response = await portal.call(
      null,
      'GET',
      `${QUOTE_API.terms}?products=car,travel&lang=en`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      terms: [
        {
          product: 'car',
          title: 'Terms and conditions: Car insurance',
          version: '2026-01-02',
          termsUrl: '/dl/terms-car-en/',
          productInformationUrl: '/dl/ipid-car-en/',
        },
        {
          product: 'travel',
          title: 'Terms and conditions: Travel insurance',
          version: '2026-01-02',
          termsUrl: '/dl/terms-travel-en/',
          productInformationUrl: '/dl/ipid-travel-en/',
        },
      ],
    });
    const icelandic = await portal.call(null, 'GET', `${QUOTE_API.terms}?products=contents`);
    expect(icelandic.json().terms[0]).toMatchObject({
      title: 'Skilmálar: Heimilistrygging',
      termsUrl: '/dl/terms-home-is/',
    });
    // The document behind the link exists.
    const pdf = await portal.call(null, 'GET', '/dl/terms-home-is/');
    expect(pdf.statusCode).toBeLessThan(400);
    for (const wrong of ['boat', 'car,,travel', '']) {
      const refused = await portal.call(null, 'GET', `${QUOTE_API.terms}?products=${wrong}`);
      expect(refused.statusCode).toBe(400);
    }
  });

  it('buys once: a repeat returns the same policies, and nobody else can buy it', async () => {
    const saved = await saveQuote([travel]);
    const [first, second] = await Promise.all([purchase(saved), purchase(saved)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json<QuotePurchased>().policies).toEqual(first.json<QuotePurchased>().policies);
    const rows = await portal.testApp.database.db
      .selectFrom('policy')
      .select('id')
      .where('quote_number', '=', saved.quoteNumber)
      .execute();
    expect(rows).toHaveLength(1);
    const other = await purchase(saved, { payment: 'claim' }, 'bjorn');
    expect(other.json()).toMatchObject({ status: 409, errorCode: 'QuoteAlreadyPurchased' });
  });

  it('names what is wrong: terms not accepted, a start out of range, no card on file (Guðrún has none)', async () => {
    const saved = await saveQuote([travel]);
    const refused = await purchase(
      saved,
      { acceptTerms: false, startDate: addDaysIso(today, 91) },
      'gudrun',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      acceptTerms: ['quote|acceptTermsRequired'],
      startDate: ['quote|startDateRange'],
      payment: ['quote|noCardOnFile'],
    });
    expect(
      (await purchase(saved, { startDate: '2026-02-30' }, 'gudrun')).json().errors,
    ).toMatchObject({
      startDate: ['quote|startDateRange'],
    });
    // A bank claim needs no card; a start in the future makes a pending policy.
    const later = addDaysIso(today, 30);
    const bought = await purchase(saved, { payment: 'claim', startDate: later }, 'gudrun');
    expect(bought.statusCode).toBe(200);
    const policy = await portal.testApp.database.db
      .selectFrom('policy')
      .select(['status', 'holder_kennitala', 'payment_frequency'])
      .where('quote_number', '=', saved.quoteNumber)
      .executeTakeFirstOrThrow();
    expect(policy).toEqual({
      status: 'pending',
      holder_kennitala: GUDRUN,
      payment_frequency: 'single',
    });
  });

  it('needs sign-in, the quote’s key and an unexpired quote; read-only staff may not buy', async () => {
    const saved = await saveQuote([travel]);
    const anonymous = await portal.call(null, 'POST', QUOTE_API.purchase(saved.quoteNumber), {
      json: {
        key: saved.key,
        startDate: today,
        frequency: 'annual',
        payment: 'claim',
        acceptTerms: true,
      },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await purchase(saved, { key: 'wrong' })).json()).toMatchObject({
      status: 404,
      errorCode: 'QuoteNotFound',
    });
    const readOnly = await portal.call('lesa', 'POST', QUOTE_API.purchase(saved.quoteNumber), {
      headers: { impersonatedUser: ANNA },
      json: {
        key: saved.key,
        startDate: today,
        frequency: 'annual',
        payment: 'claim',
        acceptTerms: true,
      },
    });
    expect(readOnly.json()).toMatchObject({ status: 403, errorCode: 'ReadOnlyRole' });

    await portal.testApp.database.db
      .updateTable('quote')
      .set({ valid_until: '2020-01-01' })
      .where('quote_number', '=', saved.quoteNumber)
      .execute();
    expect((await purchase(saved)).json()).toMatchObject({
      status: 409,
      errorCode: 'QuoteExpired',
    });
  });
});

describe.each(everyDatabaseKind)('the right of withdrawal on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn'], kind);
  });
  afterAll(() => portal.close());

  async function buy(): Promise<string> {
    const saved = (
      await portal.call(null, 'POST', QUOTE_API.save, {
        json: { items: [travel], email: 'withdraw@example.com' },
      })
    ).json<SavedQuote>();
    const bought = await portal.call('anna', 'POST', QUOTE_API.purchase(saved.quoteNumber), {
      json: {
        key: saved.key,
        startDate: todayInIceland(),
        frequency: 'annual',
        payment: 'claim',
        acceptTerms: true,
      },
    });
    const id = bought.json<QuotePurchased>().policies[0]!.id;
    const plan = (await portal.call('anna', 'GET', '/api/payment/v1/periods/'))
      .json<PaymentPeriodsResponse>()
      .periods.flatMap((period) => period.installments)
      .filter((row) => row.policyId === id);
    // Paid at once by a bank claim, due the day it starts.
    expect(plan).toEqual([
      expect.objectContaining({ dueDate: todayInIceland(), paidAmount: 0, status: 'due' }),
    ]);
    return id;
  }

  const overviewPolicy = async (id: string) =>
    (await portal.call('anna', 'GET', '/api/policy/v3/overview/'))
      .json<{
        policies: { id: string; status: string; withdrawableUntil?: string }[];
      }>()
      .policies.find((policy) => policy.id === id);

  it('is offered for 14 days on a policy bought online, ends it from its start, and is mailed', async () => {
    const id = await buy();
    expect(await overviewPolicy(id)).toMatchObject({
      status: 'active',
      withdrawableUntil: addDaysIso(todayInIceland(), 14),
    });
    const response = await portal.call('anna', 'POST', '/api/policy/v1/withdraw/', {
      json: { id },
    });
    expect(response.statusCode).toBe(200);
    const policy = await overviewPolicy(id);
    expect(policy?.status).toBe('ended');
    // Nothing is owed for it: its unpaid installment is gone from the plan.
    const periods = (
      await portal.call('anna', 'GET', '/api/payment/v1/periods/')
    ).json<PaymentPeriodsResponse>();
    expect(
      periods.periods.flatMap((period) => period.installments).filter((row) => row.policyId === id),
    ).toEqual([]);
    expect(policy).not.toHaveProperty('withdrawableUntil');
    const mail = (await outbox(portal.testApp)).at(-1);
    expect(mail?.subject).toMatch(/^Þú hefur fallið frá kaupum á tryggingu SK-/);
    // Once is enough: a second withdrawal is refused.
    expect(
      (await portal.call('anna', 'POST', '/api/policy/v1/withdraw/', { json: { id } })).json(),
    ).toMatchObject({ status: 409, errorCode: 'WithdrawalNotPossible' });
  });

  it('is not offered after 14 days, nor on a policy not bought online, nor on someone else’s', async () => {
    const id = await buy();
    await portal.testApp.database.db
      .updateTable('policy')
      .set({ created_at: new Date(Date.now() - 15 * 24 * 3600_000) })
      .where('id', '=', id)
      .execute();
    expect(await overviewPolicy(id)).not.toHaveProperty('withdrawableUntil');
    expect(
      (await portal.call('anna', 'POST', '/api/policy/v1/withdraw/', { json: { id } })).json(),
    ).toMatchObject({ status: 409 });
    const seeded = (await portal.call('anna', 'GET', '/api/policy/v3/overview/'))
      .json<{
        policies: { id: string; number: string }[];
      }>()
      .policies.find((policy) => policy.number === 'SK-2018-004812');
    expect(
      (
        await portal.call('anna', 'POST', '/api/policy/v1/withdraw/', { json: { id: seeded!.id } })
      ).json(),
    ).toMatchObject({ status: 409 });
    const fresh = await buy();
    expect(
      (
        await portal.call('bjorn', 'POST', '/api/policy/v1/withdraw/', { json: { id: fresh } })
      ).json(),
    ).toMatchObject({ status: 404 });
  });
});
