import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages';
import { TEXT_LOADERS, type LanguageTexts } from './resources';
import { createTranslator, type Translator } from './translator';

const warned = new Set<string>();

/** A missing translation shows its key and is reported once per key and language. */
function warnMissingOnce(language: Language, key: string) {
  const id = `${language}:${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`Missing translation "${key}" for language "${language}"`);
}

/** Only for tests: forget which missing keys have been reported. */
export function resetMissingKeyWarnings(): void {
  warned.clear();
}

const translators = new Map<Language, Translator>();
const loadedTexts = new Map<Language, LanguageTexts>();

function addGroups(translator: Translator, texts: Record<string, Record<string, string>>) {
  for (const [group, values] of Object.entries(texts)) translator.addGroup(group, values);
}

/** Makes a language's shared groups available; a translator made before they arrived gets them too. */
export function registerLanguageTexts(language: Language, texts: LanguageTexts): void {
  if (loadedTexts.has(language)) return;
  loadedTexts.set(language, texts);
  const translator = translators.get(language);
  if (translator) addGroups(translator, texts);
}

export function isLanguageLoaded(language: Language): boolean {
  return loadedTexts.has(language);
}

/** Fetches a language's shared groups (in the browser: its own chunk) unless they are here. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loadedTexts.has(language)) return;
  registerLanguageTexts(language, await TEXT_LOADERS[language]());
}

/**
 * One translator per language, filled synchronously from the texts registered so far, so the
 * server-rendered HTML and the first client render agree.
 */
export function getI18n(language: Language = DEFAULT_LANGUAGE): Translator {
  const existing = translators.get(language);
  if (existing) return existing;
  const translator = createTranslator(language, warnMissingOnce);
  const texts = loadedTexts.get(language);
  if (texts) addGroups(translator, texts);
  translators.set(language, translator);
  return translator;
}

export type TranslationTexts = Record<Language, Record<string, Record<string, string>>>;

/**
 * Adds groups that travel with one page or area rather than with every page (the portal, the
 * investor documents, the certificate check). Call it when that code's module loads, so the texts
 * are there before its first render, on the server and in the browser alike.
 */
export function addTranslationGroups(texts: TranslationTexts): void {
  for (const [language, groups] of Object.entries(texts) as [
    Language,
    TranslationTexts[Language],
  ][]) {
    const translator = getI18n(language);
    for (const [group, values] of Object.entries(groups)) {
      if (!translator.hasGroup(group)) translator.addGroup(group, values);
    }
  }
}
