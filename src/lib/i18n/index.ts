export * from './languages';
export {
  addTranslationGroups,
  getI18n,
  resetMissingKeyWarnings,
  type TranslationTexts,
} from './create-i18n';
export type { TranslationGroup } from './resources';
