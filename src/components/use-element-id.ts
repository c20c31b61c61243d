import { createContext, useContext, useId } from 'react';

/**
 * A prefix that keeps element ids unique inside a portal. Preact's useId numbers each portal's
 * components from zero again, so a field in a modal and one on the page beneath could both get
 * "P0-1" (and a label would name the wrong input). Each modal provides its own prefix.
 */
export const ElementIdScope = createContext('');

/** A document-unique id for label/aria wiring; use this instead of React's useId. */
export function useElementId(): string {
  return `${useContext(ElementIdScope)}${useId()}`;
}
