import type { SwitchCustomerRequest } from '../../domain/api/user';
import { USER_API } from '../../domain/api/user-paths';
import { STAFF_API } from '../../domain/api/staff-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, STORAGE_KEYS } from '../../lib/api';
import { userInfoKey } from '../portal';

export function lookupCustomer(ssn: string, signal?: AbortSignal) {
  return call(USER_API.customerName, { method: 'POST', payload: { ssn }, signal });
}

/**
 * Staff start acting for a customer, with a reason the customer will see: the server starts a
 * time-boxed acting, and the choice lives in session storage (key 'kennitala').
 */
export function useSwitchCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SwitchCustomerRequest) =>
      call(USER_API.switchCustomer, { method: 'POST', payload: request }),
    onSuccess: (customer) => {
      window.sessionStorage.setItem(STORAGE_KEYS.impersonatedUser, customer.ssn);
      void queryClient.resetQueries();
    },
  });
}

/** Another 30 minutes from now; the banner reads the new end from the user info. */
export function useExtendImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ssn: string) =>
      call(USER_API.extendCustomer, { method: 'POST', payload: { ssn } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoKey }),
  });
}

/** Stops acting at once in the browser; the server is told so the acting ends there too. */
export function useEndImpersonation() {
  const queryClient = useQueryClient();
  return () => {
    const ssn = window.sessionStorage.getItem(STORAGE_KEYS.impersonatedUser);
    window.sessionStorage.removeItem(STORAGE_KEYS.impersonatedUser);
    void queryClient.resetQueries();
    // Stopping never waits on it; were it lost, the acting still runs out on the server.
    if (ssn) {
      void call(USER_API.endCustomer, { method: 'POST', payload: { ssn } }).catch(() => undefined);
    }
  };
}

/** Customers found for the text the employee searched; nothing is asked until they search. */
export function useCustomerSearch(text: string) {
  return useQuery({
    queryKey: ['staff', 'search', text],
    queryFn: ({ signal }) => call(STAFF_API.searchCustomers, { payload: { q: text }, signal }),
    enabled: text.length > 0,
    // Each search is audited on the server: the same text again is answered from memory.
    staleTime: 60_000,
    retry: false,
  });
}

/** The customers this employee acted for lately. */
export function useRecentCustomers() {
  return useQuery({
    queryKey: ['staff', 'recent'],
    queryFn: ({ signal }) => call(STAFF_API.recentCustomers, { signal }),
  });
}

/** How often the staff home's counts are asked for again while it is open. */
export const STAFF_HOME_REFRESH_MS = 30_000;

/** The staff home's work queues and the customer last worked for. */
export function useStaffHome() {
  return useQuery({
    queryKey: ['staff', 'home'],
    queryFn: ({ signal }) => call(STAFF_API.home, { signal }),
    refetchInterval: STAFF_HOME_REFRESH_MS,
  });
}
