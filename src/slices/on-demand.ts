import { importSliceCode, SLICE_CODE_AT_HAND, type SliceCode } from './slice-code';

// A page of content paints, starts and answers without its slices' code: the slices keep the
// server's markup until the visitor acts on the page (a pointer over it, a touch, a key, a focus)
// or the site moves to another page. Then the code is fetched and the slices are taken over; a
// click on one in the meantime is held and made again once they have been.

let loaded: SliceCode | null = SLICE_CODE_AT_HAND;
let loading: Promise<SliceCode> | null = null;
/**
 * Settles a task after the code arrived: the waiting slices re-render in a microtask, so by then
 * they are taken over. Never rejects.
 */
let takenOver: Promise<void> | null = null;
let isTakenOver = false;
let holdingClicks = false;
let visitorActed: Promise<void> | null = null;

/** The slices' code if it has arrived. */
export function sliceCode(): SliceCode | null {
  return loaded;
}

/** Fetches the slices' code (once; again after a failed fetch). */
export function wantSliceCode(): Promise<SliceCode> {
  if (loading) return loading;
  const fetching = importSliceCode();
  loading = fetching;
  takenOver = fetching.then(
    (code) => {
      loaded = code;
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          isTakenOver = true;
          resolve();
        }, 0),
      );
    },
    () => {
      loading = null;
    },
  );
  return fetching;
}

const ACTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Resolves when the visitor first acts on the page. */
function whenVisitorActs(): Promise<void> {
  visitorActed ??= new Promise<void>((resolve) => {
    const acted = () => {
      for (const act of ACTS) document.removeEventListener(act, acted, true);
      resolve();
    };
    for (const act of ACTS) document.addEventListener(act, acted, { capture: true, passive: true });
  });
  return visitorActed;
}

/**
 * What a slice region met as the page starts waits for: its code, fetched at once where a slice
 * shows the moment (`now`), else after the visitor's first act. Null once the code is here.
 */
export function sliceCodeWait(now: boolean): Promise<unknown> | null {
  if (loaded) return null;
  holdClicksOnWaitingSlices();
  const code = now ? wantSliceCode() : whenVisitorActs().then(wantSliceCode);
  // After a failed fetch the region goes on to its own render, which asks for the code again.
  return code.catch(() => undefined);
}

/** Marks the box of a slice whose code may come after the page started. */
export const WAITING_SLICE_ATTRIBUTE = 'data-slice-code';

/**
 * A click on a slice before its code has taken it over would be an ordinary link's full page load,
 * or a press nothing hears. It is held and made again on the same element once the slices are
 * taken over; if the code cannot come, a link is followed as the browser would have.
 */
function holdClicksOnWaitingSlices(): void {
  if (holdingClicks) return;
  holdingClicks = true;
  document.addEventListener(
    'click',
    (click) => {
      const target = click.target instanceof Element ? click.target : null;
      if (isTakenOver || !target?.closest(`[${WAITING_SLICE_ATTRIBUTE}]`)) return;
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
        return; // a new tab or window: the browser's own, at the link's address
      }
      const element =
        target.closest<HTMLElement>('a, button, summary, label') ?? (target as HTMLElement);
      click.preventDefault();
      click.stopImmediatePropagation();
      void wantSliceCode()
        .then(() => takenOver)
        .then(
          () => {
            if (element.isConnected) element.click();
            else if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
          },
          () => {
            if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
          },
        );
    },
    true,
  );
}
