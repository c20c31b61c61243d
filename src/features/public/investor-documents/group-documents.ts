import {
  DOCUMENT_PERIODS,
  documentDownloadPath,
  type DocumentEntry,
  type DocumentKind,
} from '../../../domain/documents';
import type { Language } from '../../../lib/i18n';
import { foldForSearch, type DocumentKindGroup, type DocumentYearGroup } from './model';

// Build time only (src/build/create-document-pages.ts): the catalogue never goes to the browser.

/** Newest first; within a year the full year before Q3, Q2, Q1; undated documents on top. */
function compareDocuments(a: DocumentEntry, b: DocumentEntry): number {
  if (a.year !== b.year) {
    if (a.year === null) return -1;
    if (b.year === null) return 1;
    return b.year - a.year;
  }
  const rank = (entry: DocumentEntry) =>
    entry.period === null ? DOCUMENT_PERIODS.length : DOCUMENT_PERIODS.indexOf(entry.period);
  return rank(b) - rank(a);
}

/**
 * The documents of `kinds` for a page in `language`, grouped by kind (in the order given) and
 * year. Each document appears once: in the page's language when it exists in it, otherwise in the
 * language it has, marked as such.
 */
export function groupDocuments(
  entries: readonly DocumentEntry[],
  language: Language,
  kinds: readonly DocumentKind[],
  kindLabel: (kind: DocumentKind) => string,
): DocumentKindGroup[] {
  const chosen = new Map<string, DocumentEntry>();
  for (const entry of entries) {
    if (!kinds.includes(entry.kind)) continue;
    const current = chosen.get(entry.key);
    if (!current || (current.language !== language && entry.language === language)) {
      chosen.set(entry.key, entry);
    }
  }
  const documents = [...chosen.values()].sort(compareDocuments);

  return kinds.flatMap((kind) => {
    const years: DocumentYearGroup[] = [];
    for (const entry of documents.filter((document) => document.kind === kind)) {
      let group = years.at(-1);
      if (!group || group.year !== entry.year) {
        group = { year: entry.year, documents: [] };
        years.push(group);
      }
      const title = entry.title[language];
      group.documents.push({
        id: entry.id,
        href: documentDownloadPath(entry.id),
        title,
        ...(entry.language !== language ? { documentLanguage: entry.language } : {}),
        searchText: foldForSearch(
          [title, entry.title[entry.language], kindLabel(kind), entry.year ?? ''].join(' '),
        ),
      });
    }
    return years.length > 0 ? [{ kind, years }] : [];
  });
}
