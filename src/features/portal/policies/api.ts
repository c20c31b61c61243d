import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_API,
  type DismissPendingOfferRequest,
  type Id,
  type Policy,
} from '../../../domain/api/portal';
import { call } from '../../../lib/api';

/**
 * Query keys of the policy overview's calls. They hold no acting party: switching whom the
 * pages are for resets every query (useSwitchOverviewUser), so nothing cached survives a switch.
 */
export const policyKeys = {
  all: ['portal', 'policies'] as const,
  overview: () => [...policyKeys.all, 'overview'] as const,
  policy: (id: Id) => [...policyKeys.all, 'policy', id] as const,
  benefits: () => [...policyKeys.all, 'benefits'] as const,
  pendingOffers: () => ['portal', 'offers', 'pending'] as const,
  proposals: () => ['portal', 'proposals'] as const,
};

/** GET /api/policy/v3/overview/: every policy of the acting party, with totals. */
export function usePolicyOverview() {
  return useQuery({
    queryKey: policyKeys.overview(),
    queryFn: ({ signal }) => call(PORTAL_API.policyOverview, { signal }),
  });
}

/**
 * GET /api/policy/v2/?id=: one policy, fresh (documents and their unread state). Shows the copy
 * from the overview while it loads.
 */
export function usePolicy(id: Id, placeholder?: Policy, enabled = true) {
  return useQuery({
    queryKey: policyKeys.policy(id),
    queryFn: ({ signal }) => call(PORTAL_API.policy, { payload: { id }, signal }),
    placeholderData: placeholder,
    enabled,
  });
}

/** GET /api/policy/v2/benefits/: discounts and services that come with the policies. */
export function useBenefits() {
  return useQuery({
    queryKey: policyKeys.benefits(),
    queryFn: ({ signal }) => call(PORTAL_API.benefits, { signal }),
  });
}

/** GET /api/offer/v1/pending/: offers awaiting an answer and the pendingOffers notification. */
export function usePendingOffers() {
  return useQuery({
    queryKey: policyKeys.pendingOffers(),
    queryFn: ({ signal }) => call(PORTAL_API.pendingOffers, { signal }),
  });
}

/** POST /api/offer/v1/pending/: dismisses the notification of one offer, or of all ('pendingOffers'). */
export function useDismissPendingOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: DismissPendingOfferRequest['id']) =>
      call(PORTAL_API.pendingOffers, { method: 'POST', payload: { id, status: 'dismissed' } }),
    onSuccess: (next) => queryClient.setQueryData(policyKeys.pendingOffers(), next),
  });
}

/** GET /api/ods/v1/proposal/: applications for insurance and where they stand. */
export function useProposals() {
  return useQuery({
    queryKey: policyKeys.proposals(),
    queryFn: ({ signal }) => call(PORTAL_API.proposals, { signal }),
  });
}

/** POST /api/policy/v1/withdraw/: the 14-day right of withdrawal; the overview then shows it ended. */
export function useWithdrawPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(PORTAL_API.withdrawPolicy, { method: 'POST', payload: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}

/** POST /api/offer/v1/accept/ or /decline/: the answer; the overview and offers load again. */
export function useDecideOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accepted' | 'declined' }) =>
      call(decision === 'accepted' ? PORTAL_API.acceptOffer : PORTAL_API.declineOffer, {
        method: 'POST',
        payload: { id },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: policyKeys.all });
      void queryClient.invalidateQueries({ queryKey: policyKeys.pendingOffers() });
    },
  });
}
