import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_API as API } from '../../src/domain/api/payment-settings';
import {
  cardProviderFor,
  DEMO_CARD_PROVIDER_SECRET,
} from '../../server/cardprovider/card-provider';
import { encodeJson, sign } from '../../server/cardprovider/signing';
import {
  startCardProviderSimulator,
  type CardProviderSimulator,
} from '../../server/cardprovider/simulator';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from '../../server/cardprovider/test-cards';
import { loadConfig } from '../../server/config';
import { ANNA, BJORN, GUDRUN, startPortalApp, type Caller, type PortalApp } from './portal-helpers';
import { initCard } from '../../server/modules/settings-payment/settings-payment.service';
import { MINIMAL_PRODUCTION_ENV } from './support/production-env';

const SITE_ORIGIN = 'http://localhost:8000';
const STAFF_ORIGIN = 'http://staff.localhost:8000';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

type Result = { verificationData: string; verificationHash: string };

describe('payment details: bank account and card registration', () => {
  let portal: PortalApp;
  let simulator: CardProviderSimulator;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa']);
    simulator = await startCardProviderSimulator('http://127.0.0.1:0', DEMO_CARD_PROVIDER_SECRET);
  });
  afterAll(async () => {
    await simulator?.close();
    await portal?.close();
  });

  const db = () => portal.testApp.database.db;

  async function init(who: Caller, headers: Record<string, string> = {}) {
    const origin = who === 'sigga' || who === 'lesa' ? STAFF_ORIGIN : SITE_ORIGIN;
    const response = await portal.call(who, 'POST', API.ccardInit, {
      headers,
      json: { language: 'is', windowOrigin: origin },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { verificationId: string; paymentLink: string; expiresAt: string };
  }

  /** What the provider's page does: verify the card with the session from the payment link. */
  async function authorize(paymentLink: string, cardNumber = APPROVED_TEST_CARD) {
    const session = new URL(paymentLink).searchParams.get('session');
    const response = await fetch(`${simulator.url}/api/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, cardNumber, expiry: `12/${nextYear}`, cvc: '123' }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A session whose card the provider approved, and the body that registers it. */
  async function approvedCard(who: Caller, headers: Record<string, string> = {}) {
    const session = await init(who, headers);
    const result = await authorize(session.paymentLink);
    expect(result.body.outcome).toBe('approved');
    const { verificationData, verificationHash } = result.body as Result;
    return {
      ...session,
      verificationData,
      verificationHash,
      body: { verificationId: session.verificationId, verificationData, verificationHash },
    };
  }

  const register = (who: Caller, body: unknown, headers: Record<string, string> = {}) =>
    portal.call(who, 'POST', API.ccardRegister, { headers, json: body });

  describe('bank account', () => {
    it("answers the acting party's bank account, and empty strings for someone with none", async () => {
      const anna = await portal.call('anna', 'GET', API.bankInfo);
      expect(anna.statusCode).toBe(200);
      expect(anna.json()).toEqual({ bank: '0133', ledger: '26', account: '012345' });
      const gudrun = await portal.call('gudrun', 'GET', API.bankInfo);
      expect(gudrun.json()).toEqual({ bank: '', ledger: '', account: '' });
      const card = await portal.call('gudrun', 'GET', API.ccardInfo);
      expect(card.json()).toEqual({ cardNumberMasked: null });
    });

    it('rejects what the bank rules reject, naming each field, and stores nothing', async () => {
      const response = await portal.call('gudrun', 'POST', API.bankInfo, {
        json: { bank: '13a', ledger: '', account: '1234567' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errorCode).toBe('InvalidBankInfo');
      expect(body.errors).toEqual({
        bank: ['invalidBankInfo'],
        ledger: ['requiredField'],
        account: ['invalidBankInfo'],
      });
      const missing = await portal.call('gudrun', 'POST', API.bankInfo, { json: { bank: '0133' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errorCode).toBe('InvalidBankInfo');
      expect(missing.json().errors).toMatchObject({ ledger: ['requiredField'] });
      expect((await portal.call('gudrun', 'GET', API.bankInfo)).json().bank).toBe('');
    });

    it('stores a valid account, shows it in the user info and audits the change', async () => {
      const response = await portal.call('gudrun', 'POST', API.bankInfo, {
        json: { bank: '0101', ledger: '05', account: '654321' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bank: '0101', ledger: '05', account: '654321' });
      const info = await portal.call('gudrun', 'GET', '/api/user/v1/info/');
      expect(info.json().bankInfo).toEqual({ bank: '0101', ledger: '05', account: '654321' });
      const audit = await db()
        .selectFrom('audit_event')
        .selectAll()
        .where('action', '=', 'settings.bankInfo.update')
        .where('subject', '=', GUDRUN)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor).toBe(GUDRUN);
      expect(audit[0]!.detail).toEqual({ bank: '0101', ledger: '05', accountEnd: '21' });
    });

    it('lets a read-only employee look but not change, and a full employee change with an audit', async () => {
      const asAnna = { impersonatedUser: ANNA };
      const look = await portal.call('lesa', 'GET', API.bankInfo, { headers: asAnna });
      expect(look.statusCode).toBe(200);
      expect(look.json().bank).toBe('0133');
      const change = await portal.call('lesa', 'POST', API.bankInfo, {
        headers: asAnna,
        json: { bank: '0101', ledger: '26', account: '000001' },
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().errorCode).toBe('ReadOnlyRole');
      const init = await portal.call('lesa', 'POST', API.ccardInit, {
        headers: asAnna,
        json: { language: 'is', windowOrigin: STAFF_ORIGIN },
      });
      expect(init.statusCode).toBe(403);
      expect((await portal.call('anna', 'GET', API.bankInfo)).json().bank).toBe('0133');

      const full = await portal.call('sigga', 'POST', API.bankInfo, {
        headers: { impersonatedUser: BJORN },
        json: { bank: '0515', ledger: '26', account: '104478' },
      });
      expect(full.statusCode).toBe(200);
      const audit = await db()
        .selectFrom('audit_event')
        .select(['actor', 'subject'])
        .where('action', '=', 'settings.bankInfo.update')
        .where('subject', '=', BJORN)
        .executeTakeFirstOrThrow();
      expect(audit.actor).toBe('staff:sigga');
    });

    it("never reaches another party's payment details without a grant", async () => {
      for (const url of [API.bankInfo, API.ccardInfo, API.paymentMethod]) {
        const response = await portal.call('gudrun', 'GET', url, {
          headers: { overviewUser: ANNA },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('NoAccessGrant');
      }
      const write = await portal.call('gudrun', 'POST', API.bankInfo, {
        headers: { overviewUser: ANNA },
        json: { bank: '0101', ledger: '26', account: '000001' },
      });
      expect(write.statusCode).toBe(403);
      // Björn granted Guðrún access: she sees his, not her own.
      const granted = await portal.call('gudrun', 'GET', API.paymentMethod, {
        headers: { overviewUser: BJORN },
      });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().bankInfo.account).toMatch(/^10447[78]$/);
    });
  });

  describe('card registration', () => {
    it('answers the payment method with the masked card', async () => {
      const response = await portal.call('anna', 'GET', API.paymentMethod);
      expect(response.json()).toEqual({
        ccardInfo: { cardNumberMasked: '522010******8823' },
        bankInfo: { bank: '0133', ledger: '26', account: '012345' },
        errorCode: null,
      });
    });

    it('says when the card on file has run out or a card is charged without one, until a new card is registered', async () => {
      const method = async () => (await portal.call('bjorn', 'GET', API.paymentMethod)).json();
      const setCard = (columns: { card_masked?: string | null; card_valid_thru: string | null }) =>
        db()
          .updateTable('payment_method')
          .set(columns)
          .where('party_kennitala', '=', BJORN)
          .execute();
      // Björn's plan is charged to his card; its expiry is not known, so it is taken as good.
      expect((await method()).errorCode).toBeNull();
      const thisMonth = new Date().toISOString().slice(0, 7);
      await setCard({ card_valid_thru: thisMonth });
      expect((await method()).errorCode).toBeNull();
      await setCard({ card_valid_thru: '2020-01' });
      expect(await method()).toMatchObject({
        ccardInfo: { cardNumberMasked: '492500******0017' },
        errorCode: 'CardExpired',
      });

      // A new card brings its last valid month with it, and the problem goes.
      const card = await approvedCard('bjorn');
      expect((await register('bjorn', card.body)).statusCode).toBe(200);
      expect(await method()).toMatchObject({
        ccardInfo: { cardNumberMasked: '424242******4242' },
        errorCode: null,
      });
      const stored = await db()
        .selectFrom('payment_method')
        .select('card_valid_thru')
        .where('party_kennitala', '=', BJORN)
        .executeTakeFirstOrThrow();
      expect(stored.card_valid_thru).toBe(`20${nextYear}-12`);

      await setCard({ card_masked: null, card_valid_thru: null });
      expect(await method()).toMatchObject({ ccardInfo: null, errorCode: 'CardMissing' });
      // Guðrún pays by bank claim and has no card: nothing is wrong.
      expect((await portal.call('gudrun', 'GET', API.paymentMethod)).json().errorCode).toBeNull();
      await setCard({ card_masked: '492500******0017', card_valid_thru: null });
    });

    it("starts a session only for the site's own window origin", async () => {
      for (const windowOrigin of ['https://evil.example', STAFF_ORIGIN, 'null', '']) {
        const response = await portal.call('anna', 'POST', API.ccardInit, {
          json: { language: 'is', windowOrigin },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errorCode).toBe('InvalidWindowOrigin');
      }
      const session = await init('anna');
      const link = new URL(session.paymentLink);
      expect(link.origin).toBe('http://127.0.0.1:8001');
      expect(link.pathname).toBe('/pay/');
      const expiresIn = Date.parse(session.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(7.9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(8 * 60_000);
      const state = await portal.call('anna', 'POST', API.ccardVerify, {
        json: { verificationId: session.verificationId },
      });
      expect(state.json()).toMatchObject({
        verificationId: session.verificationId,
        state: 'pending',
      });
    });

    it('registers the card the provider verified, once, and audits it', async () => {
      const card = await approvedCard('anna');
      const body = card.body;
      const response = await register('anna', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ cardNumberMasked: '424242******4242' });
      expect((await portal.call('anna', 'GET', API.ccardInfo)).json()).toEqual({
        cardNumberMasked: '424242******4242',
      });
      const info = await portal.call('anna', 'GET', '/api/user/v1/info/');
      expect(info.json().paymentMethod).toEqual({
        ccardInfo: { cardNumberMasked: '424242******4242' },
      });
      const audit = await db()
        .selectFrom('audit_event')
        .select(['actor', 'detail'])
        .where('action', '=', 'settings.ccard.register')
        .where('subject', '=', ANNA)
        .execute();
      expect(audit).toEqual([
        { actor: ANNA, detail: { cardNumberMasked: '424242******4242', brand: 'Visa' } },
      ]);

      const replay = await register('anna', body);
      expect(replay.statusCode).toBe(409);
      expect(replay.json().errorCode).toBe('CardVerificationUsed');
      const state = await portal.call('anna', 'POST', API.ccardVerify, {
        json: { verificationId: card.verificationId },
      });
      expect(state.json().state).toBe('used');
    });

    it('refuses a result whose data or signature was changed, or that names another session', async () => {
      const card = await approvedCard('anna');
      const tampered = encodeJson({
        verificationId: card.verificationId,
        cardNumberMasked: '411111******1111',
        brand: 'Visa',
        expiry: '12/30',
      });
      const cases = [
        { ...card, verificationData: tampered },
        { ...card, verificationHash: '0'.repeat(64) },
        { ...card, verificationHash: 'not-a-hash' },
        // Signed with a secret the provider does not hold.
        {
          ...card,
          verificationData: tampered,
          verificationHash: sign('x'.repeat(40), 'result', tampered),
        },
        // A genuine result, presented for a different session of the same person.
        { ...card, verificationId: (await init('anna')).verificationId },
      ];
      for (const { verificationId, verificationData, verificationHash } of cases) {
        const response = await register('anna', {
          verificationId,
          verificationData,
          verificationHash,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errorCode).toBe('InvalidCardVerification');
      }
      expect((await portal.call('anna', 'GET', API.ccardInfo)).json().cardNumberMasked).not.toBe(
        '411111******1111',
      );
    });

    it("refuses another party's verification as if it did not exist", async () => {
      const bjorns = await approvedCard('bjorn');
      const body = bjorns.body;
      const stolen = await register('anna', body);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().errorCode).toBe('CardVerificationNotFound');
      const peek = await portal.call('anna', 'POST', API.ccardVerify, {
        json: { verificationId: bjorns.verificationId },
      });
      expect(peek.statusCode).toBe(404);
      // Björn's own session is untouched and still works for him.
      const own = await register('bjorn', body);
      expect(own.statusCode).toBe(200);
    });

    it('refuses a verification after its 8 minutes', async () => {
      const card = await approvedCard('anna');
      await db()
        .updateTable('card_verification')
        .set({
          created_at: new Date(Date.now() - 9 * 60_000),
          expires_at: new Date(Date.now() - 60_000),
        })
        .where('id', '=', card.verificationId)
        .execute();
      const state = await portal.call('anna', 'POST', API.ccardVerify, {
        json: { verificationId: card.verificationId },
      });
      expect(state.json().state).toBe('expired');
      const response = await register('anna', card.body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('CardVerificationExpired');
    });

    it('lets a full employee register a card from the staff origin, and not a read-only one', async () => {
      const card = await approvedCard('sigga', { impersonatedUser: GUDRUN });
      const body = card.body;
      const readonly = await register('lesa', body, { impersonatedUser: GUDRUN });
      expect(readonly.statusCode).toBe(403);
      const full = await register('sigga', body, { impersonatedUser: GUDRUN });
      expect(full.statusCode).toBe(200);
      expect((await portal.call('gudrun', 'GET', API.ccardInfo)).json().cardNumberMasked).toBe(
        '424242******4242',
      );
    });
  });

  describe('the card provider simulator', () => {
    it('declines the decline test card and names bad fields, without a result to register', async () => {
      const session = await init('anna');
      const declined = await authorize(session.paymentLink, DECLINED_TEST_CARD);
      expect(declined).toEqual({ status: 200, body: { outcome: 'declined' } });
      const bad = await authorize(session.paymentLink, '4242424242424241');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        outcome: 'invalid',
        problems: { cardNumber: 'invalidCardNumber' },
      });
    });

    it('serves its page in the session language with a CSP that allows only itself', async () => {
      const session = await portal.call('anna', 'POST', API.ccardInit, {
        json: { language: 'en', windowOrigin: SITE_ORIGIN },
      });
      const link = new URL(session.json().paymentLink);
      const page = await fetch(`${simulator.url}${link.pathname}${link.search}`);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      // Only the portal that started the session may show it in a frame.
      expect(csp).toContain(`frame-ancestors ${SITE_ORIGIN}`);
      expect(page.headers.get('x-frame-options')).toBeNull();
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`data-origin="${SITE_ORIGIN}"`);
      expect(html).toContain('<label for="cardNumber">Card number</label>');
      // The page works through its script, from its own origin; the card never goes in a URL.
      expect(html).toContain('<script src="/pay.js" defer=""></script>');
      expect(html).toContain('<form id="card-form" method="post"');
      const script = await fetch(`${simulator.url}/pay.js`);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      const code = await script.text();
      // It answers its opener, or the portal page that framed it, and only the portal's origin.
      expect(code).toContain('target.postMessage(message, portalOrigin)');
      expect(code).toContain('window.parent');

      const forged = await fetch(
        `${simulator.url}/pay/?session=${link.searchParams.get('session')}x`,
      );
      expect(forged.status).toBe(400);
    });
  });
});

describe('card provider configuration', () => {
  it('defaults to the simulator on 127.0.0.1:8001 in demo mode only', () => {
    const demo = loadConfig({});
    expect(demo.cardProviderUrl).toBe('http://127.0.0.1:8001');
    expect(demo.cardProviderSimulator).toBe(true);
    expect(cardProviderFor(demo)?.origin).toBe('http://127.0.0.1:8001');
    const production = loadConfig({ ...MINIMAL_PRODUCTION_ENV, CARD_REGISTRATION: 'false' });
    expect(production.cardProviderSimulator).toBe(false);
    expect(cardProviderFor(production)).toBeUndefined();
    const configured = loadConfig({
      ...MINIMAL_PRODUCTION_ENV,
      CARD_PROVIDER_URL: 'https://cards.example.com/',
      CARD_PROVIDER_SECRET: 's'.repeat(32),
    });
    expect(cardProviderFor(configured)?.origin).toBe('https://cards.example.com');
    expect(() => loadConfig({ CARD_PROVIDER_SECRET: 'short' })).toThrow(/CARD_PROVIDER_SECRET/);
  });

  it('answers 503 CardProviderUnavailable when no provider is configured', async () => {
    const acting = { kennitala: ANNA, fullName: 'Anna', isCompany: false, via: 'self' as const };
    await expect(
      initCard({} as never, undefined, acting, { language: 'is', windowOrigin: SITE_ORIGIN }, [
        SITE_ORIGIN,
      ]),
    ).rejects.toMatchObject({ code: 'CardProviderUnavailable', statusCode: 503 });
  });
});
