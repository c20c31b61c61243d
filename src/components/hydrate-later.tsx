import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

/** Regions whose turn has come, in the order they came; one is hydrated per task. */
const due: Array<() => void> = [];
/** True while regions are being hydrated one per task. */
let takingTurns = false;
/** Those waiting for every due region to be hydrated. */
let whenAllTaken: Array<() => void> = [];
/**
 * Whether what is being rendered is server markup being taken over, so a region met there waits for
 * a turn: the page's first hydration (this default), or a region being hydrated in its turn (its
 * Gate provides its own, true only for that render). A region mounted afterwards renders at once.
 */
const pageTakeover = { current: typeof window !== 'undefined' };
const TakingOver = createContext<{ current: boolean }>(pageTakeover);

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
 * Needed on pages whose regions all wait for more, where no turn ever ends the first hydration.
 */
export function endFirstHydration(): void {
  pageTakeover.current = false;
  if (!takingTurns) markFullyHydrated();
}

/** Hydrates the next due region in a task of its own, then schedules the one after. */
function hydrateNext(): void {
  pageTakeover.current = false;
  const next = due.shift();
  if (next) {
    next();
    // The region re-renders in a microtask, so a task later it is done.
    setTimeout(hydrateNext, 0);
    return;
  }
  takingTurns = false;
  markFullyHydrated();
  const waiting = whenAllTaken;
  whenAllTaken = [];
  for (const settle of waiting) settle();
}

/** A region's turn: it comes in a task of its own, after those already due. */
function queueTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    due.push(resolve);
    if (takingTurns) return;
    takingTurns = true;
    // The first region met schedules the turns: the page's own hydration is one task, so they come after it.
    setTimeout(hydrateNext, 0);
  });
}

/**
 * Settles once every region whose turn has come is hydrated; at once if none is due. Regions that
 * still wait for more (their code) are not counted.
 */
export function dueRegionsHydrated(): Promise<void> {
  if (!takingTurns) return Promise.resolve();
  return new Promise<void>((resolve) => whenAllTaken.push(resolve));
}

/**
 * A region's place among the turns, if it is met while server markup is taken over (`takingOver`).
 * `waitFor` is what else the region needs first (its code, src/waiting-parts): it takes its turn
 * when that has come, so regions whose code arrives together are still hydrated one per task, not
 * all in the task that brought the code.
 */
function takeTurn(
  waitFor: (() => Promise<unknown> | null) | undefined,
  takingOver: boolean,
): Turn | null {
  if (!takingOver) return null;
  const more = waitFor?.();
  const ready = more ? more.then(queueTurn, queueTurn) : queueTurn();
  // Preact resumes the region when the promise it was thrown settles, so `done` is set first.
  const turn: Turn = { promise: ready.then(() => void (turn.done = true)), done: false };
  return turn;
}

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  const takingOver = useRef(turn !== null);
  useLayoutEffect(() => {
    takingOver.current = false;
  }, []);
  return <TakingOver.Provider value={takingOver}>{children}</TakingOver.Provider>;
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
  const takingOver = useContext(TakingOver);
  const [turn] = useState(() => takeTurn(waitFor, takingOver.current));
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
