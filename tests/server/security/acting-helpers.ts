import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../support/app';
import type { TestDatabaseKind } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';
import { startActing, staffToken } from '../portal-helpers';

/** The demo app on one database with real tokens, for the tests of acting for someone else. */

export const ANNA = '1201603389';
export const BJORN = '0503852139';
export const GUDRUN = '1407702999';
export const HRAUNHOLAR = '4502952219';

export type Caller = 'anna' | 'bjorn' | 'gudrun' | 'sigga' | 'lesa' | 'stjori';
const CUSTOMERS: Partial<Record<Caller, string>> = { anna: ANNA, bjorn: BJORN, gudrun: GUDRUN };
const STAFF = (who: Caller) => !CUSTOMERS[who];

export type ActingApp = {
  testApp: TestApp;
  /** The caller's access token, for requests made outside `call`. */
  tokenOf(who: Caller): string;
  call(
    who: Caller | null,
    method: 'GET' | 'POST',
    url: string,
    options?: { headers?: Record<string, string>; json?: unknown; host?: 'site' | 'staff' },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function startActingApp(
  kind: TestDatabaseKind,
  callers: Caller[],
): Promise<ActingApp> {
  const testApp = await createTestApp(kind, {}, undefined, { seed: true });
  const tokens: Partial<Record<Caller, string>> = {};
  for (const who of callers) {
    const ssn = CUSTOMERS[who];
    tokens[who] = ssn
      ? (
          await new OAuthBrowser(
            testApp.app,
            testApp.config.siteUrl,
            'skjol-web',
            testApp.config.authAudience,
          ).signInWithPassword(ssn, 'Prufa-1234')
        ).access_token
      : await staffToken(testApp, who);
  }
  const siteHost = new URL(testApp.config.siteUrl).host;
  const staffHost = new URL(testApp.config.staffUrl).host;
  const actingFor: Partial<Record<Caller, string>> = {};
  return {
    testApp,
    tokenOf: (who) => tokens[who]!,
    async call(who, method, url, options = {}) {
      const onStaffHost = options.host ? options.host === 'staff' : who !== null && STAFF(who);
      const customer = options.headers?.impersonatedUser;
      if (
        who &&
        STAFF(who) &&
        customer &&
        /^\d{10}$/.test(customer) &&
        actingFor[who] !== customer
      ) {
        await startActing(testApp, staffHost, tokens[who]!, customer);
        actingFor[who] = customer;
      }
      const response = await testApp.app.inject({
        method,
        url,
        headers: {
          host: onStaffHost ? staffHost : siteHost,
          ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
          ...options.headers,
        },
        ...(options.json !== undefined ? { payload: options.json as object } : {}),
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

export async function outbox(testApp: TestApp) {
  return testApp.database.db
    .selectFrom('outbox_mail')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function contactOf(testApp: TestApp, kennitala: string) {
  return testApp.database.db
    .selectFrom('party')
    .select(['email', 'mobile_phone'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirstOrThrow();
}

export async function auditEvents(testApp: TestApp, action: string) {
  return testApp.database.db
    .selectFrom('audit_event')
    .selectAll()
    .where('action', '=', action)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

/** Asks for a set-password link the way the sign-in page does; returns the addresses it went to. */
export async function requestReset(app: ActingApp, kennitala: string): Promise<string[]> {
  const before = (await outbox(app.testApp)).length;
  const response = await app.call(null, 'POST', '/api/user/v1/login/requestcredentials/', {
    json: { ssn: kennitala, language: 'is' },
  });
  if (response.statusCode !== 202) throw new Error(`reset: ${response.statusCode}`);
  return (await outbox(app.testApp)).slice(before).map((mail) => mail.to_address);
}
