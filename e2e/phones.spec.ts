import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_SCREENS, type PortalScreenId } from '../src/features/portal/portal-routes';
import { onePagePerComponent } from './support/built-pages';
import { ANNA, expectAccessible, signIn, signInStaff, staffURL } from './support/portal';
import { expect, hydrated, test, type Page } from './support/test';

// The narrowest phone we design for is 320 px wide. One page of every template (in both
// languages) and every portal screen (customer's in both languages, staff's own) is loaded from
// scratch at that width. Each must hydrate with no script error and no mismatch between the build's
// HTML and the first render (the `test` fixture fails on either), nothing may stick out sideways,
// and axe finds nothing serious. With SCREENSHOTS_DIR set (`npm run screenshots`), each is also
// photographed at 320 and 1280 px into that folder.

// Each test loads its own page from scratch, so the file's tests are shared out between the
// workers: run in order, this file alone took six minutes of one worker, the suite's longest tail.
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

/**
 * What reaches past the right edge: the page's own width beyond the window's, and the outermost
 * elements that do it (by tag, id and class), so a failure says where to look.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }`;
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    });
    // Only the outermost: an overflowing box's children say nothing more.
    const outermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && other.contains(element)),
    );
    return [
      `page is ${document.documentElement.scrollWidth}px wide in ${width}px`,
      ...outermost.slice(0, 5).map(describe),
    ];
  });
}

/** A file name for a page or screen: its address, made safe. */
const shotName = (address: string) =>
  address.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'forsida';

async function photograph(page: Page, name: string) {
  if (!SCREENSHOTS_DIR) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-320.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

async function checkOnPhone(page: Page, name: string) {
  expect(await sidewaysOverflow(page), name).toEqual([]);
  await expectAccessible(page);
  await photograph(page, name);
}

const PAGES = onePagePerComponent({ perLanguage: true });

test.describe('every page template on a 320 px phone', () => {
  test('finds a page of every template in the build, in both languages', () => {
    const components = PAGES.map((entry) => entry.component);
    for (const template of ['src-templates-page-tsx', 'src-templates-article-tsx']) {
      expect(components).toContain(template);
      expect(components).toContain(`${template} en`);
    }
  });

  for (const { component, path: address } of PAGES) {
    test(`${component} (${address})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(address);
      await hydrated(page);
      await checkOnPhone(page, shotName(address));
    });
  }
});

const screensOf = (who: 'customer' | 'staff') =>
  (
    Object.entries(PORTAL_SCREENS) as [PortalScreenId, (typeof PORTAL_SCREENS)[PortalScreenId]][]
  ).filter(
    ([, screen]) => !('companyOnly' in screen) && (who === 'staff') === 'staffOnly' in screen,
  );

/**
 * A screen is ready once its own heading shows (not the portal's "no such page") and nothing on
 * it is still loading.
 */
async function screenReady(page: Page, screen: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, screen).toBeVisible();
  await expect(heading, screen).not.toHaveText(/Þessi síða er ekki til|does not exist/);
  await expect(page.locator('[aria-busy="true"]'), screen).toHaveCount(0);
}

test.describe('every portal screen on a 320 px phone', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const prefix of ['/vidskipti', '/en/portal'] as const) {
    test(`a customer's screens under ${prefix}/`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await signIn(page, prefix.startsWith('/en/') ? '/en/vidskipti/' : '/vidskipti/', ANNA);
      for (const [id, { paths }] of screensOf('customer')) {
        await page.goto(`${prefix}${paths[0]}`);
        await screenReady(page, id);
        await checkOnPhone(page, shotName(`${prefix}${paths[0]}`));
      }
    });
  }

  test("staff's own screens", async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await signInStaff(page, baseURL!, 'stjori');
    const base = staffURL(baseURL!);
    await checkOnPhone(page, 'starfsfolk-heim');
    for (const [id, { paths }] of screensOf('staff')) {
      await page.goto(`${base}/vidskipti${paths[0]}`);
      await screenReady(page, id);
      await checkOnPhone(page, `starfsfolk-${shotName(paths[0])}`);
    }
  });
});
