import type { ReactNode } from 'react';
import { HydrateLater } from '../components/hydrate-later';
import type { WaitingParts } from './parts-loader';
import {
  waitingParts,
  waitingPartsWait,
  wantWaitingParts,
  WAITING_PART_ATTRIBUTE,
  type PartWhen,
} from './on-demand';

export { wantWaitingParts, type PartWhen } from './on-demand';

/**
 * The parts' code could not be fetched for a page reached in the browser (a new build has replaced
 * it, or the network is gone): load the address as a full page once, as Gatsby does for a page's
 * own code; after that the parts stay away rather than ask again and again.
 */
function reloadOnce(): Promise<never> {
  const key = 'waiting-parts-reload';
  try {
    if (sessionStorage.getItem(key) !== window.location.pathname) {
      sessionStorage.setItem(key, window.location.pathname);
      window.location.reload();
    }
  } catch {
    // no session storage: no reload either, rather than risk one after another
  }
  return new Promise<never>(() => undefined);
}

type Render = (code: WaitingParts) => ReactNode;

/** A part drawn by its code, which a page reached in the browser may still be fetching. */
function FromCode({ render }: { render: Render }) {
  const code = waitingParts();
  if (!code) throw wantWaitingParts().catch(reloadOnce);
  return <>{render(code)}</>;
}

type WaitingPartProps = {
  /** Names the part's box (`data-waiting-part`), where held clicks and the view are watched. */
  name: string;
  /** When its code is fetched, if the page starts without it (./on-demand.ts). */
  when: PartWhen;
  /** The part, from its code. */
  render: Render;
};

/**
 * A part of a public page whose code waits for the visitor: until it comes, the server's markup
 * stays (links work as links, a click is held); then the part is hydrated in place. On a page
 * reached in the browser it renders at once, its code having been asked for as the site moved.
 */
export function WaitingPart({ name, when, render }: WaitingPartProps) {
  return (
    <HydrateLater
      waitFor={() => waitingPartsWait(name, when)}
      boxAttributes={{ [WAITING_PART_ATTRIBUTE]: name }}
    >
      <FromCode render={render} />
    </HydrateLater>
  );
}
