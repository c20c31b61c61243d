import { createContext, useContext } from 'react';

/** True while a page renders inside the modal frame, over the previous page. */
export const InModalContext = createContext(false);

export function useInModal(): boolean {
  return useContext(InModalContext);
}

/** Closes the modal page back to the page under it; null outside the modal frame. */
export const CloseModalContext = createContext<(() => void) | null>(null);

/** What a page inside the modal calls to close it the way the dialog's own close button does. */
export function useCloseModal(): (() => void) | null {
  return useContext(CloseModalContext);
}
