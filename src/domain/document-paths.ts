// Where each content document is published: the site's route resolver. Used by the build (one
// page per document, links between documents) and by the preview page in the browser.

import { CONTENT_LANGUAGE, LANGUAGES, toLanguageCode, type Language } from './languages';

/** The parts of a Prismic document the resolver reads. */
export type RoutableDocument = {
  id: string;
  type: string;
  uid: string | null;
  lang: string;
  tags?: readonly string[];
  data?: { parent?: unknown };
};

/** Types that are parts of other pages, never pages of their own. */
export const UNROUTED_TYPES = ['navigation', 'footer', 'opening_hours'] as const;

/** The page documents that are the front page of their language. */
export const HOME_UIDS = ['forsida', 'home'] as const;

/** Documents with this tag are drafts: built under /drog/, never indexed or listed. */
export const DRAFT_TAG = 'draft';
export const DRAFT_PREFIX = '/drog';

/** Where a type's documents live when they name no parent. */
const TYPE_BASES: Record<string, Record<Language, string>> = {
  docdl: { is: '/skjal', en: '/document' },
};

const MAX_PARENT_DEPTH = 8;

/** The site language of a content language ('en-gb' -> 'en'); unknown codes give null. */
export function siteLanguage(contentLang: string): Language | null {
  const code = toLanguageCode(contentLang);
  return code === 'is' || code === 'en' ? code : null;
}

export function languageRoot(language: Language): string {
  return language === 'en' ? '/en/' : '/';
}

function parentId(document: RoutableDocument): string | null {
  const parent = document.data?.parent;
  if (typeof parent !== 'object' || parent === null) return null;
  const link = parent as { link_type?: unknown; id?: unknown; isBroken?: unknown };
  return link.link_type === 'Document' && typeof link.id === 'string' && link.isBroken !== true
    ? link.id
    : null;
}

/**
 * The path of `document`, with a trailing slash ('/frettir/ny-ferdatrygging/',
 * '/en/news/new-travel-insurance/'), or null for a document that is no page (navigation, footer,
 * opening hours, a language the site does not have, a document without a uid).
 *
 * A document is published under its `parent` (a content relationship to another page), so
 * editors decide the address: a product under its platform, an article under the news list, a
 * board member under the board page. The front page uids are the language root. Drafts go under
 * /drog/ so they never take a real address.
 */
export function documentPath(
  document: RoutableDocument,
  lookup: (id: string) => RoutableDocument | undefined,
): string | null {
  const path = publishedPath(document, lookup, new Set());
  if (path === null) return null;
  return document.tags?.includes(DRAFT_TAG) ? draftPath(path) : path;
}

/** Where a draft of the page published at `publishedPath` is built: under /drog/ in its language. */
export function draftPath(publishedPath: string): string {
  return publishedPath.startsWith('/en/')
    ? `/en${DRAFT_PREFIX}${publishedPath.slice(3)}`
    : `${DRAFT_PREFIX}${publishedPath}`;
}

function publishedPath(
  document: RoutableDocument,
  lookup: (id: string) => RoutableDocument | undefined,
  seen: Set<string>,
): string | null {
  const language = siteLanguage(document.lang);
  if (language === null || !document.uid) return null;
  if ((UNROUTED_TYPES as readonly string[]).includes(document.type)) return null;
  if (document.type === 'page' && (HOME_UIDS as readonly string[]).includes(document.uid)) {
    return languageRoot(language);
  }
  seen.add(document.id);
  // A parent already on the way up (a cycle an editor made) counts as no parent.
  const id = parentId(document);
  const parent =
    id !== null && !seen.has(id) && seen.size < MAX_PARENT_DEPTH ? lookup(id) : undefined;
  const parentPath = parent ? publishedPath(parent, lookup, seen) : null;
  if (parentPath !== null) return `${parentPath}${document.uid}/`;
  const base = TYPE_BASES[document.type]?.[language] ?? '';
  return `${language === 'en' ? '/en' : ''}${base}/${document.uid}/`;
}

/** A lookup over a list of documents by id. */
export function lookupById<T extends RoutableDocument>(
  documents: readonly T[],
): (id: string) => T | undefined {
  const byId = new Map(documents.map((document) => [document.id, document]));
  return (id) => byId.get(id);
}

/** A Prismic route resolver: the `routes` option of @prismicio/client and gatsby-source-prismic. */
export type ContentRoute = {
  type: string;
  path: string;
  uid?: string;
  lang?: string;
  resolvers?: Record<string, string>;
};

/**
 * The rules above as Prismic route resolvers, for the content service or a real Prismic repository
 * to fill each document's `url` with (and so gatsby-source-prismic's nodes and Prismic's previews).
 * Prismic's routes follow at most two content relationships and cannot see tags, so they give the
 * published address of a page at most two levels below its parents' root; drafts get /drog/ from
 * `draftPath` on top. The build checks every page's `url` against `documentPath`, so a document the
 * routes would place elsewhere (three levels deep, or under a front page) stops the build.
 */
export function contentRoutes(types: readonly string[]): ContentRoute[] {
  const routed = types.filter((type) => !(UNROUTED_TYPES as readonly string[]).includes(type));
  return LANGUAGES.flatMap((language) => {
    const lang = CONTENT_LANGUAGE[language];
    const prefix = language === 'en' ? '/en' : '';
    const frontPages: ContentRoute[] = routed.includes('page')
      ? HOME_UIDS.map((uid) => ({ type: 'page', uid, lang, path: languageRoot(language) }))
      : [];
    // Under its parent and grandparent when it names them; a type with a base of its own (docdl)
    // needs a second route for documents without a parent, as the first route fitting wins.
    const underParents = routed.flatMap((type): ContentRoute[] => {
      const base = TYPE_BASES[type]?.[language];
      const parents = { parent: 'parent', grandparent: 'parent.parent' };
      return base === undefined
        ? [{ type, lang, path: `${prefix}/:grandparent?/:parent?/:uid/`, resolvers: parents }]
        : [
            { type, lang, path: `${prefix}/:grandparent?/:parent/:uid/`, resolvers: parents },
            { type, lang, path: `${prefix}${base}/:uid/` },
          ];
    });
    return [...frontPages, ...underParents];
  });
}
