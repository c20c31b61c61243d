import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardProviderSimulator } from '../../../server/cardprovider/simulator';
import { loadConfig } from '../../../server/config';
import {
  cardSimulatorPolicy,
  serverPagePolicy,
  sitePagePolicy,
} from '../../../server/security/content-security-policy';
import { encodeSession } from '../../../server/cardprovider/signing';
import { BUILD_STAMP } from '../../../server/modules/publishing/publishing.service';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser, pkcePair } from '../support/oauth';

/** Parses a CSP header into its directives. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The nonce a server page's CSP allows, checked to be the one on every inline element. */
function expectNoncePage(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const csp = directives(response.headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  const nonce = /^'nonce-(.+)'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
  expect(nonce, 'a nonce in script-src').toBeTruthy();
  const tags = [...response.body.matchAll(/<(script|style)\b([^>]*)>/g)];
  expect(tags.length).toBeGreaterThan(0);
  for (const [, , attributes] of tags) expect(attributes).toContain(`nonce="${nonce}"`);
  return nonce!;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline scripts shaped like Gatsby's, one with CR LF line ends (the browser hashes LF). */
const PAGE_SCRIPT = `try{document.documentElement.setAttribute('data-x','')}catch(e){}`;
const LOADER = '/*<![CDATA[*/window.pagePath="/thjonusta/";/*]]>*/';
const CHUNKS_CRLF = '\r\n  window.___chunkMapping="{\\"app\\":[\\"/app.js\\"]}";\r\n';
const CHUNKS_AS_HASHED = '\n  window.___chunkMapping="{\\"app\\":[\\"/app.js\\"]}";\n';
const BUILT_PAGE = `<!DOCTYPE html><html lang="is"><head><script>${PAGE_SCRIPT}</script>
<style data-styled="">.a{color:red}</style></head><body><h1>Þjónusta</h1>
<script id="gatsby-script-loader">${LOADER}</script><script
  id="gatsby-chunk-mapping"
>${CHUNKS_CRLF}</script><script src="/app-0123456789ab.js" async></script></body></html>`;

/** The card provider's origin of the app under test: the one other origin a page may frame. */
let cardProviderOrigin = '';

function expectHashedPage(response: LightMyRequestResponse, scripts: string[]) {
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const csp = directives(response.headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
    scripts.map(sha256).sort(),
  );
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-src')).toEqual(["'self'", cardProviderOrigin]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
}

/** Helmet's and our own headers every response carries. */
function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe.each(testDatabaseKinds)('security headers (%s)', (kind) => {
  let testApp: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    testApp = await createTestApp(kind, {}, undefined, { seed: true });
    cardProviderOrigin = new URL(testApp.config.cardProviderUrl).origin;
    const dir = testApp.config.publicDir;
    writeFileSync(path.join(dir, 'index.html'), BUILT_PAGE);
    writeFileSync(
      path.join(dir, 'vidskipti', '[...]', 'index.html'),
      BUILT_PAGE.replace('/thjonusta/', '/vidskipti/[...]/'),
    );
    writeFileSync(path.join(dir, '404.html'), `<html><script>${LOADER}</script></html>`);
  });
  afterAll(() => testApp.close());

  describe('built pages carry a CSP whose hashes match their inline scripts', () => {
    it('on a public page', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expectHashedPage(response, [PAGE_SCRIPT, LOADER, CHUNKS_AS_HASHED]);
      expect(directives(response.headers['content-security-policy']).get('style-src')).toEqual([
        "'self'",
        "'unsafe-inline'",
      ]);
    });

    it('on the portal (a client-only route of the same build)', async () => {
      const response = await get('/vidskipti/stillingar/');
      expect(response.statusCode).toBe(200);
      expectHashedPage(response, [
        PAGE_SCRIPT,
        LOADER.replace('/thjonusta/', '/vidskipti/[...]/'),
        CHUNKS_AS_HASHED,
      ]);
    });

    it('on the 404 page', async () => {
      const response = await get('/no/such/page/');
      expect(response.statusCode).toBe(404);
      expectHashedPage(response, [LOADER]);
    });

    it('follows a rebuilt file at once (hashes kept with the file’s size and time)', async () => {
      const site = testApp.config.publicDir;
      const file = path.join(site, 'en', 'index.html');
      // As a build in place ends: the page rewritten, and the build's stamp made anew.
      const rebuild = (html: string) => {
        writeFileSync(file, html);
        rmSync(path.join(site, BUILD_STAMP), { force: true });
        writeFileSync(path.join(site, BUILD_STAMP), `${Date.now()}\n`);
      };
      rebuild(`<html><script>${LOADER}</script></html>`);
      expectHashedPage(await get('/en/'), [LOADER]);
      rebuild(`<html><script>window.pagePath="/en/";</script></html>`);
      expectHashedPage(await get('/en/'), ['window.pagePath="/en/";']);
    });

    it('with HEAD and with a compressed twin alike', async () => {
      const head = await testApp.app.inject({ method: 'HEAD', url: '/' });
      expectHashedPage(head, [PAGE_SCRIPT, LOADER, CHUNKS_AS_HASHED]);
      const page = path.join(testApp.config.publicDir, 'index.html');
      writeFileSync(`${page}.br`, brotliCompressSync(Buffer.from(BUILT_PAGE)));
      const compressed = await get('/', { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expectHashedPage(compressed, [PAGE_SCRIPT, LOADER, CHUNKS_AS_HASHED]);
    });
  });

  describe('server-rendered pages carry a nonce on every <style> and <script>', () => {
    const origin = () => testApp.config.siteUrl;
    const browser = () =>
      new OAuthBrowser(testApp.app, origin(), 'skjol-web', testApp.config.authAudience);

    it('the sign-in page, both methods, and the mobile waiting page with its script', async () => {
      const b = browser();
      const { uid } = await b.startSignIn();
      const password = await b.request('GET', `/interaction/${uid}`);
      expect(password.statusCode).toBe(200);
      const first = expectNoncePage(password);
      const again = expectNoncePage(await b.request('GET', `/interaction/${uid}?method=mobile`));
      expect(again).not.toBe(first);
      const waiting = await b.request('POST', `/interaction/${uid}/login/mobile/`, {
        form: { interaction: uid!, phone: '6111234' },
      });
      expect(waiting.statusCode).toBe(200);
      expectNoncePage(waiting);
      expect(waiting.body).toContain('<script nonce=');
      const failed = await b.request('POST', `/interaction/${uid}/login/password/`, {
        form: { interaction: uid!, ssn: '1201603389', password: 'wrong' },
      });
      expect(failed.statusCode).toBe(401);
      expectNoncePage(failed);
    });

    it('the password pages and the expired-session page', async () => {
      expectNoncePage(await get('/innskraning/nytt-lykilord/'));
      expectNoncePage(await get('/innskraning/nytt-lykilord/?token=abc'));
      const expired = await get('/interaction/nonexistent');
      expect(expired.statusCode).toBe(400);
      expectNoncePage(expired);
    });

    it('the provider’s logout confirmation (hijacked reply) and its error page', async () => {
      const b = browser();
      await b.signInWithPassword('1201603389', 'Prufa-1234');
      const logout = await b.request(
        'GET',
        `/v2/logout?client_id=skjol-web&returnTo=${encodeURIComponent(`${origin()}/`)}`,
      );
      expect(logout.statusCode).toBe(200);
      expectNoncePage(logout);
      expectBaseHeaders(logout);
      const error = await get('/authorize?client_id=nobody&response_type=code');
      expect(error.statusCode).toBe(400);
      expectNoncePage(error);
      expectBaseHeaders(error);
    });

    it('the provider’s web_message answer: its script by hash, framed only by our origin', async () => {
      const b = browser();
      await b.signInWithPassword('1201603389', 'Prufa-1234');
      const { challenge } = pkcePair();
      const response = await b.request(
        'GET',
        b.authorizeUrl({
          client_id: 'skjol-web',
          response_type: 'code',
          response_mode: 'web_message',
          prompt: 'none',
          redirect_uri: `${origin()}/vidskipti/`,
          scope: 'openid profile email',
          state: 'state-1',
          nonce: 'nonce-1',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      );
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
      expect(script).toContain('postMessage');
      expect(csp.get('script-src')).toContain(sha256(script));
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    });

    it('the demo outbox', async () => {
      expectNoncePage(await get('/dev/outbox'));
    });
  });

  describe('helmet’s headers on every kind of response', () => {
    it('JSON from the API', async () => {
      const response = await get('/api/health');
      expectBaseHeaders(response);
      expect(directives(response.headers['content-security-policy']).get('default-src')).toEqual([
        "'none'",
      ]);
    });

    it('a problem answer and a static file', async () => {
      expectBaseHeaders(await get('/api/no-such-thing'));
      const file = await get('/app-0123456789ab.js');
      expect(file.statusCode).toBe(200);
      expectBaseHeaders(file);
      expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
      // A script may be a worker's (the service worker), which runs under the script's own CSP
      // and fetches our pages and bundles.
      const script = directives(file.headers['content-security-policy']);
      expect(script.get('connect-src')).toEqual(["'self'"]);
      expect(script.get('script-src')).toEqual(["'self'"]);
    });

    it('the provider’s own JSON, which leaves Fastify through a hijacked reply', async () => {
      const discovery = await get('/.well-known/openid-configuration');
      expect(discovery.statusCode).toBe(200);
      expectBaseHeaders(discovery);
      expectBaseHeaders(await get('/.well-known/jwks.json'));
    });

    it('no HSTS over plain http', async () => {
      expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
      expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe.each(testDatabaseKinds)('pages’ CSP with external services configured (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      authDomain: 'https://skjol.eu.auth0.com',
      browserAuthDomains: ['skjol.eu.auth0.com', 'https://staff-skjol.eu.auth0.com/'],
      prismicEndpoint: 'https://skjol.cdn.prismic.io/api/v2',
      analyticsEndpoint: 'https://teljari.skjol.example/api/event',
      cardProviderUrl: 'https://greidslur.example.is/card',
    });
  });
  afterAll(() => testApp.close());

  it('reads the browser bundle’s tenants, content repository and analytics endpoint from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      GATSBY_AUTH_DOMAIN: 'skjol.eu.auth0.com',
      GATSBY_STAFF_AUTH_DOMAIN: 'https://staff-skjol.eu.auth0.com/',
      PRISMIC_ENDPOINT: 'https://skjol.cdn.prismic.io/api/v2',
      GATSBY_ANALYTICS_ENDPOINT: 'https://teljari.skjol.example/api/event',
    });
    expect(config.browserAuthDomains).toEqual([
      'skjol.eu.auth0.com',
      'https://staff-skjol.eu.auth0.com/',
    ]);
    expect(config.prismicEndpoint).toBe('https://skjol.cdn.prismic.io/api/v2');
    expect(config.analyticsEndpoint).toBe('https://teljari.skjol.example/api/event');
  });

  it('lets the pages reach the external tenants, the content repository and the analytics events API, and nothing more', async () => {
    const csp = directives((await testApp.app.inject('/')).headers['content-security-policy']);
    const tenants = ['https://skjol.eu.auth0.com', 'https://staff-skjol.eu.auth0.com'];
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      ...tenants,
      'https://skjol.cdn.prismic.io',
      'https://teljari.skjol.example',
    ]);
    // Of the card provider, only its origin, for its verification page in a frame.
    expect(csp.get('frame-src')).toEqual(["'self'", ...tenants, 'https://greidslur.example.is']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://images.prismic.io']);
    // The calendar's background video is our own file; no other origin may play media.
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')?.some((s) => s.includes('auth0') || s.includes('prismic'))).toBe(
      false,
    );
  });
});

