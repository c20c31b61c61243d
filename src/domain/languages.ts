/** The interface languages. Icelandic is the default and has no path prefix; English lives under /en/. */
export const LANGUAGES = ['is', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'is';

/** The site's other language: each page has its twin in it. */
export const otherLanguage = (language: Language): Language => (language === 'is' ? 'en' : 'is');

/** The content service's language codes for the site's languages (Prismic uses 'en-gb'). */
export const CONTENT_LANGUAGE: Record<Language, string> = { is: 'is', en: 'en-gb' };

/** Language codes are cut to their first two characters ('en-GB' -> 'en'). */
export function toLanguageCode(code: string): string {
  return code.trim().slice(0, 2).toLowerCase();
}

export function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The language a path is in: /en/... is English, everything else Icelandic. */
export function languageFromPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LANGUAGE;
}

/** The path for `pathInDefaultLanguage` in `language`: '/' -> '/en/' for English. */
export function localizedPath(pathInDefaultLanguage: string, language: Language): string {
  const path = pathInDefaultLanguage.startsWith('/')
    ? pathInDefaultLanguage
    : `/${pathInDefaultLanguage}`;
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}

/**
 * The language for a code from outside (a stored preference, a link): cut to two characters and
 * checked. An unavailable language has no pages, so the visitor is sent to /404.
 */
export function resolveLanguage(code: string): { language: Language } | { redirectTo: '/404/' } {
  const cut = toLanguageCode(code);
  return isLanguage(cut) ? { language: cut } : { redirectTo: '/404/' };
}
