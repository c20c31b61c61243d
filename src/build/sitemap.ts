import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AlternatePage } from '../features/public/layout/seo-head';

/** What create-pages records for the sitemap; read back after the build. */
export const SITEMAP_ENTRIES_FILE = path.resolve('.cache', 'skjol-sitemap.json');

export type SitemapEntry = { path: string; alternates: AlternatePage[]; lastmod: string | null };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

function absolute(siteUrl: string, pagePath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${pagePath}`;
}

/** sitemap.xml with each page's language versions (xhtml:link hreflang). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) => {
      const links = entry.alternates
        .map(
          (version) =>
            `    <xhtml:link rel="alternate" hreflang="${version.language}" href="${escapeXml(absolute(siteUrl, version.path))}"/>`,
        )
        .join('\n');
      const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : '';
      return `  <url>\n    <loc>${escapeXml(absolute(siteUrl, entry.path))}</loc>${lastmod}${links ? `\n${links}` : ''}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths search engines are asked to leave alone: the portal, the API, previews and drafts. */
export const DISALLOWED_PATHS = [
  '/vidskipti/',
  '/portal/',
  '/en/vidskipti/',
  '/api/',
  '/cms/',
  '/preview/',
  '/en/preview/',
  '/drog/',
  '/en/drog/',
  '/dev/',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((disallowed) => `Disallow: ${disallowed}`),
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Writes sitemap.xml and robots.txt into the built site. */
export function writeSitemapAndRobots(publicDir: string, siteUrl: string): number {
  let entries: SitemapEntry[] = [];
  try {
    entries = JSON.parse(readFileSync(SITEMAP_ENTRIES_FILE, 'utf8')) as SitemapEntry[];
  } catch {
    entries = [];
  }
  writeFileSync(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, entries));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  return entries.length;
}
