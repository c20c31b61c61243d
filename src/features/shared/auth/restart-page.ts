/** How long after one restart of the page another is refused: a failure that outlives a reload would loop. */
export const RESTART_GUARD_MS = 10_000;
const RESTARTED_AT = 'skjol.auth.restartedAt';

/**
 * Loads the page afresh after the session could not be renewed, unless it already did so moments
 * ago; returns whether it did. Kept in this tab's session storage, which a reload keeps.
 */
export function restartPage(reload = () => window.location.reload(), now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RESTARTED_AT) ?? 0);
    if (now - last < RESTART_GUARD_MS) return false;
    window.sessionStorage.setItem(RESTARTED_AT, String(now));
  } catch {
    // Storage refused (a browser's strict privacy mode): restart without the guard.
  }
  reload();
  return true;
}
