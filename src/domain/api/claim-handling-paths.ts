/**
 * /api/staff/v1/claims/: the claims desk on the staff host. Reported claims come in as
 * "reported"; a handler takes one, reads the report, asks the customer what is missing and
 * decides. Everyone on staff reads; Full and Admin change. Plain values the
 * browser bundle may import.
 */
export const STAFF_CLAIM_API = {
  list: '/api/staff/v1/claims/',
  handlers: '/api/staff/v1/claims/handlers/',
  claim: (id: string) => `/api/staff/v1/claims/${id}/`,
  assign: (id: string) => `/api/staff/v1/claims/${id}/assign/`,
  status: (id: string) => `/api/staff/v1/claims/${id}/status/`,
  message: (id: string) => `/api/staff/v1/claims/${id}/messages/`,
  attachment: (id: string, attachmentId: string) =>
    `/api/staff/v1/claims/${id}/attachments/${attachmentId}/`,
} as const;
