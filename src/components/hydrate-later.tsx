import { Suspense, useState, type ReactNode } from 'react';

/**
 * Content that may wait for its event handlers: when the page is first taken over in the browser,
 * what is inside keeps the server's markup and is hydrated afterwards, one region per task, so the
 * browser is never blocked by the whole page at once (a long task delays the first tap). Before its
 * turn it is plain HTML: its links still work, as ordinary links. Pages reached in the browser, and
 * everything rendered after the first hydration, render at once.
 *
 * Preact keeps a suspended subtree's server DOM while hydrating and resumes there when the promise
 * settles; it keeps one DOM node, so the content sits in one wrapper box that adds no box of its
 * own (`display: contents`); styles that look at siblings know it by `data-hydrate-later`.
 */

type Turn = { promise: Promise<void>; done: boolean };

/** Regions waiting for their turn, in document order. */
const waiting: Array<() => void> = [];
/** True while the server's page is being taken over; regions met then wait their turn. */
let firstHydration = typeof window !== 'undefined';

/**
 * Set on <html> once every region has its handlers, or holds its clicks until its code comes (the
 * parts that wait for the visitor, src/waiting-parts): what a click does before then may differ (a
 * login-required link is then an ordinary link), so tools and tests that act on the page wait for it.
 */
export const FULLY_HYDRATED_ATTRIBUTE = 'data-hydrated';

function markFullyHydrated(): void {
  document.documentElement.setAttribute(FULLY_HYDRATED_ATTRIBUTE, '');
}

/**
 * The page has been taken over (Gatsby's onInitialClientRender): from now on regions render at once.
 * Needed on pages with no region, where no turn ever ends the first hydration.
 */
export function endFirstHydration(): void {
  firstHydration = false;
  if (!waiting.length) markFullyHydrated();
}

/** Hydrates the next waiting region in a task of its own, then schedules the one after. */
function hydrateNext(): void {
  firstHydration = false;
  const next = waiting.shift();
  if (!next) return;
  next();
  // The region re-renders in a microtask, so a task later it is done.
  setTimeout(waiting.length ? hydrateNext : markFullyHydrated, 0);
}

/**
 * A region's place in the queue, met while the page is first taken over. `waitFor` is what else
 * the region needs first (its code, src/waiting-parts); meanwhile its turn passes and the
 * regions after it go on.
 */
function takeTurn(waitFor?: () => Promise<unknown> | null): Turn | null {
  if (!firstHydration) return null;
  const queued = new Promise<void>((resolve) => {
    waiting.push(resolve);
  });
  // The first region schedules the queue: the page's own hydration is one task, so this runs after it.
  if (waiting.length === 1) setTimeout(hydrateNext, 0);
  const more = waitFor?.();
  const ready = more ? Promise.all([queued, more]) : queued;
  // Preact resumes the region when the promise it was thrown settles, so `done` is set first.
  const turn: Turn = { promise: ready.then(() => void (turn.done = true)), done: false };
  return turn;
}

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}

const contents = { display: 'contents' } as const;

type HydrateLaterProps = {
  children: ReactNode;
  /** What the region needs besides its turn when the page is first taken over. */
  waitFor?: () => Promise<unknown> | null;
  /** Attributes of the box, for what needs to find it before it is taken over. */
  boxAttributes?: Record<`data-${string}`, string>;
};

export function HydrateLater({ children, waitFor, boxAttributes }: HydrateLaterProps) {
  const [turn] = useState(() => takeTurn(waitFor));
  const box = (
    <div data-hydrate-later="" style={contents} {...boxAttributes}>
      {children}
    </div>
  );
  if (typeof window === 'undefined') return box;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{box}</Gate>
    </Suspense>
  );
}
