import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ServerLanguage = 'is' | 'en';
export const SERVER_LANGUAGES: readonly ServerLanguage[] = ['is', 'en'];

/** locales/ at the repository root: the same files the site is built with. */
const LOCALES_DIR = path.resolve(__dirname, '..', '..', 'locales');

type Group = Record<string, string>;
const cache = new Map<string, Group>();

/**
 * 'en' or 'is' from whatever names a language. Takes anything: a query string can repeat `lang`
 * (an array) and a form can leave it out, and neither may break the page.
 */
export function toServerLanguage(code: unknown): ServerLanguage {
  return typeof code === 'string' && code.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'is';
}

/** The names of the translation groups that exist (one JSON file each per language). */
export function translationGroups(): string[] {
  const dir = path.join(LOCALES_DIR, 'is');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];
}

/** A translation group, or undefined when no such group exists. Names are checked, never joined blindly. */
export function loadGroup(language: ServerLanguage, group: string): Group | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(group) || !translationGroups().includes(group)) return undefined;
  const key = `${language}/${group}`;
  let loaded = cache.get(key);
  if (!loaded) {
    const file = path.join(LOCALES_DIR, language, `${group}.json`);
    loaded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Group) : {};
    cache.set(key, loaded);
  }
  return loaded;
}

/** A translator for one group; a missing key shows as group|key, as on the site. */
export function translator(language: ServerLanguage, group: string) {
  const texts = loadGroup(language, group) ?? {};
  return (key: string, values: Record<string, string> = {}): string => {
    const text = texts[key];
    if (text === undefined) return `${group}|${key}`;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
