import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS_API } from '../../../domain/api/access-grant-rules';
import type { GiveGrantRequest, GrantGiven, GrantHeld } from '../../../domain/api/access-grants';
import { call, STORAGE_KEYS } from '../../../lib/api';
import { userInfoKey } from '../api/user';

/** Query keys of the access screen. */
export const accessKeys = {
  all: ['accessGrants'] as const,
  given: () => [...accessKeys.all, 'given'] as const,
  held: () => [...accessKeys.all, 'held'] as const,
  companies: () => [...accessKeys.all, 'companies'] as const,
};

/** GET settings/accessgrants/ — what the acting party has given, and whether the caller may change it. */
export function useGrantsGiven() {
  return useQuery({
    queryKey: accessKeys.given(),
    queryFn: ({ signal }) => call(ACCESS_API.grantsGiven, { signal }),
  });
}

/** GET settings/grantedaccess/ — whom the signed-in person may act for. */
export function useGrantsHeld() {
  return useQuery({
    queryKey: accessKeys.held(),
    queryFn: ({ signal }) => call(ACCESS_API.grantsHeld, { signal }),
  });
}

/** GET settings/companyinvolvement/ */
export function useCompanyInvolvement() {
  return useQuery({
    queryKey: accessKeys.companies(),
    queryFn: ({ signal }) => call(ACCESS_API.companyInvolvement, { signal }),
  });
}

/** POST settings/grantedaccess/lookup/ — the holder's name, if access could be given to them. */
export function lookupHolder(ssn: string, signal?: AbortSignal) {
  return call(ACCESS_API.lookupHolder, { method: 'POST', payload: { ssn }, signal });
}

/**
 * After any change: the lists, and the user info whose `actingOptions` feed the header's
 * "view pages for" switch.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accessKeys.all }),
      queryClient.invalidateQueries({ queryKey: userInfoKey }),
    ]);
}

/** POST /api/user/v2/settings/grantedaccess/ */
export function useGiveGrant() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (request: GiveGrantRequest) =>
      call(ACCESS_API.giveGrant, { method: 'POST', payload: request }),
    onSuccess: refresh,
  });
}

/** DELETE /api/user/v2/settings/grantedaccess/{id}/ — the grantor takes access back. */
export function useRevokeGrant() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (grant: GrantGiven) => call(ACCESS_API.grantGiven(grant.id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * DELETE /api/user/v1/settings/grantedaccess/{id}/ — the holder gives access up. Giving up the
 * access one is acting through right now also ends acting for that party: back to oneself, and
 * everything cached for them is dropped.
 */
export function useGiveUpGrant() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (grant: GrantHeld) => call(ACCESS_API.grantHeld(grant.id), { method: 'DELETE' }),
    onSuccess: async (_result, grant) => {
      if (window.sessionStorage.getItem(STORAGE_KEYS.overviewUser) === grant.grantorSsn) {
        window.sessionStorage.removeItem(STORAGE_KEYS.overviewUser);
        await queryClient.resetQueries();
        return;
      }
      await refresh();
    },
  });
}
