import { useCallback, useSyncExternalStore } from 'react';
import type { PortalUser } from '../api/user';

/**
 * What the portal's popups share (docs/behaviour.md, Portal › Popups): they ask only in the customer portal, of the
 * signed-in person acting as themself, and "Not now" hides one for the session through its
 * session storage key. The flag is kept observable so that one popup closing lets the next show.
 */

export function actingAsSelfInCustomerPortal(user: PortalUser): boolean {
  return (
    !user.isEmployeeImpersonating && Boolean(user.ssn) && user.ssn === user.currentProxyUser.value
  );
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notifyReaders() {
  for (const listener of [...listeners]) listener();
}

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** A session-storage flag ('true' when set) and its setter; every reader re-renders on a change. */
export function useSessionFlag(key: string): [boolean, () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readFlag(key),
    () => false,
  );
  const set = useCallback(() => {
    try {
      window.sessionStorage.setItem(key, 'true');
    } catch {
      // Without session storage the server's dismissal record still keeps a saved popup closed.
    }
    notifyReaders();
  }, [key]);
  return [value, set];
}

const memoryFlags = new Set<string>();

/**
 * An in-memory flag shared by every reader, and its setter: a popup that has been answered stays
 * on screen for the close delay, and the popup after it waits until then.
 */
export function useSharedFlag(key: string): [boolean, (on: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => memoryFlags.has(key),
    () => false,
  );
  const set = useCallback(
    (on: boolean) => {
      if (on === memoryFlags.has(key)) return;
      if (on) memoryFlags.add(key);
      else memoryFlags.delete(key);
      notifyReaders();
    },
    [key],
  );
  return [value, set];
}
