/**
 * The visible text of a set of pages, from two builds of the site, compared line by line: the
 * proof that a change of how texts are translated (or styled) shows the same words.
 *
 *   npx tsx scripts/i18n/same-texts.ts <public dir before> <public dir after> [report.json]
 *
 * Each build is served by this tree's server (its own port and a fresh demo database) and read in
 * Chromium twice: as the HTML arrives, with JavaScript off (what the server render wrote), and once
 * the page has hydrated. The portal is read after signing in as the demo customer. Prints pages,
 * lines compared and every difference; exits 1 when there is one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../../bench/api-latency';
import { e2eBrowserPath } from '../ensure-chromium';

const DEMO = { ssn: '1201603389', password: 'Prufa-1234' };

/** Public pages in both languages: the front page, a product, the price calculator, claims, sign-in. */
const PUBLIC_PAGES = [
  '/',
  '/en/',
  '/einstaklingar/bilar/',
  '/en/individuals/car/',
  '/fa-verd/',
  '/en/get-price/',
  '/tjonstilkynningar/',
  '/en/claims/',
  '/vidskipti/',
  '/en/vidskipti/',
];
/** Portal screens, read signed in. */
const PORTAL_PAGES = [
  '/vidskipti/',
  '/vidskipti/tjonayfirlit/',
  '/en/vidskipti/stillingar/almennt/',
];

type Capture = Record<string, string[]>;

/** The page's visible text as lines, without blank ones. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/vidskipti/`);
  await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel(/Kennitala|National ID/).fill(DEMO.ssn);
  await page.getByLabel(/^(Lykilorð|Password)$/).fill(DEMO.password);
  await page.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  await page.waitForURL(
    (url) => url.pathname.includes('/vidskipti/') && !url.search.includes('code='),
  );
}

/** Waits until the page stops changing: its network quiet and its text the same twice in a row. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    const now = await page.evaluate(() => document.body.innerText);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(500);
  }
}

async function capture(browser: Browser, publicDir: string): Promise<Capture> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'same-texts-'));
  const server = await startServer(
    path.resolve(__dirname, '..', '..'),
    (port) => ({
      SITE_URL: `http://localhost:${port}`,
      PUBLIC_DIR: path.resolve(publicDir),
      DATA_DIR: path.join(scratch, 'data'),
      DEMO_MODE: 'true',
    }),
    180_000,
  );
  const base = `http://localhost:${new URL(server.url).port}`;
  const result: Capture = {};
  try {
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'is-IS' });
    const scripted = await browser.newContext({ locale: 'is-IS' });
    for (const address of PUBLIC_PAGES) {
      const plain = await noScript.newPage();
      await plain.goto(`${base}${address}`, { waitUntil: 'domcontentloaded' });
      result[`html ${address}`] = await visibleLines(plain);
      await plain.close();
      const page = await scripted.newPage();
      await page.goto(`${base}${address}`);
      await settle(page);
      result[`hydrated ${address}`] = await visibleLines(page);
      await page.close();
    }
    const portal = await browser.newContext({ locale: 'is-IS' });
    const page = await portal.newPage();
    await signIn(page, base);
    for (const address of PORTAL_PAGES) {
      await page.goto(`${base}${address}`);
      await settle(page);
      result[`signed in ${address}`] = await visibleLines(page);
    }
    await Promise.all([noScript.close(), scripted.close(), portal.close()]);
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return result;
}

/** Lines of `after` that differ from `before`, in order (a plain longest-common-subsequence diff). */
function differences(before: string[], after: string[]): string[] {
  const lengths = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        before[i] === after[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      i += 1;
      j += 1;
    } else if (
      j >= after.length ||
      (i < before.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!)
    ) {
      out.push(`- ${before[i]}`);
      i += 1;
    } else {
      out.push(`+ ${after[j]}`);
      j += 1;
    }
  }
  return out;
}

async function main() {
  const [beforeDir, afterDir, reportFile] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error('usage: same-texts.ts <public dir before> <public dir after> [report.json]');
    process.exit(2);
  }
  const browser = await chromium.launch({
    executablePath: e2eBrowserPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const before = await capture(browser, beforeDir);
    const after = await capture(browser, afterDir);
    let lines = 0;
    const changed: Record<string, string[]> = {};
    for (const name of Object.keys(before)) {
      lines += before[name]!.length;
      const diff = differences(before[name]!, after[name] ?? []);
      if (diff.length) changed[name] = diff;
    }
    const count = Object.values(changed).reduce((sum, diff) => sum + diff.length, 0);
    console.log(
      `${Object.keys(before).length} page readings (${PUBLIC_PAGES.length} public pages without and with ` +
        `JavaScript, ${PORTAL_PAGES.length} portal screens signed in), ${lines} lines of text compared: ` +
        `${count} differences`,
    );
    for (const [name, diff] of Object.entries(changed))
      console.log(`${name}\n  ${diff.join('\n  ')}`);
    if (reportFile) writeFileSync(reportFile, JSON.stringify({ before, after, changed }, null, 2));
    process.exitCode = count ? 1 : 0;
  } finally {
    await browser.close();
  }
}

void main();
