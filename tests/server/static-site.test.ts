import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

describe('serving the built site', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    const js = path.join(testApp.config.publicDir, 'app-0123456789ab.js');
    const content = Buffer.from('console.log("app");'.repeat(100));
    writeFileSync(`${js}.br`, brotliCompressSync(content));
    writeFileSync(`${js}.gz`, gzipSync(content));
    const site = testApp.config.publicDir;
    writeFileSync(path.join(site, 'calendar.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    writeFileSync(path.join(site, 'manifest.webmanifest'), '{"name":"Skjól"}');
    mkdirSync(path.join(site, 'static', 'fonts'), { recursive: true });
    writeFileSync(path.join(site, 'static', 'fonts', 'inter-0123456789abcdef.woff2'), 'wOF2');
  });
  afterAll(() => testApp.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('serves the front page as HTML that must be revalidated', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.body).toContain('Forsíða');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('redirects /index.html to the folder and keeps the query', async () => {
    const response = await get('/en/index.html?utm=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/?utm=1');
  });

  it('adds the trailing slash to a page path', async () => {
    const response = await get('/en?x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/?x=1');
  });

  it('serves hashed bundles as immutable, brotli first, then gzip, then plain', async () => {
    const br = await get('/app-0123456789ab.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toBe('accept-encoding');
    const gz = await get('/app-0123456789ab.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/app-0123456789ab.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("app")');
  });

  it('keeps page data revalidated because it is not hashed', async () => {
    const response = await get('/page-data/index/page-data.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/');
    const second = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });

  it('names calendars, the web manifest and fonts by their own content types', async () => {
    const calendar = await get('/calendar.ics');
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    const font = await get('/static/fonts/inter-0123456789abcdef.woff2');
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 for the compressed twin it sent before, per encoding', async () => {
    const url = '/app-0123456789ab.js';
    const br = await get(url, { 'accept-encoding': 'br' });
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await get(url, { 'accept-encoding': 'br', 'if-none-match': '"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answers a byte range with 206 and only those bytes', async () => {
    const whole = await get('/calendar.ics');
    const part = await get('/calendar.ics', { range: 'bytes=0-14' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-14/${whole.rawPayload.length}`);
    expect(part.body).toBe('BEGIN:VCALENDAR');
    const beyond = await get('/calendar.ics', { range: 'bytes=5000-6000' });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers the 404 page with 404 even to a conditional request', async () => {
    const first = await get('/ekki-til/');
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['last-modified']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    const conditional = await get('/ekki-til/', {
      'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString(),
    });
    expect(conditional.statusCode).toBe(404);
    expect(conditional.body).toContain('Síðan fannst ekki');
  });

  it('answers an unknown path with the Icelandic 404 page and status 404', async () => {
    const response = await get('/ekki-til/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Síðan fannst ekki');
  });

  it('answers an unknown English path with the English 404 page', async () => {
    const response = await get('/en/not-here/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('never serves files outside the site folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/a%00b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('serves the portal shell for every portal path, in its language, never stored', async () => {
    for (const [url, text] of [
      ['/vidskipti/', 'Mínar síður'],
      ['/vidskipti/tjonayfirlit/', 'Mínar síður'],
      ['/vidskipti/stillingar/almennt', 'Mínar síður'],
      ['/en/vidskipti/tjonayfirlit/', 'My pages'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(text);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers an old address from redirects/site.json with a 301, keeping the query', async () => {
    const response = await get('/tryggja?utm=x');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fa-verd/?utm=x');
  });
});

describe('the built site held in memory', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => testApp.app.inject({ method, url });

  it('answers from memory once a file was read, until the build is replaced as a whole', async () => {
    const site = testApp.config.publicDir;
    mkdirSync(path.join(site, 'frettir'), { recursive: true });
    writeFileSync(path.join(site, 'frettir', 'index.html'), '<h1>Fyrsta útgáfa</h1>');
    expect((await get('/frettir/')).body).toContain('Fyrsta útgáfa');
    // Gone from disk inside the same build: the held copy answers, with no look at the file.
    rmSync(path.join(site, 'frettir', 'index.html'));
    expect((await get('/frettir/')).body).toContain('Fyrsta útgáfa');
    const head = await get('/frettir/', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    // A publish renames a complete new build into place: the next request sees all of it.
    const next = `${site}-next`;
    cpSync(site, next, { recursive: true });
    mkdirSync(path.join(next, 'frettir'), { recursive: true });
    writeFileSync(path.join(next, 'frettir', 'index.html'), '<h1>Önnur útgáfa</h1>');
    renameSync(site, `${site}-previous`);
    renameSync(next, site);
    expect((await get('/frettir/')).body).toContain('Önnur útgáfa');
  });
});
