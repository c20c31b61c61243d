import { compileQuery, orderingComparator, parseOrderings } from './predicates';
import { MASTER_LANGUAGE, type ContentDocument, type ContentSnapshot } from './types';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A parameter with a wrong value, answered like Prismic's 400 `api_validation_error`. */
export class QueryValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueryValidationError';
  }

  toBody(): { type: 'api_validation_error'; message: string } {
    return { type: 'api_validation_error', message: this.message };
  }
}

export type SearchParams = {
  /** Each one a `q` value, e.g. '[[at(document.type, "page")]]'; all must hold. */
  q?: readonly string[];
  /** A language code, '*' for every language; absent means the master language. */
  lang?: string;
  page?: number | string;
  pageSize?: number | string;
  /** '[my.article.date desc, document.first_publication_date]' */
  orderings?: string;
  /** A document id: only the documents after it (in the ordering) are returned. */
  after?: string;
};

export type SearchPage = {
  page: number;
  results_per_page: number;
  results_size: number;
  total_results_size: number;
  total_pages: number;
  results: ContentDocument[];
};

function positiveInteger(
  name: string,
  value: number | string | undefined,
  fallback: number,
): number {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new QueryValidationError(
      `${name} must be a positive integer, not ${JSON.stringify(value)}`,
    );
  }
  return number;
}

/** Runs one REST search against a snapshot; throws QueryParsingError or QueryValidationError. */
export function searchDocuments(snapshot: ContentSnapshot, params: SearchParams): SearchPage {
  const page = positiveInteger('page', params.page, 1);
  const pageSize = positiveInteger('pageSize', params.pageSize, DEFAULT_PAGE_SIZE);
  if (pageSize > MAX_PAGE_SIZE) {
    throw new QueryValidationError(`pageSize must be at most ${MAX_PAGE_SIZE}, not ${pageSize}`);
  }
  const queries = (params.q ?? [])
    .filter((q) => q.trim() !== '')
    .map((q) => compileQuery(q, snapshot.documents));
  const orderings = params.orderings ? parseOrderings(params.orderings) : [];
  const lang = params.lang === undefined || params.lang === '' ? MASTER_LANGUAGE : params.lang;

  let matches = snapshot.documents.filter(
    (document) =>
      (lang === '*' || document.lang === lang) && queries.every((query) => query.test(document)),
  );
  // Array sort is stable, so documents equal under the orderings keep the default order.
  if (orderings.length > 0) matches = [...matches].sort(orderingComparator(orderings));
  else {
    // Without orderings, a `similar` search answers the most similar documents first.
    const score = queries.find((query) => query.score)?.score;
    if (score) matches = [...matches].sort((a, b) => score(b) - score(a));
  }
  if (params.after) {
    const index = matches.findIndex((document) => document.id === params.after);
    if (index >= 0) matches = matches.slice(index + 1);
  }

  const start = (page - 1) * pageSize;
  const results = matches.slice(start, start + pageSize);
  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: matches.length,
    total_pages: Math.ceil(matches.length / pageSize),
    results,
  };
}
