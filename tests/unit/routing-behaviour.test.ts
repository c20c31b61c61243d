import { describe, expect, it } from 'vitest';
import {
  ROUTE_CHANGE_EVENT,
  ensureDataLayer,
  routeChangeEvent,
} from '../../src/lib/routing/analytics';
import { announcementText } from '../../src/lib/routing/announcer';
import { isHeadless, prefetchAllowed, serviceWorkerAllowed } from '../../src/lib/routing/runtime';
import {
  CLOSE_MODAL_STATE,
  isModalState,
  modalReturnPath,
  modalState,
  shouldResetScroll,
} from '../../src/lib/routing/scroll';
import { REDACTED_EMAIL } from '../../src/domain/redact';

describe('scroll on navigation', () => {
  it('resets on an ordinary navigation in either language', () => {
    expect(shouldResetScroll({ pathname: '/frettir/' })).toBe(true);
    expect(shouldResetScroll({ pathname: '/en/news/', state: null })).toBe(true);
    expect(shouldResetScroll({ pathname: '/jolakulan/' })).toBe(true);
  });

  it('keeps the position under /jolakula, in both languages', () => {
    expect(shouldResetScroll({ pathname: '/jolakula/' })).toBe(false);
    expect(shouldResetScroll({ pathname: '/jolakula/12/' })).toBe(false);
    expect(shouldResetScroll({ pathname: '/en/jolakula/3/' })).toBe(false);
  });

  it('keeps the position when the state carries a modal or no-scroll flag', () => {
    expect(shouldResetScroll({ pathname: '/frettir/', state: { modal: true } })).toBe(false);
    expect(shouldResetScroll({ pathname: '/frettir/', state: CLOSE_MODAL_STATE })).toBe(false);
    expect(shouldResetScroll({ pathname: '/frettir/', state: { modal: false } })).toBe(true);
  });
});

describe('modal pages', () => {
  it('open with a modal state naming the page underneath', () => {
    const state = modalState('/um-skjol/stjorn/');
    expect(isModalState(state)).toBe(true);
    expect(isModalState({})).toBe(false);
    expect(isModalState(null)).toBe(false);
    expect(isModalState('modal')).toBe(false);
  });

  it('close to the previous page, or to the fallback when there is none', () => {
    expect(modalReturnPath(modalState('/um-skjol/stjorn/'), '/um-skjol/stjorn/anna/')).toBe(
      '/um-skjol/stjorn/',
    );
    expect(modalReturnPath(null, '/jolakula/3/')).toBe('/');
    expect(modalReturnPath({ modal: true }, '/en/jolakula/3/', '/en/')).toBe('/en/');
    // Never back to itself, never off the site.
    expect(modalReturnPath(modalState('/jolakula/3'), '/jolakula/3/')).toBe('/');
    expect(modalReturnPath(modalState('//evil.example/'), '/jolakula/3/')).toBe('/');
    expect(modalReturnPath(modalState('https://evil.example/'), '/x/')).toBe('/');
  });
});

describe('announcement', () => {
  it('names the first heading, else the title, else the path', () => {
    expect(
      announcementText('Fór á', { heading: '  Bíla\n  trygging ', title: 'T', pathname: '/' }),
    ).toBe('Fór á Bíla trygging');
    expect(
      announcementText('Navigated to', { heading: '', title: 'News — Skjól', pathname: '/' }),
    ).toBe('Navigated to News — Skjól');
    expect(
      announcementText('Navigated to', { heading: null, title: ' ', pathname: '/en/x/' }),
    ).toBe('Navigated to /en/x/');
  });
});

describe('data layer', () => {
  it('describes the route change and redacts anything that looks like an e-mail address', () => {
    const event = routeChangeEvent({
      location: { pathname: '/leit/', search: '?netfang=anna%40skjol.is&x=1' },
      previousLocation: { pathname: '/anna@skjol.is/', search: '' },
      title: 'Leit — anna@skjol.is',
      language: 'is',
    });
    expect(event.event).toBe(ROUTE_CHANGE_EVENT);
    expect(event.page.path).toBe(`/leit/?netfang=${REDACTED_EMAIL}&x=1`);
    expect(event.page.title).toBe(`Leit — ${REDACTED_EMAIL}`);
    expect(event.page.previousPath).toBe(`/${REDACTED_EMAIL}/`);
    expect(JSON.stringify(event)).not.toMatch(/skjol\.is/);
  });

  it('has no previous path on the first page', () => {
    const event = routeChangeEvent({
      location: { pathname: '/', search: '' },
      title: 'Skjól',
      language: 'is',
    });
    expect(event.page.previousPath).toBeNull();
  });

  it('creates window.dataLayer when absent and keeps one that exists', () => {
    const target: { dataLayer?: unknown } = {};
    ensureDataLayer(target).push({ a: 1 });
    expect(target.dataLayer).toEqual([{ a: 1 }]);
    const existing = [{ gtm: 'start' }];
    const withExisting: { dataLayer?: unknown } = { dataLayer: existing };
    expect(ensureDataLayer(withExisting)).toBe(existing);
  });
});

describe('browser conditions', () => {
  it('prefetches except on 2g and with save-data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('registers the service worker only over HTTPS or on localhost', () => {
    expect(serviceWorkerAllowed({ protocol: 'https:', hostname: 'skjol.is' })).toBe(true);
    expect(serviceWorkerAllowed({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(serviceWorkerAllowed({ protocol: 'http:', hostname: 'skjol.is' })).toBe(false);
    expect(serviceWorkerAllowed({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(false);
  });

  it('turns headless mode on for headless=true in any letter case only', () => {
    expect(isHeadless('?headless=true')).toBe(true);
    expect(isHeadless('?a=1&headless=TRUE')).toBe(true);
    expect(isHeadless('?headless=True')).toBe(true);
    expect(isHeadless('?headless=false')).toBe(false);
    expect(isHeadless('?headless=1')).toBe(false);
    expect(isHeadless('?Headless=true')).toBe(false);
    expect(isHeadless('')).toBe(false);
  });
});
