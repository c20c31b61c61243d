import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages';

const LOCALES = path.resolve(__dirname, '..', '..', 'locales');

/** Every text of a nested texts file, by its path of keys. */
function textsOf(value: unknown, prefix: string[] = []): [string[], unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, [...prefix, key]));
}
const keysOf = (value: unknown) => textsOf(value).map(([keys]) => keys.join(' › '));

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as unknown;

describe('the locale files', () => {
  const [first, ...others] = LANGUAGES;
  const files = readdirSync(path.join(LOCALES, first)).sort();

  it('are the same groups in every language', () => {
    for (const language of others)
      expect(readdirSync(path.join(LOCALES, language)).sort()).toEqual(files);
  });

  it.each(files)('%s has the same keys, none empty, in every language', (file) => {
    const keys = keysOf(read(first, file)).sort();
    for (const language of others) expect(keysOf(read(language, file)).sort()).toEqual(keys);
    for (const language of LANGUAGES) {
      const empty = textsOf(read(language, file))
        .filter(([, text]) => text === '')
        .map(([keys]) => keys.join(' › '));
      expect(empty, `${language}/${file}`).toEqual([]);
    }
  });
});
