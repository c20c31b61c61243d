import { dueRegionsHydrated } from '../components/hydrate-later';
import { importWaitingParts, WAITING_PARTS_AT_HAND, type WaitingParts } from './parts-loader';

// A public page paints, starts and answers without the code of its header, footer, help button,
// slices and other static parts: they keep the server's markup until the visitor acts on the page
// (a pointer over it, a touch, a wheel, a key or a focus), a part comes into view, or the site moves
// to another page. Then the code is fetched and the parts are taken over; a click or a form's send
// on one in the meantime is held and made again once they have been.

let loaded: WaitingParts | null = WAITING_PARTS_AT_HAND;
let loading: Promise<WaitingParts> | null = null;
/**
 * Settles once the parts are taken over and their effects have run. Never rejects. Once the code is
 * here the parts take their turns, one per task, and Preact runs their effects after the next frame
 * and a task: a held click is made again only after those (the header's effect that closes its
 * menus on a new address would otherwise close what the click opened).
 */
let takenOver: Promise<void> | null = null;
let isTakenOver = false;
let holding = false;
let visitorActed: Promise<void> | null = null;
/** Resolves once the code is first asked for, whatever asked (a held click, a move to a page). */
let markWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// Without requestAnimationFrame (a test's document once torn down), a task stands in for the frame.
const nextFrame = () =>
  typeof requestAnimationFrame === 'function'
    ? new Promise((resolve) => requestAnimationFrame(resolve))
    : nextTask();

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
      // The parts waiting for the code queue their turns in the microtasks after it came.
      await nextTask();
      await dueRegionsHydrated();
      await nextFrame();
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

/**
 * Resolves when the visitor first acts on the page, or at once if they already have: something in
 * it has the focus (they tabbed, tapped or typed before the page's code came).
 */
function whenVisitorActs(): Promise<void> {
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) {
    visitorActed ??= Promise.resolve();
  }
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
  holdClicksAndSendsOnWaitingParts();
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
 * or a press nothing hears; a form's send would be the browser's own. Either is held and made again
 * on the same element once the parts are taken over; if the code cannot come, a link is followed
 * and a form sent as the browser would have.
 */
function holdClicksAndSendsOnWaitingParts(): void {
  if (holding) return;
  holding = true;
  const waiting = (target: EventTarget | null) =>
    !isTakenOver && target instanceof Element && target.closest(`[${WAITING_PART_ATTRIBUTE}]`);
  const afterTakeover = (again: () => void, asTheBrowserWould: () => void) =>
    void wantWaitingParts()
      .then(() => takenOver)
      .then(again, asTheBrowserWould);
  document.addEventListener(
    'click',
    (click) => {
      if (!waiting(click.target)) return;
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
        return; // a new tab or window: the browser's own, at the link's address
      }
      const target = click.target as Element;
      const element =
        target.closest<HTMLElement>('a, button, summary, label') ?? (target as HTMLElement);
      click.preventDefault();
      click.stopImmediatePropagation();
      const follow = () => {
        if (element instanceof HTMLAnchorElement) window.location.assign(element.href);
      };
      afterTakeover(() => (element.isConnected ? element.click() : follow()), follow);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (send) => {
      const form = send.target;
      if (!(form instanceof HTMLFormElement) || !waiting(form)) return;
      send.preventDefault();
      send.stopImmediatePropagation();
      afterTakeover(
        () => form.isConnected && form.requestSubmit(),
        () => form.submit(),
      );
    },
    true,
  );
}
