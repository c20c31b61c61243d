import { useTranslation } from 'react-i18next';
import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '../../../components';
import { theme } from '../../../components/theme';
import type { PortalUser } from '../api/user';

/**
 * Whether the person signed in may change anything on the screens shown: false for read-only
 * staff and for holders of a read-only grant, who see every screen but no enabled form, button or
 * action that writes. The portal provides it from the user info's `mayWrite`; the server refuses
 * such writes anyway.
 *
 * Every write control goes through this module: a form in WriteFieldset, a lone button as
 * WriteButton, anything else asks useWriteBlocked(). Each disabled control points
 * (aria-describedby) at the one notice per screen that says why (WriteBlockedNotice), so the reason
 * is read out with the control and shown once, not beside every button.
 * tests/unit/portal-write-controls.test.ts finds write controls that do not.
 */
export const MayWriteContext = createContext(true);

/** The id of the screen's one "why can I not change this" notice. */
export const WRITE_BLOCKED_REASON_ID = 'write-blocked-reason';

export function useMayWrite(): boolean {
  return useContext(MayWriteContext);
}

/** Whether writing is blocked here, and the notice a disabled control should name as its reason. */
export function useWriteBlocked(): { blocked: boolean; describedBy: string | undefined } {
  const blocked = !useMayWrite();
  return { blocked, describedBy: blocked ? WRITE_BLOCKED_REASON_ID : undefined };
}

// No box of its own: the form's layout goes on as if the fieldset were not there.
const Plain = styled.fieldset`
  display: contents;
`;

/**
 * Wraps a form that writes: when writing is blocked every control in it is disabled at once (the
 * browser's own `fieldset disabled`), so the values can be read but nothing can be sent.
 */
export function WriteFieldset({ children }: { children: ReactNode }) {
  const { blocked, describedBy } = useWriteBlocked();
  return (
    <Plain disabled={blocked} aria-describedby={describedBy}>
      {children}
    </Plain>
  );
}

/** A button that writes: disabled with the screen's reason when writing is blocked. */
export const WriteButton = forwardRef<HTMLButtonElement, ButtonProps>(
  function WriteButton(props, ref) {
    const { blocked, describedBy } = useWriteBlocked();
    const own = props['aria-describedby'];
    return (
      <Button
        ref={ref}
        {...props}
        disabled={blocked || props.disabled}
        aria-describedby={blocked ? [describedBy, own].filter(Boolean).join(' ') : own}
      />
    );
  },
);

const Notice = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colors.warning};
  background: ${theme.colors.warningBackground};
  border-radius: ${theme.radius};
`;

/**
 * Why nothing can be changed, once at the top of a screen, for whoever may not write: an employee
 * with read-only access, or someone acting through a read-only grant.
 */
export function WriteBlockedNotice({ user }: { user: PortalUser }) {
  const { t } = useTranslation();
  if (user.mayWrite) return null;
  const staff = user.isEmployeeImpersonating || user.impersonation !== null;
  return (
    <Notice id={WRITE_BLOCKED_REASON_ID} role="note">
      {t(staff ? 'portal|writeBlockedStaff' : 'portal|writeBlockedReadOnlyGrant')}
    </Notice>
  );
}

/**
 * What every portal screen is shown inside: the person's write access for its controls, and the
 * notice saying why, when they may not write.
 */
export function WriteAccess({ user, children }: { user: PortalUser; children: ReactNode }) {
  return (
    <MayWriteContext.Provider value={user.mayWrite}>
      <WriteBlockedNotice user={user} />
      {children}
    </MayWriteContext.Provider>
  );
}
