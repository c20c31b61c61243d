import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_SETTINGS_API,
  type CardInfo,
  type CardInitRequest,
  type CardRegisterRequest,
} from '../../../domain/api/payment-settings';
import type { BankInfo } from '../../../domain/bank';
import { call } from '../../../lib/api';
import { userInfoKey } from '../api/user';

/** Query keys of the payment details; everything under `paymentSettings` is the acting party's. */
export const paymentSettingsKeys = {
  all: ['paymentSettings'] as const,
  bankInfo: () => [...paymentSettingsKeys.all, 'bankInfo'] as const,
  cardInfo: () => [...paymentSettingsKeys.all, 'cardInfo'] as const,
  paymentMethod: () => [...paymentSettingsKeys.all, 'paymentMethod'] as const,
};

/** GET /api/user/v1/settings/bankinfo/ */
export function useBankInfo(enabled = true) {
  return useQuery({
    queryKey: paymentSettingsKeys.bankInfo(),
    queryFn: ({ signal }) => call(PAYMENT_SETTINGS_API.bankInfo, { signal }),
    enabled,
  });
}

/** POST /api/user/v1/settings/bankinfo/; the user info carries the account too, so it is refetched. */
export function useSaveBankInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankInfo: BankInfo) =>
      call(PAYMENT_SETTINGS_API.bankInfo, { method: 'POST', payload: { ...bankInfo } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentSettingsKeys.bankInfo(), saved);
      void queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.paymentMethod() });
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}

/** GET /api/user/v1/settings/ccard/info/ */
export function useCardInfo() {
  return useQuery({
    queryKey: paymentSettingsKeys.cardInfo(),
    queryFn: ({ signal }) => call(PAYMENT_SETTINGS_API.ccardInfo, { signal }),
  });
}

/** GET /api/user/v2/settings/paymentmethod/ */
export function usePaymentMethod(enabled = true) {
  return useQuery({
    queryKey: paymentSettingsKeys.paymentMethod(),
    queryFn: ({ signal }) => call(PAYMENT_SETTINGS_API.paymentMethod, { signal }),
    enabled,
  });
}

/** POST /api/user/v1/settings/ccard/init/: a session with the card provider and its payment link. */
export function useInitCard() {
  return useMutation({
    mutationFn: (request: CardInitRequest) =>
      call(PAYMENT_SETTINGS_API.ccardInit, { method: 'POST', payload: request }),
  });
}

/** POST /api/user/v2/settings/ccard/register/: the provider's result becomes the registered card. */
export function useRegisterCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CardRegisterRequest) =>
      call(PAYMENT_SETTINGS_API.ccardRegister, { method: 'POST', payload: request }),
    onSuccess: (registered) => {
      queryClient.setQueryData<CardInfo>(paymentSettingsKeys.cardInfo(), {
        cardNumberMasked: registered.cardNumberMasked,
      });
      void queryClient.invalidateQueries({ queryKey: paymentSettingsKeys.paymentMethod() });
      // The post-success action: the user info's payment method changed with it.
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
