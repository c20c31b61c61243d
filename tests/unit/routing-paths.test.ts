import fc from 'fast-check';
import { portalPath } from '../../src/features/portal/portal-routes';
import { paths } from '../../src/lib/routing/paths';
import { describe, expect, it } from 'vitest';
import {
  isUnderPath,
  languagePrefixRedirect,
  normalizePath,
  withoutLanguagePrefix,
} from '../../src/lib/routing/normalize';
import {
  RedirectTableError,
  findRedirect,
  fromPathVariants,
  parseRedirectTable,
} from '../../src/lib/routing/redirects';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/frettir/', '/frettir'],
    ['/frettir', '/frettir'],
    ['/frettir/index.html', '/frettir'],
    ['/en/news/item/?q=1#top', '/en/news/item'],
    ['/a//', '/a'],
    ['frettir/', '/frettir'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('is idempotent and never leaves a trailing slash except on /', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const once = normalizePath(path);
        expect(normalizePath(once)).toBe(once);
        expect(once === '/' || !once.endsWith('/')).toBe(true);
        expect(once.startsWith('/')).toBe(true);
      }),
    );
  });
});

describe('language prefixes', () => {
  it('strips /en and tells what lies under a path in either language', () => {
    expect(withoutLanguagePrefix('/en/news/')).toBe('/news/');
    expect(withoutLanguagePrefix('/en')).toBe('/');
    expect(withoutLanguagePrefix('/english/')).toBe('/english/');
    expect(isUnderPath('/jolakula/3/', '/jolakula')).toBe(true);
    expect(isUnderPath('/en/jolakula/', '/jolakula')).toBe(true);
    expect(isUnderPath('/jolakulan/', '/jolakula')).toBe(false);
    expect(isUnderPath('/frettir/', '/jolakula')).toBe(false);
  });

  it.each([
    ['/de/vorsorge/', '/404/'],
    ['/fr/', '/404/'],
    ['/pt-BR/x/', '/404/'],
    ['/en-gb/news/', '/en/news/'],
    ['/EN-US/news/', '/en/news/'],
    ['/is/frettir/', '/frettir/'],
  ])('a missing page at %s goes to %s', (path, target) => {
    expect(languagePrefixRedirect(path)).toBe(target);
  });

  it.each(['/en/no-such-page/', '/ekki-til/', '/frettir/x/', '/'])(
    'leaves %s alone (no language prefix to correct)',
    (path) => {
      expect(languagePrefixRedirect(path)).toBeNull();
    },
  );
});

describe('redirect table', () => {
  const table = parseRedirectTable([
    { from: '/tryggja/', to: '/fa-verd/' },
    { from: '/gamalt', to: 'https://example.is/nytt' },
  ]);

  it('finds an entry whatever the trailing slash or letter case', () => {
    expect(findRedirect(table, '/tryggja')?.to).toBe('/fa-verd/');
    expect(findRedirect(table, '/TRYGGJA/')?.to).toBe('/fa-verd/');
    expect(findRedirect(table, '/gamalt/')?.to).toBe('https://example.is/nytt');
    expect(findRedirect(table, '/fa-verd/')).toBeUndefined();
  });

  it('gives Gatsby both spellings of each from-path', () => {
    expect(fromPathVariants('/tryggja/')).toEqual(['/tryggja', '/tryggja/']);
    expect(fromPathVariants('/')).toEqual(['/']);
  });

  it('rejects a malformed table, naming every problem', () => {
    const attempt = () =>
      parseRedirectTable([
        { from: 'no-slash', to: '/a/' },
        { from: '/a', to: 'javascript:alert(1)' },
        { from: '/b', to: '/c/' },
        { from: '/B/', to: '/d/' },
        { from: '/c', to: '/e/' },
      ]);
    expect(attempt).toThrow(RedirectTableError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as RedirectTableError;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/entry 1/);
      expect(problems.join('\n')).toMatch(/entry 2/);
      expect(problems.join('\n')).toMatch(/redirected twice/);
      expect(problems.join('\n')).toMatch(/"\/b" leads to "\/c\/", which is itself redirected/);
    }
    expect(() => parseRedirectTable({})).toThrow(RedirectTableError);
  });
});

describe('the quote’s "Buy now" link', () => {
  it('leads to the portal’s purchase screen with the quote and its key', () => {
    for (const language of ['is', 'en'] as const) {
      const url = new URL(paths.buyQuote(language, 'T-001234', 'a b'), 'http://localhost');
      expect(url.pathname).toBe(portalPath('purchase', language));
      expect(Object.fromEntries(url.searchParams)).toEqual({ tilbod: 'T-001234', lykill: 'a b' });
    }
  });
});
