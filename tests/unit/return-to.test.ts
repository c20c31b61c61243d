import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginRequiredLink, siteReturnPath } from '../../src/lib/routing/login-links';

const ORIGIN = 'https://skjol.is';
const EVIL = 'evil.example';

/** Every spelling we know of that a browser could turn into a visit to another host. */
const HOSTILE = [
  `//${EVIL}`,
  `//${EVIL}/vidskipti/`,
  `///${EVIL}`,
  `/\\${EVIL}`,
  `/\\\\${EVIL}`,
  `\\\\${EVIL}`,
  `\\/${EVIL}`,
  `/\\/${EVIL}`,
  `//\\${EVIL}`,
  `/.//${EVIL}`,
  `/./\\${EVIL}`,
  `/%2F${EVIL}`,
  `/%2F%2F${EVIL}`,
  `/%2f%2f${EVIL}`,
  `/%2f/${EVIL}`,
  `/%5C${EVIL}`,
  `/%5c%5c${EVIL}`,
  `/%5C/${EVIL}`,
  `/\t/${EVIL}`,
  `/\n/${EVIL}`,
  `/\r\n/${EVIL}`,
  `/\u0000/${EVIL}`,
  ` //${EVIL}`,
  `/ /${EVIL}`,
  `\t//${EVIL}`,
  `https://${EVIL}/`,
  `http:${EVIL}`,
  `https:/\\${EVIL}`,
  `javascript:alert(1)`,
  `data:text/html,hi`,
  `${EVIL}`,
  '',
];

describe('where the portal goes after sign-in (siteReturnPath)', () => {
  it.each(HOSTILE)('refuses %j', (returnTo) => {
    expect(siteReturnPath(returnTo, ORIGIN)).toBeUndefined();
  });

  it('refuses undefined (no returnTo in the state)', () => {
    expect(siteReturnPath(undefined, ORIGIN)).toBeUndefined();
  });

  it('keeps in-site paths with their query and fragment', () => {
    expect(siteReturnPath('/vidskipti/', ORIGIN)).toBe('/vidskipti/');
    expect(siteReturnPath('/en/vidskipti/tjon/?id=5#top', ORIGIN)).toBe(
      '/en/vidskipti/tjon/?id=5#top',
    );
    expect(siteReturnPath('/vidskipti/../vidskipti/stillingar/', ORIGIN)).toBe(
      '/vidskipti/stillingar/',
    );
    expect(siteReturnPath('/fr%C3%A9ttir/', ORIGIN)).toBe('/fr%C3%A9ttir/');
  });

  it('never answers with anything that leaves the origin, for any string', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '/',
            '\\',
            '.',
            '%',
            '2',
            'f',
            'F',
            '5',
            'c',
            'e',
            ':',
            '@',
            '\t',
            'a',
          ),
        }),
        (tail) => {
          const answer = siteReturnPath(`/${tail}`, ORIGIN);
          if (answer === undefined) return;
          expect(answer.startsWith('/')).toBe(true);
          expect(answer.startsWith('//')).toBe(false);
          expect(new URL(answer, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('lets only listed login-required links leave the site, by the browser parser', () => {
    const config = { providerDomain: 'skjol.is', links: ['https://tjon.skjol.is/'] };
    expect(isLoginRequiredLink('https://tjon.skjol.is/mal/1', config)).toBe(true);
    for (const hostile of [
      `//${EVIL}/`,
      `https://${EVIL}\\@tjon.skjol.is/`,
      `https://tjon.skjol.is.${EVIL}/`,
      `https://${EVIL}/https://tjon.skjol.is/`,
      `/\\${EVIL}`,
    ]) {
      expect(isLoginRequiredLink(hostile, config), hostile).toBe(false);
    }
  });
});
