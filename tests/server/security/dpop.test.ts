import { SignJWT, decodeJwt, importJWK } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../../server/identity/keys';
import type { TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { ANNA, listeningProvider, signInWithClient } from '../support/openid-client';

/**
 * Sender-constrained (DPoP) tokens are not offered: the API and /userinfo check bearer tokens
 * only, so the provider must neither advertise DPoP nor issue a token bound to a key, and a token
 * that is bound to one must not pass as a bearer token.
 */
describe.each(testDatabaseKinds)('DPoP on %s', (kind) => {
  let testApp: TestApp;
  let origin: string;
  let config: oidc.Configuration;

  beforeAll(async () => {
    ({ testApp, origin, config } = await listeningProvider(kind));
  });
  afterAll(() => testApp.close());

  it('is not advertised in discovery', () => {
    const metadata = config.serverMetadata();
    expect(metadata.dpop_signing_alg_values_supported).toBeUndefined();
    expect(metadata.token_endpoint).toBe(`${origin}/oauth/token`);
  });

  it('signs a standard client in with bearer tokens that the API and userinfo accept', async () => {
    const tokens = await signInWithClient(testApp, origin, config, 'redirect');
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(decodeJwt(tokens.access_token).cnf).toBeUndefined();
    const info = await oidc.fetchUserInfo(config, tokens.access_token, ANNA);
    expect(info.sub).toBe(ANNA);
    const me = await oidc.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${origin}/api/user/v1/info/`),
      'GET',
    );
    expect(me.status).toBe(200);
  });

  it('binds no token to a key when a client sends DPoP proofs anyway', async () => {
    const dpop = oidc.getDPoPHandle(config, await oidc.randomDPoPKeyPair());
    const tokens = await signInWithClient(testApp, origin, config, 'par', { DPoP: dpop });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(decodeJwt(tokens.access_token).cnf).toBeUndefined();
  });

  it('refuses a token bound to a key (cnf) on the API and on userinfo', async () => {
    const [key] = await loadSigningKeys(testApp.database.db, 'customer');
    const now = Math.floor(Date.now() / 1000);
    const bound = await new SignJWT({
      ssn: ANNA,
      scope: 'portal',
      cnf: { jkt: '0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I' },
    })
      .setProtectedHeader({ alg: 'RS256', kid: key!.kid, typ: 'at+jwt' })
      .setIssuer(`${origin}/`)
      .setAudience(testApp.config.authAudience)
      .setSubject(ANNA)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(await importJWK(key!, 'RS256'));
    const host = new URL(origin).host;
    for (const scheme of ['Bearer', 'DPoP']) {
      const api = await testApp.app.inject({
        url: '/api/user/v1/info/',
        headers: { host, authorization: `${scheme} ${bound}` },
      });
      expect(api.statusCode, scheme).toBe(401);
      const info = await testApp.app.inject({
        url: '/userinfo',
        headers: { host, authorization: `${scheme} ${bound}` },
      });
      expect(info.statusCode, scheme).toBe(401);
    }
  });
});
