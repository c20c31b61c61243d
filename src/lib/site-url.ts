/**
 * The site's own address, as the build was given it (SITE_URL): gatsby-config hands it on as
 * GATSBY_SITE_URL, which Gatsby writes into the server render and the browser bundle alike, so a
 * page's <head> says the same before and after hydration. Without a trailing slash.
 */
export const SITE_URL = (process.env.GATSBY_SITE_URL || 'http://localhost:8000').replace(
  /\/+$/,
  '',
);

/** `pathOrUrl` as an absolute address on this site; an address that already is one stays. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
