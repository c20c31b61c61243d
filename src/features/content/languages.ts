import type { Language } from '../../lib/i18n/languages';

/** The content service's language codes for the site's languages (Prismic uses 'en-gb'). */
export const CONTENT_LANGUAGE: Record<Language, string> = { is: 'is', en: 'en-gb' };

export function contentLanguage(language: Language): string {
  return CONTENT_LANGUAGE[language];
}
