import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/database';
import { OAuthBrowser } from '../support/oauth';

/** Helpers the sessions*.test.ts files share: real sign-ins through the real provider. */

export const ANNA = '1201603389';
export const BJORN = '0503852139';
export const GUDRUN = '1407702999';
export const PASSWORD = 'Prufa-1234';

export type Session = {
  browser: OAuthBrowser;
  accessToken: string;
  refreshToken: string;
  idToken: string;
};

export function customerBrowser(app: FastifyInstance, origin: string, audience: string) {
  return new OAuthBrowser(app, origin, 'skjol-web', audience);
}

/** A browser of its own that signs the person in: one session, as one device would have. */
export async function signIn(
  app: FastifyInstance,
  origin: string,
  audience: string,
  ssn: string,
  password = PASSWORD,
): Promise<Session> {
  const browser = customerBrowser(app, origin, audience);
  const tokens = await browser.signInWithPassword(ssn, password);
  expect(tokens.access_token, 'signed in').toBeTruthy();
  expect(decodeJwt(tokens.access_token).grant_id, 'the token names its grant').toBeTruthy();
  return {
    browser,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token!,
    idToken: tokens.id_token,
  };
}

/** An API call as the token's holder: 200 while the session lives, 401 once it has ended. */
export async function apiStatus(app: FastifyInstance, origin: string, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/v1/info/',
    headers: { host: new URL(origin).host, authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

/** Whether the browser's session at the provider still signs it in silently (prompt=none). */
export async function providerSessionAlive(browser: OAuthBrowser): Promise<boolean> {
  const start = await browser.startSignIn({ prompt: 'none' });
  const location = String(start.response.headers.location ?? '');
  const absolute = location.startsWith('/') ? `${browser.origin}${location}` : location;
  const result = await browser.followToCode(absolute, start.redirectUri);
  return Boolean(result.code);
}

export async function revocationEvents(db: Db, actor: string) {
  const rows = await db
    .selectFrom('audit_event')
    .select(['detail'])
    .where('action', '=', 'session.revoked')
    .where('actor', '=', actor)
    .orderBy('occurred_at')
    .execute();
  return rows.map((row) => row.detail as { reason: string; grants: string[]; sessions: string[] });
}
