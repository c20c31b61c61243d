// Some external links, on a configured list and on a host in the company's own domain,
// need the visitor to be signed in; the link policy marks them and the site starts a sign-in.

export type LoginLinkConfig = {
  /** The company's domain; only its hosts (and subdomains) may be on the list. */
  providerDomain: string;
  /** Address prefixes (origin + path) that need a signed-in visitor. */
  links: readonly string[];
};

function splitList(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Build-time configuration; the defaults are the demo company's own apps. */
export const LOGIN_LINK_CONFIG: LoginLinkConfig = {
  providerDomain: process.env.GATSBY_PROVIDER_DOMAIN || 'skjol.is',
  links: splitList(process.env.GATSBY_LOGIN_REQUIRED_LINKS) ?? [
    'https://gagnagatt.skjol.is/',
    'https://tjon.skjol.is/',
  ],
};

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function inDomain(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase();
  const base = domain.toLowerCase();
  return host === base || host.endsWith(`.${base}`);
}

/** True when the address is on the list and its host is in the company's domain. */
export function isLoginRequiredLink(
  href: string | URL,
  config: LoginLinkConfig = LOGIN_LINK_CONFIG,
): boolean {
  const url = typeof href === 'string' ? parse(href) : href;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (!inDomain(url.hostname, config.providerDomain)) return false;
  return config.links.some((entry) => {
    const prefix = parse(entry);
    return (
      prefix !== undefined &&
      prefix.origin === url.origin &&
      url.pathname.startsWith(prefix.pathname)
    );
  });
}

/**
 * The in-site address a sign-in may return to, or undefined when `returnTo` could take the
 * browser to another site. Refuses `//host`, `/\host`, their mixes, and anything a browser would
 * strip (tabs, newlines) or reinterpret on its way to becoming `//host`; the answer is the path,
 * query and fragment as the browser itself resolves them on `origin`.
 */
export function siteReturnPath(returnTo: string | undefined, origin: string): string | undefined {
  if (!returnTo || !returnTo.startsWith('/')) return undefined;
  // Backslashes are slashes to a browser; control characters and spaces are stripped or suspect.
  if ([...returnTo].some((char) => char === '\\' || char <= ' ' || char === '\u007f')) {
    return undefined;
  }
  if (/^\/(?:\/|%2f|%5c)/i.test(returnTo)) return undefined;
  let url: URL;
  try {
    url = new URL(returnTo, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path the browser resolved to `//…` (e.g. from `/.//host`) would read as a host once more.
  return path.startsWith('//') ? undefined : path;
}
