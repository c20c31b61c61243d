import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  DOCUMENTS,
  DOCUMENT_ID_PATTERN,
  DOCUMENT_KINDS,
  INVESTOR_DOCUMENT_KINDS,
  downloadRedirects,
  fileSlug,
  findDocument,
} from '../../src/domain/documents';
import { groupDocuments } from '../../src/features/public/investor-documents/group-documents';
import {
  countDocuments,
  filterDocuments,
  foldForSearch,
} from '../../src/features/public/investor-documents/model';

const kindLabel = (kind: string) => `label of ${kind}`;

describe('the document catalogue', () => {
  it('holds about 300 documents with unique, well-formed ids and file names', () => {
    expect(DOCUMENTS.length).toBeGreaterThanOrEqual(250);
    expect(DOCUMENTS.length).toBeLessThanOrEqual(350);
    expect(new Set(DOCUMENTS.map((entry) => entry.id)).size).toBe(DOCUMENTS.length);
    expect(new Set(DOCUMENTS.map((entry) => entry.file)).size).toBe(DOCUMENTS.length);
    for (const entry of DOCUMENTS) {
      expect(entry.id).toMatch(DOCUMENT_ID_PATTERN);
      expect(entry.id).toBe(`${entry.key}-${entry.language}`);
      // File names go into URLs and a Content-Disposition header unescaped.
      expect(entry.file).toMatch(/^[a-z0-9-]+$/);
      expect(entry.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.title.is.length).toBeGreaterThan(0);
      expect(entry.title.en.length).toBeGreaterThan(0);
    }
  });

  it('has documents of every kind and of no other', () => {
    const kinds = new Set(DOCUMENTS.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual([...DOCUMENT_KINDS].sort());
  });

  it('has the quarterly and annual financial statements from 2019 to the latest quarter in both languages', () => {
    const statements = (year: number) =>
      DOCUMENTS.filter((entry) => entry.kind === 'financialStatements' && entry.year === year)
        .map((entry) => `${entry.period}-${entry.language}`)
        .sort();
    for (let year = 2019; year <= 2025; year += 1) {
      expect(statements(year)).toEqual(
        ['FY-en', 'FY-is', 'Q1-en', 'Q1-is', 'Q2-en', 'Q2-is', 'Q3-en', 'Q3-is'].sort(),
      );
    }
    // 2026's annual accounts are not out yet.
    expect(statements(2026)).toEqual(['Q1-en', 'Q1-is', 'Q2-en', 'Q2-is', 'Q3-en', 'Q3-is']);
    expect(findDocument('financial-statements-2024-fy-is')?.title.is).toBe('Ársreikningur 2024');
  });

  it('has a product information sheet per product in Icelandic and English', () => {
    for (const product of [
      'car',
      'home',
      'travel',
      'accident',
      'life',
      'critical-illness',
      'company-liability',
      'employee-accident',
      'company-travel',
    ]) {
      for (const language of ['is', 'en']) {
        expect(findDocument(`ipid-${product}-${language}`)?.kind).toBe('productInformation');
      }
    }
  });

  it('spells Icelandic letters out in file names', () => {
    expect(fileSlug('Tilkynning um þjófnað')).toBe('tilkynning-um-thjofnad');
    expect(fileSlug('Ársreikningur 2024')).toBe('arsreikningur-2024');
    expect(fileSlug('Gæludýr: Öll dýr!')).toBe('gaeludyr-oll-dyr');
  });
});

describe('redirects/dl.json', () => {
  const table = JSON.parse(
    readFileSync(path.join(__dirname, '../../redirects/dl.json'), 'utf8'),
  ) as { fromPath: string; toPath: string }[];

  it('is what the catalogue gives for the default CDN_URL (regenerate with scripts/generate-documents.ts)', () => {
    expect(table).toEqual(downloadRedirects(loadConfig({}).cdnUrl));
  });

  it('maps each /dl/{id}/ to an absolute PDF address', () => {
    expect(table).toHaveLength(DOCUMENTS.length);
    for (const row of table) {
      expect(row.fromPath).toMatch(/^\/dl\/[a-z0-9-]+\/$/);
      const target = new URL(row.toPath);
      expect(target.href).toBe(row.toPath);
      expect(target.pathname).toMatch(/^\/cdn\/documents\/[a-z0-9-]+\.pdf$/);
    }
  });
});

describe('the investor documents list', () => {
  const groups = (language: 'is' | 'en') =>
    groupDocuments(DOCUMENTS, language, INVESTOR_DOCUMENT_KINDS, kindLabel);

  it('lists only investor kinds, in the order given, each document once in the page language', () => {
    const english = groups('en');
    expect(english.map((group) => group.kind)).toEqual(INVESTOR_DOCUMENT_KINDS);
    const listed = english.flatMap((group) => group.years.flatMap((year) => year.documents));
    expect(new Set(listed.map((document) => document.id)).size).toBe(listed.length);
    expect(
      listed.every((document) => document.id.endsWith('-en') || document.documentLanguage),
    ).toBe(true);
    const statements = english[0]?.years.find((year) => year.year === 2024)?.documents;
    expect(statements?.map((document) => document.title)).toEqual([
      'Annual financial statements 2024',
      'Interim financial statements Q3 2024',
      'Interim financial statements Q2 2024',
      'Interim financial statements Q1 2024',
    ]);
    expect(statements?.[0]?.href).toBe('/dl/financial-statements-2024-fy-en/');
  });

  it('puts the newest year first and documents in force above the yearly ones', () => {
    const english = groups('en');
    const years = english[0]?.years.map((year) => year.year);
    expect(years?.[0]).toBe(2026);
    expect(years?.at(-1)).toBe(2019);
    const governance = english.find((group) => group.kind === 'governance');
    expect(governance?.years[0]?.year).toBeNull();
  });

  it('shows a document that has no translation in its own language, marked', () => {
    const governance = groups('en').find((group) => group.kind === 'governance');
    const statement2019 = governance?.years
      .find((year) => year.year === 2019)
      ?.documents.find((document) => document.id.startsWith('governance-statement-2019'));
    expect(statement2019).toMatchObject({
      id: 'governance-statement-2019-is',
      title: 'Corporate governance statement 2019',
      documentLanguage: 'is',
    });
    // ...and finds it by its Icelandic title as well.
    const found = filterDocuments(groups('en'), 'stjornarhattayfirlysing 2019');
    expect(countDocuments(found)).toBe(1);
  });

  it('filters by every word, ignoring case, accents and Icelandic letters', () => {
    const icelandic = groups('is');
    const found = filterDocuments(icelandic, '  ARSREIKNINGUR   2024 ');
    expect(countDocuments(found)).toBe(1);
    expect(found[0]?.years[0]?.documents[0]?.title).toBe('Ársreikningur 2024');
    expect(countDocuments(filterDocuments(icelandic, 'ársreikningur 1999'))).toBe(0);
    expect(filterDocuments(icelandic, 'nothing-like-this')).toEqual([]);
    expect(countDocuments(filterDocuments(icelandic, ''))).toBe(countDocuments(icelandic));
    expect(foldForSearch('Þjófnað ÆÐI')).toBe('thjofnad aedi');
  });

  it('matches the kind label too, so a kind name narrows to that kind', () => {
    const found = filterDocuments(groups('en'), 'label of solvencyReport');
    expect(found.map((group) => group.kind)).toEqual(['solvencyReport']);
  });
});
