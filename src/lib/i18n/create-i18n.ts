import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages';
import { TEXT_LOADERS, type LanguageTexts } from './resources';

const warned = new Set<string>();

/** A missing translation shows its key and is reported once per key and language. */
function warnMissingOnce(language: string, key: string) {
  const id = `${language}:${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`Missing translation "${key}" for language "${language}"`);
}

/** Only for tests: forget which missing keys have been reported. */
export function resetMissingKeyWarnings(): void {
  warned.clear();
}

const instances = new Map<Language, i18n>();
const loadedTexts = new Map<Language, LanguageTexts>();

function addGroups(instance: i18n, language: Language, texts: Record<string, object>) {
  for (const [group, values] of Object.entries(texts)) {
    // Deep and overwriting: a group that arrives in parts keeps every part, the newer text wins.
    instance.addResourceBundle(language, group, values, true, true);
  }
}

/** Makes a language's shared groups available; an instance made before they arrived gets them too. */
export function registerLanguageTexts(language: Language, texts: LanguageTexts): void {
  if (loadedTexts.has(language)) return;
  loadedTexts.set(language, texts);
  const instance = instances.get(language);
  if (instance) addGroups(instance, language, texts);
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
 * One i18next instance per language, initialised synchronously (no backend: the texts are in
 * hand) from the texts registered so far, so the server-rendered HTML and the first client render
 * agree. The locale files are flat groups read as `group|key`, `default` being the default group;
 * slots are filled unescaped (React escapes), a slot without a value stays as written, and a
 * missing key shows as `group|key` and is reported once.
 */
export function getI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = i18next.createInstance();
  const texts = loadedTexts.get(language);
  // react-i18next's `useTranslation()` outside an I18nextProvider (a component rendered on its
  // own) reads the default language's instance.
  if (language === DEFAULT_LANGUAGE) instance.use(initReactI18next);
  void instance.init({
    lng: language,
    // Each language has its own instance and its own texts; a gap shows rather than the other language.
    fallbackLng: false,
    resources: texts ? { [language]: texts } : {},
    defaultNS: 'default',
    ns: texts ? Object.keys(texts) : ['default'],
    nsSeparator: '|',
    keySeparator: false,
    initAsync: false,
    returnNull: false,
    appendNamespaceToMissingKey: true,
    saveMissing: true,
    missingKeyHandler: (_languages, group, key) => warnMissingOnce(language, `${group}|${key}`),
    parseMissingKeyHandler: (key) => key,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  instances.set(language, instance);
  return instance;
}

export type TranslationTexts = Record<Language, Record<string, Record<string, string>>>;

/**
 * Adds groups (i18next namespaces) that travel with one page or area rather than with every page
 * (the portal, the investor documents, the certificate check). Call it when that code's module
 * loads, so the texts are there before its first render, on the server and in the browser alike.
 */
export function addTranslationGroups(texts: TranslationTexts): void {
  for (const [language, groups] of Object.entries(texts) as [
    Language,
    TranslationTexts[Language],
  ][]) {
    const instance = getI18n(language);
    for (const [group, values] of Object.entries(groups)) {
      if (!instance.hasResourceBundle(language, group)) {
        instance.addResourceBundle(language, group, values, true, true);
      }
    }
  }
}
