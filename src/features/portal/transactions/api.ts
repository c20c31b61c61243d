import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PORTAL_API, type AccountQuery } from '../../../domain/api/portal';
import { call } from '../../../lib/api';

/** Query keys hold the filter only; a switch of acting party resets every query. */
export const transactionKeys = {
  all: ['portal', 'account'] as const,
  list: (filter: AccountQuery) =>
    [...transactionKeys.all, filter.from ?? '', filter.to ?? '', filter.type ?? 'all'] as const,
};

/**
 * GET /api/account/v1/?from=&to=&type=: the transactions of a period with totals. While a new
 * filter loads, the previous answer stays on screen (isPlaceholderData tells them apart).
 */
export function useAccount(filter: AccountQuery, enabled = true) {
  return useQuery({
    queryKey: transactionKeys.list(filter),
    queryFn: ({ signal }) => call(PORTAL_API.account, { payload: { ...filter }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
