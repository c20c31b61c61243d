import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_PROTOCOLS,
  NEW_TAB_PATHS,
  OUTSIDE_PORTAL_PATHS,
  PORTAL_PATH_PREFIXES,
  classifyLink,
  type ClassifiedLink,
  type LinkPolicyOptions,
} from '../../src/lib/routing/link-policy';

const SITE = 'https://skjol.is';
const PUBLIC: LinkPolicyOptions = { currentOrigin: SITE, inPortal: false };
const PORTAL: LinkPolicyOptions = { currentOrigin: SITE, inPortal: true };

describe('classifyLink', () => {
  it('exports the allowed protocols and the outside-portal, new-tab and portal path lists', () => {
    expect(ALLOWED_PROTOCOLS).toEqual(['http:', 'https:', 'mailto:', 'tel:']);
    expect(OUTSIDE_PORTAL_PATHS).toEqual([
      '/tilbod',
      '/tjonstilkynningar',
      '/tryggja',
      '/lifogsjukdomatryggingar',
    ]);
    expect(NEW_TAB_PATHS).toEqual(['/fa-tilbod']);
    expect(PORTAL_PATH_PREFIXES).toEqual(['/vidskipti', '/portal']);
  });

  it.each<[string, LinkPolicyOptions, ClassifiedLink]>([
    // In-app paths
    ['/', PUBLIC, { kind: 'internal', to: '/' }],
    ['/frettir/', PUBLIC, { kind: 'internal', to: '/frettir/' }],
    ['/vidskipti/tryggingar/', PUBLIC, { kind: 'internal', to: '/vidskipti/tryggingar/' }],
    ['/en/let-us-know/?a=1#b', PUBLIC, { kind: 'internal', to: '/en/let-us-know/?a=1#b' }],
    ['  /frettir/  ', PUBLIC, { kind: 'internal', to: '/frettir/' }],
    // Same-origin absolute URLs are in-app paths
    ['https://skjol.is/frettir/?s=2#x', PUBLIC, { kind: 'internal', to: '/frettir/?s=2#x' }],
    ['HTTPS://SKJOL.IS/frettir/', PUBLIC, { kind: 'internal', to: '/frettir/' }],
    ['https://skjol.is:443/frettir/', PUBLIC, { kind: 'internal', to: '/frettir/' }],
    ['https://skjol.is/tryggja/', PUBLIC, { kind: 'page', href: '/tryggja/', newTab: false }],
    // Outside the portal app: plain anchors, full page load
    ['/tilbod', PUBLIC, { kind: 'page', href: '/tilbod', newTab: false }],
    ['/tilbod/', PUBLIC, { kind: 'page', href: '/tilbod/', newTab: false }],
    ['/tjonstilkynningar/', PUBLIC, { kind: 'page', href: '/tjonstilkynningar/', newTab: false }],
    ['/tryggja/bill?x=1', PUBLIC, { kind: 'page', href: '/tryggja/bill?x=1', newTab: false }],
    [
      '/lifogsjukdomatryggingar/',
      PUBLIC,
      { kind: 'page', href: '/lifogsjukdomatryggingar/', newTab: false },
    ],
    ['/Tryggja/', PUBLIC, { kind: 'page', href: '/Tryggja/', newTab: false }],
    ['/en/tryggja/', PUBLIC, { kind: 'page', href: '/en/tryggja/', newTab: false }],
    [
      '/vidskipti/../tryggja/',
      PUBLIC,
      { kind: 'page', href: '/vidskipti/../tryggja/', newTab: false },
    ],
    ['/tilbod', PORTAL, { kind: 'page', href: '/tilbod', newTab: false }],
    // Prefixes match whole segments only
    ['/tilbodin', PUBLIC, { kind: 'internal', to: '/tilbodin' }],
    ['/tryggjandi/', PUBLIC, { kind: 'internal', to: '/tryggjandi/' }],
    // /fa-tilbod/ opens in a new tab, in and out of the portal
    ['/fa-tilbod/', PUBLIC, { kind: 'page', href: '/fa-tilbod/', newTab: true }],
    ['/fa-tilbod', PORTAL, { kind: 'page', href: '/fa-tilbod', newTab: true }],
    ['https://skjol.is/fa-tilbod/', PUBLIC, { kind: 'page', href: '/fa-tilbod/', newTab: true }],
    // Inside the portal, same-origin non-portal paths open in the same window
    ['/vidskipti/tjonayfirlit/', PORTAL, { kind: 'internal', to: '/vidskipti/tjonayfirlit/' }],
    ['/vidskipti', PORTAL, { kind: 'internal', to: '/vidskipti' }],
    ['/portal/stillingar/', PORTAL, { kind: 'internal', to: '/portal/stillingar/' }],
    ['/frettir/', PORTAL, { kind: 'page', href: '/frettir/', newTab: false }],
    ['/', PORTAL, { kind: 'page', href: '/', newTab: false }],
    ['/vidskiptavinir/', PORTAL, { kind: 'page', href: '/vidskiptavinir/', newTab: false }],
    ['https://skjol.is/um-okkur/', PORTAL, { kind: 'page', href: '/um-okkur/', newTab: false }],
    // Files keep their address exactly: never the router, which would add a trailing slash
    [
      '/skjol/fjarhagsdagatal-skjol-2027.ics',
      PUBLIC,
      { kind: 'page', href: '/skjol/fjarhagsdagatal-skjol-2027.ics', newTab: false },
    ],
    [
      '/skjol/arsreikningur.PDF?v=2',
      PUBLIC,
      { kind: 'page', href: '/skjol/arsreikningur.PDF?v=2', newTab: false },
    ],
    ['/en/skjol/a.pdf#p=2', PORTAL, { kind: 'page', href: '/en/skjol/a.pdf#p=2', newTab: false }],
    [
      'https://skjol.is/skjol/fjarhagsdagatal-skjol-2027.ics',
      PUBLIC,
      { kind: 'page', href: '/skjol/fjarhagsdagatal-skjol-2027.ics', newTab: false },
    ],
    [
      '/cdn/documents/skjol-2019.pdf',
      PUBLIC,
      { kind: 'page', href: '/cdn/documents/skjol-2019.pdf', newTab: false },
    ],
    // A dot inside a folder's name does not make it a file
    ['/frettir/v1.2/', PUBLIC, { kind: 'internal', to: '/frettir/v1.2/' }],
    // Relative links: plain anchors
    ['foo/bar', PUBLIC, { kind: 'page', href: 'foo/bar', newTab: false }],
    ['./foo', PUBLIC, { kind: 'page', href: './foo', newTab: false }],
    ['../foo', PORTAL, { kind: 'page', href: '../foo', newTab: false }],
    ['?page=2', PUBLIC, { kind: 'page', href: '?page=2', newTab: false }],
    ['#efni', PUBLIC, { kind: 'page', href: '#efni', newTab: false }],
    // External http(s): new tab
    ['https://island.is/', PUBLIC, { kind: 'external', href: 'https://island.is/' }],
    ['http://example.com', PUBLIC, { kind: 'external', href: 'http://example.com/' }],
    ['HTTPS://Example.com/A', PORTAL, { kind: 'external', href: 'https://example.com/A' }],
    ['http://skjol.is/', PUBLIC, { kind: 'external', href: 'http://skjol.is/' }],
    [
      'https://skjol.is.evil.com/',
      PUBLIC,
      { kind: 'external', href: 'https://skjol.is.evil.com/' },
    ],
    [
      'https://skjol.is@evil.com/',
      PUBLIC,
      { kind: 'external', href: 'https://skjol.is@evil.com/' },
    ],
    // Without a known origin, absolute URLs are external
    [
      'https://skjol.is/frettir/',
      { inPortal: false },
      { kind: 'external', href: 'https://skjol.is/frettir/' },
    ],
    // mailto: and tel:
    [
      'mailto:skjol@skjol.is',
      PUBLIC,
      { kind: 'contact', href: 'mailto:skjol@skjol.is', protocol: 'mailto:' },
    ],
    [
      'MAILTO:skjol@skjol.is',
      PUBLIC,
      { kind: 'contact', href: 'MAILTO:skjol@skjol.is', protocol: 'mailto:' },
    ],
    ['tel:+3544402000', PORTAL, { kind: 'contact', href: 'tel:+3544402000', protocol: 'tel:' }],
    [' tel:4402000 ', PUBLIC, { kind: 'contact', href: 'tel:4402000', protocol: 'tel:' }],
    // Everything else is void
    ['javascript:alert(1)', PUBLIC, { kind: 'void' }],
    ['JAVASCRIPT:alert(1)', PUBLIC, { kind: 'void' }],
    ['JaVaScRiPt:alert(1)', PORTAL, { kind: 'void' }],
    ['  javascript:alert(1)', PUBLIC, { kind: 'void' }],
    ['\u0000\u001fjavascript:alert(1)', PUBLIC, { kind: 'void' }],
    ['\u00a0javascript:alert(1)', PUBLIC, { kind: 'void' }],
    ['java\tscript:alert(1)', PUBLIC, { kind: 'void' }],
    ['java\nscript:alert(1)', PUBLIC, { kind: 'void' }],
    ['data:text/html;base64,PHNjcmlwdD4=', PUBLIC, { kind: 'void' }],
    ['vbscript:msgbox(1)', PUBLIC, { kind: 'void' }],
    ['file:///etc/passwd', PUBLIC, { kind: 'void' }],
    ['ftp://example.com/', PUBLIC, { kind: 'void' }],
    ['blob:https://skjol.is/1', PUBLIC, { kind: 'void' }],
    ['//evil.com', PUBLIC, { kind: 'void' }],
    ['//evil.com/vidskipti/', PORTAL, { kind: 'void' }],
    ['/\\evil.com', PUBLIC, { kind: 'void' }],
    ['\\\\evil.com', PUBLIC, { kind: 'void' }],
    ['\\evil', PUBLIC, { kind: 'void' }],
    [' //evil.com', PUBLIC, { kind: 'void' }],
    ['http://', PUBLIC, { kind: 'void' }],
    ['https://[nope', PUBLIC, { kind: 'void' }],
    ['', PUBLIC, { kind: 'void' }],
    ['   ', PUBLIC, { kind: 'void' }],
  ])('classifies %j (%o) as %o', (href, options, expected) => {
    expect(classifyLink(href, options)).toEqual(expected);
  });

  it('ignores an origin option it cannot parse', () => {
    expect(
      classifyLink('https://skjol.is/', { currentOrigin: 'not a url', inPortal: false }),
    ).toEqual({ kind: 'external', href: 'https://skjol.is/' });
  });

  it('never lets a refused scheme through, whatever the input', () => {
    const schemes = fc.constantFrom(
      'javascript',
      'JavaScript',
      'data',
      'vbscript',
      'file',
      'http',
      'https',
      'mailto',
      'tel',
      'x',
    );
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f', '/', '\\', '//');
    fc.assert(
      fc.property(noise, schemes, noise, fc.string(), (before, scheme, inside, rest) => {
        const raw = `${before}${scheme.slice(0, 2)}${inside}${scheme.slice(2)}:${rest}`;
        const result = classifyLink(raw, PUBLIC);
        const address =
          result.kind === 'void' ? undefined : result.kind === 'internal' ? result.to : result.href;
        if (address === undefined) return;
        // What a browser would make of the address we hand it.
        const resolved = new URL(address, `${SITE}/somewhere/`);
        expect(ALLOWED_PROTOCOLS).toContain(resolved.protocol);
        if (result.kind !== 'external' && result.kind !== 'contact') {
          expect(resolved.origin).toBe(SITE);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never classifies an arbitrary string to an address another origin would get without a new tab', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, inPortal) => {
        const result = classifyLink(raw, { currentOrigin: SITE, inPortal });
        if (result.kind === 'internal' || result.kind === 'page') {
          const address = result.kind === 'internal' ? result.to : result.href;
          expect(new URL(address, `${SITE}/a/b`).origin).toBe(SITE);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('login-required links', () => {
  const LOGIN_LINKS = {
    providerDomain: 'skjol.is',
    links: ['https://gagnagatt.skjol.is/', 'https://www.skjol.is/minar/', 'https://island.is/'],
  };
  const options: LinkPolicyOptions = { ...PUBLIC, loginLinks: LOGIN_LINKS };

  it.each<[string, ClassifiedLink]>([
    ['https://gagnagatt.skjol.is/', { kind: 'requiresLogin', href: 'https://gagnagatt.skjol.is/' }],
    [
      'https://gagnagatt.skjol.is/en/reports?y=2026',
      { kind: 'requiresLogin', href: 'https://gagnagatt.skjol.is/en/reports?y=2026' },
    ],
    [
      'https://www.skjol.is/minar/tjon',
      { kind: 'requiresLogin', href: 'https://www.skjol.is/minar/tjon' },
    ],
    // On the list's host but outside its path
    ['https://www.skjol.is/annad/', { kind: 'external', href: 'https://www.skjol.is/annad/' }],
    // Another scheme or port is another origin
    ['http://gagnagatt.skjol.is/', { kind: 'external', href: 'http://gagnagatt.skjol.is/' }],
    [
      'https://gagnagatt.skjol.is:8443/',
      { kind: 'external', href: 'https://gagnagatt.skjol.is:8443/' },
    ],
    // Listed, but not in the company's domain: never a login link
    ['https://island.is/', { kind: 'external', href: 'https://island.is/' }],
    // Look-alike hosts
    [
      'https://gagnagatt.skjol.is.evil.example/',
      {
        kind: 'external',
        href: 'https://gagnagatt.skjol.is.evil.example/',
      },
    ],
    ['https://evilskjol.is/', { kind: 'external', href: 'https://evilskjol.is/' }],
  ])('%s → %o', (href, expected) => {
    expect(classifyLink(href, options)).toEqual(expected);
  });

  it('uses the build configuration by default: the demo company apps', () => {
    expect(classifyLink('https://gagnagatt.skjol.is/', PUBLIC).kind).toBe('requiresLogin');
    expect(classifyLink('https://tjon.skjol.is/tilkynna/', PUBLIC).kind).toBe('requiresLogin');
    expect(classifyLink('https://vefvarp.skjol.is/', PUBLIC).kind).toBe('external');
  });
});
