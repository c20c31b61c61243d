import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath } from '../scripts/ensure-chromium';
import { FULLY_HYDRATED_ATTRIBUTE } from '../src/lib/hydrated';

/**
 * `npx tsx bench/load-profile.ts URL`: where a page's main thread spends its CPU while it loads,
 * at Lighthouse's mobile CPU slowdown (4×), by source module. Chromium's sampling profiler runs
 * from navigation until the page is fully hydrated; each sample in our bundles is traced back through
 * the build's source maps (public/*.js.map) to its module, or to its package for node_modules.
 * "(program)" is the browser's own work (parsing, style, layout, paint), not JavaScript.
 *
 * A tool for work on hydration's cost (issues 19 and 20), not a measurement with a target: the
 * figures follow the machine and its load. Needs a server on URL serving the built site.
 */

const CPU_SLOWDOWN = 4;
const SAMPLING_INTERVAL_US = 200;
const SHOWN = 40;

type ProfileNode = {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

async function profileLoad(url: string): Promise<Profile> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    // The page asks for its code after its first paint, so the network may go quiet before the
    // code has even come: profile until the page says it is fully hydrated.
    await page.goto(url);
    await page.waitForSelector(`html[${FULLY_HYDRATED_ATTRIBUTE}]`, { state: 'attached' });
    return ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
  } finally {
    await browser.close();
  }
}

/** Names a bundle position by its source module: `src/…`, or `nm:<package>` for a dependency. */
function moduleNamer(publicDir: string) {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (scriptUrl: string) => {
    if (!maps.has(scriptUrl)) {
      const file = path.join(publicDir, `${new URL(scriptUrl).pathname}.map`);
      maps.set(
        scriptUrl,
        existsSync(file)
          ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as never)
          : undefined,
      );
    }
    return maps.get(scriptUrl);
  };
  return ({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']): string => {
    if (!url.startsWith('http') || !url.endsWith('.js')) return functionName || '(anonymous)';
    const source = mapOf(url)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    }).source;
    if (!source) return path.basename(url);
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return inPackage ? `nm:${inPackage[1]}` : source.replace(/^webpack:\/\/[^/]*\//, '');
  };
}

async function main(): Promise<void> {
  const url = process.argv[2] ?? 'http://localhost:8000/';
  const profile = await profileLoad(url);
  const nameOf = moduleNamer(path.resolve(__dirname, '..', 'public'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const busy = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const micros = profile.timeDeltas[index] ?? 0;
    const name = nameOf(frame);
    busy.set(name, (busy.get(name) ?? 0) + micros);
    total += micros;
  });
  console.log(`${url}: ${Math.round(total / 1000)} ms busy at ${CPU_SLOWDOWN}× slowdown`);
  for (const [name, micros] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
    console.log(`${String(Math.round(micros / 1000)).padStart(7)} ms  ${name}`);
}

void main();
