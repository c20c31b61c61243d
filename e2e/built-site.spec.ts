import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

// What third-party clients (crawlers, link checkers, share previews) read from the built site:
// every page of public/ as the server sends it, every same-origin link on it, its <head> and the
// sitemap. The pages come from the build itself, so a new page is covered the day it is built.

const PUBLIC = path.resolve(__dirname, '..', 'public');

/** Folders of public/ that hold no pages of the site (the dev kit is demo mode only). */
const NOT_PAGES = new Set(['page-data', 'static', '~partytown', 'dev', 'cdn']);

type BuiltPage = { path: string; html: string };

function builtPages(): BuiltPage[] {
  if (!existsSync(path.join(PUBLIC, 'index.html'))) {
    throw new Error('needs a built site: run npm run build first');
  }
  const pages: BuiltPage[] = [];
  const visit = (dir: string, urlPath: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (urlPath === '/' && NOT_PAGES.has(entry.name)) continue;
        visit(path.join(dir, entry.name), `${urlPath}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        pages.push({ path: urlPath, html: readFileSync(path.join(dir, entry.name), 'utf8') });
      }
    }
  };
  visit(PUBLIC, '/');
  return pages;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Each tag named `name` in `html`, with its attributes. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        decode(value!),
      ]),
    ),
  );
}

/** The site's address the build was given, as robots.txt names it. */
function builtSiteUrl(): string {
  const robots = readFileSync(path.join(PUBLIC, 'robots.txt'), 'utf8');
  const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1];
  if (!sitemap) throw new Error('robots.txt names no sitemap');
  return sitemap;
}

const isNoindex = (page: BuiltPage) =>
  tags(page.html, 'meta').some(
    (meta) => meta.name === 'robots' && meta.content?.includes('noindex'),
  );

/** The page's languages as its head lists them (hreflang, x-default left out). */
function headAlternates(page: BuiltPage): Map<string, string> {
  return new Map(
    tags(page.html, 'link')
      .filter((link) => link.rel === 'alternate' && link.hreflang && link.hreflang !== 'x-default')
      .map((link) => [link.hreflang!, link.href!]),
  );
}

type SitemapUrl = { loc: string; alternates: Map<string, string> };

function sitemapUrls(): SitemapUrl[] {
  const xml = readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    alternates: new Map(
      tags(body!, 'xhtml:link').map((link) => [link.hreflang!, link.href!] as const),
    ),
  }));
}

test.describe('the built site, as clients read it', () => {
  const pages = builtPages();

  test('no link on any built page leads to a 404', async ({ request }) => {
    test.setTimeout(300_000);
    const linkedFrom = new Map<string, string>();
    for (const page of pages) {
      for (const anchor of tags(page.html, 'a')) {
        const href = anchor.href;
        if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
        const address = href.replace(/#.*$/, '');
        if (address && !linkedFrom.has(address)) linkedFrom.set(address, page.path);
      }
    }
    expect(linkedFrom.size).toBeGreaterThan(100);
    // The financial calendar's file, linked from three pages, is among them as it is written.
    expect(linkedFrom.has('/skjol/fjarhagsdagatal-skjol-2027.ics')).toBe(true);
    expect(linkedFrom.has('/skjol/fjarhagsdagatal-skjol-2027.ics/')).toBe(false);

    const broken: string[] = [];
    const addresses = [...linkedFrom.keys()];
    const check = async (address: string) => {
      let response = await request.get(address, { maxRedirects: 0 });
      const location = response.headers().location;
      // A redirect within the site is followed once; one to another host is that host's affair.
      if (response.status() >= 300 && response.status() < 400 && location?.startsWith('/')) {
        response = await request.get(location, { maxRedirects: 0 });
      }
      if (response.status() === 404 || response.status() >= 500) {
        broken.push(`${address} (on ${linkedFrom.get(address)}): ${response.status()}`);
      }
    };
    for (let start = 0; start < addresses.length; start += 8) {
      await Promise.all(addresses.slice(start, start + 8).map(check));
    }
    expect(broken).toEqual([]);
  });

  test('every page names itself and its languages by absolute addresses on the site', () => {
    const site = builtSiteUrl();
    const problems: string[] = [];
    for (const page of pages) {
      const canonical = tags(page.html, 'link').filter((link) => link.rel === 'canonical');
      const alternates = tags(page.html, 'link').filter((link) => link.rel === 'alternate');
      const ogUrl = tags(page.html, 'meta').filter((meta) => meta.property === 'og:url');
      if (ogUrl.length !== 1) problems.push(`${page.path}: ${ogUrl.length} og:url`);
      if (!isNoindex(page) && canonical.length !== 1) problems.push(`${page.path}: no canonical`);
      for (const address of [
        ...canonical.map((link) => link.href),
        ...alternates.map((link) => link.href),
        ...ogUrl.map((meta) => meta.content),
      ]) {
        if (!address?.startsWith(`${site}/`)) problems.push(`${page.path}: ${address}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the sitemap lists every indexed page, with the languages its head names', () => {
    const site = builtSiteUrl();
    const listed = new Map(sitemapUrls().map((url) => [url.loc, url.alternates]));
    const built = new Set(pages.map((page) => `${site}${page.path}`));
    for (const loc of listed.keys())
      expect(built.has(loc), `${loc} is not a built page`).toBe(true);

    const problems: string[] = [];
    for (const page of pages.filter((each) => !isNoindex(each))) {
      const loc = `${site}${page.path}`;
      const alternates = listed.get(loc);
      if (!alternates) {
        problems.push(`${page.path} is not listed`);
        continue;
      }
      const head = headAlternates(page);
      if (
        head.size > 1 &&
        JSON.stringify([...alternates].sort()) !== JSON.stringify([...head].sort())
      ) {
        problems.push(
          `${page.path}: sitemap ${JSON.stringify([...alternates])}, head ${JSON.stringify([...head])}`,
        );
      }
    }
    expect(problems).toEqual([]);
    // The offer request is listed with its English page, and that one with it.
    expect(listed.get(`${site}/fa-tilbod/`)?.get('en')).toBe(`${site}/en/request-offer/`);
    expect(listed.get(`${site}/en/request-offer/`)?.get('is')).toBe(`${site}/fa-tilbod/`);
  });
});
