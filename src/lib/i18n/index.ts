export * from '../../domain/languages';
export {
  addTranslationGroups,
  getI18n,
  isLanguageLoaded,
  loadLanguage,
  resetMissingKeyWarnings,
  type TranslationTexts,
} from './create-i18n';
export type { LanguageTexts, TranslationGroup } from './resources';
// Until the call sites import them from react-i18next and i18next themselves.
export type { TFunction, i18n as Translator } from 'i18next';
export { TranslationProvider, useTranslation } from './use-translation';
