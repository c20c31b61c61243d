import { CONTENT_LANGUAGE, type Language } from '../../../domain/languages';

export { CONTENT_LANGUAGE };

export function contentLanguage(language: Language): string {
  return CONTENT_LANGUAGE[language];
}
