/**
 * The customer portal's API as the browser sees it: the paths (`PORTAL_API`), the enumerations and
 * the request and response types. Only paths and plain constants are values here; the types come
 * from the TypeBox declarations of each area (policy.ts, claim.ts…), which the server validates and
 * serialises with, re-exported as types so the browser bundle never carries TypeBox.
 *
 * Every call answers for the party the call acts for (the signed-in customer, or the
 * `overviewUser` / `impersonatedUser` header). Another customer's id answers 404, a malformed id
 * 400 (`errorCode: 'ValidationFailed'`), no token 401. PDFs and e-mails are written in the
 * request's language: `?lang=is|en`, else Accept-Language, else Icelandic.
 */

export * from './values';
export type {
  Id,
  Isk,
  IsoDate,
  IsoDateTime,
  LanguageQuery,
  LocalizedText,
  MailSentResponse,
  PortalLanguage,
} from './common';
export type {
  Benefit,
  BenefitsResponse,
  Policy,
  PolicyCoverage,
  PolicyDocumentRef,
  PolicyOverviewResponse,
  PolicyResponse,
  Product,
  SendPolicyOverviewRequest,
  SendPolicyRequest,
} from './policy';
export type {
  Claim,
  ClaimAttachment,
  ClaimAttachmentQuery,
  ClaimMessage,
  ClaimMessageRequest,
  ClaimHandler,
  ClaimPayment,
  ClaimQuery,
  ClaimResponse,
  ClaimsResponse,
  ClaimStatusEvent,
  ClaimAwaitingHolder,
  ClaimsAwaitingHolder,
  HolderDecisionRequest,
  SendClaimsOverviewRequest,
} from './claim';
export type {
  DocumentDownloadQuery,
  ElectronicDocument,
  ElectronicDocumentsResponse,
  MarkDocumentReadRequest,
  MarkDocumentReadResponse,
  SendDocumentRequest,
} from './document';
export type {
  AccountQuery,
  AccountResponse,
  AccountTransaction,
  SendTransactionOverviewRequest,
  TransactionTotal,
} from './account';
export type {
  Installment,
  InstallmentsOverviewResponse,
  MonthlyPaymentSum,
  PaymentPeriod,
  PaymentPeriodsResponse,
} from './payment';
export type {
  DismissPendingOfferRequest,
  PendingOffer,
  PendingOffersResponse,
  Proposal,
  ProposalsResponse,
} from './offer';
export type {
  PublicTravelCertificateResponse,
  TravelCertificateRequest,
  TravelCertificateSentResponse,
  TravelCover,
  Traveller,
  TravellerRelation,
  TravelPlanResponse,
} from './travel';
export type { PrintQuery } from './print';
import type { AccountQuery, AccountResponse, SendTransactionOverviewRequest } from './account';
import type {
  ClaimAttachmentQuery,
  Claim,
  ClaimQuery,
  ClaimsAwaitingHolder,
  ClaimsResponse,
  HolderDecisionRequest,
  HolderDecisionResponse,
  SendClaimsOverviewRequest,
} from './claim';
import type { IdBody, IdQuery, LanguageQuery, MailSentResponse } from './common';
import type {
  DocumentDownloadQuery,
  ElectronicDocumentsResponse,
  MarkDocumentReadRequest,
  MarkDocumentReadResponse,
  SendDocumentRequest,
} from './document';
import { endpoint, type FileResponse, type Get, type Post } from './endpoint';
import type {
  DismissPendingOfferRequest,
  OfferDecided,
  OfferDecisionRequest,
  PendingOffersResponse,
  ProposalsResponse,
} from './offer';
import type { InstallmentsOverviewResponse, PaymentPeriodsResponse } from './payment';
import type {
  BenefitsResponse,
  PolicyOverviewResponse,
  PolicyResponse,
  PolicyWithdrawn,
  SendPolicyOverviewRequest,
  SendPolicyRequest,
} from './policy';
import type { PrintQuery } from './print';
import type { StaffCommerceResponse } from './staff-commerce';
import type {
  PublicTravelCertificateResponse,
  TravelCertificateRequest,
  TravelCertificateSentResponse,
  TravelPlanResponse,
} from './travel';
import type { TravelPlan } from './values';

// Paths

/** A portal e-mail: the body names what to send, the query the language it is written in. */
type SendsMail<Body> = Post<Body, MailSentResponse, LanguageQuery>;

