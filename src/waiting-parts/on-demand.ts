import { importWaitingParts, WAITING_PARTS_AT_HAND, type WaitingParts } from './parts-loader';

// A public page paints, starts and answers without the code of its header, footer, help button and
// slices: they keep the server's markup until the visitor acts on the page (a pointer over it, a
// touch, a wheel, a key or a focus), a part comes into view, or the site moves to another page.
// Then the code is fetched and the parts are taken over; a click on one in the meantime is held and
// made again once they have been.

let loaded: WaitingParts | null = WAITING_PARTS_AT_HAND;
let loading: Promise<WaitingParts> | null = null;
/**
 * Settles once the parts are taken over and their effects have run. Never rejects. The parts
 * re-render in microtasks once the code is here, and Preact runs their effects after the next frame
 * and a task: a held click is made again only after those (the header's effect that closes its
 * menus on a new address would otherwise close what the click opened).
 */
let takenOver: Promise<void> | null = null;
let isTakenOver = false;
let holdingClicks = false;
let visitorActed: Promise<void> | null = null;
/** Resolves once the code is first asked for, whatever asked (a held click, a move to a page). */
let markWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The parts' code if it has arrived. */
export function waitingParts(): WaitingParts | null {
  return loaded;
}

/** Fetches the parts' code (once; again after a failed fetch). */
export function wantWaitingParts(): Promise<WaitingParts> {
  if (loading) return loading;
  markWanted();
  const fetching = importWaitingParts();
  loading = fetching;
  takenOver = fetching.then(
    async (code) => {
      loaded = code;
      await nextTask();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await nextTask();
      isTakenOver = true;
    },
    () => {
      loading = null;
    },
  );
  return fetching;
}

const ACTS = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

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

/** How far below the window a part is taken as coming into view. */
const NEAR_VIEW = '0px 0px 50% 0px';

/** Resolves when the part's box is near the window (at once without IntersectionObserver). */
function whenInView(part: string): Promise<void> {
  const element = document.querySelector(
    `[${WAITING_PART_ATTRIBUTE}="${part}"]`,
  )?.firstElementChild;
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
  });
}

/**
 * When a part met as the page starts has its code fetched:
 * - `now`: at once (it shows the moment, or the visitor's own state);
 * - `act`: on the visitor's first act;
 * - `seen`: on the first act, or when it comes near the window, whichever is first.
 */
export type PartWhen = 'now' | 'act' | 'seen';

/**
 * What a part met as the page starts waits for: its code, fetched as `when` says. Null once the
 * code is here.
 */
export function waitingPartsWait(part: string, when: PartWhen): Promise<unknown> | null {
  if (loaded) return null;
  holdClicksOnWaitingParts();
  const moment =
    when === 'now'
      ? Promise.resolve()
      : Promise.race([wanted, whenVisitorActs(), ...(when === 'seen' ? [whenInView(part)] : [])]);
  // After a failed fetch the part goes on to its own render, which asks for the code again.
  return moment.then(wantWaitingParts).catch(() => undefined);
}

/** Marks the box of a part whose code may come after the page started; the value names the part. */
export const WAITING_PART_ATTRIBUTE = 'data-waiting-part';

/**
 * A click on a part before its code has taken it over would be an ordinary link's full page load,
 * or a press nothing hears. It is held and made again on the same element once the parts are
 * taken over; if the code cannot come, a link is followed as the browser would have.
 */
function holdClicksOnWaitingParts(): void {
  if (holdingClicks) return;
  holdingClicks = true;
  document.addEventListener(
    'click',
    (click) => {
      const target = click.target instanceof Element ? click.target : null;
      if (isTakenOver || !target?.closest(`[${WAITING_PART_ATTRIBUTE}]`)) return;
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
        return; // a new tab or window: the browser's own, at the link's address
      }
      const element =
        target.closest<HTMLElement>('a, button, summary, label') ?? (target as HTMLElement);
      click.preventDefault();
      click.stopImmediatePropagation();
      void wantWaitingParts()
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
