import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OPEN_CLAIM_STATUSES,
  PORTAL_API,
  type Claim,
  type ClaimAttachment,
  type HolderDecisionRequest,
  type PortalLanguage,
} from '../../../domain/api/portal';
import { call, callForFile, saveFile, toQueryString } from '../../../lib/api';
import { sendReply, type ReplyInput } from '../shared/send-reply';

/** Query keys of the claims screen; everything under `claims` belongs to the acting party. */
export const claimsKeys = {
  all: ['claims'] as const,
  list: () => [...claimsKeys.all, 'list'] as const,
  detail: (id: string) => [...claimsKeys.all, 'detail', id] as const,
  awaitingHolder: () => [...claimsKeys.all, 'awaitingHolder'] as const,
};

/** GET /api/claim/v1/ — the acting party's claims, newest reported first. */
export function useClaims() {
  return useQuery({
    queryKey: claimsKeys.list(),
    queryFn: ({ signal }) => call(PORTAL_API.claims, { signal }),
  });
}

/** GET /api/claim/v1/getclaim/?id= — one claim, for its detail view. */
export function useClaim(id: string) {
  return useQuery({
    queryKey: claimsKeys.detail(id),
    queryFn: ({ signal }) => call(PORTAL_API.claim, { payload: { id }, signal }),
  });
}

/** GET /api/print/v1/?type=claimsOverview — the overview as a PDF for the browser's viewer. */
export function usePrintClaimsOverview() {
  return useMutation({
    mutationFn: (lang: PortalLanguage) =>
      callForFile(PORTAL_API.print, { payload: { type: 'claimsOverview', lang } }),
  });
}

export function isOpenClaim(claim: Claim): boolean {
  return OPEN_CLAIM_STATUSES.includes(claim.status);
}

/** Every change answers the claim as it now is: show it, and let the overview catch up. */
function useRefreshClaim(id: string) {
  const queryClient = useQueryClient();
  return (claim?: Claim) => {
    if (claim) queryClient.setQueryData(claimsKeys.detail(id), claim);
    else void queryClient.invalidateQueries({ queryKey: claimsKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: claimsKeys.list() });
  };
}

/**
 * POST /api/claim/v1/reply/?id= — the customer's words and files in one send (multipart), all kept
 * or none; while the claim waits for them it is the answer. Answers the claim as it now is.
 */
export function useSendClaimReply(id: string) {
  const refresh = useRefreshClaim(id);
  return useMutation({
    mutationFn: (reply: ReplyInput) =>
      sendReply<Claim>(`${PORTAL_API.claimReply}?${toQueryString({ id })}`, reply),
    onSuccess: (claim) => refresh(claim),
  });
}

/** GET /api/claim/v1/attachment/ — one of the claim's files, as a download. */
export async function downloadClaimFile(claimId: string, file: ClaimAttachment) {
  const got = await callForFile(PORTAL_API.claimAttachment, {
    payload: { id: claimId, attachmentId: file.id },
  });
  saveFile(got.blob, got.fileName ?? file.fileName);
}

/** GET /api/claim/v1/awaiting-confirmation/ — claims others reported naming this person. */
export function useClaimsAwaitingHolder() {
  return useQuery({
    queryKey: claimsKeys.awaitingHolder(),
    queryFn: ({ signal }) => call(PORTAL_API.claimsAwaitingHolder, { signal }),
  });
}

/**
 * POST /api/claim/v1/holder-decision/?id= — the holder confirms or rejects such a claim; a
 * confirmed one joins their claims, so both lists are fetched again.
 */
export function useHolderDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string } & HolderDecisionRequest) =>
      call(PORTAL_API.claimHolderDecision, {
        method: 'POST',
        query: { id },
        payload: { decision },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}
