import { createContext, useContext } from 'react';

/** True while a page renders inside the modal frame, over the previous page. */
export const InModalContext = createContext(false);

export function useInModal(): boolean {
  return useContext(InModalContext);
}
