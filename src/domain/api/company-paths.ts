/** The company policy calls (what they answer: company.ts); plain values the browser bundle may import. */

import type {
  CompanyOverviewResponse,
  LiabilityPolicyResponse,
  LiabilityUpdateRequest,
  PersonalPolicyResponse,
  PersonalUpdateRequest,
  TravelPolicyResponse,
  TravelUpdateRequest,
  UpdateRequested,
} from './company';
import { endpoint, type Get, type Post } from './endpoint';

export const COMPANY_API = {
  liability: endpoint<Get<LiabilityPolicyResponse>>('/api/company/v1/liability/'),
  liabilityRequestUpdate: endpoint<Post<LiabilityUpdateRequest, UpdateRequested>>(
    '/api/company/v1/liability/requestupdate/',
  ),
  personal: endpoint<Get<PersonalPolicyResponse>>('/api/company/v1/personal/'),
  personalRequestUpdate: endpoint<Post<PersonalUpdateRequest, UpdateRequested>>(
    '/api/company/v1/personal/requestupdate/',
  ),
  travel: endpoint<Get<TravelPolicyResponse>>('/api/company/v1/travel/'),
  /** Not in the specification, which lists no travel request: the same case path as the others. */
  travelRequestUpdate: endpoint<Post<TravelUpdateRequest, UpdateRequested>>(
    '/api/company/v1/travel/requestupdate/',
  ),
  /** The company things the overview shows: fleet, employees covered, representatives. */
  overview: endpoint<Get<CompanyOverviewResponse>>('/api/company/v1/overview/'),
} as const;
