import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * `read()` in the browser, `onServer` in the server render and during hydration, so browser-only
 * output behind it cannot cause a hydration mismatch. Where the two agree (most pages are not
 * headless, most hosts are not the staff host), nothing renders again after hydration: React makes
 * such a second render in one pass that the visitor cannot interrupt.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => onServer);
}

/**
 * False during the server render and hydration, true afterwards (and on the first render of
 * anything mounted later). Browser-only output behind it cannot cause a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * The page's origin once in the browser; undefined on the server and during hydration, and always
 * when not `needed`. A caller that does not need it stays as hydrated: React re-renders a component
 * whose store answer changed after hydration in one uninterruptible pass, and a page has hundreds
 * of links.
 */
export function useBrowserOrigin(needed = true): string | undefined {
  return useBrowserValue(() => (needed ? window.location.origin : undefined), undefined);
}
