import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Redirect = { from: string; to: string };

const withSlash = (value: string) => (value.endsWith('/') ? value : `${value}/`);

/**
 * A target of the table must be a path on this site: one leading slash, no backslash, nothing a
 * browser strips (tabs, newlines) that could turn it into `//other.site`.
 */
function isSitePath(value: string): boolean {
  const base = 'http://site.invalid';
  return (
    /^\/(?![/\\])/.test(value) &&
    ![...value].some((char) => char === '\\' || char <= ' ' || char === '\u007f') &&
    new URL(value, base).origin === base
  );
}

/**
 * redirects/site.json, applied by the server too: a full load of an old address gets a 301 at
 * once instead of the 404 page flashing before the browser-side table takes over.
 */
export function loadSiteRedirects(
  file = path.resolve(__dirname, '..', '..', 'redirects', 'site.json'),
) {
  const table = new Map<string, string>();
  if (existsSync(file)) {
    for (const { from, to } of JSON.parse(readFileSync(file, 'utf8')) as Redirect[]) {
      if (!isSitePath(to))
        throw new Error(`${file}: redirect target ${to} is not a path on this site`);
      table.set(withSlash(from), to);
    }
  }
  return (rawPath: string): string | undefined => table.get(withSlash(rawPath));
}
