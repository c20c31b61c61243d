import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_FONT } from '../../src/domain/brand-font';
import { createTestApp, type TestApp } from './support/app';
import { OAuthBrowser } from './support/oauth';

describe('the typeface', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('is the installed package’s version, as its address says', () => {
    const manifest = createRequire(import.meta.url).resolve(
      '@fontsource-variable/source-sans-3/package.json',
    );
    expect(JSON.parse(readFileSync(manifest, 'utf8')).version).toBe(BRAND_FONT.version);
    expect(BRAND_FONT.path).toContain(BRAND_FONT.version);
  });

  it('is sent as a WOFF2 file kept for a year, and a revalidation is answered 304', async () => {
    const font = await testApp.app.inject({ url: BRAND_FONT.path });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.headers['cache-control']).toContain('immutable');
    const again = await testApp.app.inject({
      url: BRAND_FONT.path,
      headers: { 'if-none-match': String(font.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('dresses the sign-in pages too, which their policy lets load', async () => {
    const browser = new OAuthBrowser(
      testApp.app,
      testApp.config.siteUrl,
      'skjol-web',
      testApp.config.authAudience,
    );
    const start = await browser.startSignIn();
    const page = await browser.request('GET', `/interaction/${start.uid}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src:url(${BRAND_FONT.path}) format('woff2')`);
    expect(page.body).toContain(`href="${BRAND_FONT.path}"`);
    expect(String(page.headers['content-security-policy'])).toContain("font-src 'self'");
  });
});
