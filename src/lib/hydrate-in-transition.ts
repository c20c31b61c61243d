import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's renderer for the first client render, as a transition. React 18 renders an update at the
 * default priority, the first hydration among them, in one task: on a phone the claim report's page
 * held the main thread for 0.8 s. A transition is rendered in slices of a few milliseconds that let
 * the browser paint and take input between them; a tap or key press on a part not yet hydrated makes
 * React finish the hydration at once and then hand the event over, so nothing is lost.
 */
export function hydrateInTransition(element: ReactNode, container: Element | null): void {
  // Gatsby hands over its own <div id="___gatsby">.
  if (!container) return;
  startTransition(() => {
    // A container the server left empty has nothing to take over: it is rendered afresh.
    if (container.hasChildNodes()) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
