/**
 * The case API's paths, in one place for the site, the portal and the tests. A plain module, so the
 * public site's bundle can use them without the TypeBox declarations in case.ts.
 */
import type {
  AppointmentSlots,
  CaseDetail,
  CaseList,
  CaseListQuery,
  CaseReplyRequest,
  CaseStatusRequest,
  CustomerCase,
  CustomerCaseList,
} from './case';
import { endpoint, type FileResponse, type Get, type Post } from './endpoint';

export const CASE_API = {
  inquiry: '/api/form/v1/inquiry/',
  offerRequest: '/api/form/v1/offerrequest/',
  business: '/api/form/v2/business/',
  safetyProductSuggestion: '/api/form/v1/safetyproductsuggestion/',
  webToCase: '/api/form/v1/webtocase/',
  opportunity: '/api/form/v1/opportunity/',
  opportunityWithFiles: '/api/form/v2/opportunity/',
  letUsKnow: '/api/form/v1/letusknow/',
  requestAppointment: '/api/form/v1/requestappointment/',
  appointmentSlots: endpoint<Get<AppointmentSlots>>('/api/form/v1/requestappointment/slots/'),
  childInsurance: '/api/form/v1/childinsurance/',
  okuvisir: '/api/form/v1/okuvisir/',
  otherMatters: '/api/form/v1/other/',
  salesPromotion: '/api/form/v1/salespromotion/',
  staffCases: endpoint<Get<CaseList, CaseListQuery>>('/api/staff/v1/cases/'),
  staffCase: (id: string) => endpoint<Get<CaseDetail>>(`/api/staff/v1/cases/${id}/`),
  staffAssign: (id: string) =>
    endpoint<Post<undefined, CaseDetail>>(`/api/staff/v1/cases/${id}/assign/`),
  staffReply: (id: string) =>
    endpoint<Post<CaseReplyRequest, CaseDetail>>(`/api/staff/v1/cases/${id}/reply/`),
  staffStatus: (id: string) =>
    endpoint<Post<CaseStatusRequest, CaseDetail>>(`/api/staff/v1/cases/${id}/status/`),
  staffAttachment: (id: string, attachmentId: string) =>
    endpoint<Get<FileResponse>>(`/api/staff/v1/cases/${id}/attachments/${attachmentId}/`),
  myRequests: endpoint<Get<CustomerCaseList>>('/api/user/v1/requests/'),
  /** POST (multipart: `body` and files): the customer answers their case in My requests. */
  myRequestReply: (id: string) =>
    endpoint<Post<FormData, CustomerCase>>(`/api/user/v1/requests/${id}/reply/`),
} as const;

/** The longest answer a customer may write in My requests (as long as staff's replies). */
export const CUSTOMER_REPLY_MAX_LENGTH = 10_000;

/**
 * The first form error a valid kennitala of nobody we know gets from the forms that take one; the
 * forms show it as their ssnNotFound message.
 */
export const SSN_NOT_FOUND = 'The given SSN was not found';

/** The error code of a slot another visitor booked first (409). */
export const APPOINTMENT_SLOT_TAKEN = 'AppointmentSlotTaken';
