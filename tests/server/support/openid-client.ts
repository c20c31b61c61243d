import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { expect } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from './app';
import type { TestDatabaseKind } from './databases';
import { OAuthBrowser } from './oauth';

export const ANNA = '1201603389';
export const ANNA_PASSWORD = 'Prufa-1234';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The seeded server listening on a real port, and panva's openid-client configured against it by
 * discovery, as any standard OpenID client would be.
 */
export async function listeningProvider(
  kind: TestDatabaseKind,
): Promise<{ testApp: TestApp; origin: string; config: oidc.Configuration }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const derived = loadConfig({ NODE_ENV: 'test', SITE_URL: origin, PORT: String(port) });
  const testApp = await createTestApp(
    kind,
    {
      siteUrl: derived.siteUrl,
      staffUrl: derived.staffUrl,
      authAudience: derived.authAudience,
      staffAuthAudience: derived.staffAuthAudience,
    },
    undefined,
    { seed: true },
  );
  await testApp.app.listen({ port, host: '127.0.0.1' });
  const config = await oidc.discovery(new URL(origin), 'skjol-web', undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  return { testApp, origin, config };
}

/** The person signs in in a browser; the client gets back the whole callback address. */
async function signInThrough(
  testApp: TestApp,
  origin: string,
  authorizationUrl: URL,
): Promise<URL> {
  const redirectUri = `${origin}/vidskipti/`;
  const browser = new OAuthBrowser(testApp.app, origin, 'skjol-web', testApp.config.authAudience);
  const start = await browser.request('GET', authorizationUrl.href);
  const uid = /\/interaction\/([^/?]+)/.exec(String(start.headers.location))?.[1];
  expect(
    uid,
    `authorization answered ${start.statusCode}: ${/<small>(.*?)<\/small>/s.exec(start.body)?.[1] ?? start.body.slice(0, 200)}`,
  ).toBeTruthy();
  const login = await browser.request('POST', `/interaction/${uid}/login/password/`, {
    form: { interaction: uid!, ssn: ANNA, password: ANNA_PASSWORD },
  });
  let next = String(login.headers.location);
  for (let hop = 0; hop < 5 && !next.startsWith(redirectUri); hop += 1) {
    const response = await browser.request('GET', next.startsWith('/') ? `${origin}${next}` : next);
    next = String(response.headers.location ?? '');
  }
  expect(next.startsWith(redirectUri)).toBe(true);
  return new URL(next);
}

/** The authorization-code flow with PKCE; the request pushed first (PAR) or in the address. */
export async function signInWithClient(
  testApp: TestApp,
  origin: string,
  config: oidc.Configuration,
  how: 'par' | 'redirect',
  options: oidc.DPoPOptions = {},
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const parameters = {
    redirect_uri: `${origin}/vidskipti/`,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  };
  const url =
    how === 'par'
      ? await oidc.buildAuthorizationUrlWithPAR(config, parameters, options)
      : oidc.buildAuthorizationUrl(config, parameters);
  const callback = await signInThrough(testApp, origin, url);
  return oidc.authorizationCodeGrant(
    config,
    callback,
    { pkceCodeVerifier: verifier, expectedState: state },
    undefined,
    options,
  );
}
