import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../domain/languages';

/** Each language's texts chunk (src/lib/i18n/resources.ts) as a site path, e.g. /texts-is-1a2b….js. */
export type LanguageTextsScripts = Partial<Record<Language, string>>;

/**
 * Read from the browser bundle's webpack stats once Gatsby has built the site: each page asks for
 * its language's texts with its bundles (src/build/after-first-paint.ts).
 */
export function languageTextsScripts(publicDir: string): LanguageTextsScripts {
  let chunks: Record<string, string[]>;
  try {
    chunks = (
      JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
        assetsByChunkName: Record<string, string[]>;
      }
    ).assetsByChunkName;
  } catch {
    return {}; // no stats: the chunk then loads when the app starts
  }
  const scripts: LanguageTextsScripts = {};
  for (const language of LANGUAGES) {
    const file = chunks[`texts-${language}`]?.find((name) => name.endsWith('.js'));
    if (file) scripts[language] = `/${file}`;
  }
  return scripts;
}
