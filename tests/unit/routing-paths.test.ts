import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findRoute,
  isActivePath,
  matchPattern,
  renderedPathRedirect,
  type KnownRoute,
} from '../../src/lib/routing/match';
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

describe('route matching', () => {
  const routes: KnownRoute[] = [
    { path: '/frettir/' },
    { path: '/jolakula/[day]/', matchPath: '/jolakula/:day' },
    { path: '/vidskipti/', matchPath: '/vidskipti/*' },
  ];

  it('finds an exact path whatever its trailing slash', () => {
    expect(findRoute(routes, '/frettir')).toEqual({ path: '/frettir/', params: {} });
    expect(findRoute(routes, '/frettir/index.html')).toEqual({ path: '/frettir/', params: {} });
  });

  it('yields the original path and the parameters of a match pattern', () => {
    expect(findRoute(routes, '/jolakula/12/')).toEqual({
      path: '/jolakula/[day]/',
      params: { day: '12' },
    });
    expect(findRoute(routes, '/vidskipti/stillingar/almennt')).toEqual({
      path: '/vidskipti/',
      params: { '*': 'stillingar/almennt' },
    });
  });

  it('answers null when nothing matches', () => {
    expect(findRoute(routes, '/jolakula/12/extra')).toBeNull();
    expect(findRoute(routes, '/nothing')).toBeNull();
  });

  it('decodes captured values and compares literals without regard to case', () => {
    expect(matchPattern('/leit/:q', '/LEIT/b%C3%ADll')).toEqual({ q: 'bíll' });
    expect(matchPattern('/a/:b', '/a')).toBeNull();
  });

  it('marks navigation items active by their list of active paths', () => {
    const active = ['/vidskipti', '/vidskipti/tryggingar/*'];
    expect(isActivePath('/vidskipti/', active)).toBe(true);
    expect(isActivePath('/vidskipti/tryggingar/123', active)).toBe(true);
    expect(isActivePath('/vidskipti/tjonayfirlit/', active)).toBe(false);
  });
});

describe('renderedPathRedirect', () => {
  const location = { pathname: '/Frettir/', search: '?a=1', hash: '#b' };

  it('goes to the rendered path keeping query and hash when no pattern matches', () => {
    expect(renderedPathRedirect('/frettir/', location)).toBe('/frettir/?a=1#b');
  });

  it('stays when the paths agree, a match pattern applies, or the page is 404/500', () => {
    expect(renderedPathRedirect('/Frettir/', location)).toBeNull();
    expect(
      renderedPathRedirect('/jolakula/[day]/', { pathname: '/jolakula/4/', search: '', hash: '' }, [
        { path: '/jolakula/[day]/', matchPath: '/jolakula/:day' },
      ]),
    ).toBeNull();
    expect(renderedPathRedirect('/404.html', location)).toBeNull();
    expect(renderedPathRedirect('/404/', location)).toBeNull();
    expect(renderedPathRedirect('/500/', location)).toBeNull();
  });
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
