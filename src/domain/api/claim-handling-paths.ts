/**
 * /api/staff/v1/claims/: the claims desk on the staff host. Reported claims come in as
 * "reported"; a handler takes one, reads the report, asks the customer what is missing and
 * decides. Everyone on staff reads; Full and Admin change. Plain values the
 * browser bundle may import.
 */
import type {
  AssignClaimRequest,
  ClaimHandlerList,
  ClaimStatusRequest,
  StaffClaimDetail,
  StaffClaimList,
  StaffClaimListQuery,
  StaffClaimMessageRequest,
} from './claim-handling';
import { endpoint, type FileResponse, type Get, type Post } from './endpoint';

export const STAFF_CLAIM_API = {
  list: endpoint<Get<StaffClaimList, StaffClaimListQuery>>('/api/staff/v1/claims/'),
  handlers: endpoint<Get<ClaimHandlerList>>('/api/staff/v1/claims/handlers/'),
  claim: (id: string) => endpoint<Get<StaffClaimDetail>>(`/api/staff/v1/claims/${id}/`),
  assign: (id: string) =>
    endpoint<Post<AssignClaimRequest, StaffClaimDetail>>(`/api/staff/v1/claims/${id}/assign/`),
  status: (id: string) =>
    endpoint<Post<ClaimStatusRequest, StaffClaimDetail>>(`/api/staff/v1/claims/${id}/status/`),
  message: (id: string) =>
    endpoint<Post<StaffClaimMessageRequest, StaffClaimDetail>>(
      `/api/staff/v1/claims/${id}/messages/`,
    ),
  attachment: (id: string, attachmentId: string) =>
    endpoint<Get<FileResponse>>(`/api/staff/v1/claims/${id}/attachments/${attachmentId}/`),
} as const;
