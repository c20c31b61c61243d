import { readFileSync } from 'node:fs';
import { LATEST_MS } from '../src/build/after-first-paint';
import { COMPONENT_STYLES_ID } from '../src/components/styled';
import { ANNA, signIn } from './support/portal';
import { expect, holdScripts, hydrated, test, type Page } from './support/test';

// The build's HTML is rendered by React and brought to life by Preact (decision 013). What a page
// starts with, and which code it loads. That every template and portal screen hydrates cleanly is
// proven where each is loaded from scratch at 320 px (phones.spec.ts), by the fixture every test
// has (support/test.ts).

/** The code of the parts of a public page that wait for the visitor (src/waiting-parts). */
const WAITING_PARTS_CODE = /\/waiting-parts-[0-9a-f]+\.js$/;

test.describe('how a page starts', () => {
  test('the global rules and the typeface are declared once, in the head, and never inserted again', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // A @font-face rule re-inserted by script is a new font to the browser: all text is shaped and
    // laid out again as the page starts. Only the head's own style element may hold one.
    const fontFaceSheets = await page.evaluate(
      (componentStylesId) =>
        [...document.styleSheets]
          .filter((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule))
          .map((sheet) => ({
            inHead: sheet.ownerNode?.parentNode === document.head,
            components: (sheet.ownerNode as Element | null)?.id === componentStylesId,
          })),
      COMPONENT_STYLES_ID,
    );
    expect(fontFaceSheets).toEqual([{ inHead: true, components: false }]);
  });

  test("hydration finds the components' rules in the server's sheet and inserts none twice", async ({
    page,
  }) => {
    for (const address of ['/', '/en/investors/']) {
      await page.goto(address);
      await hydrated(page);
      // The browser adds to the server's sheet only what it lacks (what shows only once the page
      // runs, as "open now"); a rule written twice would mean it did not find the server's.
      const rules = await page.evaluate((id) => {
        const element = document.getElementById(id) as HTMLStyleElement;
        const asSent = new CSSStyleSheet();
        asSent.replaceSync(element.textContent ?? '');
        const live = [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
        return { live, sent: [...asSent.cssRules].map((rule) => rule.cssText) };
      }, COMPONENT_STYLES_ID);
      expect(rules.sent.length, address).toBeGreaterThan(50);
      expect(new Set(rules.live).size, address).toBe(rules.live.length);
      expect(rules.live, address).toEqual(expect.arrayContaining(rules.sent));
    }
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

  test('content hydrated after the page moves between pages in the browser like the rest', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The footer is hydrated after the page (components/hydrate-later.tsx); its links then move in
    // the page, as the header's do, rather than loading a new document.
    const footerLink = page.locator('footer a[href="/fyrirtaeki/"]');
    await footerLink.click();
    await expect(page).toHaveURL(/\/fyrirtaeki\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a page of content starts without the code of its header, footer and slices; a click on a slice brings it and then moves in the page', async ({
    page,
  }) => {
    const slicesCode = WAITING_PARTS_CODE;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (slicesCode.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Nobody has acted on the page: its slices are the server's markup, their code not asked for.
    expect(fetched).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The click (and the pointer's arrival before it) asks for the code; the click is held and made
    // again once the slices are taken over, so the link moves in the page rather than loading one.
    const code = page.waitForResponse((response) => slicesCode.test(response.url()));
    await page.locator('[data-slice="cards"] a').first().click();
    await code;
    await expect(page).not.toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(fetched).toHaveLength(1);
  });

  test('a page with a slice that shows the moment takes its slices over as it starts', async ({
    page,
  }) => {
    // The investors' page lists meetings to come and past ones, judged by the visitor's clock.
    const code = page.waitForResponse((response) => WAITING_PARTS_CODE.test(response.url()));
    await page.goto('/fjarfestar/');
    await hydrated(page);
    await code;
  });

  test("a signed-in visitor's header is taken over at once and says so; the footer as it comes into view", async ({
    browser,
    baseURL,
  }) => {
    for (const signedIn of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (signedIn) {
        await context.addCookies([
          { name: 'auth0.skjol-web.is.authenticated', value: 'true', url: baseURL! },
        ]);
      }
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (WAITING_PARTS_CODE.test(request.url())) fetched.push(request.url());
      });
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const header = page.getByRole('banner');
      if (signedIn) {
        expect(fetched).toHaveLength(1);
        await expect(header.getByRole('link', { name: 'Mínar síður', exact: true })).toBeVisible();
      } else {
        // Nobody has acted: the server's header stays, and the footer is far below the window.
        expect(fetched).toEqual([]);
        await expect(header.getByRole('link', { name: 'Mitt Skjól', exact: true })).toBeVisible();
        const hours = page.waitForRequest((request) => request.url().includes('/cms/graphql'));
        // Scrolled to by a script, not a visitor's act: coming into view is enough.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await hours;
        await expect(page.getByRole('contentinfo').locator('[data-open]').first()).toBeVisible();
        expect(fetched).toHaveLength(1);
      }
      await context.close();
    }
  });

  test("a tap on the menu before the page's code has come opens it once the code is there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // A slow phone: the page is drawn, and its scripts are held back while the visitor taps.
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Valmynd' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveAttribute('data-open', 'false');
    // The page asks for its code once it has painted, which may be after the tap.
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    await hydrated(page);
    await expect(menu).toHaveAttribute('data-open', 'true');
    await expect(menu).toBeVisible();
  });
});

test.describe("the portal's code comes per screen", () => {
  /** A portal screen's own chunk, named after its module (features/portal/screens.tsx). */
  const SCREEN_CHUNK = /\/portal-[a-z-]+-screens?-[0-9a-f]+\.js$/;
  /** The signed-in portal's shell (features/portal/signed-in-portal.tsx). */
  const SIGNED_IN_CHUNK = /\/portal-signed-in-[0-9a-f]+\.js$/;
  /** The sign-in SDK's files, as the build's chunk map names them (features/auth/auth-provider.tsx). */
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
