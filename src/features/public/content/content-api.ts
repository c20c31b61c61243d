// The browser's way to the content service: GraphQL with the content version in the
// Prismic-ref header, the ref read first from the API root (the first entry's ref).

export type ContentApiOptions = {
  /** REST API root, e.g. '/cms/api/v2' or 'https://repo.cdn.prismic.io/api/v2'. */
  apiEndpoint: string;
  /** GraphQL endpoint, e.g. '/cms/graphql' or 'https://repo.cdn.prismic.io/graphql'. */
  graphqlEndpoint: string;
  fetch?: typeof fetch;
};

export class ContentApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentApiError';
  }
}

export type ContentApi = {
  /** The current content version (the API root's first ref); asked once, then remembered. */
  ref: () => Promise<string>;
  /** Runs a GraphQL query with the current ref; a stale ref is replaced once and retried. */
  query: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
  /** One REST search (`q` predicates, `lang`), all pages read; `ref` defaults to the master ref. */
  search: <T>(params: { q?: string[]; lang?: string; ref?: string }) => Promise<T[]>;
};

/** Collapses the query's whitespace: Prismic's GraphQL API takes the query in the URL. */
function compact(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

export function createContentApi(options: ContentApiOptions): ContentApi {
  const request = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let refPromise: Promise<string> | null = null;

  const ref = () => {
    refPromise ??= (async () => {
      const response = await request(options.apiEndpoint, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        throw new ContentApiError(`content API root answered ${response.status}`, response.status);
      }
      const body = (await response.json()) as { refs?: { ref?: unknown }[] };
      const first = body.refs?.[0]?.ref;
      if (typeof first !== 'string' || first === '') {
        throw new ContentApiError('content API root lists no ref');
      }
      return first;
    })().catch((error: unknown) => {
      refPromise = null;
      throw error;
    });
    return refPromise;
  };

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown> | undefined,
    retry: boolean,
  ): Promise<T> {
    const current = await ref();
    const url = new URL(options.graphqlEndpoint, 'http://relative.invalid');
    url.searchParams.set('query', compact(query));
    if (variables) url.searchParams.set('variables', JSON.stringify(variables));
    // Repeating the ref in the address lets caches, which ignore headers, tell versions apart.
    url.searchParams.set('ref', current);
    const address =
      url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
    const response = await request(address, {
      method: 'GET',
      headers: { 'Prismic-ref': current, accept: 'application/json' },
    });
    if (response.status === 404 && retry) {
      // The content changed since the ref was read: read it again and ask once more.
      refPromise = null;
      return graphql<T>(query, variables, false);
    }
    if (!response.ok) {
      throw new ContentApiError(`content GraphQL answered ${response.status}`, response.status);
    }
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length)
      throw new ContentApiError(body.errors.map((e) => e.message).join('; '));
    if (body.data === undefined) throw new ContentApiError('content GraphQL answered no data');
    return body.data;
  }

  async function search<T>(
    params: { q?: string[]; lang?: string; ref?: string },
    retry = true,
  ): Promise<T[]> {
    const current = params.ref ?? (await ref());
    const results: T[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const query = new URLSearchParams({ ref: current, pageSize: '100', page: String(page) });
      for (const predicate of params.q ?? []) query.append('q', predicate);
      if (params.lang) query.set('lang', params.lang);
      const response = await request(`${options.apiEndpoint}/documents/search?${query}`, {
        headers: { accept: 'application/json' },
      });
      if (response.status === 404 && retry && params.ref === undefined) {
        refPromise = null;
        return search<T>(params, false);
      }
      if (!response.ok) {
        throw new ContentApiError(`content search answered ${response.status}`, response.status);
      }
      const body = (await response.json()) as { results: T[]; total_pages: number };
      results.push(...body.results);
      if (page >= body.total_pages) break;
    }
    return results;
  }

  return { ref, query: (query, variables) => graphql(query, variables, true), search };
}

let shared: ContentApi | null = null;

/** Only for tests: forget the shared API and the ref it read. */
export function resetContentApi(): void {
  shared = null;
}

/**
 * The site's content API, as configured at build time: the site's own /cms by default, a real
 * Prismic repository when the build had PRISMIC_ENDPOINT.
 */
export function contentApi(): ContentApi {
  shared ??= createContentApi({
    apiEndpoint: process.env.GATSBY_CONTENT_API_ENDPOINT || '/cms/api/v2',
    graphqlEndpoint: process.env.GATSBY_CONTENT_GRAPHQL_ENDPOINT || '/cms/graphql',
  });
  return shared;
}
