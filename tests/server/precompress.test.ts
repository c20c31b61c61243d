import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress';

describe('precompressing the build', () => {
  let site: string | undefined;
  afterEach(() => {
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('writes twins for big files and removes stale twins of files that became small', async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'skjol-precompress-'));
    const big = path.join(site, 'app.js');
    const small = path.join(site, 'small.js');
    writeFileSync(big, 'console.log("big");'.repeat(200));
    writeFileSync(small, 'x');
    // Left by an earlier build, when small.js was big: the server would send these for it.
    writeFileSync(`${small}.br`, 'stale');
    writeFileSync(`${small}.gz`, 'stale');

    expect(await precompressDirectory(site)).toBe(1);
    expect(gunzipSync(readFileSync(`${big}.gz`)).toString()).toBe(readFileSync(big, 'utf8'));
    expect(existsSync(`${big}.br`)).toBe(true);
    expect(existsSync(`${small}.br`)).toBe(false);
    expect(existsSync(`${small}.gz`)).toBe(false);
  });

  it('compresses every file of a folder tree, hashed bundles and rewritten pages alike', async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'skjol-precompress-'));
    const files = [
      'app-0123456789ab.js',
      'index.html',
      ...Array.from({ length: 12 }, (_, index) => `page-data/page-${index}/page-data.json`),
    ].map((name) => path.join(site as string, name));
    for (const [index, file] of files.entries()) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `{"page":${index},"text":"${'tryggingar '.repeat(300)}"}`);
    }

    expect(await precompressDirectory(site)).toBe(files.length);
    for (const file of files) {
      const original = readFileSync(file, 'utf8');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(original);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(original);
    }
  });
});
