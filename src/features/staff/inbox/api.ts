import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CaseDetail,
  CaseListQuery,
  CaseReplyRequest,
  CaseStatusRequest,
} from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import { call } from '../../../lib/api';

/** How often the inbox asks for new cases while it is open. */
export const INBOX_REFRESH_MS = 15_000;

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (filters: CaseListQuery) => [...inboxKeys.all, 'list', filters] as const,
  detail: (id: string) => [...inboxKeys.all, 'detail', id] as const,
};

export function useCases(filters: CaseListQuery) {
  return useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) => call(CASE_API.staffCases, { payload: { ...filters }, signal }),
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function useCase(id: string) {
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: ({ signal }) => call(CASE_API.staffCase(id), { signal }),
  });
}

/** Every change answers the case as it now is: show it, and let the list catch up. */
function useCaseChange<Input>(id: string, send: (input: Input) => Promise<CaseDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(inboxKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] });
    },
  });
}

export function useAssignToMe(id: string) {
  return useCaseChange(id, () => call(CASE_API.staffAssign(id), { method: 'POST' }));
}

export function useReply(id: string) {
  return useCaseChange(id, (reply: CaseReplyRequest) =>
    call(CASE_API.staffReply(id), { method: 'POST', payload: reply }),
  );
}

export function useChangeStatus(id: string) {
  return useCaseChange(id, (change: CaseStatusRequest) =>
    call(CASE_API.staffStatus(id), { method: 'POST', payload: change }),
  );
}
