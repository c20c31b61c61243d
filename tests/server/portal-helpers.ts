import { generate } from 'otplib';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../server/config';
import { createTestApp, type TestApp } from './support/app';
import type { TestDatabaseKind } from './support/databases';
import { OAuthBrowser } from './support/oauth';
import type { MultipartBody } from './support/multipart';

/** Shared by the portal-*.test.ts files: the demo app with real tokens for the demo people. */

export const ANNA = '1201603389';
export const BJORN = '0503852139';
export const GUDRUN = '1407702999';
export const HRAUNHOLAR = '4502952219';

export type Caller = 'anna' | 'bjorn' | 'gudrun' | 'sigga' | 'lesa' | 'stjori';
const CUSTOMERS: Partial<Record<Caller, string>> = { anna: ANNA, bjorn: BJORN, gudrun: GUDRUN };

export type PortalApp = {
  testApp: TestApp;
  tokens: Record<Caller, string>;
  /**
   * Calls the API as one of the demo users; staff calls go to the staff host unless `host` says
   * otherwise (a staff token on the site, say).
   */
  call(
    who: Caller | null,
    method: 'GET' | 'POST',
    url: string,
    options?: {
      headers?: Record<string, string>;
      json?: unknown;
      form?: MultipartBody;
      host?: 'site' | 'staff';
    },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function staffToken(
  testApp: TestApp,
  username: string,
  password = 'Starf-1234',
  /** A second-factor set-up link the employee opens first (see enrolmentLinkSentTo). */
  enrolmentLink?: string,
): Promise<string> {
  const browser = new OAuthBrowser(
    testApp.app,
    testApp.config.staffUrl,
    'skjol-staff',
    testApp.config.staffAuthAudience,
  );
  if (enrolmentLink) {
    const landing = await browser.request('GET', enrolmentLink);
    if (landing.statusCode !== 303) throw new Error(`set-up link refused: ${landing.statusCode}`);
  }
  const start = await browser.startSignIn();
  // The provider scopes its interaction cookie to /interaction/<uid>; sign in beneath it.
  let login = await browser.request('POST', `/interaction/${start.uid}/login/employee/`, {
    form: { interaction: start.uid!, username, password },
  });
  if (login.statusCode === 200 && login.body.includes('/login/totp/')) {
    // A second factor is asked: the harness is the authenticator app.
    login = await browser.request('POST', `/interaction/${start.uid}/login/totp/`, {
      form: { interaction: start.uid!, code: await totpCodeFor(testApp, username, login.body) },
    });
  }
  if (login.statusCode !== 303)
    throw new Error(`staff sign-in failed: ${login.statusCode} ${login.body.slice(0, 300)}`);
  const { code } = await browser.followToCode(String(login.headers.location), start.redirectUri);
  const tokens = await browser.exchangeCode(code!, start.verifier, start.redirectUri);
  return tokens.json().access_token as string;
}

/** The newest second-factor set-up link mailed to the address, as a path on the staff host. */
export async function enrolmentLinkSentTo(testApp: TestApp, address: string): Promise<string> {
  const mail = await testApp.database.db
    .selectFrom('outbox_mail')
    .select('text_body')
    .where('to_address', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/innskraning\/audkenni\/\?token=[\w-]+/.exec(mail.text_body)?.[0];
  if (!link) throw new Error(`no set-up link in: ${mail.text_body}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The code an employee's authenticator app shows: for the secret being enrolled (on the page), or
 * the one they enrolled; a step after the last one used, since a code is good once.
 */
async function totpCodeFor(testApp: TestApp, username: string, page: string): Promise<string> {
  const row = await testApp.database.db
    .selectFrom('staff_user')
    .select(['totp_secret', 'totp_last_step'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const secret = /data-secret="([A-Z2-7]+)"/.exec(page)?.[1] ?? row.totp_secret!;
  const now = Math.floor(Date.now() / 1000);
  const epoch = row.totp_last_step === null ? now : Math.max(now, (row.totp_last_step + 1) * 30);
  return generate({ secret, epoch });
}

export const ACTING_REASON = { reason: 'customerCall', note: 'The customer asked by phone' };

/**
 * Staff act for a customer only after starting to, with a reason: the harnesses start it (as the
 * portal's staff dropdown does) when a staff caller names a customer in impersonatedUser whom
 * they are not acting for yet.
 */
export async function startActing(
  testApp: TestApp,
  staffHost: string,
  token: string,
  customer: string,
): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/user/v1/login/switchcustomer/',
    headers: { host: staffHost, authorization: `Bearer ${token}` },
    payload: { ssn: customer, ...ACTING_REASON },
  });
  if (response.statusCode !== 200)
    throw new Error(`could not start acting: ${response.statusCode} ${response.body}`);
}

export async function startPortalApp(
  callers: Caller[] = ['anna', 'bjorn', 'gudrun', 'sigga', 'lesa'],
  kind: TestDatabaseKind = 'pglite',
  overrides: Partial<Config> = {},
): Promise<PortalApp> {
  const testApp = await createTestApp(kind, overrides, undefined, { seed: true });
  const customer = () =>
    new OAuthBrowser(testApp.app, testApp.config.siteUrl, 'skjol-web', testApp.config.authAudience);
  const tokens = {} as Record<Caller, string>;
  for (const who of callers) {
    const ssn = CUSTOMERS[who];
    tokens[who] = ssn
      ? (await customer().signInWithPassword(ssn, 'Prufa-1234')).access_token
      : await staffToken(testApp, who);
  }
  const siteHost = new URL(testApp.config.siteUrl).host;
  const staffHost = new URL(testApp.config.staffUrl).host;
  const actingFor: Partial<Record<Caller, string>> = {};
  return {
    testApp,
    tokens,
    async call(who, method, url, options = {}) {
      const staff = who !== null && !CUSTOMERS[who];
      const customer = options.headers?.impersonatedUser;
      if (staff && customer && /^\d{10}$/.test(customer) && actingFor[who] !== customer) {
        await startActing(testApp, staffHost, tokens[who], customer);
        actingFor[who] = customer;
      }
      const headers: Record<string, string> = {
        host: (options.host ? options.host === 'staff' : staff) ? staffHost : siteHost,
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
        ...options.headers,
      };
      const response = await testApp.app.inject({
        method,
        url,
        headers,
        ...(options.json !== undefined ? { payload: options.json as object } : {}),
        ...(options.form
          ? {
              payload: options.form.body,
              headers: { ...headers, 'content-type': options.form.contentType },
            }
          : {}),
      });
      // Starting or stopping by hand is remembered, so the next call does not start again.
      if (who && response.statusCode < 300 && url.endsWith('/login/switchcustomer/'))
        actingFor[who] = (options.json as { ssn?: string } | undefined)?.ssn;
      if (who && url.endsWith('/login/endcustomer/')) delete actingFor[who];
      return response;
    },
    close: () => testApp.close(),
  };
}

/** The mails in the outbox, newest last. */
export async function outbox(testApp: TestApp) {
  return testApp.database.db
    .selectFrom('outbox_mail')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
