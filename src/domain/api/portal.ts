/**
 * The customer portal's API (issue 6): every request and response the portal screens use, and
 * the paths (`PORTAL_API`). Pure types and constants shared by the browser and the server.
 *
 * Conventions:
 * - JSON field names are camelCase; enum values are snake_case strings.
 * - `IsoDate` is 'YYYY-MM-DD'; `IsoDateTime` is a full ISO 8601 timestamp ('2026-03-01T09:30:00.000Z').
 * - Amounts are whole Icelandic krónur (ISK) as integers.
 * - Texts the customer reads come in both languages (`LocalizedText`), so switching language
 *   needs no new request. Names, numbers and registrations are not translated.
 * - Every call answers for the party the call acts for (the signed-in customer, or the
 *   `overviewUser` / `impersonatedUser` header). Another customer's id answers 404, a malformed
 *   id 400 (`errorCode: 'ValidationFailed'`), no token 401.
 * - PDFs and e-mails are written in the request's language: `?lang=is|en`, else Accept-Language,
 *   else Icelandic.
 * - Lists are wrapped in objects so fields can be added without breaking anyone.
 */

/** 'YYYY-MM-DD' */
export type IsoDate = string;
/** Full ISO 8601 timestamp with time zone. */
export type IsoDateTime = string;
/** Whole Icelandic krónur. */
export type Isk = number;
/** A uuid. */
export type Id = string;

export type PortalLanguage = 'is' | 'en';

/** A text the customer reads, in both languages. */
export type LocalizedText = { is: string; en: string };

/** Optional language of a generated PDF or e-mail (query string on GET, or body field on POST). */
export type LanguageQuery = { lang?: PortalLanguage };

/** A uuid-addressed object, e.g. `GET /api/policy/v2/?id=…` or `POST …/sendpolicy/ { id }`. */
export type IdRequest = { id: Id };

/** Answer of every "send … by e-mail" call. */
export type MailSentResponse = {
  sent: true;
  /** The registered address it went to, masked for display ('a***@example.is'). */
  to: string;
};

// ---------------------------------------------------------------------------------------------
// Policies

export const PRODUCT_KINDS = [
  'car',
  'home',
  'property',
  'travel',
  'accident',
  'life',
  'health',
  'liability',
  'employee_accident',
  'company_travel',
] as const;
/** What kind of insurance a product is; the screen picks its icon and grouping from this. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const POLICY_STATUSES = ['active', 'pending', 'ended'] as const;
/** active: in force; pending: starts later (periodStart in the future); ended: period over or cancelled. */
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'annual', 'single'] as const;
/** How the annual premium is split into installments ('single': one payment, e.g. a single trip). */
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export type Product = {
  /** The insurer's product code, e.g. 'BI10' (car), 'HE20' (home), 'LI31' (life). */
  code: string;
  kind: ProductKind;
  name: LocalizedText;
};

export type PolicyCoverage = {
  id: Id;
  name: LocalizedText;
  /** null when the cover has no sum (e.g. liability per event is unlimited, or a service). */
  sumInsured: Isk | null;
  /** Eigin áhætta; null when none applies. */
  deductible: Isk | null;
};

/** A document belonging to a policy (terms, certificate, renewal notice…). Download via documents. */
export type PolicyDocumentRef = {
  id: Id;
  title: LocalizedText;
  category: DocumentCategory;
  createdAt: IsoDateTime;
  unread: boolean;
};

export type Policy = {
  id: Id;
  /** 'SK-2026-000123' */
  number: string;
  holderSsn: string;
  holderName: string;
  product: Product;
  /** What is insured: 'Toyota RAV4, AB-123', 'Hraunbær 12, 110 Reykjavík', 'Anna Jónsdóttir'. */
  insuredObject: LocalizedText;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  annualPremium: Isk;
  paymentFrequency: PaymentFrequency;
  status: PolicyStatus;
  coverages: PolicyCoverage[];
  documents: PolicyDocumentRef[];
};

