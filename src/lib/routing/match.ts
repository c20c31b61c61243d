// SPEC §2: "Paths are matched against the known routes, with optional match patterns yielding the
// original path and parameters."

import { normalizePath } from './normalize';

/** A known route: its path, and optionally a pattern of other paths it answers (':name', '*'). */
export type KnownRoute = { path: string; matchPath?: string };

export type RouteMatch = {
  /** The route's own path (the "original path"), whatever address matched it. */
  path: string;
  params: Record<string, string>;
};

/**
 * Matches `pathname` against one pattern: segments are literal, ':name' (one segment, captured) or a
 * final '*' (the rest, captured as params['*']). Trailing slashes and case of literals are ignored the
 * way normalizePath ignores them; captured values are URI-decoded.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = splitSegments(pattern);
  const have = splitSegments(pathname);
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] as string;
    if (segment === '*' && index === want.length - 1) {
      params['*'] = have.slice(index).map(decode).join('/');
      return params;
    }
    const value = have[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = decode(value);
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return have.length === want.length ? params : null;
}

/**
 * The route that answers `pathname`: an exact path first, then the first route whose match
 * pattern fits, in the order given.
 */
export function findRoute(routes: readonly KnownRoute[], pathname: string): RouteMatch | null {
  const wanted = normalizePath(pathname);
  const exact = routes.find((route) => normalizePath(route.path) === wanted);
  if (exact) return { path: exact.path, params: {} };
  for (const route of routes) {
    if (!route.matchPath) continue;
    const params = matchPattern(route.matchPath, wanted);
    if (params) return { path: route.path, params };
  }
  return null;
}

/** Where a route path is "active" for a navigation item: the path itself or any listed pattern. */
export function isActivePath(pathname: string, activePaths: readonly string[]): boolean {
  return activePaths.some((pattern) => matchPattern(pattern, normalizePath(pathname)) !== null);
}

export type BrowserLocation = { pathname: string; search: string; hash: string };

/**
 * SPEC §2: when the page the server rendered was built for another path than the one in the
 * address bar and no route pattern accounts for the difference, the browser goes to the rendered
 * path, keeping query and hash. The 404 and 500 pages render for any address and never move.
 * (Gatsby's runtime performs this navigation on load; this is the rule, stated and tested.)
 */
export function renderedPathRedirect(
  renderedPath: string,
  location: BrowserLocation,
  routes: readonly KnownRoute[] = [],
): string | null {
  if (/^\/(404|500)(\/?|\.html)$/.test(renderedPath)) return null;
  if (renderedPath === location.pathname) return null;
  const matched = findRoute(
    routes.filter((route) => route.matchPath),
    location.pathname,
  );
  if (matched) return null;
  return `${renderedPath}${location.search}${location.hash}`;
}

function splitSegments(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
