import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { ANNA, listeningProvider, signInWithClient } from '../support/openid-client';

/**
 * A standard OpenID client (panva's openid-client) against the provider listening on a real
 * port: what discovery promises must work.
 */
describe.each(testDatabaseKinds)('a standard OpenID client on %s', (kind) => {
  let testApp: TestApp;
  let origin: string;
  let config: oidc.Configuration;

  beforeAll(async () => {
    ({ testApp, origin, config } = await listeningProvider(kind));
  });
  afterAll(() => testApp.close());

  const signInWith = (how: 'par' | 'redirect') => signInWithClient(testApp, origin, config, how);

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
