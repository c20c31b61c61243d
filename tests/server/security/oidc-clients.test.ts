import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

const ANNA = '1201603389';
const PASSWORD = 'Prufa-1234';

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
 * A standard OpenID client (panva's openid-client) against the provider listening on a real
 * port: what discovery promises must work.
 */
describe.each(testDatabaseKinds)('a standard OpenID client on %s', (kind) => {
  let testApp: TestApp;
  let origin: string;
  let config: oidc.Configuration;
  const redirectUri = () => `${origin}/vidskipti/`;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const derived = loadConfig({ NODE_ENV: 'test', SITE_URL: origin, PORT: String(port) });
    testApp = await createTestApp(
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
    config = await oidc.discovery(new URL(origin), 'skjol-web', undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
  });
  afterAll(() => testApp.close());

  /** The person signs in in a browser; the client gets back the whole callback address. */
  async function signInThrough(authorizationUrl: URL): Promise<URL> {
    const browser = new OAuthBrowser(testApp.app, origin, 'skjol-web', testApp.config.authAudience);
    const start = await browser.request('GET', authorizationUrl.href);
    const uid = /\/interaction\/([^/?]+)/.exec(String(start.headers.location))?.[1];
    expect(
      uid,
      `authorization answered ${start.statusCode}: ${start.body.slice(0, 200)}`,
    ).toBeTruthy();
    const login = await browser.request('POST', `/interaction/${uid}/login/password/`, {
      form: { interaction: uid!, ssn: ANNA, password: PASSWORD },
    });
    let next = String(login.headers.location);
    for (let hop = 0; hop < 5 && !next.startsWith(redirectUri()); hop += 1) {
      const response = await browser.request(
        'GET',
        next.startsWith('/') ? `${origin}${next}` : next,
      );
      next = String(response.headers.location ?? '');
    }
    expect(next.startsWith(redirectUri())).toBe(true);
    return new URL(next);
  }

  /** The authorization-code flow with PKCE; the request pushed first (PAR) or in the address. */
  async function signInWith(how: 'par' | 'redirect') {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const parameters = {
      redirect_uri: redirectUri(),
      scope: 'openid profile email offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    };
    const url =
      how === 'par'
        ? await oidc.buildAuthorizationUrlWithPAR(config, parameters)
        : oidc.buildAuthorizationUrl(config, parameters);
    const callback = await signInThrough(url);
    return oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  }

  it('pushes the authorization request to the endpoint discovery names, and signs in with it', async () => {
    const endpoint = config.serverMetadata().pushed_authorization_request_endpoint;
    expect(endpoint).toBe(`${origin}/oauth/par`);
    const tokens = await signInWith('par');
    expect(tokens.claims()?.sub).toBe(ANNA);
    expect(tokens.access_token).toBeTruthy();
  });

  it("answers userinfo for the access token it issued, with the person's claims", async () => {
    expect(config.serverMetadata().userinfo_endpoint).toBe(`${origin}/userinfo`);
    const tokens = await signInWith('redirect');
    const info = await oidc.fetchUserInfo(config, tokens.access_token, ANNA);
    expect(info).toMatchObject({ sub: ANNA, ssn: ANNA, name: 'Anna Jónsdóttir' });
  });

  it('refuses userinfo once the session has ended, with a bearer challenge', async () => {
    const tokens = await signInWith('redirect');
    expect((await oidc.fetchUserInfo(config, tokens.access_token, ANNA)).sub).toBe(ANNA);
    const logout = await fetch(`${origin}/api/user/v1/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(logout.status).toBe(204);
    const refused = await oidc.fetchUserInfo(config, tokens.access_token, ANNA).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
    expect((refused as oidc.WWWAuthenticateChallengeError).cause[0]?.parameters.error).toBe(
      'invalid_token',
    );
  });
});
