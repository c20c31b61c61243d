import { useEffect } from 'react';

// One lock shared by everything that hides page scrolling (modals, the loading overlay, the mobile
// menu). Counting the holders is what makes nested modals work: the style saved by the first lock
// is restored only when the last one is released, never the 'hidden' an inner one found.
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Hides page scrolling until the returned function is called (calling it twice is harmless). */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbarWidth =
      documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    if (scrollbarWidth > 0) {
      const padding = parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/** Hides page scrolling while the calling component is mounted and `active` is true. */
export function useBodyScrollLock(active = true): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
