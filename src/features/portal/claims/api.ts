import { useMutation, useQuery } from '@tanstack/react-query';
import {
  OPEN_CLAIM_STATUSES,
  PORTAL_API,
  type Claim,
  type ClaimQuery,
  type ClaimResponse,
  type ClaimsResponse,
  type PortalLanguage,
  type PrintQuery,
} from '../../../domain/api/portal';
import { call, callForFile } from '../../../lib/api';

/** Query keys of the claims screen; everything under `claims` belongs to the acting party. */
export const claimsKeys = {
  all: ['claims'] as const,
  list: () => [...claimsKeys.all, 'list'] as const,
  detail: (id: string) => [...claimsKeys.all, 'detail', id] as const,
};

/** GET /api/claim/v1/ — the acting party's claims, newest reported first. */
export function useClaims() {
  return useQuery({
    queryKey: claimsKeys.list(),
    queryFn: ({ signal }) => call<ClaimsResponse>(PORTAL_API.claims, { signal }),
  });
}

/** GET /api/claim/v1/getclaim/?id= — one claim, for its detail view. */
export function useClaim(id: string) {
  return useQuery({
    queryKey: claimsKeys.detail(id),
    queryFn: ({ signal }) =>
      call<ClaimResponse>(PORTAL_API.claim, {
        payload: { id } satisfies ClaimQuery,
        signal,
      }),
  });
}

/** GET /api/print/v1/?type=claimsOverview — the overview as a PDF for the browser's viewer. */
export function usePrintClaimsOverview() {
  return useMutation({
    mutationFn: (lang: PortalLanguage) =>
      callForFile(PORTAL_API.print, {
        payload: { type: 'claimsOverview', lang } satisfies PrintQuery,
      }),
  });
}

export function isOpenClaim(claim: Claim): boolean {
  return OPEN_CLAIM_STATUSES.includes(claim.status);
}
