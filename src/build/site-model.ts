// The pure normalisers by file: the features' indexes also export React components.
import { footerFromContent } from '../features/public/footer/footer-data';
import type { LayoutData } from '../features/public/layout/layout-data';
import { navigationFromContent } from '../features/public/navigation/navigation-data';
import { LANGUAGES, type Language } from '../domain/languages';
import { DRAFT_TAG, documentPath, lookupById, siteLanguage } from '../domain/document-paths';
import type { SourceDocument } from './content-source';
import type { Crumb, DocumentSummary, PageDocument } from './page-context';

/** A document with where it is published. */
export type ModelDocument = SourceDocument & {
  uid: string;
  path: string;
  language: Language;
  title: string;
  isDraft: boolean;
};

export type SiteModel = {
  /** Every document that is a page, document links in its data resolved. */
  pages: ModelDocument[];
  byId: Map<string, ModelDocument>;
  layout: Record<Language, LayoutData>;
  children: (id: string) => DocumentSummary[];
  summary: (document: ModelDocument) => DocumentSummary;
  breadcrumbs: (document: ModelDocument) => Crumb[];
  /** Where `document` is published in each language that has it (itself included). */
  alternates: (document: ModelDocument) => { language: Language; path: string }[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The plain text of a rich text field or a text field. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!Array.isArray(value)) return '';
  return value
    .map((block) => (isRecord(block) && typeof block.text === 'string' ? block.text : ''))
    .filter(Boolean)
    .join(' ')
    .trim();
}

/** A document's own name: its title field, a board member's name, else its uid. */
export function documentTitle(document: SourceDocument): string {
  return (
    plainText(document.data.title) || plainText(document.data.name) || (document.uid ?? document.id)
  );
}

/** Text cut at a word boundary near `max` characters. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`;
}

/** Fills every document link in `value` with the path of the document it points to (`url`). */
export function resolveDocumentLinks(
  value: unknown,
  pathOf: (id: string) => string | undefined,
): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveDocumentLinks(item, pathOf));
  if (!isRecord(value)) return value;
  if (value.link_type === 'Document' && typeof value.id === 'string') {
    const path = value.isBroken === true ? undefined : pathOf(value.id);
    return { ...value, url: path ?? null, isBroken: path === undefined };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveDocumentLinks(item, pathOf)]),
  );
}

function leadOf(document: SourceDocument): string {
  const data = document.data;
  return excerpt(
    plainText(data.lead) ||
      plainText(data.role) ||
      plainText(data.location) ||
      plainText(data.meta_description) ||
      plainText(data.description) ||
      plainText(data.intro),
  );
}

function dateOf(document: SourceDocument): string {
  const data = document.data;
  for (const key of ['date', 'meeting_date', 'document_date']) {
    const value = data[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return document.first_publication_date;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Children in reading order: by `order` when given, then newest first, then by title. */
export function compareSummaries(a: DocumentSummary, b: DocumentSummary): number {
  const orderA = a.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.order ?? Number.MAX_SAFE_INTEGER;
  return orderA - orderB || b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'is');
}

const NAVIGATION_UID = 'valmynd';
const FOOTER_UID = 'fotur';

/**
 * The site as the content describes it: which documents are pages and where, their document links
 * resolved, the layout (menu and footer) of each language, and the lists pages show.
 */
export function buildSiteModel(documents: readonly SourceDocument[]): SiteModel {
  const lookup = lookupById(documents);
  const pages: ModelDocument[] = [];
  const paths = new Map<string, string>();
  for (const document of documents) {
    const language = siteLanguage(document.lang);
    const path = documentPath(document, lookup);
    if (path === null || language === null || !document.uid) continue;
    paths.set(document.id, path);
    pages.push({
      ...document,
      uid: document.uid,
      path,
      language,
      title: documentTitle(document),
      isDraft: document.tags.includes(DRAFT_TAG),
    });
  }
  const pathOf = (id: string) => paths.get(id);
  for (const page of pages) {
    page.data = resolveDocumentLinks(page.data, pathOf) as Record<string, unknown>;
  }
  const byId = new Map(pages.map((page) => [page.id, page]));

  const summary = (document: ModelDocument): DocumentSummary => ({
    id: document.id,
    type: document.type,
    uid: document.uid,
    path: document.path,
    title: document.title,
    lead: leadOf(document),
    date: dateOf(document),
    icon: typeof document.data.icon === 'string' && document.data.icon ? document.data.icon : null,
    order: numberOrNull(document.data.order),
    tags: document.tags,
  });

  const childrenOf = new Map<string, ModelDocument[]>();
  for (const page of pages) {
    if (page.isDraft) continue;
    const parent = page.data.parent;
    if (!isRecord(parent) || typeof parent.id !== 'string' || !byId.has(parent.id)) continue;
    const list = childrenOf.get(parent.id) ?? [];
    list.push(page);
    childrenOf.set(parent.id, list);
  }

  const layout = Object.fromEntries(
    LANGUAGES.map((language) => {
      const find = (type: string, uid: string) =>
        documents.find(
          (document) =>
            document.type === type &&
            document.uid === uid &&
            siteLanguage(document.lang) === language,
        );
      const navigation = find('navigation', NAVIGATION_UID);
      const footer = find('footer', FOOTER_UID);
      const resolved = (document: SourceDocument | undefined) =>
        document
          ? (resolveDocumentLinks(document.data, pathOf) as Record<string, unknown>)
          : undefined;
      const navigationData = resolved(navigation);
      const footerData = resolved(footer);
      return [
        language,
        {
          navigation: navigationData ? navigationFromContent(navigationData) : null,
          footer: footerData ? footerFromContent(footerData) : null,
        },
      ];
    }),
  ) as Record<Language, LayoutData>;

  return {
    pages,
    byId,
    layout,
    summary,
    children: (id) => (childrenOf.get(id) ?? []).map(summary).sort(compareSummaries),
    breadcrumbs: (document) => {
      const crumbs: Crumb[] = [];
      const seen = new Set<string>([document.id]);
      let parent = document.data.parent;
      while (isRecord(parent) && typeof parent.id === 'string' && !seen.has(parent.id)) {
        const found = byId.get(parent.id);
        if (!found) break;
        seen.add(found.id);
        crumbs.unshift({ title: found.title, path: found.path });
        parent = found.data.parent;
      }
      return crumbs;
    },
    alternates: (document) => {
      const versions = [{ language: document.language, path: document.path }];
      for (const alternate of document.alternate_languages) {
        const other = byId.get(alternate.id);
        if (other && !other.isDraft) versions.push({ language: other.language, path: other.path });
      }
      return versions;
    },
  };
}

/** The document as the template receives it. */
export function pageDocument(document: ModelDocument): PageDocument {
  return {
    id: document.id,
    uid: document.uid,
    type: document.type,
    lang: document.lang,
    tags: document.tags,
    first_publication_date: document.first_publication_date,
    last_publication_date: document.last_publication_date,
    data: document.data,
  };
}
