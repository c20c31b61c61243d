// Conditions the browser glue checks before prefetching, registering the service worker,
// and switching the header to headless mode.

/** The Network Information API's fields we read (navigator.connection). */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/** Prefetching is skipped on 2g (and slow-2g) connections and when the visitor asked to save data. */
export function prefetchAllowed(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if ((connection.effectiveType ?? '').includes('2g')) return false;
  return connection.saveData !== true;
}

/** The service worker (/sw.js) is registered only over HTTPS or on localhost. */
export function serviceWorkerAllowed(location: { protocol: string; hostname: string }): boolean {
  return location.protocol === 'https:' || location.hostname === 'localhost';
}

/** Headless mode is on when the query has headless=true, the value in any letter case. */
export function isHeadless(search: string): boolean {
  const value = new URLSearchParams(search).get('headless');
  return value !== null && value.trim().toLowerCase() === 'true';
}
