import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerCase, CustomerCaseList } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import { call } from '../../../lib/api';
import { sendReply, type ReplyInput } from '../shared/send-reply';

const requestsKeys = { list: ['requests', 'list'] as const };

/** GET /api/user/v1/requests/ — the acting party's cases with their threads. */
export function useMyRequests() {
  return useQuery({
    queryKey: requestsKeys.list,
    queryFn: ({ signal }) => call(CASE_API.myRequests, { signal }),
  });
}

/**
 * POST /api/user/v1/requests/{id}/reply/ — the customer's answer, words and files in one send
 * (multipart); the list then shows the case as it now is.
 */
export function useReplyToRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ReplyInput) => sendReply<CustomerCase>(CASE_API.myRequestReply(id), reply),
    onSuccess: (updated) => {
      queryClient.setQueryData<CustomerCaseList>(requestsKeys.list, (list) =>
        list
          ? { cases: list.cases.map((item) => (item.id === updated.id ? updated : item)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: requestsKeys.list });
    },
  });
}
