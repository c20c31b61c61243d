import { parse as parseDisposition } from 'content-disposition';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDocument } from '../../src/domain/documents';
import { createTestApp, type TestApp } from './support/app';
import { pdfFlatText, pdfText } from './support/pdf-text';

/** What a PDF reader needs first: the xref offsets must point at the objects they name. */
function checkCrossReferences(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
  });
  expect(text).toContain(`/Size ${count}`);
}

describe('document downloads (/dl/) and the built-in document host', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());
  const request = (url: string, method: 'GET' | 'HEAD' = 'GET', headers = {}) =>
    testApp.app.inject({ method, url, headers });

  it('redirects /dl/{id}/ and /dl/{id} to the PDF on the document host with 302', async () => {
    const entry = findDocument('financial-statements-2024-fy-is');
    const expected = `http://localhost:8000/cdn/documents/${entry?.file}.pdf`;
    for (const url of [
      '/dl/financial-statements-2024-fy-is/',
      '/dl/financial-statements-2024-fy-is',
    ]) {
      const response = await request(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(expected);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
    const head = await request('/dl/ipid-car-en/', 'HEAD');
    expect(head.statusCode).toBe(302);
  });

  it('answers every row of redirects/dl.json exactly as the table says', async () => {
    const table = JSON.parse(
      readFileSync(path.join(__dirname, '../../redirects/dl.json'), 'utf8'),
    ) as { fromPath: string; toPath: string }[];
    for (const row of table) {
      const response = await request(row.fromPath);
      expect(response.headers.location, row.fromPath).toBe(row.toPath);
    }
  });

  it('answers an unknown id with the 404 page and status 404', async () => {
    for (const url of ['/dl/no-such-document/', '/dl/no-such-document', '/dl/']) {
      const response = await request(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Síðan fannst ekki');
    }
  });

  it('serves a valid one-page PDF with the title, inline, cached for a day', async () => {
    const entry = findDocument('form-claim-theft-is');
    const response = await request(`/cdn/documents/${entry?.file}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(parseDisposition(String(response.headers['content-disposition']))).toEqual({
      type: 'inline',
      parameters: { filename: 'skjol-tilkynning-um-thjofnad.pdf' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const pdf = response.rawPayload;
    expect(Number(response.headers['content-length'])).toBe(pdf.length);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    checkCrossReferences(pdf);

    expect(pdf.toString('latin1')).toContain('/Count 1');
    const lines = pdfText(pdf).split('\n');
    expect(lines).toContain('Tilkynning um þjófnað');
    expect(lines).toContain('Skjól tryggingar hf.');
    expect(lines).toContain('Tjóna- og tilkynningareyðublað');
    expect(lines).toContain('2. janúar 2026');
    expect(pdfFlatText(pdf)).toContain('Þetta er sýniseintak sem vefþjónn Skjóls býr til.');
  });

  it('prints the period of a quarterly report in the document’s language', async () => {
    const entry = findDocument('earnings-2025-q2-en');
    const response = await request(`/cdn/documents/${entry?.file}.pdf`);
    const lines = pdfText(response.rawPayload).split('\n');
    expect(lines).toContain('Earnings announcement Q2 2025');
    expect(lines).toContain('Period');
    expect(lines).toContain('2025, second quarter and first half');
    expect(lines).toContain('20 August 2025');
    expect(lines).toContain('Page 1 of 1');
  });

  it('answers a repeat request with 304 and HEAD with the headers alone', async () => {
    const url = `/cdn/documents/${findDocument('sfcr-2024-en')?.file}.pdf`;
    const first = await request(url);
    const again = await request(url, 'GET', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const head = await request(url, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.body).toBe('');
  });

  it('serves every document in the catalogue and nothing else under /cdn/documents/', async () => {
    const table = JSON.parse(
      readFileSync(path.join(__dirname, '../../redirects/dl.json'), 'utf8'),
    ) as { toPath: string }[];
    for (const { toPath } of table) {
      const response = await request(new URL(toPath).pathname);
      expect(response.statusCode, toPath).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await request('/cdn/documents/not-in-the-catalogue.pdf')).statusCode).toBe(404);
    expect((await request('/cdn/documents/../../package.json')).statusCode).toBe(404);
  });
});

describe('with CDN_URL set to another host', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { cdnUrl: 'https://cdn.skjol.example' });
  });
  afterAll(() => testApp.close());

  it('redirects to that host, computed when the server runs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dl/ipid-car-is/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `https://cdn.skjol.example/documents/${findDocument('ipid-car-is')?.file}.pdf`,
    );
  });

  it('does not pose as the document host itself', async () => {
    const file = findDocument('ipid-car-is')?.file;
    const response = await testApp.app.inject({ method: 'GET', url: `/cdn/documents/${file}.pdf` });
    expect(response.statusCode).toBe(404);
  });
});
