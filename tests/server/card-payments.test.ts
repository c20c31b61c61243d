import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_CARD_PROVIDER_SECRET } from '../../server/cardprovider/card-provider';
import { decodeSession, encodeJson, sign } from '../../server/cardprovider/signing';
import {
  startCardProviderSimulator,
  type CardProviderSimulator,
} from '../../server/cardprovider/simulator';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from '../../server/cardprovider/test-cards';
import { createIdentity } from '../../server/identity/identity';
import { CARD_PAYMENT_API as API } from '../../src/domain/api/card-payment-paths';
import type { CardPayment, CardPaymentStartResponse } from '../../src/domain/api/card-payment';
import type { InstallmentsOverviewResponse } from '../../src/domain/api/payment';
import { PORTAL_API } from '../../src/domain/api/portal';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import type { StaffCommerceResponse } from '../../src/domain/api/staff-commerce';
import { ANNA, BJORN, startPortalApp, type Caller, type PortalApp } from './portal-helpers';
import { testDatabaseKinds } from './support/databases';
import { pdfFlatText } from './support/pdf-text';

const SITE_ORIGIN = 'http://localhost:8000';
const STAFF_ORIGIN = 'http://staff.localhost:8000';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

type ProviderAnswer = { outcome: string; verificationData?: string; verificationHash?: string };

