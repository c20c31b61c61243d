import { parseGraphQuery, type GraphQuery, type Selection } from './graph-query';
import { parseRoutes, resolveUrl, type Route } from './route-resolver';
import { QueryValidationError } from './search';
import type { ContentDocument, ContentSnapshot } from './types';

/**
 * How a REST search shows its documents, from the parameters that shape answers rather than choose
 * documents:
 *   routes, brokenRoute   every document and every document link gets its `url`;
 *   fetch                 `type.field,…`: documents of a named type keep only those data fields;
 *   fetchLinks            `type.field,…`: links to documents of a named type carry those fields
 *                         of the linked document as `data`;
 *   graphQuery            per type, which fields to keep and what to fetch through links (see
 *                         graph-query.ts); for the types it names it takes the place of fetch
 *                         and fetchLinks, as in Prismic.
 */
export type DocumentView = {
  routes: readonly Route[];
  /** The `url` of links to documents that do not exist; without it such links have none. */
  brokenRoute: string | undefined;
  fetch: FieldsByType;
  fetchLinks: FieldsByType;
  graphQuery: GraphQuery;
};

type FieldsByType = Map<string, Set<string>>;

/** `page.title, article.date` -> page: {title}, article: {date}. */
function parseFieldList(name: string, source: string | null): FieldsByType {
  const fields: FieldsByType = new Map();
  for (const entry of (source ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const match = /^([a-z][a-z0-9_]*)\.([A-Za-z0-9_-]+)$/.exec(trimmed);
    if (!match) {
      throw new QueryValidationError(`${name}: "${trimmed}" is not <custom type>.<field>`);
    }
    const [, type = '', field = ''] = match;
    fields.set(type, (fields.get(type) ?? new Set()).add(field));
  }
  return fields;
}

/** Reads the view parameters; throws QueryValidationError for a malformed one. */
export function readDocumentView(params: URLSearchParams): DocumentView {
  const graphQuery = params.get('graphQuery');
  return {
    routes: parseRoutes(params.get('routes') ?? undefined),
    brokenRoute: params.get('brokenRoute') || undefined,
    fetch: parseFieldList('fetch', params.get('fetch')),
    fetchLinks: parseFieldList('fetchLinks', params.get('fetchLinks')),
    graphQuery: graphQuery?.trim() ? parseGraphQuery(graphQuery) : new Map(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDocumentLink(value: Record<string, unknown>): boolean {
  return value.link_type === 'Document' && ('id' in value || 'isBroken' in value);
}

function pick(data: Record<string, unknown>, fields: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => fields.has(key)));
}

/** The data fields a GraphQuery selection keeps, following its nested selections. */
function select(
  data: Record<string, unknown>,
  selection: Selection,
  snapshot: ContentSnapshot,
): Record<string, unknown> {
  const selected: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!selection.all && !selection.fields.has(key)) continue;
    const inner = selection.fields.get(key);
    selected[key] = inner ? selectWithin(value, inner, snapshot) : value;
  }
  return selected;
}

function selectWithin(value: unknown, selection: Selection, snapshot: ContentSnapshot): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (!isRecord(item)) return item;
      return 'slice_type' in item
        ? selectSlice(item, selection, snapshot)
        : select(item, selection, snapshot);
    });
  }
  if (!isRecord(value) || !isDocumentLink(value) || value.isBroken === true) return value;
  const target = typeof value.id === 'string' ? snapshot.byId.get(value.id) : undefined;
  const wanted = target && selection.unions.get(target.type);
  return target && wanted ? { ...value, data: select(target.data, wanted, snapshot) } : value;
}

/**
 * A slice keeps what its `...on <slice type>` asks for: `non-repeat`/`primary` and
 * `repeat`/`items`. A slice of a type the query does not name keeps its place in the zone, but
 * with nothing in it.
 */
function selectSlice(
  slice: Record<string, unknown>,
  zone: Selection,
  snapshot: ContentSnapshot,
): Record<string, unknown> {
  let wanted = zone.unions.get(String(slice.slice_type));
  // Shared slices put one more level in between: variation { ...on default { primary items } }.
  const variations = wanted?.fields.get('variation');
  if (variations && typeof slice.variation === 'string') {
    wanted = variations.unions.get(slice.variation);
  }
  const half = (names: string[], value: unknown, empty: unknown) => {
    if (!wanted) return empty;
    if (wanted.all) return value;
    const name = names.find((candidate) => wanted?.fields.has(candidate));
    if (name === undefined) return empty;
    const inner = wanted.fields.get(name);
    return inner ? selectWithin(value, inner, snapshot) : value;
  };
  const primary = isRecord(slice.primary) ? slice.primary : {};
  const items = Array.isArray(slice.items) ? slice.items : [];
  return {
    ...slice,
    primary: half(['non-repeat', 'primary'], primary, {}),
    items: half(['repeat', 'items'], items, []),
  };
}

/** Document links anywhere in the data (fields, groups, slices, rich text spans) get url and data. */
function presentValue(value: unknown, view: DocumentView, snapshot: ContentSnapshot): unknown {
  if (Array.isArray(value)) return value.map((item) => presentValue(item, view, snapshot));
  if (!isRecord(value)) return value;
  if (isDocumentLink(value)) {
    if (value.isBroken === true) {
      return view.brokenRoute === undefined ? value : { ...value, url: view.brokenRoute };
    }
    const target = typeof value.id === 'string' ? snapshot.byId.get(value.id) : undefined;
    if (!target) return value;
    const link = { ...value };
    if (view.routes.length > 0) link.url = resolveUrl(target, view.routes, snapshot);
    const fetched = view.fetchLinks.get(target.type);
    if (fetched && !('data' in link)) link.data = pick(target.data, fetched);
    return link;
  }
  const presented: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    presented[key] = presentValue(item, view, snapshot);
  }
  return presented;
}

function isPlain(view: DocumentView): boolean {
  return (
    view.routes.length === 0 &&
    view.brokenRoute === undefined &&
    view.fetch.size === 0 &&
    view.fetchLinks.size === 0 &&
    view.graphQuery.size === 0
  );
}

/** The document as this view shows it; the stored document is left as it is. */
export function presentDocument(
  document: ContentDocument,
  view: DocumentView,
  snapshot: ContentSnapshot,
): ContentDocument {
  if (isPlain(view)) return document;
  const selection = view.graphQuery.get(document.type);
  const fetched = view.fetch.get(document.type);
  let data = document.data;
  if (selection) data = select(data, selection, snapshot);
  else if (fetched) data = pick(data, fetched);
  const linkView = selection ? { ...view, fetchLinks: new Map() } : view;
  return {
    ...document,
    url: view.routes.length > 0 ? resolveUrl(document, view.routes, snapshot) : document.url,
    data: presentValue(data, linkView, snapshot) as Record<string, unknown>,
  };
}
