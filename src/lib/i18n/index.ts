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
