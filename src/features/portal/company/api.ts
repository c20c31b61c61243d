import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LiabilityPolicyResponse,
  PersonalPolicyResponse,
  TravelPolicyResponse,
  UpdateRequested,
} from '../../../domain/api/company';
import { COMPANY_API } from '../../../domain/api/company-paths';
import type { Endpoint, Get } from '../../../domain/api/endpoint';
import type { CompanyPolicyKind } from '../../../domain/forms/company-policy-update';
import { call } from '../../../lib/api';

/** What each company screen reads. */
export type CompanyPolicyResponses = {
  liability: LiabilityPolicyResponse;
  personal: PersonalPolicyResponse;
  travel: TravelPolicyResponse;
};

const READ: { [Kind in CompanyPolicyKind]: Endpoint<Get<CompanyPolicyResponses[Kind]>> } = {
  liability: COMPANY_API.liability,
  personal: COMPANY_API.personal,
  travel: COMPANY_API.travel,
};

const REQUEST: Record<CompanyPolicyKind, string> = {
  liability: COMPANY_API.liabilityRequestUpdate,
  personal: COMPANY_API.personalRequestUpdate,
  travel: COMPANY_API.travelRequestUpdate,
};

/** Query keys of the company screens; everything under `company` belongs to the acting party. */
export const companyKeys = {
  all: ['company'] as const,
  policy: (kind: CompanyPolicyKind) => [...companyKeys.all, 'policy', kind] as const,
  overview: () => [...companyKeys.all, 'overview'] as const,
};

/** GET /api/company/v1/{liability,personal,travel}/ — what the policy insures, and any pending change. */
export function useCompanyPolicy<Kind extends CompanyPolicyKind>(kind: Kind) {
  return useQuery({
    queryKey: companyKeys.policy(kind),
    queryFn: ({ signal }) => call(READ[kind], { signal }),
  });
}

/** GET /api/company/v1/overview/ — fleet, employees covered, representatives. */
export function useCompanyOverview(enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.overview(),
    queryFn: ({ signal }) => call(COMPANY_API.overview, { signal }),
    enabled,
  });
}

/** POST …/requestupdate/ — the change becomes a case; the screen then shows it pending. */
export function useRequestCompanyUpdate(kind: CompanyPolicyKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      call<UpdateRequested>(REQUEST[kind], { method: 'POST', payload }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.policy(kind) }),
  });
}
