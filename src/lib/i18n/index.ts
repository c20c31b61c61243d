export * from './languages';
export { getI18n, resetMissingKeyWarnings } from './create-i18n';
export type { TranslationGroup } from './resources';
