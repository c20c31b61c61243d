import type { PortalUser } from '../../../domain/api/user';
import { USER_API } from '../../../domain/api/user-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, STORAGE_KEYS } from '../../../lib/api';

/** The signed-in user, plus whom the signed-in customer may act for. */
export type { PortalUser };

export const userInfoKey = ['user', 'info'] as const;

async function fetchUserInfo(): Promise<PortalUser> {
  try {
    return await call(USER_API.info);
  } catch (error) {
    // The grant this session acted through has been revoked or has expired: act for oneself again
    // rather than leave the person on an error no retry can mend.
    const actingForSomeone = window.sessionStorage.getItem(STORAGE_KEYS.overviewUser) !== null;
    if (error instanceof ApiError && error.errorCode === 'NoAccessGrant' && actingForSomeone) {
      window.sessionStorage.removeItem(STORAGE_KEYS.overviewUser);
      return call(USER_API.info);
    }
    throw error;
  }
}

export function useUserInfo(enabled = true) {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: fetchUserInfo,
    enabled,
  });
}

/** Acts for someone who granted access (or back for oneself); every later call carries it. */
export function useSwitchOverviewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ssn: string) =>
      call(USER_API.switchOverviewUser, { method: 'POST', payload: { ssn } }),
    onSuccess: (result, ssn) => {
      window.sessionStorage.setItem(STORAGE_KEYS.overviewUser, ssn);
      // Everything cached so far belongs to the previous person.
      void queryClient.resetQueries();
      return result;
    },
  });
}
