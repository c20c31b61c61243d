import { mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress';

const site = mkdtempSync(path.join(os.tmpdir(), 'skjol-precompress-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Text varied enough that brotli's qualities give different sizes. */
const text = (seed: number) =>
  Array.from(
    { length: 900 },
    (_, index) => `<p data-n="${(index * seed) % 977}">Trygging ${index}</p>`,
  ).join('');
const brotliAt = (content: Buffer, quality: number) =>
  brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;

describe('precompressing the built site', () => {
  it('gives HTML quality 10, page data 7 and hashed bundles 11', async () => {
    mkdirSync(path.join(site, 'page-data', 'index'), { recursive: true });
    const files = {
      html: path.join(site, 'index.html'),
      pageData: path.join(site, 'page-data', 'index', 'page-data.json'),
      bundle: path.join(site, 'app-0123456789ab.js'),
    };
    writeFileSync(files.html, text(7));
    writeFileSync(files.pageData, JSON.stringify({ html: text(11) }));
    writeFileSync(files.bundle, `window.x=${JSON.stringify(text(13))}`);
    expect(await precompressDirectory(site)).toBe(3);
    const twin = (file: string) => readFileSync(`${file}.br`);
    for (const file of Object.values(files)) {
      expect(brotliDecompressSync(twin(file)).equals(readFileSync(file))).toBe(true);
    }
    expect(twin(files.html).length).toBe(brotliAt(readFileSync(files.html), 10));
    expect(twin(files.pageData).length).toBe(brotliAt(readFileSync(files.pageData), 7));
    expect(twin(files.bundle).length).toBe(brotliAt(readFileSync(files.bundle), 11));
  });
});
