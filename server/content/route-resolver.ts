import { QueryValidationError } from './search';
import { MASTER_LANGUAGE, type ContentDocument, type ContentSnapshot } from './types';

/**
 * Prismic's route resolver: the `routes` parameter, a JSON list of
 * `{ type, path, uid?, lang?, resolvers? }`, turns each document into its `url`.
 *
 *   :uid        the document's uid          :uid?   left out when the document has none
 *   :lang       the document's language     :lang?  left out for the master language
 *   :name       the uid of the document reached through `resolvers.name`, a content
 *               relationship field ("parent") or one on the linked document ("parent.parent");
 *   :name?      left out when that link is empty or broken
 *
 * A route scoped to a uid or a language wins over a route for the whole type, whatever the order;
 * otherwise the first route that can be filled in wins, so a route needing a parent that a
 * document lacks falls through to the next. A document no route fits has `url: null`.
 */

export type Route = {
  type: string;
  path: string;
  uid?: string;
  lang?: string;
  resolvers: Record<string, string[]>;
};

/** Prismic lets a route reach the parent and the grandparent, no further. */
const MAX_RESOLVER_DEPTH = 2;

const KEYWORD = /^:([A-Za-z0-9_-]+)(\?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const invalid = (message: string) => new QueryValidationError(`routes: ${message}`);

/** Reads the `routes` parameter; throws QueryValidationError naming what is wrong. */
export function parseRoutes(source: string | undefined): Route[] {
  if (source === undefined || source.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    throw invalid('must be a JSON array of route objects');
  }
  if (!Array.isArray(parsed)) throw invalid('must be a JSON array of route objects');
  const routes = parsed.map((entry, index): Route => {
    const at = `route ${index + 1}`;
    if (!isRecord(entry)) throw invalid(`${at} must be an object`);
    const { type, path, uid, lang, resolvers = {} } = entry;
    if (typeof type !== 'string' || type === '') throw invalid(`${at} needs a "type"`);
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw invalid(`${at} needs a "path" starting with /`);
    }
    if (uid !== undefined && typeof uid !== 'string') throw invalid(`${at}: "uid" is a string`);
    if (lang !== undefined && typeof lang !== 'string') throw invalid(`${at}: "lang" is a string`);
    if (!isRecord(resolvers)) throw invalid(`${at}: "resolvers" is an object`);
    const fieldPaths: Record<string, string[]> = {};
    for (const [name, fieldPath] of Object.entries(resolvers)) {
      const fields = typeof fieldPath === 'string' ? fieldPath.split('.') : [];
      if (fields.length === 0 || fields.length > MAX_RESOLVER_DEPTH || fields.includes('')) {
        throw invalid(
          `${at}: resolver "${name}" must name a content relationship field, or one on the linked document ("parent.parent")`,
        );
      }
      fieldPaths[name] = fields;
    }
    for (const segment of path.split('/')) {
      const keyword = KEYWORD.exec(segment)?.[1];
      if (keyword === undefined) {
        if (segment.includes(':')) throw invalid(`${at}: "${segment}" is not a keyword`);
        continue;
      }
      if (keyword !== 'uid' && keyword !== 'lang' && !(keyword in fieldPaths)) {
        throw invalid(`${at}: ":${keyword}" is neither uid, lang nor one of its resolvers`);
      }
    }
    return {
      type,
      path,
      ...(uid !== undefined ? { uid } : {}),
      ...(lang !== undefined ? { lang } : {}),
      resolvers: fieldPaths,
    };
  });
  const specificity = (route: Route) => (route.uid ? 2 : 0) + (route.lang ? 1 : 0);
  // Array sort is stable: routes equally specific keep the order they were given in.
  return routes.sort((a, b) => specificity(b) - specificity(a));
}

/** The uid of the document reached by following content relationship fields, if every link holds. */
function followLinks(
  document: ContentDocument,
  fields: string[],
  snapshot: ContentSnapshot,
): string | undefined {
  let current: ContentDocument | undefined = document;
  for (const field of fields) {
    const link: unknown = current?.data[field];
    if (!isRecord(link) || link.link_type !== 'Document' || link.isBroken === true)
      return undefined;
    current = typeof link.id === 'string' ? snapshot.byId.get(link.id) : undefined;
  }
  return current?.uid || undefined;
}

function fill(route: Route, document: ContentDocument, snapshot: ContentSnapshot): string | null {
  const segments: string[] = [];
  for (const segment of route.path.split('/')) {
    const match = KEYWORD.exec(segment);
    if (!match) {
      segments.push(segment);
      continue;
    }
    const [, keyword = '', optional] = match;
    let value: string | undefined;
    if (keyword === 'uid') value = document.uid || undefined;
    else if (keyword === 'lang') {
      value = optional && document.lang === MASTER_LANGUAGE ? undefined : document.lang;
    } else value = followLinks(document, route.resolvers[keyword] ?? [], snapshot);
    if (value !== undefined) segments.push(value);
    else if (!optional) return null;
  }
  // Left-out keywords add no segment, so '/:lang?/:uid/' gives '/forsida/' and '/:lang?' gives '/'.
  const url = segments.join('/');
  return url === '' ? '/' : url;
}

/** The document's URL under the routes, or null when none fits (as Prismic answers). */
export function resolveUrl(
  document: ContentDocument,
  routes: readonly Route[],
  snapshot: ContentSnapshot,
): string | null {
  for (const route of routes) {
    if (route.type !== document.type) continue;
    if (route.uid !== undefined && route.uid !== document.uid) continue;
    if (route.lang !== undefined && route.lang !== document.lang) continue;
    const url = fill(route, document, snapshot);
    if (url !== null) return url;
  }
  return null;
}
