// Scroll on navigation, and pages shown as a modal over the previous page.

import { isUnderPath, normalizePath } from './normalize';

/** Under these paths the page keeps its scroll position on navigation (the Christmas calendar). */
export const NO_SCROLL_RESET_PATHS = ['/jolakula'] as const;

/**
 * What a navigation may carry in `location.state`. `modal` shows the page over the previous one;
 * `noScroll` leaves the scroll position alone (used when a modal closes).
 */
export type RouteState = { modal?: boolean; noScroll?: boolean; returnTo?: string };

function asRouteState(state: unknown): RouteState {
  return typeof state === 'object' && state !== null ? (state as RouteState) : {};
}

export function isModalState(state: unknown): boolean {
  return asRouteState(state).modal === true;
}

/**
 * Whether the scroll position is reset after navigating to `location`: always, except under
 * /jolakula (in any language) and when the location state carries a modal or no-scroll flag.
 */
export function shouldResetScroll(location: { pathname: string; state?: unknown }): boolean {
  const state = asRouteState(location.state);
  if (state.modal === true || state.noScroll === true) return false;
  return !NO_SCROLL_RESET_PATHS.some((prefix) => isUnderPath(location.pathname, prefix));
}

/** The state that opens a page as a modal over the page at `returnTo`. */
export function modalState(returnTo: string): RouteState {
  return { modal: true, returnTo };
}

/** The state that leaves a modal page without moving the page underneath. */
export const CLOSE_MODAL_STATE: RouteState = { noScroll: true };

/**
 * Where closing a modal page goes: the page it was opened over, or `fallback` (the front page in
 * the page's language) when there is none or it is the modal page itself.
 */
export function modalReturnPath(state: unknown, currentPathname: string, fallback = '/'): string {
  const { returnTo } = asRouteState(state);
  if (
    typeof returnTo !== 'string' ||
    !/^\/(?!\/)/.test(returnTo) ||
    normalizePath(returnTo) === normalizePath(currentPathname)
  ) {
    return fallback;
  }
  return returnTo;
}
