/**
 * Same computed styles: two builds of the site side by side, every element of a set of pages (and
 * its ::before and ::after) compared property by property, at 320 and 1280 px.
 *
 *   npx tsx bench/compare-styles.ts <built site before> [<built site after>=public] [--json out.json]
 *
 * Each build is served by its own `server/main.ts` (PUBLIC_DIR), with a fresh database, so the
 * portal screen is the same demo customer's on both. Elements are matched by their place in the
 * document (the chain of tag names and child positions): markup that differs shows up as elements
 * found on one side only. Animations and transitions are stopped at their start before reading, so
 * a shimmer or a fade caught mid-way is not a difference. The exit code is 1 when anything differs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/ensure-chromium';
import { startServer, type RunningServer } from './api-latency';
import { allowTsxFunctionsIn } from './tsx-in-page';

const ANNA = { ssn: '1201603389', password: 'Prufa-1234' };

type Screen = { name: string; path: string; signedIn?: boolean };

/** The pages compared: the front pages, a product, the forms, the portal signed out and in. */
export const SCREENS: Screen[] = [
  { name: 'front page', path: '/' },
  { name: 'front page (English)', path: '/en/' },
  { name: 'product page', path: '/einstaklingar/bilar/bilatrygging/' },
  { name: 'price calculator', path: '/fa-verd/' },
  { name: 'claim report', path: '/tjonstilkynningar/' },
  { name: 'portal sign-in', path: '/vidskipti/' },
  { name: 'portal: policies', path: '/vidskipti/', signedIn: true },
];

export const WIDTHS = [320, 1280] as const;

/** Per element: where it is, and its computed style and its pseudo-elements', one text each. */
type ElementStyles = { key: string; styles: string[] };

async function readStyles(page: Page): Promise<ElementStyles[]> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    // A box of display: contents draws nothing and takes no space (the wrappers the earlier
    // runtime put around its waiting parts): its children count as its parent's.
    const drawn = (element: Element) => getComputedStyle(element).display !== 'contents';
    const drawnChildren = (element: Element): Element[] =>
      [...element.children].flatMap((child) => (drawn(child) ? [child] : drawnChildren(child)));
    const drawnParent = (element: Element): Element | null => {
      let parent = element.parentElement;
      while (parent && !drawn(parent)) parent = parent.parentElement;
      return parent;
    };
    const keyOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node; node = drawnParent(node)) {
        const parent = drawnParent(node);
        const index = parent ? drawnChildren(parent).indexOf(node) : 0;
        parts.push(`${node.tagName.toLowerCase()}[${index}]`);
      }
      return parts.reverse().join('>');
    };
    const textOf = (style: CSSStyleDeclaration) => {
      const values: string[] = [];
      for (let index = 0; index < style.length; index += 1) {
        const property = style.item(index);
        values.push(`${property}:${style.getPropertyValue(property)}`);
      }
      return values.join(';');
    };
    return [...document.querySelectorAll('*')].filter(drawn).map((element) => ({
      key: keyOf(element),
      styles: [null, '::before', '::after'].map((pseudo) =>
        textOf(getComputedStyle(element, pseudo)),
      ),
    }));
  });
}

/** The first properties in which two texts of `property:value;…` differ. */
function differingProperties(before: string, after: string): string[] {
  const map = (text: string) =>
    new Map(
      text.split(';').map((pair): [string, string] => {
        const colon = pair.indexOf(':');
        return [pair.slice(0, colon), pair.slice(colon + 1)];
      }),
    );
  const [left, right] = [map(before), map(after)];
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names]
    .filter((name) => left.get(name) !== right.get(name))
    .map((name) => `${name}: ${left.get(name) ?? '∅'} → ${right.get(name) ?? '∅'}`);
}

