import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
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
});
