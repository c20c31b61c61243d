import { useQuery } from '@tanstack/react-query';
import type { CustomerCaseList } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import { call } from '../../../lib/api';

/** GET /api/user/v1/requests/ — the acting party's cases with their threads. */
export function useMyRequests() {
  return useQuery({
    queryKey: ['requests', 'list'],
    queryFn: ({ signal }) => call<CustomerCaseList>(CASE_API.myRequests, { signal }),
  });
}
