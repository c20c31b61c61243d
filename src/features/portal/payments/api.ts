import { useQuery } from '@tanstack/react-query';
import { PORTAL_API } from '../../../domain/api/portal';
import { call } from '../../../lib/api';

/** Query keys hold no acting party: a switch of acting party resets every query. */
export const paymentKeys = {
  all: ['portal', 'payment'] as const,
  installments: () => [...paymentKeys.all, 'installmentsOverview'] as const,
  periods: () => [...paymentKeys.all, 'periods'] as const,
};

/** GET /api/payment/v1/installmentsOverview/: what is overdue, what is due next, totals. */
export function useInstallmentsOverview() {
  return useQuery({
    queryKey: paymentKeys.installments(),
    queryFn: ({ signal }) => call(PORTAL_API.installmentsOverview, { signal }),
  });
}

/** GET /api/payment/v1/periods/: payment periods with installments, and the year by month. */
export function usePaymentPeriods() {
  return useQuery({
    queryKey: paymentKeys.periods(),
    queryFn: ({ signal }) => call(PORTAL_API.paymentPeriods, { signal }),
  });
}
