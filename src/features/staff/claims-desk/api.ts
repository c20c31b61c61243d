import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignClaimRequest,
  ClaimStatusRequest,
  StaffClaimDetail,
  StaffClaimListQuery,
  StaffClaimMessageRequest,
} from '../../../domain/api/claim-handling';
import { STAFF_CLAIM_API } from '../../../domain/api/claim-handling-paths';
import { call } from '../../../lib/api';

/** How often the queue asks for new claims and messages while it is open. */
export const CLAIM_QUEUE_REFRESH_MS = 20_000;

export const claimDeskKeys = {
  all: ['claimDesk'] as const,
  list: (filters: StaffClaimListQuery) => [...claimDeskKeys.all, 'list', filters] as const,
  detail: (id: string) => [...claimDeskKeys.all, 'detail', id] as const,
  handlers: () => [...claimDeskKeys.all, 'handlers'] as const,
};

export function useClaimQueue(filters: StaffClaimListQuery) {
  return useQuery({
    queryKey: claimDeskKeys.list(filters),
    queryFn: ({ signal }) => call(STAFF_CLAIM_API.list, { payload: { ...filters }, signal }),
    refetchInterval: CLAIM_QUEUE_REFRESH_MS,
  });
}

export function useDeskClaim(id: string) {
  return useQuery({
    queryKey: claimDeskKeys.detail(id),
    queryFn: ({ signal }) => call(STAFF_CLAIM_API.claim(id), { signal }),
  });
}

export function useClaimHandlers() {
  return useQuery({
    queryKey: claimDeskKeys.handlers(),
    queryFn: ({ signal }) => call(STAFF_CLAIM_API.handlers, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every change answers the claim as it now is: show it, and let the queue catch up. */
function useClaimChange<Input>(id: string, send: (input: Input) => Promise<StaffClaimDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(claimDeskKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...claimDeskKeys.all, 'list'] });
    },
  });
}

export function useAssignClaim(id: string) {
  return useClaimChange(id, (request: AssignClaimRequest) =>
    call(STAFF_CLAIM_API.assign(id), { method: 'POST', payload: request }),
  );
}

export function useMessageCustomer(id: string) {
  return useClaimChange(id, (request: StaffClaimMessageRequest) =>
    call(STAFF_CLAIM_API.message(id), { method: 'POST', payload: request }),
  );
}

export function useMoveClaim(id: string) {
  return useClaimChange(id, (request: ClaimStatusRequest) =>
    call(STAFF_CLAIM_API.status(id), { method: 'POST', payload: request }),
  );
}