/** Every portal API path, trailing slash kept, with what each of its methods takes and answers. */
export const PORTAL_API = {
  policyOverview: endpoint<Get<PolicyOverviewResponse, LanguageQuery>>('/api/policy/v3/overview/'),
  policy: endpoint<Get<PolicyResponse, IdQuery>>('/api/policy/v2/'),
  benefits: endpoint<Get<BenefitsResponse>>('/api/policy/v2/benefits/'),
  sendPolicyOverview: endpoint<SendsMail<SendPolicyOverviewRequest>>(
    '/api/policy/v1/sendpolicyoverview/',
  ),
  sendPolicy: endpoint<SendsMail<SendPolicyRequest>>('/api/policy/v2/sendpolicy/'),
  withdrawPolicy: endpoint<Post<IdBody, PolicyWithdrawn>>('/api/policy/v1/withdraw/'),

  claims: endpoint<Get<ClaimsResponse>>('/api/claim/v1/'),
  claim: endpoint<Get<Claim, ClaimQuery>>('/api/claim/v1/getclaim/'),
  claimMessage: '/api/claim/v1/message/',
  claimFile: '/api/claim/v1/files/',
  claimReply: endpoint<Post<FormData, Claim, ClaimQuery>>('/api/claim/v1/reply/'),
  claimAttachment: endpoint<Get<FileResponse, ClaimAttachmentQuery>>('/api/claim/v1/attachment/'),
  sendClaimsOverview: endpoint<SendsMail<SendClaimsOverviewRequest>>(
    '/api/claim/v1/sendclaimsoverview/',
  ),
  claimsAwaitingHolder: endpoint<Get<ClaimsAwaitingHolder>>('/api/claim/v1/awaiting-confirmation/'),
  claimHolderDecision: endpoint<Post<HolderDecisionRequest, HolderDecisionResponse, ClaimQuery>>(
    '/api/claim/v1/holder-decision/',
  ),

  electronicDocuments: endpoint<Get<ElectronicDocumentsResponse>>('/api/document/v1/edocuments/'),
  downloadDocument: endpoint<Get<FileResponse, DocumentDownloadQuery>>(
    '/api/document/v2/download/',
  ),
  sendDocument: endpoint<SendsMail<SendDocumentRequest>>('/api/document/v2/send/'),
  markDocumentRead:
    endpoint<Post<MarkDocumentReadRequest, MarkDocumentReadResponse>>('/api/document/v2/read/'),

  account: endpoint<Get<AccountResponse, AccountQuery>>('/api/account/v1/'),
  sendTransactionOverview: endpoint<SendsMail<SendTransactionOverviewRequest>>(
    '/api/account/v1/sendtransactionoverview/',
  ),

  installmentsOverview: endpoint<Get<InstallmentsOverviewResponse>>(
    '/api/payment/v1/installmentsOverview/',
  ),
  paymentPeriods: endpoint<Get<PaymentPeriodsResponse>>('/api/payment/v1/periods/'),
  /** Staff acting for a customer: their quotes, purchases and card payments. */
  staffCommerce: endpoint<Get<StaffCommerceResponse>>('/api/staff/v1/customer/commerce/'),

  pendingOffers: endpoint<
    Get<PendingOffersResponse> & Post<DismissPendingOfferRequest, PendingOffersResponse>
  >('/api/offer/v1/pending/'),
  acceptOffer: endpoint<Post<OfferDecisionRequest, OfferDecided>>('/api/offer/v1/accept/'),
  declineOffer: endpoint<Post<OfferDecisionRequest, OfferDecided>>('/api/offer/v1/decline/'),
  proposals: endpoint<Get<ProposalsResponse>>('/api/ods/v1/proposal/'),

  travelCcard: endpoint<Get<TravelPlanResponse>>('/api/policy/v4/travel/ccard/'),
  travelFplus: endpoint<Get<TravelPlanResponse>>('/api/policy/v4/travel/fplus/'),
  travelDownloadPdf: endpoint<Post<TravelCertificateRequest, FileResponse, LanguageQuery>>(
    '/api/policy/v3/travel/downloadPdf/',
  ),
  travelSendPdf: endpoint<
    Post<TravelCertificateRequest, TravelCertificateSentResponse, LanguageQuery>
  >('/api/policy/v3/travel/sendPdf/'),
  /** Followed by `<code>/`; see publicTravelCertificatePath. */
  publicTravelCertificate: '/api/public/v1/travelcertificate/',

  print: endpoint<Get<FileResponse, PrintQuery>>('/api/print/v1/'),
  /** The Swagger UI; the OpenAPI document itself is at `${openApi}/json`. */
  openApi: '/api/docs',
} as const;

/** GET path of one travel plan. */
export function travelPlanPath(plan: TravelPlan): typeof PORTAL_API.travelCcard {
  return plan === 'ccard' ? PORTAL_API.travelCcard : PORTAL_API.travelFplus;
}

/** GET path that verifies a travel certificate's code (public). */
export function publicTravelCertificatePath(code: string) {
  return endpoint<Get<PublicTravelCertificateResponse>>(
    `${PORTAL_API.publicTravelCertificate}${encodeURIComponent(code)}/`,
  );
}

/** Site page (not API) that the certificate's QR code opens: `${SITE_URL}/stadfesting/<code>/`. */
export const TRAVEL_CERTIFICATE_PAGE_PREFIX = '/stadfesting/';
export function travelCertificatePagePath(code: string): string {
  return `${TRAVEL_CERTIFICATE_PAGE_PREFIX}${encodeURIComponent(code)}/`;
}
