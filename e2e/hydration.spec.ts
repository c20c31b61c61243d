import { readFileSync } from 'node:fs';
import { LATEST_MS } from '../src/build/after-first-paint';
import { ANNA, signIn } from './support/portal';
import { expect, hydrated, test, type Page } from './support/test';

// The build's HTML is rendered by React and brought to life by the same React 18 (hydrateRoot). What
// a page starts with, and which code it loads. That every template and portal screen hydrates cleanly is
// proven where each is loaded from scratch at 320 px (phones.spec.ts), by the fixture every test
// has (support/test.ts).

test.describe('how a page starts', () => {
  test('the global rules and the typeface are declared once, in the head, and never inserted again', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // A @font-face rule re-inserted by script is a new font to the browser: all text is shaped and
    // laid out again as the page starts. Only the head's own style element may hold one.
    const fontFaceSheets = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule))
        .map((sheet) => ({
          inHead: sheet.ownerNode?.parentNode === document.head,
          components: (sheet.ownerNode as Element | null)?.hasAttribute('data-styled') ?? false,
        })),
    );
    expect(fontFaceSheets).toEqual([{ inHead: true, components: false }]);
  });

  for (const address of ['/', '/vidskipti/']) {
    test(`${address} asks for its code only once its first content is on screen`, async ({
      page,
    }) => {
      await page.goto(address);
      await hydrated(page);
      // On a slow phone connection the page's own bytes and typeface then have the line to
      // themselves (src/build/after-first-paint.ts).
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => ({ script: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.scripts.map(({ script }) => script)).toContainEqual(
        expect.stringMatching(/^\/app-[0-9a-f]+\.js$/),
      );
      // A first paint that is late (a busy machine) has the code asked for after a second all the
      // same, a second counted from no earlier than the navigation's start.
      const askedNoEarlierThan = Math.min(timing.firstPaint!, LATEST_MS);
      for (const { script, startTime } of timing.scripts) {
        expect(startTime, script).toBeGreaterThanOrEqual(askedNoEarlierThan);
      }
    });
  }

  test('the code a page runs as it starts asks Chromium to compile it whole, off the main thread', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    );
    const starting = scripts.filter((script) =>
      /^\/(webpack-runtime|framework|app|component---src-templates-page-tsx)-[0-9a-f]+\.js$/.test(
        script,
      ),
    );
    expect(starting).toHaveLength(4);
    for (const script of starting) {
      const code = await (await page.request.get(script)).text();
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true);
    }
  });

  test("the footer's links move between pages in the browser like the rest", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The footer is hydrated with the page: its links move in the page, as the header's do,
    // rather than loading a new document.
    const footerLink = page.locator('footer a[href="/fyrirtaeki/"]');
    await footerLink.click();
    await expect(page).toHaveURL(/\/fyrirtaeki\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test('the claim report starts with its first step and fetches the later steps and their rules once on screen', async ({
  page,
}) => {
  await page.goto('/tjonstilkynningar/');
  await hydrated(page);
  // The later steps are a chunk of their own (src/features/public/claim-report/later-steps.ts),
  // asked for as the wizard is on screen: evaluated in a task of their own, there when needed.
  const laterSteps = /\/claim-report-later-steps-[0-9a-f]+\.js$/;
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
    )
    .toContainEqual(expect.stringMatching(laterSteps));
  const template = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .find((script) => script.includes('claim-report-tsx')),
  );
  expect(template).toBeTruthy();
  const templateCode = await (await page.request.get(template!)).text();
  // The incident step's fields are not in the page's own code.
  expect(templateCode).not.toContain('incident.place');
  // Nor is Yup, with which the steps are checked: it comes with the later steps. Found by its own
  // default message, which the later steps' scripts must carry for the check to mean anything.
  const scriptsOf = (group: string) =>
    (
      JSON.parse(readFileSync('public/webpack.stats.json', 'utf8')) as {
        namedChunkGroups: Record<string, { assets: { name: string }[] }>;
      }
    ).namedChunkGroups[group]!.assets.map((asset) => asset.name)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(`public/${name}`, 'utf8'));
  const yupMessage = 'is a required field';
  expect(scriptsOf('claim-report-later-steps').some((code) => code.includes(yupMessage))).toBe(
    true,
  );
  const pageScripts = scriptsOf('component---src-templates-forms-claim-report-tsx');
  expect(pageScripts.length).toBeGreaterThan(0);
  expect(pageScripts.filter((code) => code.includes(yupMessage))).toEqual([]);
});

test.describe("the portal's code comes per screen", () => {
  /** A portal screen's own chunk, named after its module (features/portal/screens.tsx). */
  const SCREEN_CHUNK = /\/portal-[a-z-]+-screens?-[0-9a-f]+\.js$/;
  /** The signed-in portal's shell (src/app/signed-in-portal.tsx). */
  const SIGNED_IN_CHUNK = /\/portal-signed-in-[0-9a-f]+\.js$/;
  /** The sign-in SDK's files, as the build's chunk map names them (features/shared/auth/auth-provider.tsx). */
  const sdkChunks = new Set(
    (
      JSON.parse(readFileSync('public/webpack.stats.json', 'utf8')) as {
        namedChunkGroups: Record<string, { assets: { name: string }[] }>;
      }
    ).namedChunkGroups['auth-sdk']!.assets.map((asset) => `/${asset.name}`),
  );

  function scriptsFetched(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  }

  test('the sign-in card comes without any screen, the signed-in shell or the sign-in SDK; signed in, they come', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/vidskipti/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitt Skjól' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => SCREEN_CHUNK.test(script))).toEqual([]);
    expect(scripts.filter((script) => SIGNED_IN_CHUNK.test(script))).toEqual([]);
    // Nobody has signed in in this browser, so the SDK is not run (at most fetched ahead, idly).
    expect(scripts.filter((script) => sdkChunks.has(script))).toEqual([]);

    await signIn(page, '/vidskipti/', ANNA);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((script) => /\/portal-policy-overview-screen-/.test(script))).toBe(true);
    expect(scripts.some((script) => SIGNED_IN_CHUNK.test(script))).toBe(true);
  });
});
