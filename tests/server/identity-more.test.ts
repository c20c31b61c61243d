import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedEid } from '../../server/eid/simulated-eid';
import { createTestApp, type TestApp } from './support/app';
import { OAuthBrowser } from './support/oauth';
import { ACTING_REASON } from './portal-helpers';

const ANNA = '1201603389';
const HRAUNHOLAR = '4502952219';

describe('staff, mobile ID and setting a password', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, undefined, {
      seed: true,
      identity: { eid: undefined },
    });
  });
  afterAll(() => testApp.close());

  const staffBrowser = () =>
    new OAuthBrowser(
      testApp.app,
      testApp.config.staffUrl,
      'skjol-staff',
      testApp.config.staffAuthAudience,
    );
  const customerBrowser = () =>
    new OAuthBrowser(testApp.app, testApp.config.siteUrl, 'skjol-web', testApp.config.authAudience);

  async function staffSignIn(username: string) {
    const b = staffBrowser();
    // As the staff portal asks: the wider scope and the staff connection.
    const start = await b.startSignIn({
      scope: 'openid profile email impersonate offline_access',
      connection: 'staff',
    });
    const page = await b.request('GET', `/interaction/${start.uid}`);
    expect(page.body).toContain('Innskráning starfsfólks');
    const login = await b.request('POST', `/interaction/${start.uid}/login/employee/`, {
      form: { interaction: start.uid!, username, password: 'Starf-1234' },
    });
    expect(login.statusCode).toBe(303);
    const { code } = await b.followToCode(String(login.headers.location), start.redirectUri);
    return (await b.exchangeCode(code!, start.verifier, start.redirectUri)).json()
      .access_token as string;
  }

  const staffApi = (
    token: string,
    url: string,
    method: 'GET' | 'POST' = 'GET',
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        host: new URL(testApp.config.staffUrl).host,
        authorization: `Bearer ${token}`,
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });

  it('signs staff in on the staff host with their own issuer, id and role', async () => {
    const token = await staffSignIn('sigga');
    const claims = decodeJwt(token);
    expect(claims.iss).toBe(`${testApp.config.staffUrl}/`);
    expect(claims.role).toBe('Full');
    expect(claims.staff_username).toBe('sigga');
    expect(claims.ssn).toBeUndefined();
  });

  it('does not let a customer sign in on the staff tenant or staff on the customer tenant', async () => {
    const b = staffBrowser();
    const start = await b.startSignIn();
    const response = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: ANNA, password: 'Prufa-1234' },
    });
    expect(response.statusCode).toBe(400);
    const c = customerBrowser();
    const customerStart = await c.startSignIn();
    const staffOnCustomer = await c.request(
      'POST',
      `/interaction/${customerStart.uid}/login/employee/`,
      { form: { interaction: customerStart.uid!, username: 'sigga', password: 'Starf-1234' } },
    );
    expect(staffOnCustomer.statusCode).toBe(400);
  });

  it('lets staff look a customer up and act for them; Readonly staff may only read', async () => {
    const full = await staffSignIn('sigga');
    const lookup = await staffApi(full, '/api/user/v1/login/ssnlookup/', 'POST', {
      ssn: '120160-3389',
    });
    expect(lookup.json()).toEqual({ name: 'Anna Jónsdóttir' });
    const missing = await staffApi(full, '/api/user/v1/login/ssnlookup/', 'POST', {
      ssn: '0101302989',
    });
    expect(missing.statusCode).toBe(404);
    const switched = await staffApi(full, '/api/user/v1/login/switchcustomer/', 'POST', {
      ssn: HRAUNHOLAR,
      ...ACTING_REASON,
    });
    expect(switched.json()).toMatchObject({ ssn: HRAUNHOLAR, fullName: 'Hraunhólar ehf.' });
    await staffApi(full, '/api/user/v1/login/switchcustomer/', 'POST', {
      ssn: ANNA,
      ...ACTING_REASON,
    });

    const info = await staffApi(full, '/api/user/v1/info/', 'GET', undefined, {
      impersonatedUser: ANNA,
    });
    expect(info.json()).toMatchObject({
      fullName: 'Anna Jónsdóttir',
      isEmployeeImpersonating: true,
      currentProxyUser: { value: ANNA },
    });
    const audit = await testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('actor', '=', 'staff:sigga')
      .where('subject', '=', ANNA)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    const ended = await staffApi(full, '/api/user/v1/login/endcustomer/', 'POST', { ssn: ANNA });
    expect(ended.statusCode).toBe(204);
    const endEvent = await testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', '=', 'staff.endCustomer')
      .executeTakeFirst();
    expect(endEvent).toEqual({ actor: 'staff:sigga', subject: ANNA });

    const readonly = await staffSignIn('lesa');
    await staffApi(readonly, '/api/user/v1/login/switchcustomer/', 'POST', {
      ssn: ANNA,
      ...ACTING_REASON,
    });
    expect(
      (await staffApi(readonly, '/api/user/v1/info/', 'GET', undefined, { impersonatedUser: ANNA }))
        .statusCode,
    ).toBe(200);
  });

  it('signs a customer in with mobile ID after the phone approves', async () => {
    const b = customerBrowser();
    const start = await b.startSignIn();
    const begin = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '611 1234' },
    });
    expect(begin.statusCode).toBe(200);
    const code = /data-testid="verification-code">(\d{4})</.exec(begin.body)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const requestId = /name="requestId" value="([^"]+)"/.exec(begin.body)?.[1];

    const pending = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, requestId: requestId! },
      headers: { accept: 'application/json' },
    });
    expect(pending.json()).toEqual({ status: 'pending' });

    // The demo simulator approves after two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const done = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, requestId: requestId! },
    });
    expect(done.statusCode).toBe(303);
    const result = await b.followToCode(String(done.headers.location), start.redirectUri);
    const tokens = (await b.exchangeCode(result.code!, start.verifier, start.redirectUri)).json();
    expect(decodeJwt(tokens.access_token).ssn).toBe(ANNA);
  });

  it('rejects mobile ID for a number no customer has, and a malformed number', async () => {
    const b = customerBrowser();
    const start = await b.startSignIn({ ui_locales: 'en' });
    const malformed = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '12-34' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('The phone number is not valid');
    const unknown = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '6999999' },
    });
    const requestId = /name="requestId" value="([^"]+)"/.exec(unknown.body)?.[1];
    const outcome = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, requestId: requestId! },
    });
    expect(outcome.statusCode).toBe(401);
    expect(outcome.body).toContain('declined');
  });

  it('says a sign-in that ran out has expired, in either language, with a way back', async () => {
    const site = new URL(testApp.config.siteUrl);
    for (const [language, heading, home] of [
      ['is', 'Innskráningin rann út', '/'],
      ['en', 'The sign-in has expired', '/en/'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/interaction/no-such-sign-in?lang=${language}`,
        headers: { host: site.host },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(new RegExp(`<title>${heading}`));
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.body).toContain(`<a class="button" href="${home}">`);
    }
  });

  it('e-mails a single-use set-password link and the new password works', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/requestcredentials/',
      headers: { host: new URL(testApp.config.siteUrl).host, accept: 'application/json' },
      payload: { ssn: '1407702999', language: 'en' },
    });
    expect(response.statusCode).toBe(202);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/requestcredentials/',
      headers: { accept: 'application/json' },
      payload: { ssn: '0101302989', language: 'en' },
    });
    expect(unknown.statusCode).toBe(202);

    const mail = await testApp.database.db
      .selectFrom('outbox_mail')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('gudrun@example.is');
    expect(mail.subject).toBe('Choose a password for My Skjól');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeTruthy();

    const short = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { accept: 'application/json' },
      payload: { token, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errorCode).toBe('passwordTooShort');
    const set = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { accept: 'application/json' },
      payload: { token, password: 'Nytt-lykilord-2026' },
    });
    expect(set.statusCode).toBe(200);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { accept: 'application/json' },
      payload: { token, password: 'Annad-lykilord-2026' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('setPasswordInvalid');

    const tokens = await customerBrowser().signInWithPassword('1407702999', 'Nytt-lykilord-2026');
    expect(decodeJwt(tokens.access_token).ssn).toBe('1407702999');
  });
});

describe('the simulated electronic ID', () => {
  it('stays pending until its delay, then approves a known number', async () => {
    const testApp = await createTestApp('pglite', {}, undefined, { seed: true });
    const eid = createSimulatedEid(testApp.database.db, { approveAfterMs: 50 });
    const { reference } = await eid.start('6111234', '1234');
    expect(await eid.status(reference)).toEqual({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await eid.status(reference)).toEqual({
      status: 'approved',
      kennitala: ANNA,
      name: 'Anna Jónsdóttir',
    });
    expect(await eid.status('not-a-reference')).toEqual({ status: 'rejected' });
    await testApp.close();
  }, 90_000);
});
