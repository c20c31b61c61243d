/**
 * The API's enumerations as plain constants: the browser needs them at run time (to list, group
 * and translate), so they live apart from the TypeBox declarations, which the browser imports as
 * types only. The declarations build their enum schemas from these lists.
 */

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

/**
 * Products accepted by signature: life and health insurance rest on what the customer declares
 * about their health, so an offer of one becomes a policy only once the customer has signed its
 * acceptance with electronic ID; other offers are accepted with a click.
 */
export const KINDS_ACCEPTED_BY_SIGNATURE: readonly ProductKind[] = ['life', 'health'];

export const POLICY_STATUSES = ['active', 'pending', 'ended'] as const;
/** active: in force; pending: starts later (periodStart in the future); ended: period over or cancelled. */
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'annual', 'single'] as const;
/** How the annual premium is split into installments ('single': one payment, e.g. a single trip). */
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const BENEFIT_KINDS = [
  'loyalty_discount',
  'bundle_discount',
  'roadside_assistance',
  'included_service',
  'no_claims_bonus',
] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

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

/**
 * Whether the policy holder confirmed a claim someone else reported about them: pending until
 * they, signed in, confirm or reject it. Claims that need no confirmation carry none.
 */
export const HOLDER_CONFIRMATIONS = ['pending', 'confirmed', 'rejected'] as const;
export type HolderConfirmation = (typeof HOLDER_CONFIRMATIONS)[number];

/** Statuses in which the claim is still being worked on. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'reported',
  'in_review',
  'awaiting_documents',
  'approved',
];

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

export const TRANSACTION_TYPES = ['premium', 'payment', 'claim_payment', 'refund', 'fee'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const INSTALLMENT_STATUSES = ['paid', 'due', 'overdue'] as const;
/** paid: fully paid; due: not paid, due date today or later; overdue: not paid, past its due date. */
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['bank_claim', 'card'] as const;
/** bank_claim: a claim (krafa) in the online bank; card: charged to the registered card. */
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

export const PENDING_OFFERS_NOTIFICATION_ID = 'pendingOffers';

export const NOTIFICATION_STATUSES = ['initialized', 'dismissed'] as const;
/** The pending-offers notification: shown (initialized) until the customer dismisses it. */
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const PROPOSAL_STATUSES = ['submitted', 'in_review', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const TRAVEL_PLANS = ['ccard', 'fplus'] as const;
/** ccard: travel cover that comes with a credit card; fplus: the travel cover of the F+ family policy. */
export type TravelPlan = (typeof TRAVEL_PLANS)[number];

export const TRAVEL_DESTINATIONS = ['nordics', 'europe', 'worldwide'] as const;
export type TravelDestination = (typeof TRAVEL_DESTINATIONS)[number];

export const TRAVEL_COVER_KEYS = [
  'medical',
  'cancellation',
  'baggage',
  'delay',
  'liability',
  'accident',
] as const;
export type TravelCoverKey = (typeof TRAVEL_COVER_KEYS)[number];

export const PRINT_TYPES = ['policyOverview', 'policy', 'claimsOverview', 'transactions'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/**
 * The service teams a case waits for: the four types of the inquiry form (ids as the form sends
 * them) are the inbox's queues.
 */
export const INQUIRY_QUEUES = ['individual', 'company', 'housingAssociation', 'claims'] as const;
export type InquiryQueue = (typeof INQUIRY_QUEUES)[number];
/**
 * The inquiry's four, the sales team, who work campaign offers, and the quality manager, who answers
 * complaints (neither is ever chosen on the inquiry).
 */
export const CASE_QUEUES = [...INQUIRY_QUEUES, 'sales', 'quality'] as const;
export type CaseQueue = (typeof CASE_QUEUES)[number];

export const CASE_STATUSES = ['new', 'in_progress', 'waiting_for_customer', 'closed'] as const;
/** new: nobody has opened it; in_progress: a staff member works it; waiting_for_customer: we asked; closed: done. */
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_ORIGINS = ['webform', 'chat', 'email', 'portal'] as const;
/**
 * Where a case came from: a form on the site, a chat transcript, an e-mail reply that opened it, or
 * a request made in the portal (a company policy change).
 */
export type CaseOrigin = (typeof CASE_ORIGINS)[number];

export const CASE_KINDS = [
  'inquiry',
  'offerRequest',
  'business',
  'safetyProductSuggestion',
  'webToCase',
  'opportunity',
  'letUsKnow',
  'appointment',
  'childInsurance',
  'okuvisir',
  'otherMatters',
  'salesPromotion',
  'chat',
  'policyUpdate',
] as const;
/** Which form made the case; each public form adds its kind here. */
export type CaseKind = (typeof CASE_KINDS)[number];

export const CASE_MESSAGE_DIRECTIONS = ['incoming', 'outgoing'] as const;
/** incoming: from the customer or visitor; outgoing: a staff reply sent by e-mail. */
export type CaseMessageDirection = (typeof CASE_MESSAGE_DIRECTIONS)[number];

/**
 * full: the holder sees and acts for the grantor; read: sees only — the acting check refuses every
 * call but a GET (decision 029). Grants given in the portal are full; a company's read-only
 * representatives are registered by staff.
 */
export const ACCESS_GRANT_SCOPES = ['full', 'read'] as const;
export type AccessGrantScope = (typeof ACCESS_GRANT_SCOPES)[number];

export const ACCESS_GRANT_STATUSES = ['active', 'expired'] as const;
/** expired: past its last day, listed until the grantor removes it. */
export type AccessGrantStatus = (typeof ACCESS_GRANT_STATUSES)[number];

export const COMPANY_ROLES = ['ceo', 'board', 'procuration'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const VEHICLE_CATEGORIES = ['passengerCar', 'suv', 'van', 'motorcycle'] as const;
/** How the vehicle register classes a vehicle; the liability premium depends on it. */
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

export const VEHICLE_FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export type VehicleFuel = (typeof VEHICLE_FUELS)[number];

export const PRICE_LINE_KEYS = [
  'carLiability',
  'carCasco',
  'carDeductible',
  'driverAge',
  'noClaimsBonus',
  'contentsCover',
  'houseCover',
  'houseAge',
  'postcodeZone',
  'propertyDeductible',
  'travelCover',
  'travellers',
  'accidentCover',
  'allDayCover',
  'minimumPremium',
] as const;
/** The lines a price is explained by ("what changes it"); each has its text in the quote group. */
export type PriceLineKey = (typeof PRICE_LINE_KEYS)[number];
