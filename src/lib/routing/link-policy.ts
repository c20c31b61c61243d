// Which element a link becomes and how it opens. Pure, so the same rules hold on the
// server render, in the browser and in tests.

import { isLoginRequiredLink, type LoginLinkConfig } from './login-links';

/** The only schemes a link may carry; anything else becomes a void link. */
export const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** The client-side portal app lives under these paths (the newer prefix is /portal). */
export const PORTAL_PATH_PREFIXES = ['/vidskipti', '/portal'] as const;

/** Same-origin paths served outside the portal app: always a full page load. */
export const OUTSIDE_PORTAL_PATHS = [
  '/tilbod',
  '/tjonstilkynningar',
  '/tryggja',
  '/lifogsjukdomatryggingar',
] as const;

/**
 * Same-origin paths the server answers itself rather than the site's router: the short document
 * download paths (/dl/{id}/ redirect to a file) and the document host they redirect to. A full page
 * load, like the paths above.
 */
export const SERVER_PATHS = ['/dl', '/cdn'] as const;

/**
 * A file's address (a calendar, a PDF, a picture): its last segment ends in an extension. The site's
 * router would take it for a page and give it a trailing slash, an address nothing answers, so a
 * file is always a plain anchor to exactly the address the author wrote.
 */
const FILE_NAME = /\.[a-z\d]{1,8}$/i;

function isFilePath(pathname: string): boolean {
  return FILE_NAME.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/** Same-origin paths that open in a new tab. */
export const NEW_TAB_PATHS = ['/fa-tilbod'] as const;

export type ContactProtocol = 'mailto:' | 'tel:';

/**
 * What a link is. `internal` goes through the client-side router; `page` is a same-origin address
 * loaded as a full page (a plain anchor); `external` is another site (new tab, no opener);
 * `contact` is mailto:/tel:; `void` is anything not allowed, rendered without an address.
 * `requiresLogin` is another site on the configured list (GATSBY_LOGIN_REQUIRED_LINKS) that needs a signed-in visitor:
 * a plain anchor whose click starts a sign-in first when nobody is signed in.
 */
export type ClassifiedLink =
  | { kind: 'internal'; to: string }
  | { kind: 'page'; href: string; newTab: boolean }
  | { kind: 'external'; href: string }
  | { kind: 'requiresLogin'; href: string }
  | { kind: 'contact'; href: string; protocol: ContactProtocol }
  | { kind: 'void' };

export type LinkKind = ClassifiedLink['kind'];

export type LinkPolicyOptions = {
  /** The site's origin (`https://skjol.is`); absolute links to it are treated as in-app paths. */
  currentOrigin?: string;
  /** True while rendering inside the portal app. */
  inPortal: boolean;
  /** Which external links need a signed-in visitor; the build's configuration by default. */
  loginLinks?: LoginLinkConfig;
};

const VOID: ClassifiedLink = { kind: 'void' };
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Only used to resolve dot segments when no origin is known; never appears in output.
const PLACEHOLDER_BASE = 'https://link-policy.invalid';

/**
 * Does what the URL parser does before it reads a scheme: drops leading and trailing C0 controls and
 * spaces, and tabs and newlines anywhere — so ' java\tscript:' is judged as the browser would
 * read it. `trim()` also drops Unicode spaces, which only makes the check stricter.
 */
function normalizeHref(raw: string): string {
  let start = 0;
  let end = raw.length;
  const isControlOrSpace = (index: number) => raw.charCodeAt(index) <= 0x20;
  while (start < end && isControlOrSpace(start)) start += 1;
  while (end > start && isControlOrSpace(end - 1)) end -= 1;
  return raw
    .slice(start, end)
    .replace(/[\t\n\r]/g, '')
    .trim();
}

function isAllowedProtocol(protocol: string): protocol is (typeof ALLOWED_PROTOCOLS)[number] {
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(protocol);
}

function isUnder(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** '/en/tryggja' is the same place as '/tryggja' for these rules. */
function withoutLanguagePrefix(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? pathname.slice(3) || '/' : pathname;
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** A same-origin root-relative path: in-app unless a list says otherwise. */
function classifyPath(path: string, options: LinkPolicyOptions): ClassifiedLink {
  // Resolves dot segments, so '/vidskipti/../tryggja' is judged as '/tryggja'.
  const resolved = new URL(path, PLACEHOLDER_BASE).pathname.toLowerCase();
  const pathname = withoutLanguagePrefix(resolved);
  if (isUnder(pathname, NEW_TAB_PATHS)) return { kind: 'page', href: path, newTab: true };
  if (
    isUnder(pathname, OUTSIDE_PORTAL_PATHS) ||
    isUnder(pathname, SERVER_PATHS) ||
    isFilePath(pathname)
  ) {
    return { kind: 'page', href: path, newTab: false };
  }
  if (options.inPortal && !isUnder(pathname, PORTAL_PATH_PREFIXES)) {
    return { kind: 'page', href: path, newTab: false };
  }
  return { kind: 'internal', to: path };
}

/** Every other-origin http(s) link passes here. */
function classifyExternal(url: URL, options: LinkPolicyOptions): ClassifiedLink {
  return isLoginRequiredLink(url, options.loginLinks)
    ? { kind: 'requiresLogin', href: url.href }
    : { kind: 'external', href: url.href };
}

/**
 * Whether `rawHref`'s class can depend on the page's origin: only a web address with a scheme can
 * name this very site. Links that cannot need not wait for the browser's origin.
 */
export function dependsOnOrigin(rawHref: string): boolean {
  const scheme = SCHEME.exec(normalizeHref(rawHref))?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https';
}

export function classifyLink(rawHref: string, options: LinkPolicyOptions): ClassifiedLink {
  const href = normalizeHref(rawHref);
  if (href === '') return VOID;

  // '//host' and its backslash spellings ('/\host', '\\host') are protocol-relative to a browser;
  // a lone leading backslash is never something an author meant.
  if (/^[\\/][\\/]/.test(href) || href.startsWith('\\')) return VOID;
  if (href.startsWith('/')) return classifyPath(href, options);

  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative to the current page ('foo/bar', '?q=1', '#top'): a plain anchor.
    return { kind: 'page', href, newTab: false };
  }

  const protocol = `${scheme}:`;
  if (!isAllowedProtocol(protocol)) return VOID;
  if (protocol === 'mailto:' || protocol === 'tel:') return { kind: 'contact', href, protocol };

  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return VOID;
  }
  const currentOrigin = originOf(options.currentOrigin);
  if (currentOrigin !== undefined && url.origin === currentOrigin) {
    return classifyPath(`${url.pathname}${url.search}${url.hash}`, options);
  }
  return classifyExternal(url, options);
}
