// How a path is compared with the site's routes. Pure, so the build,
// the browser glue and the tests agree.

import { LANGUAGES, toLanguageCode } from '../../domain/languages';

/**
 * A path as routes are compared: '/index.html' counts as '/', a trailing slash is removed (except
 * from '/'), and query and hash are dropped. '/frettir/' and '/frettir/index.html' are '/frettir'.
 */
export function normalizePath(path: string): string {
  let pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.endsWith('/index.html')) pathname = pathname.slice(0, -'index.html'.length);
  while (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  return pathname;
}

/** '/en/news/' -> '/news/'; paths without a language prefix come back unchanged. */
export function withoutLanguagePrefix(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? pathname.slice(3) || '/' : pathname;
}

/** Whether `pathname` is `prefix` or below it, language prefix ignored: '/en/jolakula/3/' is under '/jolakula'. */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = normalizePath(withoutLanguagePrefix(normalizePath(pathname)));
  const base = normalizePath(prefix);
  return base === '/' || path === base || path.startsWith(`${base}/`);
}

// A first segment that reads as a language code: 'de', 'fr', 'en-us', 'pt-BR'.
const LANGUAGE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * A language that is not available sends the visitor to /404. Given the path of a page
 * that was not found, where to send the visitor instead: a longer spelling of an available
 * language goes to that language ('/en-gb/news/' -> '/en/news/', '/is/frettir/' -> '/frettir/'),
 * any other language prefix to '/404/'. Null when the first segment is no language code.
 */
export function languagePrefixRedirect(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (!LANGUAGE_SEGMENT.test(first)) return null;
  const code = toLanguageCode(first);
  const restPath = rest.join('/');
  if (!(LANGUAGES as readonly string[]).includes(code)) return '/404/';
  if (code === 'en') return first === 'en' ? null : `/en/${restPath}`;
  return `/${restPath}`;
}
