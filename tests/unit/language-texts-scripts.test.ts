import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { languageTextsScripts } from '../../src/build/language-texts-scripts';

describe('the language texts scripts a page asks for with its bundles', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("name each language's texts chunk from the browser build's stats", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'skjol-stats-'));
    writeFileSync(
      path.join(dir, 'webpack.stats.json'),
      JSON.stringify({
        assetsByChunkName: {
          app: ['app-0123456789ab.js'],
          'texts-is': ['texts-is-aaaaaaaaaaaaaaaaaaaa.js', 'texts-is-aaaaaaaaaaaaaaaaaaaa.js.map'],
          'texts-en': ['texts-en-bbbbbbbbbbbbbbbbbbbb.js'],
        },
      }),
    );
    expect(languageTextsScripts(dir)).toEqual({
      is: '/texts-is-aaaaaaaaaaaaaaaaaaaa.js',
      en: '/texts-en-bbbbbbbbbbbbbbbbbbbb.js',
    });
  });

  it('name none when there are no stats', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'skjol-stats-'));
    expect(languageTextsScripts(dir)).toEqual({});
  });
});
