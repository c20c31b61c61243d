/**
 * Every key of every group in both languages through the translator of our own that i18next
 * replaced (read from git at BASE, default `main`) and through the site's i18next instances:
 * with no values, with a value for every slot, with counts 0, 1, 2, 11, 21, and with empty values.
 * Prints the figures and every difference; exits 1 when there is one.
 *
 *   npx tsx scripts/i18n/same-keys.ts [BASE]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../../src/domain/languages';
import { addTranslationGroups, getI18n, type TranslationTexts } from '../../src/lib/i18n';

type OldTranslator = {
  t(key: string, values?: Record<string, unknown>): string;
  addGroup(group: string, texts: Record<string, string>): void;
};
type OldModule = {
  createTranslator(language: Language, onMissing: () => void): OldTranslator;
};

const base = process.argv[2] ?? 'main';
const root = path.resolve(__dirname, '..', '..');
const source = execFileSync('git', ['show', `${base}:src/lib/i18n/translator.ts`], {
  cwd: root,
  encoding: 'utf8',
})
  // Its only import is a type; the file then stands alone.
  .replace(/^import type .*$/m, '');
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'old-translator-')), 'translator.ts');
writeFileSync(file, source);

const SLOT = /\{\{\s*([^{}]+?)\s*\}\}/g;

async function main() {
  const old = (await import(pathToFileURL(file).href)) as OldModule;
  const groups = readdirSync(path.join(root, 'locales', 'is'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5));
  const texts = {} as TranslationTexts;
  for (const language of LANGUAGES) {
    texts[language] = {};
    for (const group of groups) {
      texts[language][group] = JSON.parse(
        readFileSync(path.join(root, 'locales', language, `${group}.json`), 'utf8'),
      ) as Record<string, string>;
    }
  }
  addTranslationGroups(texts);
  const warn = console.warn;
  console.warn = () => undefined; // missing keys are compared, not reported
  let calls = 0;
  const differences: string[] = [];
  for (const language of LANGUAGES) {
    const before = old.createTranslator(language, () => undefined);
    for (const group of groups) before.addGroup(group, texts[language][group] ?? {});
    const after = getI18n(language);
    for (const group of groups) {
      const keys = new Set([
        'no.such.key', // a missing key shows the same way
        ...Object.keys(texts[language][group] ?? {}).map((key) =>
          key.replace(/_(zero|one|two|few|many|other)$/, ''),
        ),
      ]);
      for (const key of keys) {
        const full = group === 'default' && language === 'is' ? key : `${group}|${key}`;
        const slots = new Set<string>();
        for (const variant of Object.keys(texts[language][group] ?? {})) {
          if (variant === key || variant.startsWith(`${key}_`)) {
            for (const match of (texts[language][group]?.[variant] ?? '').matchAll(SLOT)) {
              slots.add(match[1]!);
            }
          }
        }
        const filled = Object.fromEntries([...slots].map((slot) => [slot, `«${slot}»`]));
        const cases: (Record<string, unknown> | undefined)[] = [
          undefined,
          {},
          filled,
          ...[0, 1, 2, 11, 21].map((count) => ({ ...filled, count })),
        ];
        for (const values of cases) {
          calls += 1;
          const was = before.t(full, values);
          const is = String(after.t(full, values as never));
          if (was !== is) {
            differences.push(`${language} ${full} ${JSON.stringify(values)}: ${was} ≠ ${is}`);
          }
        }
      }
    }
  }
  console.warn = warn;
  console.log(
    `${calls} calls over ${groups.length} groups in ${LANGUAGES.length} languages: ` +
      `${differences.length} differences`,
  );
  for (const line of differences) console.log(line);
  process.exitCode = differences.length ? 1 : 0;
}

void main();
