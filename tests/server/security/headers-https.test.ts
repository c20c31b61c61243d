import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

const SITE = 'https://skjol.test';

/** A browser behind the TLS-terminating proxy: every request arrives with X-Forwarded-Proto. */
class ProxiedBrowser extends OAuthBrowser {
  override request(
    method: 'GET' | 'POST',
    url: string,
    options: Parameters<OAuthBrowser['request']>[2] = {},
  ) {
    return super.request(method, url, {
      ...options,
      headers: { 'x-forwarded-proto': 'https', ...options.headers },
    });
  }
}

type Cookie = { name: string; attributes: string[] };

function setCookies(header: string | string[] | undefined): Cookie[] {
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    return {
      name: pair.slice(0, pair.indexOf('=')),
      // Attribute names are case-insensitive, values (the path) are not.
      attributes: attributes.map((attribute) =>
        attribute.replace(/^[^=]+/, (name) => name.toLowerCase()),
      ),
    };
  });
}

const pathOf = (cookie: Cookie) =>
  cookie.attributes.find((a) => a.startsWith('path='))?.slice('path='.length);

/** What the browser demands of the prefixes: __Host- (Secure, Path=/, no Domain), __Secure- (Secure). */
function expectPrefixRulesHold(cookie: Cookie) {
  expect(cookie.attributes, cookie.name).toContain('secure');
  expect(cookie.attributes, cookie.name).toContain('httponly');
  expect(cookie.attributes, cookie.name).toContain('samesite=lax');
  expect(
    cookie.attributes.some((a) => a.startsWith('domain=')),
    cookie.name,
  ).toBe(false);
  if (cookie.name.startsWith('__Host-')) expect(pathOf(cookie), cookie.name).toBe('/');
  else expect(cookie.name, 'every provider cookie is prefixed over https').toMatch(/^__Secure-/);
}

describe.each(testDatabaseKinds)('over https behind a proxy (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the test app makes its own site
    const { publicDir, ...https } = loadConfig({
      NODE_ENV: 'test',
      SITE_URL: SITE,
      TRUST_PROXY: 'true',
    });
    testApp = await createTestApp(kind, https, undefined, { seed: true });
  });
  afterAll(() => testApp.close());

  const browser = () =>
    new ProxiedBrowser(testApp.app, SITE, 'skjol-web', testApp.config.authAudience);

  it('sends HSTS for a year with subdomains on pages, API and provider answers', async () => {
    for (const url of ['/', '/api/health', '/.well-known/openid-configuration']) {
      const response = await testApp.app.inject({
        url,
        headers: { host: 'skjol.test', 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('names the provider cookies __Host- (session) and __Secure- (path-scoped), Secure and HttpOnly', async () => {
    const b = browser();
    const start = await b.startSignIn();
    expect(start.uid).toBeTruthy();
    const started = setCookies(start.response.headers['set-cookie']);
    const interaction = started.find((c) => c.name === '__Secure-skjol_customer_interaction');
    const resume = started.find((c) => c.name === '__Secure-skjol_customer_resume');
    expect(interaction && pathOf(interaction)).toBe(`/interaction/${start.uid}`);
    expect(resume && pathOf(resume)).toBe(`/authorize/${start.uid}`);
    for (const cookie of started) expectPrefixRulesHold(cookie);
    expect(started.map((c) => c.name)).toContain('__Secure-skjol_customer_interaction.sig');

    const login = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, ssn: '1201603389', password: 'Prufa-1234' },
    });
    expect(login.statusCode).toBe(303);
    const resumed = await b.request('GET', String(login.headers.location));
    const session = setCookies(resumed.headers['set-cookie']);
    const sessionCookie = session.find((c) => c.name === '__Host-skjol_customer_session');
    expect(sessionCookie, 'the session cookie').toBeDefined();
    for (const cookie of session) expectPrefixRulesHold(cookie);
    expect(String(resumed.headers.location)).toMatch(/^https:\/\/skjol\.test\/vidskipti\/\?code=/);
  });

  it('signs in all the way to tokens with the prefixed cookies', async () => {
    const tokens = await browser().signInWithPassword('1201603389', 'Prufa-1234');
    expect(tokens.access_token).toBeTruthy();
  });
});

describe.each(testDatabaseKinds)('over plain http in development (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('keeps the unprefixed cookie names and sends no HSTS', async () => {
    const b = new OAuthBrowser(
      testApp.app,
      testApp.config.siteUrl,
      'skjol-web',
      testApp.config.authAudience,
    );
    const start = await b.startSignIn();
    const names = setCookies(start.response.headers['set-cookie']).map((c) => c.name);
    expect(names).toContain('skjol_customer_interaction');
    expect(names).toContain('skjol_customer_resume');
    expect(start.response.headers['strict-transport-security']).toBeUndefined();
  });
});
