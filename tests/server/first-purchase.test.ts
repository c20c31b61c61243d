import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import type { QuotePurchased, SavedQuote } from '../../src/domain/api/quote';
import { isValidKennitala } from '../../src/domain/kennitala';
import { todayInIceland } from '../../src/domain/calendar';
import { demoMobileIdHolder } from '../../server/eid/simulated-eid';
import { createTestApp, type TestApp } from './support/app';
import { OAuthBrowser } from './support/oauth';

const car = {
  product: 'car',
  registration: 'GT310',
  cover: 'liability',
  bonusYears: 0,
  driverAge: 30,
  deductible: 120000,
};

/** A mobile number no customer has that belongs to one of the demo's mobile-ID holders. */
const freshNumber = () => `7${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

describe('the simulator’s mobile-ID holders who are not customers', () => {
  it('gives every number starting with 7 one valid kennitala and name, always the same', () => {
    for (const phone of ['7000000', '7123456', '7999999', '7654321']) {
      const holder = demoMobileIdHolder(phone)!;
      expect(isValidKennitala(holder.kennitala)).toBe(true);
      expect(holder.name).toMatch(/^\S+ \S+(son|dóttir)$/);
      expect(demoMobileIdHolder(phone)).toEqual(holder);
    }
    expect(demoMobileIdHolder('6999999')).toBeNull();
    expect(demoMobileIdHolder('5605147')).toBeNull();
  });
});

describe('a person who is not yet a customer buys what they priced', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, undefined, { seed: true });
  }, 600_000);
  afterAll(() => testApp.close());

  const site = () => new URL(testApp.config.siteUrl).host;
  const browser = () =>
    new OAuthBrowser(testApp.app, testApp.config.siteUrl, 'skjol-web', testApp.config.authAudience);
  const api = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { host: site(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const mails = () =>
    testApp.database.db.selectFrom('outbox_mail').selectAll().orderBy('created_at').execute();
  const audit = (action: string, subject: string) =>
    testApp.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', action)
      .where('subject', '=', subject)
      .execute();

  /** Starts a sign-in the way the purchase screen asks for it: mobile ID, with the number. */
  async function identify(phone: string) {
    const b = browser();
    const start = await b.startSignIn({
      ui_locales: 'en',
      connection: 'mobile',
      login_hint: phone,
    });
    const waiting = await b.request('GET', `/interaction/${start.uid}`);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toMatch(/data-testid="verification-code">\d{4}</);
    const requestId = /name="requestId" value="([^"]+)"/.exec(waiting.body)![1]!;
    // The demo simulator approves after two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const approved = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, requestId },
    });
    return { b, start, approved };
  }

  it('keeps a price to buy at once without mailing it, and opens it with its key', async () => {
    const before = (await mails()).length;
    const response = await api(null, 'POST', QUOTE_API.buy, { items: [car], lang: 'en' });
    expect(response.statusCode).toBe(201);
    const saved = response.json<SavedQuote>();
    expect(saved.quoteNumber).toMatch(/^T-\d{6}$/);
    expect((await mails()).length).toBe(before);
    const opened = await api(
      null,
      'GET',
      `${QUOTE_API.saved(saved.quoteNumber)}?key=${encodeURIComponent(saved.key)}`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json<SavedQuote>().price.yearly).toBe(saved.price.yearly);
  });

  it('identifies them by mobile ID, makes them a customer under the proven name, confirms the e-mail, then sells', async () => {
    const phone = freshNumber();
    const holder = demoMobileIdHolder(phone)!;
    const { b, start, approved } = await identify(phone);
    // Not a sign-in yet: on to becoming a customer.
    expect(approved.statusCode).toBe(303);
    const step = String(approved.headers.location);
    expect(step).toBe(`/interaction/${start.uid}/nyr-vidskiptavinur/?lang=en`);
    const page = await b.request('GET', step);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(holder.name);
    expect(page.body).toContain(`${holder.kennitala.slice(0, 6)}-${holder.kennitala.slice(6)}`);
    // The number the request went to is offered.
    expect(page.body).toContain(`value="${phone}"`);

    // Bad input is named and keeps what was typed; nobody is created.
    const bad = await b.request('POST', step, {
      form: { language: 'en', email: 'not-an-address', mobile: '612 3456' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The e-mail address is not valid.');
    expect(bad.body).toContain('value="612 3456"');
    expect(
      await testApp.database.db
        .selectFrom('party')
        .select('kennitala')
        .where('kennitala', '=', holder.kennitala)
        .executeTakeFirst(),
    ).toBeUndefined();

    const email = `nyr.${phone}@example.com`;
    const created = await b.request('POST', step, {
      form: { language: 'en', email, mobile: '612 3456' },
    });
    expect(created.statusCode).toBe(303);
    const result = await b.followToCode(String(created.headers.location), start.redirectUri);
    const tokens = (await b.exchangeCode(result.code!, start.verifier, start.redirectUri)).json();
    expect(decodeJwt(tokens.access_token).ssn).toBe(holder.kennitala);
    const token = tokens.access_token as string;

    const party = await testApp.database.db
      .selectFrom('party')
      .selectAll()
      .where('kennitala', '=', holder.kennitala)
      .executeTakeFirstOrThrow();
    expect(party).toMatchObject({
      kind: 'person',
      full_name: holder.name,
      email: null,
      mobile_phone: '6123456',
    });
    expect(await audit('customer.created', holder.kennitala)).toHaveLength(1);

    // Buying waits for the confirmed address.
    const saved = (
      await api(null, 'POST', QUOTE_API.buy, { items: [car], lang: 'en' })
    ).json<SavedQuote>();
    const body = {
      key: saved.key,
      startDate: todayInIceland(),
      frequency: 'monthly',
      payment: 'claim',
      acceptTerms: true,
      lang: 'en',
    };
    const early = await api(token, 'POST', QUOTE_API.purchase(saved.quoteNumber), body);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('EmailNotConfirmed');
    const info = await api(token, 'GET', '/api/user/v1/settings/popupinfo/');
    expect(info.json()).toMatchObject({ pendingEmail: email, showPopup: false });

    const confirmation = (await mails()).find((mail) => mail.to_address === email)!;
    expect(confirmation.text_body).toContain(holder.name);
    const linkToken = /confirm-email\/\?token=([\w-]+)/.exec(confirmation.text_body)![1]!;
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/en/confirm-email/',
      headers: { host: site(), origin: new URL(testApp.config.siteUrl).origin },
      payload: { token: linkToken },
    });
    expect(confirmed.statusCode).toBe(200);

    const bought = await api(token, 'POST', QUOTE_API.purchase(saved.quoteNumber), body);
    expect(bought.statusCode).toBe(200);
    expect(bought.json<QuotePurchased>().policies).toHaveLength(1);
    expect(await audit('quote.purchased', holder.kennitala)).toHaveLength(1);
    const overview = await api(token, 'GET', '/api/policy/v3/overview/');
    expect(JSON.stringify(overview.json())).toContain(
      bought.json<QuotePurchased>().policies[0]!.number,
    );
  }, 60_000);

  it('makes no customer without an approved mobile ID in the same sign-in', async () => {
    const b = browser();
    const start = await b.startSignIn({ ui_locales: 'en' });
    await b.request('GET', `/interaction/${start.uid}`);
    const forged = await b.request('POST', `/interaction/${start.uid}/nyr-vidskiptavinur/`, {
      form: { language: 'en', email: 'x@example.com', mobile: '6123456', kennitala: '0101302989' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('The identification has expired');
    expect(
      await testApp.database.db
        .selectFrom('audit_event')
        .select('id')
        .where('action', '=', 'customer.created')
        .where('subject', '=', '0101302989')
        .execute(),
    ).toEqual([]);
  });

  it('signs a customer’s own number straight in, with no new-customer step', async () => {
    const { b, start, approved } = await identify('6111234');
    expect(approved.statusCode).toBe(303);
    expect(String(approved.headers.location)).not.toContain('nyr-vidskiptavinur');
    const result = await b.followToCode(String(approved.headers.location), start.redirectUri);
    const tokens = (await b.exchangeCode(result.code!, start.verifier, start.redirectUri)).json();
    expect(decodeJwt(tokens.access_token).ssn).toBe('1201603389');
  }, 30_000);
});
