import { createContext, useContext } from 'react';

/** True while a page renders inside the modal frame, over the previous page (SPEC §2). */
export const InModalContext = createContext(false);

export function useInModal(): boolean {
  return useContext(InModalContext);
}
