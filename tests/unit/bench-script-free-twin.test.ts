import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addScriptFreeTwins, SCRIPT_FREE_FOLDER, withoutScripts } from '../../bench/lighthouse';

const PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" href="/app-1.js" as="script"><link rel="modulepreload" href="/m.js">
<link rel="prefetch" href="/later.js" as="script"><link rel="preload" href="/f.woff2" as="font" crossorigin>
<link rel="stylesheet" href="/styles.css"><style>body{margin:0}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script>window.x=1</script></head>
<body><main><h1>Tryggingar</h1></main>
<script src="/app-1.js" async></script><script type="module" src="/m.js"></script>
<SCRIPT>
  document.body.dataset.y = '<b>';
</SCRIPT></body></html>`;

describe("a page's HTML without scripts", () => {
  const html = withoutScripts(PAGE);

  it('keeps no script, inline or external, and nothing that fetches one', () => {
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/i);
    expect(html).not.toMatch(/app-1\.js|m\.js|later\.js|window\.x|dataset/);
  });

  it('keeps the content, the styles, the fonts and the data blocks', () => {
    for (const kept of [
      '<h1>Tryggingar</h1>',
      '<link rel="stylesheet" href="/styles.css">',
      '<style>body{margin:0}</style>',
      'href="/f.woff2" as="font"',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ]) {
      expect(html).toContain(kept);
    }
  });
});

describe('script-free twins in the built site', () => {
  let site = '';
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('are written beside the build with compressed twins, follow their page, and go again', async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'skjol-twins-'));
    mkdirSync(path.join(site, 'fjarfestar'));
    writeFileSync(path.join(site, 'fjarfestar', 'index.html'), PAGE.repeat(20));

    const twins = await addScriptFreeTwins(site, [
      { name: 'investor page', path: '/fjarfestar/', kind: 'public' },
    ]);

    expect(twins.pages.map(({ name, withoutScriptsOf }) => [name, withoutScriptsOf])).toEqual([
      ['investor page', undefined],
      ['investor page, no scripts', 'investor page'],
    ]);
    const twinFile = path.join(site, twins.pages[1]!.path, 'index.html');
    expect(readFileSync(twinFile, 'utf8')).toBe(withoutScripts(PAGE.repeat(20)));
    expect(existsSync(`${twinFile}.br`) && existsSync(`${twinFile}.gz`)).toBe(true);

    await twins.remove();
    expect(existsSync(path.join(site, SCRIPT_FREE_FOLDER))).toBe(false);
    expect(existsSync(path.join(site, 'fjarfestar', 'index.html'))).toBe(true);
  });

  it('refuse a page the build does not have', async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'skjol-twins-'));
    await expect(
      addScriptFreeTwins(site, [{ name: 'front page', path: '/', kind: 'public' }]),
    ).rejects.toThrow('/ is not a page of the build');
  });
});
