import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, STORAGE_KEYS } from '../../../lib/api';

/** SPEC §3 User, plus whom the signed-in customer may act for. */
export type PortalUser = {
  fullName: string;
  profilePicture: string | null;
  ssn: string;
  spouseSsn: string | null;
  spouseName: string | null;
  isCompany: boolean;
  isEmployeeImpersonating: boolean;
  currentProxyUser: { value: string; isCompany: boolean };
  paymentMethod: { ccardInfo: { cardNumberMasked: string } | null };
  bankInfo: { bank: string; ledger: string; account: string };
  popupinfo: { showPopup: boolean; email: string; mobilePhone: string; homePhone: string };
  actingOptions: { ssn: string; name: string; isCompany: boolean }[];
};

export const userInfoKey = ['user', 'info'] as const;

export function useUserInfo(enabled = true) {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: () => call<PortalUser>('/api/user/v1/info/'),
    enabled,
  });
}

/** Acts for someone who granted access (or back for oneself); every later call carries it. */
export function useSwitchOverviewUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ssn: string) =>
      call<{ currentProxyUser: { value: string; isCompany: boolean }; fullName: string }>(
        '/api/user/v1/switchoverviewuser/',
        {
          method: 'POST',
          payload: { ssn },
        },
      ),
    onSuccess: (result, ssn) => {
      window.sessionStorage.setItem(STORAGE_KEYS.overviewUser, ssn);
      // Everything cached so far belongs to the previous person.
      void queryClient.resetQueries();
      return result;
    },
  });
}
