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
import type { TravelPlan } from './values';

// Paths

/** Every portal API path, trailing slash kept. */
export const PORTAL_API = {
  policyOverview: '/api/policy/v3/overview/',
  policy: '/api/policy/v2/',
  benefits: '/api/policy/v2/benefits/',
  sendPolicyOverview: '/api/policy/v1/sendpolicyoverview/',
  sendPolicy: '/api/policy/v2/sendpolicy/',
  withdrawPolicy: '/api/policy/v1/withdraw/',

  claims: '/api/claim/v1/',
  claim: '/api/claim/v1/getclaim/',
  claimMessage: '/api/claim/v1/message/',
  claimFile: '/api/claim/v1/files/',
  claimReply: '/api/claim/v1/reply/',
  claimAttachment: '/api/claim/v1/attachment/',
  sendClaimsOverview: '/api/claim/v1/sendclaimsoverview/',
  claimsAwaitingHolder: '/api/claim/v1/awaiting-confirmation/',
  claimHolderDecision: '/api/claim/v1/holder-decision/',

  electronicDocuments: '/api/document/v1/edocuments/',
  downloadDocument: '/api/document/v2/download/',
  sendDocument: '/api/document/v2/send/',
  markDocumentRead: '/api/document/v2/read/',

  account: '/api/account/v1/',
  sendTransactionOverview: '/api/account/v1/sendtransactionoverview/',

  installmentsOverview: '/api/payment/v1/installmentsOverview/',
  paymentPeriods: '/api/payment/v1/periods/',
  /** Staff acting for a customer: their quotes, purchases and card payments. */
  staffCommerce: '/api/staff/v1/customer/commerce/',

  pendingOffers: '/api/offer/v1/pending/',
  acceptOffer: '/api/offer/v1/accept/',
  declineOffer: '/api/offer/v1/decline/',
  proposals: '/api/ods/v1/proposal/',

  travelCcard: '/api/policy/v4/travel/ccard/',
  travelFplus: '/api/policy/v4/travel/fplus/',
  travelDownloadPdf: '/api/policy/v3/travel/downloadPdf/',
  travelSendPdf: '/api/policy/v3/travel/sendPdf/',
  /** Followed by `<code>/`; see publicTravelCertificatePath. */
  publicTravelCertificate: '/api/public/v1/travelcertificate/',

  print: '/api/print/v1/',
  /** The Swagger UI; the OpenAPI document itself is at `${openApi}/json`. */
  openApi: '/api/docs',
} as const;

export type PortalApiPath = (typeof PORTAL_API)[keyof typeof PORTAL_API];

/** GET path of one travel plan. */
export function travelPlanPath(plan: TravelPlan): string {
  return plan === 'ccard' ? PORTAL_API.travelCcard : PORTAL_API.travelFplus;
}

/** GET path that verifies a travel certificate's code (public). */
export function publicTravelCertificatePath(code: string): string {
  return `${PORTAL_API.publicTravelCertificate}${encodeURIComponent(code)}/`;
}

/** Site page (not API) that the certificate's QR code opens: `${SITE_URL}/stadfesting/<code>/`. */
export const TRAVEL_CERTIFICATE_PAGE_PREFIX = '/stadfesting/';
export function travelCertificatePagePath(code: string): string {
  return `${TRAVEL_CERTIFICATE_PAGE_PREFIX}${encodeURIComponent(code)}/`;
}
