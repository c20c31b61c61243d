import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False during the server render and hydration, true afterwards (and on the first render of
 * anything mounted later). Browser-only output behind it cannot cause a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The page's origin once in the browser; undefined on the server and during hydration. */
export function useBrowserOrigin(): string | undefined {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => undefined,
  );
}
