import { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

/**
 * Every way we know of to make a redirect of ours leave for another site, sent byte for byte over
 * a real socket (an HTTP client library would tidy the request line first).
 */
const EVIL = 'evil.example';

/** Prefixes a browser could read as `//evil.example` once it has resolved, decoded or stripped them. */
const HOST_PREFIXES = [
  `//${EVIL}`,
  `///${EVIL}`,
  `/\\${EVIL}`,
  `/\\/${EVIL}`,
  `//\\${EVIL}`,
  `/.//${EVIL}`,
  `/%2F${EVIL}`,
  `/%2F%2F${EVIL}`,
  `/%2f%2f${EVIL}`,
  `/%2f/${EVIL}`,
  `//%2f${EVIL}`,
  `/%5C${EVIL}`,
  `/%5c%5c${EVIL}`,
  `/%5C/${EVIL}`,
  `/%2F%5C${EVIL}`,
  `/%09/${EVIL}`,
  `/%0A/${EVIL}`,
  `/%0D%0A/${EVIL}`,
  `/\t/${EVIL}`,
];

/** What follows the prefix: the paths that reach the static server's redirects. */
const SUFFIXES = [
  '',
  '/',
  '/index.html',
  '/../en',
  '/..%2Fen',
  '/%2E%2E/en',
  '/../en/index.html',
  '/../index.html',
  '/../vidskipti',
  '/../tryggja/',
  '/../dl/financial-statements-2019-q1-is/',
];

type RawResponse = { status: number; location: string | undefined };

function rawGet(port: number, target: string, host: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1] ?? 0);
      const location = lines
        .find((line) => /^location:/i.test(line))
        ?.replace(/^location:\s*/i, '');
      resolve({ status, location });
    });
    socket.connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        'latin1',
      );
    });
  });
}

/** Where a browser at `base` goes with this Location, as the URL standard resolves it. */
function destination(location: string, base: string): URL {
  return new URL(location, base);
}

describe.each(testDatabaseKinds)('no open redirects (%s)', (kind) => {
  let testApp: TestApp;
  let port: number;
  let host: string;
  let ourOrigins: Set<string>;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {}, undefined, { seed: true });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    host = new URL(testApp.config.siteUrl).host;
    ourOrigins = new Set([
      new URL(testApp.config.siteUrl).origin,
      new URL(testApp.config.staffUrl).origin,
      new URL(testApp.config.cdnUrl).origin,
    ]);
  });
  afterAll(() => testApp.close());

  function expectStaysHome(target: string, response: RawResponse) {
    if (response.status < 300 || response.status >= 400 || response.location === undefined) return;
    const location = response.location;
    const where = destination(location, testApp.config.siteUrl);
    expect(ourOrigins.has(where.origin), `${JSON.stringify(target)} -> ${location}`).toBe(true);
    // Nothing a browser would strip or reinterpret on its way to a host.
    expect(location, JSON.stringify(target)).not.toMatch(/^[/\\]{2}|[\\\t\r\n]/);
  }

  it('keeps the static site, redirect table and /dl/ redirects on our origins for every variant', async () => {
    const targets = HOST_PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => prefix + suffix));
    let redirects = 0;
    for (const target of targets) {
      const response = await rawGet(port, target, host);
      expectStaysHome(target, response);
      if (response.status >= 300 && response.status < 400) redirects += 1;
    }
    // The variants do reach the redirecting code paths (the folder, index.html and table cases).
    expect(redirects).toBeGreaterThan(20);
  });

  it('answers //evil.example/../index.html with a redirect to our own front page', async () => {
    const response = await rawGet(port, `//${EVIL}/../index.html`, host);
    expect(response.status).toBe(301);
    expect(response.location).toBe('/');
    const folder = await rawGet(port, `//${EVIL}/../en`, host);
    expect(folder.location).toBe('/en/');
    // No such folder of ours: the 404 page, not a redirect anywhere.
    expect((await rawGet(port, `//${EVIL}/index.html`, host)).status).toBe(404);
  });

  it('still redirects the ordinary cases to the canonical address, query kept', async () => {
    expect(await rawGet(port, '/en/index.html?utm=1', host)).toEqual({
      status: 301,
      location: '/en/?utm=1',
    });
    expect(await rawGet(port, '/en?x=1', host)).toEqual({ status: 301, location: '/en/?x=1' });
    expect(await rawGet(port, '/index.html', host)).toEqual({ status: 301, location: '/' });
  });

  it('sends /dl/ only to the document host, whatever the id', async () => {
    const ok = await rawGet(port, '/dl/financial-statements-2019-q1-is/', host);
    expect(ok.status).toBe(302);
    expect(destination(ok.location ?? '', testApp.config.siteUrl).origin).toBe(
      new URL(testApp.config.cdnUrl).origin,
    );
    for (const id of [`%2F%2F${EVIL}`, `%5C${EVIL}`, `..%2F..%2F${EVIL}`, `https:%2F%2F${EVIL}`]) {
      const response = await rawGet(port, `/dl/${id}/`, host);
      expect(response.status, id).toBe(404);
    }
  });

  describe('the provider returns after logout only to registered addresses', () => {
    const origin = () => testApp.config.siteUrl;
    const browser = () =>
      new OAuthBrowser(testApp.app, origin(), 'skjol-web', testApp.config.authAudience);

    it('refuses every unregistered return address with an error page and no redirect', async () => {
      const b = browser();
      await b.signInWithPassword('1201603389', 'Prufa-1234');
      const returns = [
        `https://${EVIL}/`,
        `//${EVIL}/`,
        `/\\${EVIL}/`,
        `${origin()}@${EVIL}/`,
        `${origin()}.${EVIL}/`,
        `${origin()}/\\${EVIL}`,
        `${origin()}//${EVIL}/`,
        `${origin()}/%2F%2F${EVIL}/`,
        `${origin()}/\t/${EVIL}/`,
        `${origin()}/#@${EVIL}`,
        '/',
      ];
      for (const returnTo of returns) {
        for (const parameter of ['returnTo', 'post_logout_redirect_uri']) {
          const response = await b.request(
            'GET',
            `/v2/logout?client_id=skjol-web&${parameter}=${encodeURIComponent(returnTo)}`,
          );
          expect(response.statusCode, `${parameter}=${returnTo}`).toBe(400);
          expect(response.headers.location).toBeUndefined();
          // A control character never reaches the provider: the plain-text rule refuses it first.
          expect(response.body).toContain(
            /[\t\n\r]/.test(returnTo) ? 'invalidCharacters' : 'post_logout_redirect_uri',
          );
        }
      }
    });

    it('accepts a registered one and goes there after the confirmation', async () => {
      const b = browser();
      await b.signInWithPassword('1201603389', 'Prufa-1234');
      const page = await b.request(
        'GET',
        `/v2/logout?client_id=skjol-web&returnTo=${encodeURIComponent(`${origin()}/en/`)}`,
      );
      expect(page.statusCode).toBe(200);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const confirm = await b.request('POST', '/v2/logout/confirm', {
        form: { xsrf, logout: 'yes' },
      });
      expect(confirm.statusCode).toBe(303);
      expect(confirm.headers.location).toBe(`${origin()}/en/`);
    });
  });
});
