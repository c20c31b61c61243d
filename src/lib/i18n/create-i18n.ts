import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { resources } from './resources';

const warned = new Set<string>();

/** A missing translation shows its key and is reported once per key and language. */
function warnMissingOnce(languages: readonly string[], group: string, key: string) {
  const language = languages[0] ?? DEFAULT_LANGUAGE;
  const id = `${language}:${group}|${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`Missing translation "${group}|${key}" for language "${language}"`);
}

/** Only for tests: forget which missing keys have been reported. */
export function resetMissingKeyWarnings(): void {
  warned.clear();
}

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, initialised synchronously from bundled resources so the
 * server-rendered HTML and the first client render agree.
 */
export function getI18n(language: Language): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    defaultNS: 'default',
    ns: Object.keys(resources[language]),
    nsSeparator: '|',
    keySeparator: false,
    initAsync: false,
    returnNull: false,
    appendNamespaceToMissingKey: true,
    saveMissing: true,
    missingKeyHandler: (languages, group, key) => warnMissingOnce(languages, group, key),
    parseMissingKeyHandler: (key) => key,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  instances.set(language, instance);
  return instance;
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
    const instance = getI18n(language);
    for (const [group, values] of Object.entries(groups)) {
      if (!instance.hasResourceBundle(language, group)) {
        instance.addResourceBundle(language, group, values, true, true);
      }
    }
  }
}