async function signIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/vidskipti/`);
  await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel(/Kennitala/).fill(ANNA.ssn);
  await page.getByLabel(/^Lykilorð$/).fill(ANNA.password);
  await page.getByRole('button', { name: /^Skrá inn$/ }).click();
  await page.waitForURL(
    (url) => url.pathname.includes('/vidskipti/') && !url.search.includes('code='),
  );
}

async function stylesOf(browser: Browser, siteUrl: string, screen: Screen, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'no-preference',
  });
  await allowTsxFunctionsIn(context);
  const page = await context.newPage();
  try {
    if (screen.signedIn) await signIn(page, siteUrl);
    await page.goto(`${siteUrl}${screen.path}`);
    await page.locator('#skjol-route-announcer').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor();
    // Fonts and the last inserted rules settle.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    return await readStyles(page);
  } finally {
    await context.close();
  }
}

export type Comparison = {
  screen: string;
  path: string;
  width: number;
  elements: number;
  onlyBefore: number;
  onlyAfter: number;
  differing: { key: string; pseudo: string; properties: string[] }[];
};

export function compare(
  before: ElementStyles[],
  after: ElementStyles[],
): Omit<Comparison, 'screen' | 'path' | 'width'> {
  const afterByKey = new Map(after.map((element) => [element.key, element]));
  const beforeKeys = new Set(before.map((element) => element.key));
  const differing: Comparison['differing'] = [];
  let elements = 0;
  for (const element of before) {
    const other = afterByKey.get(element.key);
    if (!other) continue;
    elements += 1;
    element.styles.forEach((text, index) => {
      // Compared by property, not as text: custom properties may be listed in another order.
      const properties = differingProperties(text, other.styles[index]!);
      if (properties.length) {
        differing.push({
          key: element.key,
          pseudo: ['', '::before', '::after'][index]!,
          properties: properties.slice(0, 8),
        });
      }
    });
  }
  return {
    elements,
    onlyBefore: before.filter((element) => !afterByKey.has(element.key)).length,
    onlyAfter: after.filter((element) => !beforeKeys.has(element.key)).length,
    differing,
  };
}

async function serve(root: string, publicDir: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'compare-styles-'));
  const server = await startServer(
    root,
    {
      PUBLIC_DIR: path.resolve(publicDir),
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      CHAT_HOURS: 'always',
      // Two servers start at once, on a machine that may be busy.
    },
    240_000,
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonOut = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
  const [beforeDir, afterDir = 'public'] = args;
  if (!beforeDir) throw new Error('usage: compare-styles.ts <before site> [<after site>]');
  const root = process.cwd();
  const [before, after] = await Promise.all([serve(root, beforeDir), serve(root, afterDir)]);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const results: Comparison[] = [];
  try {
    for (const screen of SCREENS) {
      for (const width of WIDTHS) {
        const [left, right] = await Promise.all([
          stylesOf(browser, before.url, screen, width),
          stylesOf(browser, after.url, screen, width),
        ]);
        const result = { screen: screen.name, path: screen.path, width, ...compare(left, right) };
        results.push(result);
        console.log(
          `${screen.name.padEnd(22)} ${String(width).padStart(4)} px: ${result.elements} elements, ` +
            `${result.differing.length} differing, ${result.onlyBefore} only before, ${result.onlyAfter} only after`,
        );
        for (const difference of result.differing.slice(0, 5)) {
          console.log(
            `    ${difference.key}${difference.pseudo}: ${difference.properties.join('; ')}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all([before.stop(), after.stop()]);
  }
  const total = (pick: (result: Comparison) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0);
  console.log(
    `\n${results.length} page views, ${total((result) => result.elements)} elements compared ` +
      `(each with ::before and ::after), ${total((result) => result.differing.length)} differing, ` +
      `${total((result) => result.onlyBefore + result.onlyAfter)} found on one side only`,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
  const same = results.every(
    (result) => !result.differing.length && !result.onlyBefore && !result.onlyAfter,
  );
  process.exitCode = same ? 0 : 1;
}

if (process.argv[1]?.endsWith('compare-styles.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
