import type { CustomerName, SwitchedCustomer } from '../../../domain/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, STORAGE_KEYS } from '../../../lib/api';

export function lookupCustomer(ssn: string, signal?: AbortSignal) {
  return call<CustomerName>('/api/user/v1/login/ssnlookup/', {
    method: 'POST',
    payload: { ssn },
    signal,
  });
}

/** Staff start acting for a customer: the choice lives in session storage (key 'kennitala'). */
export function useSwitchCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ssn: string) =>
      call<SwitchedCustomer>('/api/user/v1/login/switchcustomer/', {
        method: 'POST',
        payload: { ssn },
      }),
    onSuccess: (customer) => {
      window.sessionStorage.setItem(STORAGE_KEYS.impersonatedUser, customer.ssn);
      void queryClient.resetQueries();
    },
  });
}

export function useEndImpersonation() {
  const queryClient = useQueryClient();
  return () => {
    const ssn = window.sessionStorage.getItem(STORAGE_KEYS.impersonatedUser);
    window.sessionStorage.removeItem(STORAGE_KEYS.impersonatedUser);
    void queryClient.resetQueries();
    // Recorded for the audit log; stopping never waits on it, and a failure changes nothing here.
    if (ssn) {
      void call('/api/user/v1/login/endcustomer/', { method: 'POST', payload: { ssn } }).catch(
        () => undefined,
      );
    }
  };
}
