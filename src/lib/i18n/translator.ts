import type { Language } from '../../domain/languages';

/** Values for a text's `{{name}}` slots; `count` also picks the plural form (`key_one`, `key_other`). */
export type TranslationValues = { readonly count?: number; readonly [name: string]: unknown };

/** Looks up `group|key` (or `key` in the default group) and fills in its values. */
export type TFunction = (key: string, values?: TranslationValues) => string;

type Group = Readonly<Record<string, string>>;

/** The texts of one language and the one way to read them. */
export type Translator = {
  readonly language: Language;
  readonly t: TFunction;
  /** Whether the key has a text (for error codes that may or may not have their own message). */
  exists(key: string): boolean;
  hasGroup(group: string): boolean;
  /** Adds a group's texts, or more keys to a group already here (the new texts win). */
  addGroup(group: string, texts: Group): void;
};

const GROUP_SEPARATOR = '|';
const DEFAULT_GROUP = 'default';
const SLOT = /\{\{\s*([^{}]+?)\s*\}\}/g;

function splitKey(key: string): [group: string, name: string] {
  const at = key.indexOf(GROUP_SEPARATOR);
  return at < 0 ? [DEFAULT_GROUP, key] : [key.slice(0, at), key.slice(at + 1)];
}

/**
 * The translation groups are flat JSON files of plain strings whose only features are `{{name}}`
 * slots and CLDR plural suffixes; this reads exactly that, and reports a missing key through
 * `onMissing` and shows the key itself, so a gap is visible rather than blank.
 */
export function createTranslator(
  language: Language,
  onMissing: (language: Language, key: string) => void,
): Translator {
  const groups = new Map<string, Record<string, string>>();
  const plurals = new Intl.PluralRules(language);

  const lookup = (key: string, count: number | undefined): string | undefined => {
    const [group, name] = splitKey(key);
    const texts = groups.get(group);
    if (!texts) return undefined;
    if (count !== undefined) {
      const plural = texts[`${name}_${plurals.select(count)}`];
      if (plural !== undefined) return plural;
    }
    return texts[name];
  };

  const t: TFunction = (key, values) => {
    const text = lookup(key, typeof values?.count === 'number' ? values.count : undefined);
    if (text === undefined) {
      const [group, name] = splitKey(key);
      const shown = `${group}${GROUP_SEPARATOR}${name}`;
      onMissing(language, shown);
      return shown;
    }
    if (!values) return text;
    // A slot with no value stays as written, so the gap shows.
    return text.replace(SLOT, (slot, name: string) =>
      values[name] === undefined ? slot : String(values[name]),
    );
  };

  return {
    language,
    t,
    exists: (key) => lookup(key, undefined) !== undefined,
    hasGroup: (group) => groups.has(group),
    addGroup(group, texts) {
      groups.set(group, { ...groups.get(group), ...texts });
    },
  };
}
