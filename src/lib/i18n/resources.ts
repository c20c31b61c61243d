import type { Language } from '../../domain/languages';
import type texts from './texts-is';

/** The groups every page carries: one JSON file per group and language (locales/<language>/). */
export type LanguageTexts = typeof texts;
export type TranslationGroup = keyof LanguageTexts;

/**
 * Each language's texts are a chunk of their own ('texts-is', 'texts-en'), so a page carries only
 * its own language. The server render preloads the page's chunk (gatsby-ssr.tsx); groups only one
 * page or area needs travel with it instead (see `addTranslationGroups`).
 */
export const TEXT_LOADERS: Record<Language, () => Promise<LanguageTexts>> = {
  is: () =>
    import(/* webpackChunkName: "texts-is" */ './texts-is').then((module) => module.default),
  en: () =>
    import(/* webpackChunkName: "texts-en" */ './texts-en').then((module) => module.default),
};
