import { createContext, useContext, type ReactNode } from 'react';
import styled from '#styled';

/**
 * Whether the person signed in may change anything on the screens shown: false for read-only
 * staff, who see every screen of the customer but no enabled form, button or action that writes.
 * The portal provides it from the user info's `mayWrite`; the server refuses such writes anyway.
 */
export const MayWriteContext = createContext(true);

export function useMayWrite(): boolean {
  return useContext(MayWriteContext);
}

// No box of its own: the form's layout goes on as if the fieldset were not there.
const Plain = styled.fieldset`
  display: contents;
`;

/**
 * Wraps a form that writes: for read-only staff every control in it is disabled at once (the
 * browser's own `fieldset disabled`), so the values can be read but nothing can be sent.
 */
export function WriteFieldset({ children }: { children: ReactNode }) {
  const mayWrite = useMayWrite();
  return <Plain disabled={!mayWrite}>{children}</Plain>;
}
