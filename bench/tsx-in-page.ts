import type { BrowserContext, Page } from '@playwright/test';

/**
 * tsx keeps function names with a `__name` helper that a page does not have, so a function a bench
 * hands the page (evaluate, init scripts) would fail on it: give the page one that does nothing.
 */
export async function allowTsxFunctionsIn(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
}
