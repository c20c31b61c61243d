import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addTranslationGroups,
  getI18n,
  languageFromPath,
  localizedPath,
  resetMissingKeyWarnings,
  resolveLanguage,
  toLanguageCode,
} from '../../src/lib/i18n';
import { addInvestorTexts } from '../../src/features/public/investor-documents/texts';

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

describe('i18next over the locale files', () => {
  // A group of its own, added the way an area adds its groups when its code loads.
  addTranslationGroups({
    is: {
      trips: {
        held_one: 'Við geymum {{trips}} ferð.',
        held_other: 'Við geymum {{trips}} ferðir.',
        plain: 'Halló {{ name }}, {{name}}!',
        price: '{{amount}} kr.',
        markup: '<b>{{name}}</b>',
      },
    },
    en: {
      trips: {
        held_one: 'We hold {{count}} trip.',
        held_other: 'We hold {{count}} trips.',
        plain: 'Hello {{ name }}, {{name}}!',
        price: 'ISK {{amount}}',
        markup: '<b>{{name}}</b>',
      },
    },
  });

  it('picks the plural form by the language’s rules (Icelandic 21 is singular, English 21 plural)', () => {
    const is = getI18n('is');
    expect(is.t('trips|held', { count: 1, trips: '1' })).toBe('Við geymum 1 ferð.');
    expect(is.t('trips|held', { count: 21, trips: '21' })).toBe('Við geymum 21 ferð.');
    expect(is.t('trips|held', { count: 11, trips: '11' })).toBe('Við geymum 11 ferðir.');
    expect(is.t('trips|held', { count: 0, trips: '0' })).toBe('Við geymum 0 ferðir.');
    const en = getI18n('en');
    expect(en.t('trips|held', { count: 1 })).toBe('We hold 1 trip.');
    expect(en.t('trips|held', { count: 21 })).toBe('We hold 21 trips.');
    expect(en.t('trips|held', { count: 0 })).toBe('We hold 0 trips.');
  });

  it('reads the plurals of the real locale files in both languages', () => {
    addInvestorTexts(); // as the investor pages add their group
    expect(getI18n('is').t('investors|resultCount', { count: 1 })).toBe('1 skjal');
    expect(getI18n('is').t('investors|resultCount', { count: 31 })).toBe('31 skjal');
    expect(getI18n('is').t('investors|resultCount', { count: 2 })).toBe('2 skjöl');
    expect(getI18n('en').t('investors|resultCount', { count: 1 })).toBe('1 document');
    expect(getI18n('en').t('investors|resultCount', { count: 31 })).toBe('31 documents');
  });

  it('fills every slot as written, leaves a slot without a value showing, reads values literally', () => {
    for (const language of ['is', 'en'] as const) {
      const { t } = getI18n(language);
      const hello = language === 'is' ? 'Halló' : 'Hello';
      expect(t('trips|plain', { name: 'Anna' })).toBe(`${hello} Anna, Anna!`);
      expect(t('trips|plain')).toBe(`${hello} {{ name }}, {{name}}!`);
      expect(t('trips|plain', {})).toBe(`${hello} {{ name }}, {{name}}!`);
      // No escaping (React escapes), and replacement patterns in a value are only text.
      expect(t('trips|markup', { name: 'A & <B>' })).toBe('<b>A & <B></b>');
      expect(t('trips|price', { amount: "$& $' 1.000" })).toMatch(/\$& \$' 1\.000/);
      expect(t('trips|price', { amount: 0 })).toMatch(/^(0 kr\.|ISK 0)$/);
    }
  });

  it('knows which keys exist, and a group added twice keeps both parts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const en = getI18n('en');
    expect(en.exists('trips|plain')).toBe(true);
    expect(en.exists('trips|held')).toBe(false);
    expect(en.exists('trips|nope')).toBe(false);
    expect(getI18n('is').exists('trips|plain')).toBe(true);
    en.addResourceBundle('en', 'trips', { more: 'More' }, true, true);
    expect(en.t('trips|more')).toBe('More');
    expect(en.t('trips|plain', { name: 'Ann' })).toBe('Hello Ann, Ann!');
    expect(en.t('gone')).toBe('default|gone');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'Missing translation "default|gone" for language "en"',
    ]);
  });

  it('never takes a text from the other language', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    getI18n('is').addResourceBundle('is', 'onlyIcelandic', { word: 'Orð' }, true, true);
    expect(getI18n('is').t('onlyIcelandic|word')).toBe('Orð');
    expect(getI18n('en').t('onlyIcelandic|word')).toBe('onlyIcelandic|word');
  });
});

describe('the error codes’ texts', () => {
  it('are not among the texts every page carries, and come with the code that shows them', async () => {
    vi.resetModules(); // a registry with only the shared groups, as on a page that sends nothing
    const fresh = await import('../../src/lib/i18n/create-i18n');
    const { default: isTexts } = await import('../../src/lib/i18n/texts-is');
    fresh.registerLanguageTexts('is', isTexts);
    expect(Object.keys(isTexts)).not.toContain('errorCode');
    expect(fresh.getI18n('is').exists('errorCode|NoAccessGrant')).toBe(false);

    const { errorMessage } = await import('../../src/lib/api/error-message');
    const { ApiError } = await import('../../src/lib/api/call');
    const error = new ApiError(403, { errorCode: 'NoAccessGrant' }, 'No grant');
    expect(errorMessage(error, fresh.getI18n('is'))).toBe(
      fresh.getI18n('is').t('errorCode|NoAccessGrant'),
    );
    expect(fresh.getI18n('en').exists('errorCode|NoAccessGrant')).toBe(true);
  });
});
