import { CONTENT_LANGUAGE, type Language } from '../../lib/i18n/languages';

export { CONTENT_LANGUAGE };

export function contentLanguage(language: Language): string {
  return CONTENT_LANGUAGE[language];
}