describe('a page that must be framed names its one parent', () => {
  it('puts only that origin in frame-ancestors, for every kind of page', () => {
    const framing = { parent: 'https://skjol.is/vidskipti/stillingar/' };
    const origins = { auth: [], content: [], images: [], analytics: [], cardProvider: [] };
    for (const policy of [
      sitePagePolicy([], origins, framing),
      serverPagePolicy('abc', framing),
      cardSimulatorPolicy(framing),
    ]) {
      expect(directives(policy).get('frame-ancestors')).toEqual(['https://skjol.is']);
    }
    expect(directives(sitePagePolicy([], origins)).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the card provider simulator’s pages', () => {
  const secret = 'a-card-provider-secret-of-enough-length-0123';
  let simulator: Awaited<ReturnType<typeof startCardProviderSimulator>>;
  beforeAll(async () => {
    simulator = await startCardProviderSimulator('http://127.0.0.1:0', secret);
  });
  afterAll(() => simulator.close());

  it('let only the portal origin of the signed session frame the verification page', async () => {
    const session = encodeSession(secret, {
      verificationId: 'v-2',
      portalOrigin: 'https://skjol.example.is',
      language: 'en',
      expiresAt: Date.now() + 60_000,
    });
    const response = await fetch(`${simulator.url}/pay/?session=${encodeURIComponent(session)}`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(['https://skjol.example.is']);
    // X-Frame-Options would forbid every frame, whatever the CSP says, in older browsers.
    expect(response.headers.get('x-frame-options')).toBeNull();
    await response.arrayBuffer();
    // Its other answers, the script and a broken session's page, may be framed by nobody.
    for (const address of ['/pay/?session=broken', '/pay.js', '/api/unknown']) {
      const other = await fetch(`${simulator.url}${address}`);
      expect(
        directives(other.headers.get('content-security-policy')).get('frame-ancestors'),
      ).toEqual(["'none'"]);
      expect(other.headers.get('x-frame-options'), address).toBe('DENY');
      await other.arrayBuffer();
    }
  });

  it('send a CSP without inline script, and the common headers, on pages and files', async () => {
    const session = encodeSession(secret, {
      verificationId: 'v-1',
      portalOrigin: 'http://localhost:8000',
      language: 'is',
      expiresAt: Date.now() + 60_000,
    });
    for (const address of [
      `/pay/?session=${encodeURIComponent(session)}`,
      '/pay/?session=broken',
      '/pay.js',
      '/api/unknown',
    ]) {
      const response = await fetch(`${simulator.url}${address}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), address).toEqual(["'self'"]);
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      await response.arrayBuffer();
    }
  });
});
