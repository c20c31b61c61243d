import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_REPORT_PAGE } from '../../src/domain/api/claim-report-paths';
import { isRenamed, PUBLIC_LINKS } from '../fixtures/public-links';
import { createTestApp, type TestApp } from './support/app';

const RENAMED = PUBLIC_LINKS.filter(isRenamed);
/** Listed addresses that are our own words already: pages of their own, never redirected. */
const KEPT = PUBLIC_LINKS.filter((link) => !isRenamed(link));

const PAGES_DIR = path.resolve(__dirname, '..', '..', 'content', 'documents', 'page');

function pageDocument(uid: string, lang: string): { uid: string; lang: string } | undefined {
  const file = readdirSync(PAGES_DIR).find((name) => name === `${uid}.${lang}.json`);
  if (!file) return undefined;
  return JSON.parse(readFileSync(path.join(PAGES_DIR, file), 'utf8')) as {
    uid: string;
    lang: string;
  };
}

describe('the public links of the site', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  for (const link of RENAMED) {
    it(`${link.listed} is moved for good to our own ${link.lands}, keeping the query`, async () => {
      const response = await get(`${link.listed}?utm_source=x`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${link.lands}?utm_source=x`);
      const withSlash = await get(link.listed.endsWith('/') ? link.listed : `${link.listed}/`);
      expect(withSlash.statusCode).toBe(301);
      expect(withSlash.headers.location).toBe(link.lands);
    });

    it(`${link.lands} is a page of the site in its language`, () => {
      expect(pageDocument(link.uid, link.lang)).toMatchObject({ uid: link.uid, lang: link.lang });
    });
  }

  it('the English claim report has an English address; its old Icelandic one is moved for good to it, keeping the query', async () => {
    expect(CLAIM_REPORT_PAGE.en).toBe('/en/report-a-claim/');
    // A resume link mailed before the move still reaches its draft.
    const old = await get('/en/tjonstilkynningar/?drog=abc.def');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/en/report-a-claim/?drog=abc.def');
    expect((await get('/en/tjonstilkynningar')).headers.location).toBe('/en/report-a-claim/');
    // The Icelandic address is the claim report's own and stays.
    expect((await get('/tjonstilkynningar/')).statusCode).not.toBe(301);
  });

  for (const link of KEPT) {
    it(`${link.listed} is a page of its own, not a redirect`, async () => {
      expect(pageDocument(link.uid, link.lang)).toMatchObject({ uid: link.uid, lang: link.lang });
      const response = await get(link.lands);
      expect(response.statusCode).not.toBe(301);
    });
  }
});
