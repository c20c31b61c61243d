import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const PAGE_DATA = path.join(root, 'public', 'page-data');

/**
 * One address per page component of the build (per component and language with `perLanguage`), read from its page data, so a new template is
 * covered the day it gets a page. Client-only routes (the portal, the certificate check) have
 * their own tests below or elsewhere; the error pages are visited at their own addresses.
 */
export function onePagePerComponent(
  options: { perLanguage?: boolean } = {},
): { component: string; path: string }[] {
  if (!existsSync(PAGE_DATA)) throw new Error('needs a built site: run npm run build first');
  const byComponent = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(readFileSync(full, 'utf8')) as {
          componentChunkName: string;
          path: string;
          matchPath?: string;
        };
        if (data.matchPath || data.path.includes('[')) continue;
        const key =
          options.perLanguage && data.path.startsWith('/en/')
            ? `${data.componentChunkName} en`
            : data.componentChunkName;
        const known = byComponent.get(key);
        // The shortest address is the most ordinary page of its kind.
        if (known === undefined || data.path.length < known.length) byComponent.set(key, data.path);
      }
    }
  };
  visit(PAGE_DATA);
  return [...byComponent]
    .map(([component, pagePath]) => ({
      component: component.replace(/^component---/, ''),
      path: pagePath.replace(/^\/(404|500)\.html$/, '/$1/'),
    }))
    .sort((a, b) => a.component.localeCompare(b.component));
}