/** GET /api/policy/v3/overview/ */
export type PolicyOverviewResponse = {
  policies: Policy[];
  totals: {
    /** Sum of annual premiums of active and pending policies. */
    annualPremium: Isk;
    activeCount: number;
    pendingCount: number;
    endedCount: number;
  };
};

/** GET /api/policy/v2/?id=<uuid> */
export type PolicyQuery = IdRequest;
export type PolicyResponse = Policy;

export const BENEFIT_KINDS = [
  'loyalty_discount',
  'bundle_discount',
  'roadside_assistance',
  'included_service',
  'no_claims_bonus',
] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

export type Benefit = {
  /** Stable key, e.g. 'loyalty', 'roadside-AB-123'. */
  id: string;
  kind: BenefitKind;
  title: LocalizedText;
  description: LocalizedText;
  /** For discounts; null for services. */
  discountPercent: number | null;
  /** The policies the benefit comes with (may be empty for party-wide benefits). */
  policyIds: Id[];
};

/** GET /api/policy/v2/benefits/ */
export type BenefitsResponse = {
  benefits: Benefit[];
  /** Years as a customer (from the earliest policy start). */
  customerYears: number;
  /** The discount currently applied to premiums, percent. */
  totalDiscountPercent: number;
};

/** POST /api/policy/v1/sendpolicyoverview/ (body may be empty). */
export type SendPolicyOverviewRequest = LanguageQuery;
/** POST /api/policy/v2/sendpolicy/ */
export type SendPolicyRequest = IdRequest & LanguageQuery;

// ---------------------------------------------------------------------------------------------
// Claims

export const CLAIM_STATUSES = [
  'reported',
  'in_review',
  'awaiting_documents',
  'approved',
  'paid',
  'rejected',
  'closed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** Statuses in which the claim is still being worked on. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'reported',
  'in_review',
  'awaiting_documents',
  'approved',
];

export type ClaimStatusEvent = {
  status: ClaimStatus;
  date: IsoDate;
  /** What happened, when there is more to say than the status. */
  note: LocalizedText | null;
};

export type ClaimHandler = { name: string; phone: string; email: string };

export type ClaimPayment = {
  id: Id;
  date: IsoDate;
  amount: Isk;
  /** Who received it: the customer, a repair shop… */
  payee: string;
  description: LocalizedText;
};

export type Claim = {
  id: Id;
  /** 'TJ-2026-004512' */
  number: string;
  policyId: Id | null;
  policyNumber: string | null;
  productKind: ProductKind | null;
  title: LocalizedText;
  description: LocalizedText;
  incidentDate: IsoDate;
  reportedDate: IsoDate;
  status: ClaimStatus;
  /** Oldest first; the last entry is the current status. */
  timeline: ClaimStatusEvent[];
  /** What happens next and when; null once the claim is finished. */
  nextStep: { text: LocalizedText; date: IsoDate | null } | null;
  handler: ClaimHandler | null;
  /** The insurer's current estimate of the claim; null when not yet assessed. */
  estimatedAmount: Isk | null;
  payments: ClaimPayment[];
  totalPaid: Isk;
};

/** GET /api/claim/v1/ — newest reported first. */
export type ClaimsResponse = {
  claims: Claim[];
  /** Every status is present (0 when none). */
  counts: Record<ClaimStatus, number>;
  openCount: number;
};

/** GET /api/claim/v1/getclaim/?id=<uuid> */
export type ClaimQuery = IdRequest;
export type ClaimResponse = Claim;

/** POST /api/claim/v1/sendclaimsoverview/ (body may be empty). */
export type SendClaimsOverviewRequest = LanguageQuery;

// ---------------------------------------------------------------------------------------------
// Electronic documents

