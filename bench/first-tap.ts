import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/ensure-chromium';
import { findPageByTemplate } from './page-weight';
import { allowTsxFunctionsIn } from './tsx-in-page';

/**
 * The first tap a new visitor makes, on a phone: the page is loaded afresh (empty cache) on the
 * phone profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, CPU 4× slower), the visitor waits
 * 3 s after the load event and taps the menu (or the help button); the figure is the time from the
 * tap to the first frame that shows the menu open (the help panel's dialog). The median of RUNS
 * fresh loads counts. Also reported: the JavaScript (gzip, level 9 of each built file, as the
 * server's .gz twins) fetched by the time the tap was answered, per chunk.
 *
 *   npx tsx bench/first-tap.ts [BASE_URL] [--public DIR] [--runs N]
 *
 * Needs a server on BASE_URL serving the built site in DIR (public/ unless given).
 */

export const PHONE = {
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  latencyMs: 150,
  cpuSlowdown: 4,
} as const;
export const WAIT_AFTER_LOAD_MS = 3000;
export const RUNS = 5;

export type TapTarget = 'menu' | 'help';
export type TapRun = { ms: number; scripts: string[] };
export type TapFigures = {
  page: string;
  target: TapTarget;
  runsMs: number[];
  medianMs: number;
  jsGzipBytes: number;
  scripts: { file: string; gzipBytes: number }[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** What the visitor taps, and what shows the tap answered, as the page's own markup names them. */
const TARGETS: Record<TapTarget, { tap: string; answered: string }> = {
  menu: { tap: 'button[aria-controls="mobile-menu"]', answered: '#mobile-menu' },
  help: { tap: 'button[aria-haspopup="dialog"]', answered: '[role="dialog"]' },
};

/**
 * A fresh phone-sized page on the phone profile: empty cache, the network and CPU slowed by CDP.
 * The caller closes its context.
 */
export async function phonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await allowTsxFunctionsIn(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, page };
}

async function oneTap(browser: Browser, url: string, target: TapTarget): Promise<TapRun> {
  const { context, page } = await phonePage(browser);
  try {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(WAIT_AFTER_LOAD_MS);
    const { tap, answered } = TARGETS[target];
    await page.evaluate(watchForAnswer, answered);
    await page.locator(tap).first().tap({ timeout: 60_000 });
    const ms = await page.evaluate(
      () => (window as unknown as { __answered: Promise<number> }).__answered,
    );
    return { ms, scripts: [...new Set(scripts)] };
  } finally {
    await context.close();
  }
}

/**
 * In the page: from the tap's first event (its timestamp) to the first animation frame in which
 * the answer is on screen (visible, not hidden by the menu's closed state).
 */
function watchForAnswer(selector: string): void {
  const w = window as unknown as { __answered: Promise<number> };
  w.__answered = new Promise<number>((resolve) => {
    let tapped = 0;
    const shown = () => {
      const element = document.querySelector(selector);
      if (!element) return false;
      const style = getComputedStyle(element);
      return style.visibility === 'visible' && style.display !== 'none';
    };
    const frame = (now: number) => {
      if (shown()) resolve(now - tapped);
      else requestAnimationFrame(frame);
    };
    document.addEventListener(
      'touchstart',
      (event) => {
        if (tapped) return;
        tapped = event.timeStamp;
        requestAnimationFrame(frame);
      },
      { capture: true, passive: true },
    );
  });
}

/** The median first tap on `target` over `runs` fresh loads of `url`, and the code it needed. */
export async function measureFirstTap(
  baseUrl: string,
  pagePath: string,
  target: TapTarget,
  publicDir: string,
  runs = RUNS,
): Promise<TapFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: TapRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await oneTap(browser, new URL(pagePath, baseUrl).href, target));
    }
    const lastScripts = results.at(-1)?.scripts ?? [];
    const scripts = lastScripts.map((file) => {
      const built = path.join(publicDir, file.replace(/^\//, ''));
      const gzipBytes = existsSync(built) ? gzipSync(readFileSync(built), { level: 9 }).length : 0;
      return { file, gzipBytes };
    });
    const runsMs = results.map((result) => Math.round(result.ms));
    return {
      page: pagePath,
      target,
      runsMs,
      medianMs: median(runsMs),
      jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      scripts,
    };
  } finally {
    await browser.close();
  }
}

/** The pages the first tap is measured on: the front page in both languages and a product page. */
export function firstTapPages(publicDir: string): string[] {
  const product = findPageByTemplate(publicDir, 'platform-product');
  return ['/', '/en/', ...(product ? [product] : [])];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const publicDir = path.resolve(option('--public') ?? 'public');
  const runs = Number(option('--runs') ?? RUNS);
  const pages = option('--pages')?.split(',') ?? firstTapPages(publicDir);
  const baseUrl = args[0] ?? 'http://localhost:8000/';
  for (const pagePath of pages) {
    for (const target of ['menu', 'help'] as const) {
      const figures = await measureFirstTap(baseUrl, pagePath, target, publicDir, runs);
      console.log(
        `${pagePath} ${target}: median ${figures.medianMs} ms (runs ${figures.runsMs.join(', ')}); ` +
          `JS by the answer ${(figures.jsGzipBytes / 1024).toFixed(1)} KB gzip`,
      );
      for (const script of figures.scripts) {
        console.log(`    ${script.file} ${(script.gzipBytes / 1024).toFixed(1)} KB`);
      }
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