describe.each(testDatabaseKinds)('paying installments by card (%s)', (kind) => {
  let portal: PortalApp;
  let simulator: CardProviderSimulator;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'sigga', 'lesa'], kind);
    simulator = await startCardProviderSimulator('http://127.0.0.1:0', DEMO_CARD_PROVIDER_SECRET);
  });
  afterAll(async () => {
    await simulator?.close();
    await portal?.close();
  });

  const db = () => portal.testApp.database.db;

  async function overview(who: Caller = 'anna', headers: Record<string, string> = {}) {
    const response = await portal.call(who, 'GET', PORTAL_API.installmentsOverview, { headers });
    expect(response.statusCode).toBe(200);
    return response.json() as InstallmentsOverviewResponse;
  }

  function start(
    who: Caller,
    installmentIds: string[],
    {
      origin = SITE_ORIGIN,
      headers = {},
    }: { origin?: string; headers?: Record<string, string> } = {},
  ) {
    return portal.call(who, 'POST', API.start, {
      headers,
      json: { installmentIds, language: 'is', windowOrigin: origin },
    });
  }

  /** What the provider's page does with the session in the payment link. */
  async function pay(paymentLink: string, cardNumber = APPROVED_TEST_CARD) {
    const session = new URL(paymentLink).searchParams.get('session');
    const response = await fetch(`${simulator.url}/api/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, cardNumber, expiry: `12/${nextYear}`, cvc: '123' }),
    });
    return (await response.json()) as ProviderAnswer;
  }

  const confirmBody = (paymentId: string, answer: ProviderAnswer) => ({
    paymentId,
    paymentData: answer.verificationData,
    paymentHash: answer.verificationHash,
  });

  /** A started payment of the given installments whose card the provider charged. */
  async function charged(
    who: Caller,
    installmentIds: string[],
    headers: Record<string, string> = {},
  ) {
    const origin = who === 'sigga' ? STAFF_ORIGIN : SITE_ORIGIN;
    const started = await start(who, installmentIds, { origin, headers });
    expect(started.statusCode).toBe(200);
    const payment = started.json() as CardPaymentStartResponse;
    const answer = await pay(payment.paymentLink);
    expect(answer.outcome).toBe('approved');
    return { payment, answer, body: confirmBody(payment.paymentId, answer) };
  }

  const paymentTransactions = (party: string) =>
    db()
      .selectFrom('account_transaction')
      .select(['amount', 'description_en'])
      .where('party_kennitala', '=', party)
      .where('description_en', 'like', 'Card payment%')
      .execute();

  it('charges what is left of the chosen installments, worked out on the server, and settles them once', async () => {
    const before = await overview();
    expect(before.overdue.length).toBeGreaterThanOrEqual(1);
    const overdue = before.overdue.map((installment) => installment.id);
    const { payment, body } = await charged('anna', overdue);
    expect(payment.amount).toBe(before.totals.overdue);
    // The provider's page is told the amount by the signed session, not by the browser.
    const session = decodeSession(
      DEMO_CARD_PROVIDER_SECRET,
      new URL(payment.paymentLink).searchParams.get('session')!,
    );
    expect(session?.amount).toBe(before.totals.overdue);

    const first = await portal.call('anna', 'POST', API.confirm, { json: body });
    expect(first.statusCode).toBe(200);
    const receipt = first.json() as CardPayment;
    expect(receipt).toMatchObject({ state: 'paid', amount: payment.amount });
    expect(receipt.receiptNumber).toMatch(/^K-\d{6}$/);
    expect(receipt.cardNumberMasked).toMatch(/^\d{6}\*{6}\d{4}$/);
    expect(receipt.installments.map((row) => row.id).sort()).toEqual([...overdue].sort());

    const after = await overview();
    expect(after.overdue).toEqual([]);
    expect(after.totals.outstanding).toBe(before.totals.outstanding - payment.amount);

    // The confirm sent again, and twice at once: the same receipt, nothing charged again.
    const again = await Promise.all([
      portal.call('anna', 'POST', API.confirm, { json: body }),
      portal.call('anna', 'POST', API.confirm, { json: body }),
    ]);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect((response.json() as CardPayment).receiptNumber).toBe(receipt.receiptNumber);
    }
    expect((await overview()).totals).toEqual(after.totals);
    const transactions = (await paymentTransactions(ANNA)).filter((row) =>
      row.description_en.endsWith(receipt.receiptNumber!),
    );
    expect(transactions).toEqual([
      { amount: -payment.amount, description_en: expect.stringContaining('Card payment') },
    ]);
    const audit = await db()
      .selectFrom('audit_event')
      .select(['action', 'actor', 'subject'])
      .where('action', '=', 'payment.card')
      .where('subject', '=', ANNA)
      .execute();
    expect(audit).toEqual([{ action: 'payment.card', actor: ANNA, subject: ANNA }]);

    // The payment and its receipt, as the customer downloads it.
    const status = await portal.call('anna', 'GET', API.payment(payment.paymentId));
    expect(status.json()).toEqual(receipt);
    const pdf = await portal.call('anna', 'GET', `${API.receipt(payment.paymentId)}?lang=is`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain('attachment');
    const text = pdfFlatText(pdf.rawPayload);
    expect(text).toContain(`Kvittun ${receipt.receiptNumber}`);
    expect(text).toContain('Anna');
    expect(text).toContain(receipt.cardNumberMasked!);
  });

  it("refuses a paid installment, another party's installment and a foreign window origin", async () => {
    const paid = await db()
      .selectFrom('installment as i')
      .innerJoin('payment_period as pp', 'pp.id', 'i.period_id')
      .select('i.id')
      .where('pp.party_kennitala', '=', ANNA)
      .whereRef('i.paid_amount', '>=', 'i.amount')
      .where('i.amount', '>', 0)
      .executeTakeFirstOrThrow();
    const alreadyPaid = await start('anna', [paid.id]);
    expect(alreadyPaid.statusCode).toBe(409);
    expect(alreadyPaid.json().errorCode).toBe('InstallmentAlreadyPaid');

    const bjorns = (await overview('bjorn')).overdue.map((installment) => installment.id);
    expect(bjorns.length).toBeGreaterThan(0);
    const notAnnas = await start('anna', bjorns);
    expect(notAnnas.statusCode).toBe(404);
    expect(notAnnas.json().errorCode).toBe('InstallmentNotFound');

    const foreign = await start('bjorn', bjorns, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorCode).toBe('InvalidWindowOrigin');

    const empty = await start('bjorn', []);
    expect(empty.statusCode).toBe(400);
  });

  it('takes no forged, tampered, re-purposed or misdirected answer', async () => {
    const bjorns = (await overview('bjorn')).overdue.map((installment) => installment.id);
    const { payment, answer, body } = await charged('bjorn', bjorns);
    const refused = async (json: unknown, who: Caller = 'bjorn') => {
      const response = await portal.call(who, 'POST', API.confirm, { json });
      return {
        status: response.statusCode,
        code: (response.json() as { errorCode: string }).errorCode,
      };
    };
    // Data changed after the provider signed it.
    const tampered = encodeJson({
      ...JSON.parse(Buffer.from(answer.verificationData!, 'base64url').toString()),
      amount: 1,
    });
    expect(await refused({ ...body, paymentData: tampered })).toEqual({
      status: 400,
      code: 'InvalidPaymentResult',
    });
    // Signed by the provider, but as a card verification: no proof of payment.
    const asVerification = sign(DEMO_CARD_PROVIDER_SECRET, 'result', answer.verificationData!);
    expect(await refused({ ...body, paymentHash: asVerification })).toEqual({
      status: 400,
      code: 'InvalidPaymentResult',
    });
    // A genuine answer for a smaller amount than was asked.
    const data = JSON.parse(
      Buffer.from(answer.verificationData!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const smaller = encodeJson({ ...data, amount: payment.amount - 1 });
    expect(
      await refused({
        ...body,
        paymentData: smaller,
        paymentHash: sign(DEMO_CARD_PROVIDER_SECRET, 'payment', smaller),
      }),
    ).toEqual({ status: 400, code: 'InvalidPaymentResult' });
    // An approval after the session ended.
    const late = encodeJson({
      ...data,
      approvedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(
      await refused({
        ...body,
        paymentData: late,
        paymentHash: sign(DEMO_CARD_PROVIDER_SECRET, 'payment', late),
      }),
    ).toEqual({ status: 400, code: 'CardPaymentExpired' });
    // Björn's payment is nobody else's to confirm or read.
    expect(await refused(body, 'anna')).toEqual({ status: 404, code: 'CardPaymentNotFound' });
    const peek = await portal.call('anna', 'GET', API.payment(payment.paymentId));
    expect(peek.statusCode).toBe(404);
    // None of that paid anything: the payment is still pending, without a receipt.
    const status = await portal.call('bjorn', 'GET', API.payment(payment.paymentId));
    expect(status.json()).toMatchObject({ state: 'pending', receiptNumber: null });
    const receipt = await portal.call('bjorn', 'GET', API.receipt(payment.paymentId));
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().errorCode).toBe('CardPaymentNotPaid');
    // The real answer still works.
    expect((await portal.call('bjorn', 'POST', API.confirm, { json: body })).statusCode).toBe(200);
  });

  it('a declined card pays nothing', async () => {
    const rows = await db()
      .selectFrom('installment as i')
      .innerJoin('payment_period as pp', 'pp.id', 'i.period_id')
      .select('i.id')
      .where('pp.party_kennitala', '=', BJORN)
      .whereRef('i.paid_amount', '<', 'i.amount')
      .orderBy('i.due_date')
      .limit(1)
      .execute();
    const started = await start(
      'bjorn',
      rows.map((row) => row.id),
    );
    const payment = started.json() as CardPaymentStartResponse;
    expect((await pay(payment.paymentLink, DECLINED_TEST_CARD)).outcome).toBe('declined');
    const status = await portal.call('bjorn', 'GET', API.payment(payment.paymentId));
    expect(status.json()).toMatchObject({ state: 'pending', receiptNumber: null });
  });

  it('staff with full access pay for the customer they act for; read-only staff may not', async () => {
    const headers = { impersonatedUser: ANNA };
    const due = (await overview('sigga', headers)).due
      .slice(0, 1)
      .map((installment) => installment.id);
    expect(due).toHaveLength(1);
    const readOnly = await start('lesa', due, { origin: STAFF_ORIGIN, headers });
    expect(readOnly.statusCode).toBe(403);
    const { body } = await charged('sigga', due, headers);
    const confirmed = await portal.call('sigga', 'POST', API.confirm, { headers, json: body });
    expect(confirmed.statusCode).toBe(200);
    const audit = await db()
      .selectFrom('audit_event')
      .select('actor')
      .where('action', '=', 'payment.card')
      .where('actor', '=', 'staff:sigga')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('two server instances on one database settle a payment confirmed on both at once only once', async () => {
    const due = (await overview()).due.slice(0, 1).map((installment) => installment.id);
    const { body } = await charged('anna', due);
    const first = portal.testApp;
    const identity = await createIdentity(first.config, first.database.db);
    const second = await buildApp({ config: first.config, database: first.database, identity });
    await second.ready();
    try {
      const headers = {
        host: new URL(first.config.siteUrl).host,
        authorization: `Bearer ${portal.tokens.anna}`,
      };
      const [a, b] = await Promise.all([
        first.app.inject({ method: 'POST', url: API.confirm, headers, payload: body }),
        second.inject({ method: 'POST', url: API.confirm, headers, payload: body }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().receiptNumber).toBe(b.json().receiptNumber);
      const rows = (await paymentTransactions(ANNA)).filter((row) =>
        row.description_en.endsWith(a.json().receiptNumber as string),
      );
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('staff acting for a customer see her quotes and card payments; she cannot ask for them herself', async () => {
    const party = await db()
      .selectFrom('party')
      .select('email')
      .where('kennitala', '=', ANNA)
      .executeTakeFirstOrThrow();
    const saved = await portal.call(null, 'POST', QUOTE_API.save, {
      json: {
        items: [{ product: 'travel', kind: 'annual', travellers: 'individual' }],
        email: party.email!.toUpperCase(),
      },
    });
    expect(saved.statusCode).toBe(201);
    const { quoteNumber } = saved.json() as { quoteNumber: string };
    const headers = { impersonatedUser: ANNA };
    for (const employee of ['sigga', 'lesa'] as const) {
      const response = await portal.call(employee, 'GET', PORTAL_API.staffCommerce, { headers });
      expect(response.statusCode).toBe(200);
      const commerce = response.json() as StaffCommerceResponse;
      expect(commerce.quotes.find((quote) => quote.quoteNumber === quoteNumber)).toMatchObject({
        products: ['travel'],
        state: 'open',
        purchasedAt: null,
      });
      expect(
        commerce.cardPayments.some((p) => p.startedBy === 'staff:sigga' && p.state === 'paid'),
      ).toBe(true);
      expect(commerce.cardPayments.some((p) => p.startedBy === ANNA && p.receiptNumber)).toBe(true);
      expect(commerce.cardPayments.every((p) => p.amount > 0)).toBe(true);
    }
    const herself = await portal.call('anna', 'GET', PORTAL_API.staffCommerce);
    expect(herself.statusCode).toBe(403);
    expect(herself.json().errorCode).toBe('StaffOnly');
  });
});
