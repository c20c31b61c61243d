import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getI18n,
  languageFromPath,
  localizedPath,
  resetMissingKeyWarnings,
  resolveLanguage,
  toLanguageCode,
} from '../../src/lib/i18n';

describe('i18n', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetMissingKeyWarnings();
  });

  it('translates group|key in both languages, with default as the default group', () => {
    expect(getI18n('is').t('layout|skipToContent')).toBe('Fara beint í efni');
    expect(getI18n('en').t('layout|skipToContent')).toBe('Skip to main content');
    expect(getI18n('is').t('requiredField')).toBe('Þennan reit þarf að fylla út');
    expect(getI18n('en').t('default|invalidEmail')).toBe('The e-mail address is not valid');
  });

  it('shows a missing key as the key and warns once per key and language', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const is = getI18n('is');
    expect(is.t('layout|noSuchKey')).toBe('layout|noSuchKey');
    expect(is.t('layout|noSuchKey')).toBe('layout|noSuchKey');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('layout|noSuchKey');
    getI18n('en').t('layout|noSuchKey');
    expect(warn).toHaveBeenCalledTimes(2);
    is.t('layout|anotherMissingKey');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('cuts language codes to two characters', () => {
    expect(toLanguageCode('en-GB')).toBe('en');
    expect(toLanguageCode('IS-is')).toBe('is');
    expect(resolveLanguage('en-US')).toEqual({ language: 'en' });
  });

  it('sends an unavailable language to /404', () => {
    expect(resolveLanguage('de')).toEqual({ redirectTo: '/404/' });
    expect(resolveLanguage('')).toEqual({ redirectTo: '/404/' });
  });

  it('takes the language from the path and builds paths in either language', () => {
    expect(languageFromPath('/en/')).toBe('en');
    expect(languageFromPath('/en')).toBe('en');
    expect(languageFromPath('/english/')).toBe('is');
    expect(languageFromPath('/vidskipti/')).toBe('is');
    expect(localizedPath('/fa-verd/', 'en')).toBe('/en/fa-verd/');
    expect(localizedPath('/fa-verd/', 'is')).toBe('/fa-verd/');
  });
});

describe('per-language texts', () => {
  it('loads a language once, also into an instance made before its texts arrived', async () => {
    vi.resetModules(); // a registry that has nothing yet, as in a browser before the app starts
    const fresh = await import('../../src/lib/i18n/create-i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const english = fresh.getI18n('en');
    expect(fresh.isLanguageLoaded('en')).toBe(false);
    expect(english.t('layout|skipToContent')).toBe('layout|skipToContent');

    await fresh.loadLanguage('en');
    expect(fresh.isLanguageLoaded('en')).toBe(true);
    expect(fresh.isLanguageLoaded('is')).toBe(false);
    expect(english.t('layout|skipToContent')).toBe('Skip to main content');
    warn.mockRestore();
  });
});
