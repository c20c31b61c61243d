import type { DocumentKind, DocumentLanguage } from '../../../domain/documents';
import type { Language } from '../../../lib/i18n';

/**
 * What the investor documents page shows and how its search box filters it. Runs in the browser,
 * so it imports only types from the catalogue: the catalogue itself stays in the build
 * (group-documents.ts) and reaches the page as data.
 */

/** The page in each language. */
export const INVESTOR_DOCUMENTS_PATHS: Record<Language, string> = {
  is: '/fjarfestar/skjol/',
  en: '/en/investors/documents/',
};

export type ListedDocument = {
  id: string;
  href: string;
  /** In the page's language, even when the document itself is not. */
  title: string;
  /** Set when the document is in another language than the page. */
  documentLanguage?: DocumentLanguage;
  /** Lower-case, accent-free words the search box matches against. */
  searchText: string;
};

export type DocumentYearGroup = { year: number | null; documents: ListedDocument[] };
export type DocumentKindGroup = { kind: DocumentKind; years: DocumentYearGroup[] };

export type InvestorDocumentsContext = {
  language: Language;
  alternatePath: string;
  groups: DocumentKindGroup[];
};

const FOLDED: Record<string, string> = { þ: 'th', ð: 'd', æ: 'ae', ß: 'ss', ø: 'o' };

/**
 * Folds text for matching: lower case, no accents, Icelandic letters spelled out, so 'arsreikningur'
 * finds 'Ársreikningur' and 'thjofnad' finds 'þjófnað' on a keyboard without Icelandic letters.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[þðæßø]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The groups with only the documents matching every word of `query`; empty groups dropped. */
export function filterDocuments(
  groups: readonly DocumentKindGroup[],
  query: string,
): DocumentKindGroup[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...groups];
  const matches = (document: ListedDocument) =>
    words.every((word) => document.searchText.includes(word));
  return groups.flatMap((group) => {
    const years = group.years.flatMap((year) => {
      const documents = year.documents.filter(matches);
      return documents.length > 0 ? [{ ...year, documents }] : [];
    });
    return years.length > 0 ? [{ ...group, years }] : [];
  });
}

export function countDocuments(groups: readonly DocumentKindGroup[]): number {
  return groups.reduce(
    (sum, group) => sum + group.years.reduce((inner, year) => inner + year.documents.length, 0),
    0,
  );
}
