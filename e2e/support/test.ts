import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Route,
  type Worker,
} from '@playwright/test';
import { siteURL } from '../../playwright.config';
import { FULLY_HYDRATED_ATTRIBUTE } from '../../src/lib/hydrated';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

const REPORT_BINDING = '__skjolReportCspViolation';

/**
 * Chromium's console lines for anything a Content-Security-Policy blocked or could not parse, and
 * for a Permissions-Policy it could not understand.
 */
const CSP_CONSOLE = /Content[- ]Security[- ]Policy|Permissions-Policy/i;

/**
 * Chromium's console line for a request that failed: answered with an error status, or cut off.
 * Tests send wrong passwords, refused uploads and over-limit requests, and take the network away,
 * on purpose, and the page handles each; what counts here is a script error, not a request's fate.
 */
const FAILED_REQUEST = /^Failed to load resource: /;

/**
 * React's words for markup that did not match what the browser drew: whatever the
 * console line's level, a page whose build HTML and first render differ fails its test.
 */
const HYDRATION_WARNING =
  /did not match|Hydration failed|hydrat(?:ion|ing).*(?:mismatch|error)|Expected server HTML/i;

/**
 * Collects, for every page of every browser context a test opens (popups such as the card
 * provider's page included), the `securitypolicyviolation` events and the console's CSP
 * messages, and every script error: uncaught exceptions, console errors and hydration mismatches.
 */
class PageWatch {
  readonly problems: string[] = [];
  readonly errors: string[] = [];
  private readonly watched = new WeakSet<BrowserContext>();
  private readonly workers = new Set<Worker>();

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding(REPORT_BINDING, ({ page }, detail: string) => {
      this.problems.push(`${page?.url() ?? '(no page)'}: ${detail}`);
    });
    // Init scripts run before the page's own and are not themselves subject to its CSP.
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (detail: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
            ` at ${event.sourceFile || '?'}:${event.lineNumber} ${event.sample}`.trimEnd(),
        );
      });
    }, REPORT_BINDING);
    const listen = (page: Page) => {
      page.on('console', (message) => {
        if (CSP_CONSOLE.test(message.text())) {
          this.problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
        } else if (
          (message.type() === 'error' && !FAILED_REQUEST.test(message.text())) ||
          HYDRATION_WARNING.test(message.text())
        ) {
          this.errors.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => {
        this.errors.push(`${page.url()}: uncaught ${error.name}: ${error.message}`);
      });
    };
    context.pages().forEach(listen);
    context.on('page', listen);
    // A service worker runs under its own script's CSP; what it is refused shows only there.
    const watchWorker = (worker: Worker) => {
      this.workers.add(worker);
      worker.on('console', (message) => {
        if (CSP_CONSOLE.test(message.text())) {
          this.problems.push(`${worker.url()}: console ${message.type()}: ${message.text()}`);
        }
      });
      worker
        .evaluate(() => {
          const scope = self as unknown as { cspViolations?: string[] } & typeof globalThis;
          scope.cspViolations = [];
          scope.addEventListener('securitypolicyviolation', (event) => {
            scope.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
          });
        })
        .catch(() => undefined);
    };
    context.serviceWorkers().forEach(watchWorker);
    context.on('serviceworker', watchWorker);
  }

  /** Violations the service workers recorded, read when the test is over. */
  async workerProblems(): Promise<string[]> {
    const found: string[] = [];
    for (const worker of this.workers) {
      const recorded = await worker
        .evaluate(() => (self as unknown as { cspViolations?: string[] }).cspViolations ?? [])
        .catch(() => [] as string[]);
      found.push(...recorded.map((detail) => `${worker.url()}: ${detail}`));
    }
    return found;
  }
}

/**
 * Playwright's `test`, failing any test during which a page met a CSP violation, a script error or
 * a hydration mismatch.
 * Contexts the test makes itself with `browser.newContext()` are watched too.
 */
export const test = base.extend<{ pageProblems: void; allowedConsoleErrors: RegExp[] }>({
  /** Each worker meets its own server (playwright.config.ts). */
  baseURL: [
    // Playwright reads the fixtures a fixture needs from its first parameter; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await use(siteURL(testInfo.parallelIndex));
    },
    { scope: 'test' },
  ],
  /** Console errors a test provokes on purpose, each matched by one of these. */
  allowedConsoleErrors: [[], { option: true }],
  pageProblems: [
    async ({ context, browser, allowedConsoleErrors }, use) => {
      const watch = new PageWatch();
      await watch.watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        await watch.watch(made);
        return made;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const problems = [...watch.problems, ...(await watch.workerProblems())];
      expect(problems, 'Content-Security-Policy violations').toEqual([]);
      const errors = watch.errors.filter(
        (error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)),
      );
      expect(errors, 'Script errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The first client render is done once gatsby-browser has put the route announcer in place, and
 * the regions hydrated after it (HydrateLater) once <html> is marked; only then do the page's own
 * handlers hear what the test types, picks, sets (files included) or clicks.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#skjol-route-announcer')).toBeAttached();
  await expect(page.locator(`html[${FULLY_HYDRATED_ATTRIBUTE}]`)).toBeAttached();
}

/**
 * A slow phone: from now on the page's scripts are held back, so a test can act on the server's
 * HTML before the code has come; `release()` lets them through. `held()` counts those held.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    held: () => held.length,
    async release(): Promise<void> {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}
