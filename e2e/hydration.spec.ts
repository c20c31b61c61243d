import { readFileSync } from 'node:fs';
import { PORTAL_SCREENS, type PortalScreenId } from '../src/features/portal/portal-routes';
import { onePagePerComponent } from './support/built-pages';
import { ANNA, signIn } from './support/portal';
import { expect, test, type Page } from './support/test';

// The build's HTML is rendered by React and brought to life by Preact (decision 013). Loading a
// page from scratch hydrates it; this proves, for one page of every template and for every portal
// screen, that doing so logs no error, no hydration mismatch and throws nothing.

/** React's and Preact's words for markup that did not match what the browser drew. */
const HYDRATION_WARNING =
  /did not match|Hydration failed|hydrat(?:ion|ing).*(?:mismatch|error)|Expected server HTML/i;

/** Everything a page says is wrong while it loads and hydrates. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || HYDRATION_WARNING.test(message.text())) {
      problems.push(`console ${message.type()} at ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error at ${page.url()}: ${error.message}`));
  return problems;
}

/** The first client render is done once gatsby-browser has put the route announcer in place. */
async function hydrated(page: Page) {
  await expect(page.locator('#skjol-route-announcer')).toBeAttached();
  await page.waitForLoadState('networkidle');
}

const PAGES = onePagePerComponent();

test.describe('hydrating every page template', () => {
  test('finds a page of every template in the build', () => {
    const components = PAGES.map((entry) => entry.component);
    for (const template of ['src-templates-page-tsx', 'src-templates-article-tsx']) {
      expect(components).toContain(template);
    }
  });

  for (const { component, path: pagePath } of PAGES) {
    test(`${component} (${pagePath}) hydrates without an error or a mismatch`, async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto(pagePath);
      await hydrated(page);
      expect(problems).toEqual([]);
    });
  }
});

// The screens a customer has: staff-only ones (the inbox) are the staff host's, and company-only
// ones a company's (e2e/company.spec.ts loads them acting for one).
const SCREENS = (
  Object.entries(PORTAL_SCREENS) as [PortalScreenId, (typeof PORTAL_SCREENS)[PortalScreenId]][]
).filter(([, screen]) => !('staffOnly' in screen) && !('companyOnly' in screen));

test.describe('hydrating every portal screen', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const prefix of ['/vidskipti', '/en/portal'] as const) {
    test(`every screen under ${prefix}/ loads as a whole page without an error`, async ({
      page,
    }) => {
      // Sign-in lands under /vidskipti/ in the address's language; the session serves every prefix.
      await signIn(page, prefix.startsWith('/en/') ? '/en/vidskipti/' : '/vidskipti/', ANNA);
      const problems = watchProblems(page);
      for (const [screen, { paths }] of SCREENS) {
        const before = problems.length;
        await page.goto(`${prefix}${paths[0]}`);
        await hydrated(page);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, screen).toBeVisible();
        await expect(heading, screen).not.toHaveText(/Þessi síða er ekki til|does not exist/);
        await expect(page.locator('[aria-busy="true"]'), screen).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(problems.slice(before), screen).toEqual([]);
      }
    });
  }
});

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
          styledComponents: (sheet.ownerNode as Element | null)?.hasAttribute('data-styled'),
        })),
    );
    expect(fontFaceSheets).toEqual([{ inHead: true, styledComponents: false }]);
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