export const DOCUMENT_CATEGORIES = [
  'policy',
  'terms',
  'renewal',
  'invoice',
  'claim',
  'certificate',
  'letter',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export type ElectronicDocument = {
  id: Id;
  title: LocalizedText;
  category: DocumentCategory;
  createdAt: IsoDateTime;
  readAt: IsoDateTime | null;
  unread: boolean;
  policyId: Id | null;
  policyNumber: string | null;
  claimId: Id | null;
  claimNumber: string | null;
  /** The file name the download gets (ASCII-safe variant is sent as well). */
  fileName: LocalizedText;
};

/** GET /api/document/v1/edocuments/ — newest first. */
export type ElectronicDocumentsResponse = {
  documents: ElectronicDocument[];
  unreadCount: number;
};

/**
 * GET /api/document/v2/download/?id=<uuid>&lang= — the PDF itself (`application/pdf`, attachment,
 * `no-store`); marks the document read.
 */
export type DocumentDownloadQuery = IdRequest & LanguageQuery;
/** POST /api/document/v2/send/ */
export type SendDocumentRequest = IdRequest & LanguageQuery;
/** POST /api/document/v2/read/ */
export type MarkDocumentReadRequest = IdRequest;
export type MarkDocumentReadResponse = { id: Id; readAt: IsoDateTime; unreadCount: number };

// ---------------------------------------------------------------------------------------------
// Account (transactions)

export const TRANSACTION_TYPES = ['premium', 'payment', 'claim_payment', 'refund', 'fee'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * GET /api/account/v1/?from=&to=&type= — all optional: the period defaults to the last 12 months
 * up to today, the type to all ('all' is accepted too).
 */
export type AccountQuery = { from?: IsoDate; to?: IsoDate; type?: TransactionType | 'all' };

export type AccountTransaction = {
  id: Id;
  date: IsoDate;
  type: TransactionType;
  description: LocalizedText;
  /**
   * Signed from the customer's balance: positive is charged to the customer (premium, fee),
   * negative is in the customer's favour (payment, claim_payment, refund).
   */
  amount: Isk;
  policyId: Id | null;
  policyNumber: string | null;
};

export type TransactionTotal = { count: number; amount: Isk };

export type AccountResponse = {
  from: IsoDate;
  to: IsoDate;
  type: TransactionType | 'all';
  /** Newest first. */
  transactions: AccountTransaction[];
  totals: {
    /** Every type is present (0 when none), whatever the filter. */
    byType: Record<TransactionType, TransactionTotal>;
    /** Of the listed transactions: sum of signed amounts. */
    overall: TransactionTotal;
    /** Sum of the positive amounts (charges). */
    charged: Isk;
    /** Sum of the negative amounts, as a positive number. */
    credited: Isk;
  };
};

/** POST /api/account/v1/sendtransactionoverview/ */
export type SendTransactionOverviewRequest = AccountQuery & LanguageQuery;

// ---------------------------------------------------------------------------------------------
// Payment status

export const INSTALLMENT_STATUSES = ['paid', 'due', 'overdue'] as const;
/** paid: fully paid; due: not paid, due date today or later; overdue: not paid, past its due date. */
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['bank_claim', 'card'] as const;
/** bank_claim: a claim (krafa) in the online bank; card: charged to the registered card. */
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

export type Installment = {
  id: Id;
  periodId: Id;
  policyId: Id | null;
  policyNumber: string | null;
  description: LocalizedText;
  dueDate: IsoDate;
  amount: Isk;
  paidAmount: Isk;
  paidDate: IsoDate | null;
  status: InstallmentStatus;
};

/** GET /api/payment/v1/installmentsOverview/ */
export type InstallmentsOverviewResponse = {
  /** Overdue installments, oldest first. */
  overdue: Installment[];
  /** Unpaid installments not yet overdue, soonest first. */
  due: Installment[];
  nextDueDate: IsoDate | null;
  nextDueAmount: Isk;
  totals: {
    overdue: Isk;
    due: Isk;
    /** overdue + due (unpaid remainder). */
    outstanding: Isk;
    /** Paid in the current calendar year. */
    paidThisYear: Isk;
  };
};

export type PaymentPeriod = {
  id: Id;
  /** 'Greiðslutímabil 2026' / 'Payment period 2026' */
  name: LocalizedText;
  start: IsoDate;
  end: IsoDate;
  paymentMethod: PaymentMethodKind;
  installments: Installment[];
  totals: { amount: Isk; paid: Isk; outstanding: Isk };
};

/** One calendar month of the year's chart. */
export type MonthlyPaymentSum = {
  /** 'YYYY-MM' */
  month: string;
  /** Sum of installments due in the month. */
  amount: Isk;
  paid: Isk;
  /** Unpaid part of installments of the month that are overdue. */
  overdue: Isk;
};

/** GET /api/payment/v1/periods/ */
export type PaymentPeriodsResponse = {
  /** Newest first. */
  periods: PaymentPeriod[];
  /** The 12 months from 11 months back to the current month, oldest first. */
  months: MonthlyPaymentSum[];
};

// ---------------------------------------------------------------------------------------------
// Pending offers and proposals

export const PENDING_OFFERS_NOTIFICATION_ID = 'pendingOffers';
export const NOTIFICATION_STATUSES = ['initialized', 'dismissed'] as const;
/** SPEC §3 notification ids: pendingOffers with statuses initialized and dismissed. */
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export type PendingOffer = {
  id: Id;
  /** 'TB-2026-001234' */
  number: string;
  product: Product;
  description: LocalizedText;
  annualPremium: Isk;
  createdAt: IsoDateTime;
  validUntil: IsoDate;
  notificationStatus: NotificationStatus;
};

/** GET /api/offer/v1/pending/ — offers still valid, newest first. */
export type PendingOffersResponse = {
  offers: PendingOffer[];
  /** 'dismissed' when every offer's notification is dismissed (or there are none). */
  notification: { id: typeof PENDING_OFFERS_NOTIFICATION_ID; status: NotificationStatus };
};

/**
 * POST /api/offer/v1/pending/ — dismiss the notification of one offer (its id) or of all
 * (`id: 'pendingOffers'`). Answers the new PendingOffersResponse.
 */
export type DismissPendingOfferRequest = {
  id: Id | typeof PENDING_OFFERS_NOTIFICATION_ID;
  status: 'dismissed';
};

export const PROPOSAL_STATUSES = ['submitted', 'in_review', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export type Proposal = {
  id: Id;
  /** 'BT-2026-000456' */
  number: string;
  product: Product;
  description: LocalizedText;
  /** Estimated annual premium; null until priced. */
  annualPremium: Isk | null;
  submittedDate: IsoDate;
  status: ProposalStatus;
};

/** GET /api/ods/v1/proposal/ — newest first. */
export type ProposalsResponse = { proposals: Proposal[] };

// ---------------------------------------------------------------------------------------------
// Travel insurance confirmations (persons only: companies get 403)

export const TRAVEL_PLANS = ['ccard', 'fplus'] as const;
/** ccard: travel cover that comes with a credit card; fplus: the travel cover of the F+ family policy. */
export type TravelPlan = (typeof TRAVEL_PLANS)[number];

export const TRAVEL_DESTINATIONS = ['nordics', 'europe', 'worldwide'] as const;
export type TravelDestination = (typeof TRAVEL_DESTINATIONS)[number];

export type TravellerRelation = 'self' | 'spouse' | 'child';

export type Traveller = {
  ssn: string;
  name: string;
  relation: TravellerRelation;
  birthDate: IsoDate;
};

export const TRAVEL_COVER_KEYS = [
  'medical',
  'cancellation',
  'baggage',
  'delay',
  'liability',
  'accident',
] as const;
export type TravelCoverKey = (typeof TRAVEL_COVER_KEYS)[number];

export type TravelCover = { key: TravelCoverKey; name: LocalizedText; amount: Isk };

/** GET /api/policy/v4/travel/ccard/ and GET /api/policy/v4/travel/fplus/ */
export type TravelPlanResponse = {
  plan: TravelPlan;
  /** False: the party has no such cover; the other fields are then empty or null. */
  hasPlan: boolean;
  policyId: Id | null;
  policyNumber: string | null;
  /** ccard: 'Gullkort sem endar á 4821'; fplus: the policy's product name. */
  description: LocalizedText | null;
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  /** The longest single trip the cover applies to, in days. */
  maxTripDays: number;
  travellers: Traveller[];
  covers: TravelCover[];
  destinations: TravelDestination[];
};

/**
 * POST /api/policy/v3/travel/downloadPdf/ — answers the certificate PDF (`application/pdf`,
 * attachment); the header `x-verification-code` carries the certificate's code.
 * POST /api/policy/v3/travel/sendPdf/ — e-mails the same PDF; answers TravelCertificateSentResponse.
 * endDate ≥ startDate, both inside the plan's validity, trip at most maxTripDays.
 */
export type TravelCertificateRequest = {
  plan: TravelPlan;
  travellerSsn: string;
  startDate: IsoDate;
  endDate: IsoDate;
  destination: TravelDestination;
  lang?: PortalLanguage;
};

export type TravelCertificateSentResponse = MailSentResponse & { verificationCode: string };

/** GET /api/public/v1/travelcertificate/<code>/ — public; 404 for an unknown code. */
export type PublicTravelCertificateResponse = {
  code: string;
  /** True when the certificate was issued by us and its trip has not ended. */
  valid: boolean;
  status: 'valid' | 'expired';
  /** First name and initial of the last name only: 'Anna J.' */
  travellerName: string;
  plan: TravelPlan;
  startDate: IsoDate;
  endDate: IsoDate;
  destination: TravelDestination;
  issuedAt: IsoDateTime;
};

// ---------------------------------------------------------------------------------------------
// Print

export const PRINT_TYPES = ['policyOverview', 'claimsOverview', 'transactions'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/**
 * GET /api/print/v1/?type=… — the overview as a PDF (`inline`, so it opens in the browser's
 * viewer). For transactions, from/to/transactionType filter as in AccountQuery.
 */
export type PrintQuery = {
  type: PrintType;
  from?: IsoDate;
  to?: IsoDate;
  transactionType?: TransactionType | 'all';
  lang?: PortalLanguage;
};

// ---------------------------------------------------------------------------------------------
// Paths

/** Every portal API path, trailing slash kept (SPEC §7). */
export const PORTAL_API = {
  policyOverview: '/api/policy/v3/overview/',
  policy: '/api/policy/v2/',
  benefits: '/api/policy/v2/benefits/',
  sendPolicyOverview: '/api/policy/v1/sendpolicyoverview/',
  sendPolicy: '/api/policy/v2/sendpolicy/',

  claims: '/api/claim/v1/',
  claim: '/api/claim/v1/getclaim/',
  sendClaimsOverview: '/api/claim/v1/sendclaimsoverview/',

  electronicDocuments: '/api/document/v1/edocuments/',
  downloadDocument: '/api/document/v2/download/',
  sendDocument: '/api/document/v2/send/',
  markDocumentRead: '/api/document/v2/read/',

  account: '/api/account/v1/',
  sendTransactionOverview: '/api/account/v1/sendtransactionoverview/',

  installmentsOverview: '/api/payment/v1/installmentsOverview/',
  paymentPeriods: '/api/payment/v1/periods/',

  pendingOffers: '/api/offer/v1/pending/',
  proposals: '/api/ods/v1/proposal/',

  travelCcard: '/api/policy/v4/travel/ccard/',
  travelFplus: '/api/policy/v4/travel/fplus/',
  travelDownloadPdf: '/api/policy/v3/travel/downloadPdf/',
  travelSendPdf: '/api/policy/v3/travel/sendPdf/',
  /** Followed by `<code>/`; see publicTravelCertificatePath. */
  publicTravelCertificate: '/api/public/v1/travelcertificate/',

  print: '/api/print/v1/',
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
