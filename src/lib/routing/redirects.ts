// A redirect table (from-path to to-path) is applied on route change. The table is
// redirects/site.json; the build hands it to Gatsby (createRedirect), whose runtime applies it on
// every route change and on the first load.

import { normalizePath } from './normalize';

export type Redirect = { from: string; to: string };

export class RedirectTableError extends Error {
  constructor(readonly problems: string[]) {
    super(`redirects/site.json: ${problems.join('; ')}`);
    this.name = 'RedirectTableError';
  }
}

/**
 * Reads the table, naming every bad entry at once: each needs a root-relative `from` and a `to`
 * that is root-relative or absolute http(s); a `from` may appear once, and no entry may lead to
 * another entry's `from` (chains and loops send visitors round in circles).
 */
export function parseRedirectTable(input: unknown): Redirect[] {
  const problems: string[] = [];
  if (!Array.isArray(input)) throw new RedirectTableError(['must be a list of { from, to }']);
  const table: Redirect[] = [];
  const seen = new Set<string>();
  input.forEach((entry: unknown, index) => {
    const at = `entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null) {
      problems.push(`${at} is not an object`);
      return;
    }
    const { from, to } = entry as Record<string, unknown>;
    if (typeof from !== 'string' || !/^\/(?!\/)/.test(from)) {
      problems.push(`${at}: "from" must be a path starting with one /`);
      return;
    }
    if (typeof to !== 'string' || !(/^\/(?!\/)/.test(to) || /^https?:\/\//i.test(to))) {
      problems.push(`${at}: "to" must be a path starting with one / or an http(s) address`);
      return;
    }
    const key = normalizePath(from).toLowerCase();
    if (seen.has(key)) problems.push(`${at}: "${from}" is redirected twice`);
    seen.add(key);
    table.push({ from, to });
  });
  for (const { from, to } of table) {
    if (to.startsWith('/') && seen.has(normalizePath(to).toLowerCase())) {
      problems.push(`"${from}" leads to "${to}", which is itself redirected`);
    }
  }
  if (problems.length > 0) throw new RedirectTableError(problems);
  return table;
}

/** The redirect for `pathname`, trailing slash, '/index.html' and letter case ignored. */
export function findRedirect(table: readonly Redirect[], pathname: string): Redirect | undefined {
  const wanted = normalizePath(pathname).toLowerCase();
  return table.find((entry) => normalizePath(entry.from).toLowerCase() === wanted);
}

/**
 * The exact from-paths a browser may show for one entry. Gatsby's runtime compares the address
 * exactly (lower-cased when ignoreCase), so each spelling gets its own redirect.
 */
export function fromPathVariants(from: string): string[] {
  const base = normalizePath(from);
  return base === '/' ? ['/'] : [base, `${base}/`];
}
