import {
  decodeJwt,
  decodeProtectedHeader,
  SignJWT,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../server/identity/keys';
import { createTestApp, type TestApp } from './support/app';
import { OAuthBrowser } from './support/oauth';

const ANNA = '1201603389';
const BJORN = '0503852139';
const GUDRUN = '1407702999';
const HRAUNHOLAR = '4502952219';
const PASSWORD = 'Prufa-1234';

describe('customer sign-in through the built-in OpenID provider', () => {
  let testApp: TestApp;
  let origin: string;
  let audience: string;
  const browser = () => new OAuthBrowser(testApp.app, origin, 'skjol-web', audience);

  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, undefined, { seed: true });
    origin = testApp.config.siteUrl;
    audience = testApp.config.authAudience;
  });
  afterAll(() => testApp.close());

  const api = (
    url: string,
    token: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { host: new URL(origin).host, authorization: `Bearer ${token}`, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('publishes Auth0-style discovery with the issuer exactly origin + "/"', async () => {
    const response = await browser().request('GET', '/.well-known/openid-configuration');
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${origin}/`);
    expect(discovery.authorization_endpoint).toBe(`${origin}/authorize`);
    expect(discovery.token_endpoint).toBe(`${origin}/oauth/token`);
    expect(discovery.end_session_endpoint).toBe(`${origin}/v2/logout`);
    expect(discovery.jwks_uri).toBe(`${origin}/.well-known/jwks.json`);
    expect(discovery.response_modes_supported).toContain('web_message');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs Anna in with kennitala and password and gives RS256 JWTs carrying her ssn', async () => {
    const tokens = await browser().signInWithPassword(ANNA, PASSWORD);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${origin}/`, aud: audience, ssn: ANNA, sub: ANNA });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: 'Anna Jónsdóttir', aud: 'skjol-web' });
    expect(tokens.refresh_token).toBeTruthy();

    const info = await api('/api/user/v1/info/', tokens.access_token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      fullName: 'Anna Jónsdóttir',
      ssn: ANNA,
      spouseSsn: BJORN,
      spouseName: 'Björn Sigurðsson',
      isCompany: false,
      isEmployeeImpersonating: false,
      currentProxyUser: { value: ANNA, isCompany: false },
      bankInfo: { bank: '0133', ledger: '26', account: '012345' },
    });
    expect(info.json().actingOptions).toEqual([
      { ssn: HRAUNHOLAR, name: 'Hraunhólar ehf.', isCompany: true },
    ]);
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it('accepts the token request as JSON too', async () => {
    const b = browser();
    const start = await b.startSignIn();
    const login = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: ANNA, password: PASSWORD },
    });
    const { code } = await b.followToCode(String(login.headers.location), start.redirectUri);
    const response = await b.request('POST', '/oauth/token', {
      json: {
        grant_type: 'authorization_code',
        code,
        code_verifier: start.verifier,
        client_id: 'skjol-web',
        redirect_uri: start.redirectUri,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toBeTruthy();
  });

  it('shows the sign-in page in Icelandic and English', async () => {
    const b = browser();
    const start = await b.startSignIn({ ui_locales: 'en' });
    const english = await b.request('GET', `/interaction/${start.uid}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Sign in to My Skjól');
    const icelandic = await b.request('GET', `/interaction/${start.uid}?lang=is`);
    expect(icelandic.body).toContain('<html lang="is">');
    expect(icelandic.body).toContain('Skráðu þig inn á Mitt Skjól');
  });

  it('answers a wrong password and an unknown kennitala alike, translated, and audits both', async () => {
    const b = browser();
    const start = await b.startSignIn({ ui_locales: 'en' });
    const wrong = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: GUDRUN, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The national ID number or password is wrong.');
    const unknown = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: '0101302989', password: 'whatever' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('The national ID number or password is wrong.');
    const json = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: GUDRUN, password: 'nope' },
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(401);
    expect(json.json()).toMatchObject({ errorCode: 'invalidCredentials' });
    const failures = await testApp.database.db
      .selectFrom('audit_event')
      .select('actor')
      .where('action', '=', 'signIn.failed')
      .execute();
    expect(failures.map((f) => f.actor)).toEqual(expect.arrayContaining([GUDRUN, '0101302989']));
  });

  it('makes an address wait after five wrong passwords, answering even the right one as wrong', async () => {
    const b = browser();
    const start = await b.startSignIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
        form: { interaction: start.uid!, ssn: BJORN, password: `wrong-${attempt}` },
      });
      expect(response.statusCode).toBe(401);
    }
    // The first wait is seconds long: date the failures to this instant, however slow the machine.
    await testApp.database.db
      .updateTable('sign_in_attempt')
      .set({ occurred_at: new Date() })
      .where('account_key', '=', BJORN)
      .execute();
    const waiting = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: BJORN, password: PASSWORD },
    });
    expect(waiting.statusCode).toBe(401);
    expect(waiting.body).toContain('Kennitala eða lykilorð er rangt');
    await testApp.database.db
      .deleteFrom('sign_in_attempt')
      .where('account_key', '=', BJORN)
      .execute();
  });

  it('rejects an authorization request without PKCE, with plain PKCE, or to an unregistered redirect_uri', async () => {
    const b = browser();
    const noPkce = await b.startSignIn({ code_challenge: '', code_challenge_method: '' });
    expect(String(noPkce.response.headers.location)).toContain('error=invalid_request');
    const plain = await b.startSignIn({ code_challenge_method: 'plain' });
    expect(String(plain.response.headers.location)).toContain('error=invalid_request');
    const foreign = await b.startSignIn({ redirect_uri: 'https://evil.example/callback' });
    expect(foreign.response.statusCode).toBe(400);
    expect(foreign.response.headers.location).toBeUndefined();
    expect(foreign.response.body).toContain('redirect_uri');
  });

  it('uses a code once: a replayed code is refused', async () => {
    const b = browser();
    const start = await b.startSignIn();
    const login = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: ANNA, password: PASSWORD },
    });
    const { code } = await b.followToCode(String(login.headers.location), start.redirectUri);
    expect((await b.exchangeCode(code!, start.verifier, start.redirectUri)).statusCode).toBe(200);
    const replay = await b.exchangeCode(code!, start.verifier, start.redirectUri);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
  });

  it('refuses a code with the wrong verifier', async () => {
    const b = browser();
    const start = await b.startSignIn();
    const login = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: ANNA, password: PASSWORD },
    });
    const { code } = await b.followToCode(String(login.headers.location), start.redirectUri);
    const response = await b.exchangeCode(code!, 'x'.repeat(43), start.redirectUri);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('rotates refresh tokens and revokes the whole family when an old one is reused', async () => {
    const b = browser();
    const first = await b.signInWithPassword(ANNA, PASSWORD);
    const rotated = await b.refresh(first.refresh_token!);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().refresh_token as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first.refresh_token);

    const reuse = await b.refresh(first.refresh_token!);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    // The reuse ended the family: the newest token is dead too.
    const after = await b.refresh(second);
    expect(after.statusCode).toBe(400);
  });

  it('signs out: logout/ revokes refresh tokens', async () => {
    const b = browser();
    const tokens = await b.signInWithPassword(GUDRUN, PASSWORD);
    const logout = await api('/api/user/v1/logout/', tokens.access_token, {}, 'POST');
    expect(logout.statusCode).toBe(204);
    expect((await b.refresh(tokens.refresh_token!)).statusCode).toBe(400);
    const events = await testApp.database.db
      .selectFrom('audit_event')
      .select('action')
      .where('actor', '=', GUDRUN)
      .execute();
    expect(events.map((e) => e.action)).toContain('signOut');
  });

  it('maps /v2/logout?returnTo to the provider logout and returns to the site', async () => {
    const b = browser();
    await b.signInWithPassword(ANNA, PASSWORD);
    const page = await b.request(
      'GET',
      `/v2/logout?client_id=skjol-web&returnTo=${encodeURIComponent(`${origin}/`)}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="logout" value="yes"');
    // Without the person's ID token as id_token_hint the page asks rather than submitting itself.
    expect(page.body).not.toContain('document.forms[0].submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    const confirm = await b.request('POST', '/v2/logout/confirm', {
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${origin}/`);
  });

  describe('the API refuses tokens it must not trust', () => {
    let good: string;
    beforeAll(async () => {
      good = (await browser().signInWithPassword(ANNA, PASSWORD)).access_token;
    });

    async function signedWithOurKey(
      claims: Record<string, unknown>,
      header: Record<string, unknown> = {},
    ) {
      const [jwk] = await loadSigningKeys(testApp.database.db, 'customer');
      const key = await importJWK(jwk as JWK, 'RS256');
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: (jwk as JWK).kid, ...header })
        .sign(key);
    }
    const baseClaims = () => ({
      iss: `${origin}/`,
      aud: audience,
      sub: ANNA,
      ssn: ANNA,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    });

    it('accepts a good token and one signed by our key with the right claims', async () => {
      expect((await api('/api/user/v1/info/', good)).statusCode).toBe(200);
      expect(
        (await api('/api/user/v1/info/', await signedWithOurKey(baseClaims()))).statusCode,
      ).toBe(200);
    });

    it('refuses no token, alg none, HS256, wrong aud, wrong iss and expired tokens with 401', async () => {
      const [header, payload] = good.split('.');
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      );
      const hs256 = await new SignJWT(baseClaims())
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('x'.repeat(32)));
      const cases: Record<string, string> = {
        none: `${noneHeader}.${payload}.`,
        hs256,
        wrongAudience: await signedWithOurKey({ ...baseClaims(), aud: 'https://someone-else/' }),
        wrongIssuer: await signedWithOurKey({ ...baseClaims(), iss: 'https://evil.example/' }),
        expired: await signedWithOurKey({
          ...baseClaims(),
          exp: Math.floor(Date.now() / 1000) - 120,
        }),
        tampered: `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(good), ssn: BJORN })).toString('base64url')}.${good.split('.')[2]}`,
      };
      expect(
        (
          await testApp.app.inject({
            method: 'GET',
            url: '/api/user/v1/info/',
            headers: { host: new URL(origin).host },
          })
        ).statusCode,
      ).toBe(401);
      for (const [name, token] of Object.entries(cases)) {
        const response = await api('/api/user/v1/info/', token);
        expect(response.statusCode, name).toBe(401);
        expect(response.headers['content-type'], name).toContain('application/problem+json');
      }
    });

    it('tolerates 60 s of clock skew on exp but not more', async () => {
      const justExpired = await signedWithOurKey({
        ...baseClaims(),
        exp: Math.floor(Date.now() / 1000) - 30,
      });
      expect((await api('/api/user/v1/info/', justExpired)).statusCode).toBe(200);
    });

    it('refuses a token signed by a key that is not ours', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const forged = await new SignJWT(baseClaims())
        .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
        .sign(privateKey);
      expect((await api('/api/user/v1/info/', forged)).statusCode).toBe(401);
    });

    it('refuses a customer token on the staff host', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/user/v1/info/',
        headers: { host: new URL(testApp.config.staffUrl).host, authorization: `Bearer ${good}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('acting for someone else', () => {
    let anna: string;
    let gudrun: string;
    beforeAll(async () => {
      anna = (await browser().signInWithPassword(ANNA, PASSWORD)).access_token;
      gudrun = (await browser().signInWithPassword(GUDRUN, PASSWORD)).access_token;
    });

    it('lets Anna switch to Hraunhólar, who granted her access, and act for it', async () => {
      const switched = await api('/api/user/v1/switchoverviewuser/', anna, {}, 'POST', {
        ssn: HRAUNHOLAR,
      });
      expect(switched.statusCode).toBe(200);
      expect(switched.json()).toEqual({
        currentProxyUser: { value: HRAUNHOLAR, isCompany: true },
        fullName: 'Hraunhólar ehf.',
      });
      const info = await api('/api/user/v1/info/', anna, { overviewUser: HRAUNHOLAR });
      expect(info.json().currentProxyUser).toEqual({ value: HRAUNHOLAR, isCompany: true });
      expect(info.json().fullName).toBe('Anna Jónsdóttir');
    });

    it('refuses to switch to someone who never granted access (403)', async () => {
      const response = await api('/api/user/v1/switchoverviewuser/', anna, {}, 'POST', {
        ssn: GUDRUN,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('NoAccessGrant');
    });

    it('checks the overviewUser header against grants on every call', async () => {
      const forged = await api('/api/user/v1/info/', gudrun, { overviewUser: HRAUNHOLAR });
      expect(forged.statusCode).toBe(403);
      const granted = await api('/api/user/v1/info/', gudrun, { overviewUser: BJORN });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().currentProxyUser.value).toBe(BJORN);
    });

    it('stops honouring a grant the moment it is revoked', async () => {
      await testApp.database.db
        .updateTable('access_grant')
        .set({ revoked_at: new Date() })
        .where('grantor_kennitala', '=', BJORN)
        .execute();
      const response = await api('/api/user/v1/info/', gudrun, { overviewUser: BJORN });
      expect(response.statusCode).toBe(403);
      await testApp.database.db
        .updateTable('access_grant')
        .set({ revoked_at: null })
        .where('grantor_kennitala', '=', BJORN)
        .execute();
    });

    it('answers a malformed kennitala with 400 invalidSsn', async () => {
      const response = await api('/api/user/v1/switchoverviewuser/', anna, {}, 'POST', {
        ssn: '12',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('invalidSsn');
    });
  });
});
