import { css } from 'styled-components';

// Menus and the help button work before the page's code has come (and without JavaScript): their
// toggles name a panel with `popovertarget`, and the browser opens and closes it as its own popover.
// Once the code has come, a toggle's handler cancels the browser's toggle and the component's state
// shows the panel instead.

/** The toggle's attribute that makes the panel with this id the browser's own popover. */
export const popoverTarget = (id: string) => ({ popovertarget: id }) as const;

/** The panel's attribute: a popover the browser closes on Escape or a press outside it. */
export const AUTO_POPOVER = { popover: 'auto' } as const;

/**
 * If the browser has the panel open as its own popover (a press before the code came), closes it
 * as one and says so, for the component's state to show it instead.
 */
export function takeOverBrowserPopover(panel: Element | null): boolean {
  if (!(panel instanceof HTMLElement) || typeof panel.hidePopover !== 'function') return false;
  let open: boolean;
  try {
    open = panel.matches(':popover-open');
  } catch {
    return false; // a browser without popovers
  }
  if (open) panel.hidePopover();
  return open;
}

/**
 * Undoes the browser's own popover looks (centred in the screen, bordered, padded, scrolling), so a
 * panel looks the same whether the browser or the component's state shows it. Comes first in the
 * panel's rules; what the panel sets after it wins.
 */
export const withoutPopoverLooks = css`
  inset: auto;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  color: inherit;
  overflow: visible;
`;
