import { describe, expect, it } from 'vitest';
import type { SourceDocument } from '../../src/build/content-source';
import { buildSiteModel, excerpt, resolveDocumentLinks } from '../../src/build/site-model';
import { robotsTxt, sitemapXml } from '../../src/build/sitemap';

const base = {
  tags: [] as string[],
  first_publication_date: '2025-03-01T10:00:00+0000',
  last_publication_date: '2025-03-02T10:00:00+0000',
  alternate_languages: [] as SourceDocument['alternate_languages'],
};
const rich = (text: string) => [{ type: 'heading1', text, spans: [] }];
const link = (id: string, type: string, uid: string) => ({
  link_type: 'Document',
  id,
  type,
  uid,
  isBroken: false,
});

const documents: SourceDocument[] = [
  {
    ...base,
    id: 'news',
    uid: 'frettir',
    type: 'article_list',
    lang: 'is',
    alternate_languages: [{ id: 'news-en', uid: 'news', type: 'article_list', lang: 'en-gb' }],
    data: { title: rich('Fréttir') },
  },
  {
    ...base,
    id: 'news-en',
    uid: 'news',
    type: 'article_list',
    lang: 'en-gb',
    alternate_languages: [{ id: 'news', uid: 'frettir', type: 'article_list', lang: 'is' }],
    data: { title: rich('News') },
  },
  {
    ...base,
    id: 'a1',
    uid: 'eldri',
    type: 'article',
    lang: 'is',
    data: {
      title: rich('Eldri frétt'),
      date: '2025-01-01',
      parent: link('news', 'article_list', 'frettir'),
    },
  },
  {
    ...base,
    id: 'a2',
    uid: 'nyrri',
    type: 'article',
    lang: 'is',
    data: {
      title: rich('Nýrri frétt'),
      lead: 'Stutt',
      date: '2026-01-01',
      parent: link('news', 'article_list', 'frettir'),
      body: [
        {
          type: 'paragraph',
          text: 'Sjá eldri',
          spans: [{ start: 4, end: 9, type: 'hyperlink', data: link('a1', 'article', 'eldri') }],
        },
      ],
    },
  },
  {
    ...base,
    id: 'draft',
    uid: 'drog',
    type: 'article',
    lang: 'is',
    tags: ['draft'],
    data: { title: rich('Drög'), parent: link('news', 'article_list', 'frettir') },
  },
  {
    ...base,
    id: 'nav',
    uid: 'valmynd',
    type: 'navigation',
    lang: 'is',
    data: {
      top_items: [{ key: 'um', title: 'Um', link: link('news', 'article_list', 'frettir') }],
      body: [],
    },
  },
  {
    ...base,
    id: 'foot',
    uid: 'fotur',
    type: 'footer',
    lang: 'en-gb',
    data: { phone: '440 2000', email: 'skjol@skjol.is', body: [] },
  },
];

describe('buildSiteModel', () => {
  const model = buildSiteModel(documents);
  const page = (id: string) => model.byId.get(id)!;

  it('makes a page of every routable document and none of layout documents', () => {
    expect(model.pages.map((p) => p.path).sort()).toEqual([
      '/drog/frettir/drog/',
      '/en/news/',
      '/frettir/',
      '/frettir/eldri/',
      '/frettir/nyrri/',
    ]);
    expect(page('draft').isDraft).toBe(true);
  });

  it('resolves document links in data to the path of the document', () => {
    const body = page('a2').data.body as { spans: { data: { url: string } }[] }[];
    expect(body[0]?.spans[0]?.data.url).toBe('/frettir/eldri/');
  });

  it('lists children newest first, leaving drafts out', () => {
    expect(model.children('news').map((child) => child.uid)).toEqual(['nyrri', 'eldri']);
    expect(model.children('news')[0]).toMatchObject({
      title: 'Nýrri frétt',
      lead: 'Stutt',
      date: '2026-01-01',
      path: '/frettir/nyrri/',
    });
  });

  it('gives each page its language versions and its trail of parents', () => {
    expect(model.alternates(page('news'))).toEqual([
      { language: 'is', path: '/frettir/' },
      { language: 'en', path: '/en/news/' },
    ]);
    expect(model.breadcrumbs(page('a1'))).toEqual([{ title: 'Fréttir', path: '/frettir/' }]);
  });

  it('reads each language’s menu and footer, with document links as paths', () => {
    expect(model.layout.is.navigation?.topItems[0]?.href).toBe('/frettir/');
    expect(model.layout.is.footer).toBeNull();
    expect(model.layout.en.footer?.phone).toBe('440 2000');
    expect(model.layout.en.navigation).toBeNull();
  });
});

describe('resolveDocumentLinks', () => {
  it('marks links to documents that are no page as broken, with no address', () => {
    const resolved = resolveDocumentLinks(
      { a: link('gone', 'page', 'x'), b: [{ link_type: 'Web', url: '/y/' }] },
      () => undefined,
    ) as { a: { url: string | null; isBroken: boolean } };
    expect(resolved.a).toMatchObject({ url: null, isBroken: true });
  });
});

describe('excerpt', () => {
  it('cuts long text at a word and leaves short text alone', () => {
    expect(excerpt('stutt')).toBe('stutt');
    const cut = excerpt('orð '.repeat(100), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('sitemap and robots', () => {
  it('lists each page with its language versions as absolute addresses', () => {
    const xml = sitemapXml('https://skjol.is/', [
      {
        path: '/frettir/',
        lastmod: '2025-03-02T10:00:00+0000',
        alternates: [
          { language: 'is', path: '/frettir/' },
          { language: 'en', path: '/en/news/' },
        ],
      },
    ]);
    expect(xml).toContain('<loc>https://skjol.is/frettir/</loc>');
    expect(xml).toContain('<lastmod>2025-03-02</lastmod>');
    expect(xml).toContain('hreflang="en" href="https://skjol.is/en/news/"');
  });

  it('keeps search engines out of the portal, the API, previews and drafts', () => {
    const robots = robotsTxt('https://skjol.is');
    for (const path of ['/vidskipti/', '/api/', '/preview/', '/drog/']) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain('Sitemap: https://skjol.is/sitemap.xml');
  });
});
