import { createContext, useContext, useId } from 'react';

/**
 * A prefix that keeps element ids unique inside a portal: a modal's fields get their own prefix,
 * so an id there can never be one on the page beneath (a label would name the wrong input).
 */
export const ElementIdScope = createContext('');

/** A document-unique id for label/aria wiring; use this instead of React's useId. */
export function useElementId(): string {
  return `${useContext(ElementIdScope)}${useId()}`;
}
