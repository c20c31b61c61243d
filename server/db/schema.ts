import type { ColumnType, Generated } from 'kysely';

/** Columns the database fills in: optional on insert, present on select. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A time with no default in the database: every insert names it. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;

export type PartyKind = 'person' | 'company';
export type StaffRole = 'Readonly' | 'Full' | 'Admin';

export interface PartyTable {
  kennitala: string;
  kind: PartyKind;
  full_name: string;
  email: string | null;
  /** When the person proved they read `email` (a confirmation link, or our own records); null if not. */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  mobile_phone: string | null;
  home_phone: string | null;
  spouse_kennitala: string | null;
  created_at: Timestamp;
}

export interface CredentialTable {
  kennitala: string;
  password_hash: string;
  updated_at: Timestamp;
  /**
   * Left from the first lockout, which counted here; failed sign-ins are now counted in
   * sign_in_attempt, and nothing reads or writes these two.
   */
  failed_attempts: Defaulted<number>;
  locked_until: Date | null;
}

export interface StaffUserTable {
  id: Generated<string>;
  username: string;
  full_name: string;
  role: StaffRole;
  password_hash: string;
  created_at: Timestamp;
  /**
   * Left from the first lockout, which counted here; failed sign-ins are now counted in
   * sign_in_attempt, and nothing reads or writes these two.
   */
  failed_attempts: Defaulted<number>;
  locked_until: Date | null;
  /** Set when an admin disabled the employee: they can no longer sign in. */
  disabled_at: Defaulted<Date | null>;
  /** The authenticator app's shared secret (base32), once the employee has enrolled. */
  totp_secret: Defaulted<string | null>;
  totp_enrolled_at: Defaulted<Date | null>;
  /** The last time step a code was accepted for: a code is good once. */
  totp_last_step: Defaulted<number | null>;
  /** An admin asked for the second factor even where the rules would not demand it. */
  second_factor_required: Defaulted<boolean>;
  /** The employee's own e-mail address: where a second-factor set-up link goes. */
  email: Defaulted<string | null>;
}

/** A one-time link an admin mailed to an employee to set up their second factor. */
export interface StaffFactorEnrolmentTable {
  /** SHA-256 of the link's token; the token itself is only in the mail. */
  token_hash: string;
  staff_id: string;
  /** staff:<username> of the admin who started it. */
  started_by: string;
  expires_at: Date;
  used_at: Defaulted<Date | null>;
  created_at: Timestamp;
}

/** A staff sign-in between the right password and the second factor's code. */
export interface StaffSignInStepTable {
  interaction_uid: string;
  staff_id: string;
  /** While enrolling: the new secret, kept here until the first code proves the app has it. */
  enrolment_secret: string | null;
  /** While enrolling: the set-up link being used, spent when the first code is right. */
  enrolment_token_hash: Defaulted<string | null>;
  failed_attempts: Defaulted<number>;
  expires_at: Date;
}

export interface AccessGrantTable {
  id: Generated<string>;
  grantor_kennitala: string;
  holder_kennitala: string;
  scope: Defaulted<string>;
  valid_to: Date | null;
  revoked_at: Date | null;
  created_at: Timestamp;
}

export type CompanyRole = 'ceo' | 'board' | 'procuration';

/** Who is involved with a company: they may manage its access grants when acting for it. */
export interface CompanyInvolvementTable {
  company_kennitala: string;
  person_kennitala: string;
  role: CompanyRole;
  created_at: Timestamp;
}

export interface AuditEventTable {
  id: Generated<string>;
  occurred_at: Timestamp;
  action: string;
  actor: string | null;
  subject: string | null;
  ip: string | null;
  user_agent: Defaulted<string | null>;
  detail: Defaulted<Record<string, unknown>>;
}

/** One time an employee acted for a customer: why, until when, and how much they did. */
export interface StaffImpersonationTable {
  id: Generated<string>;
  staff_id: string;
  staff_username: string;
  customer_kennitala: string;
  reason: string;
  note: string;
  started_at: Timestamp;
  expires_at: Date;
  ended_at: Date | null;
  actions: Defaulted<number>;
  changes: Defaulted<number>;
}

export interface Database {
  party: PartyTable;
  credential: CredentialTable;
  staff_user: StaffUserTable;
  staff_sign_in_step: StaffSignInStepTable;
  staff_factor_enrolment: StaffFactorEnrolmentTable;
  access_grant: AccessGrantTable;
  company_involvement: CompanyInvolvementTable;
  audit_event: AuditEventTable;
  staff_impersonation: StaffImpersonationTable;
  oidc_payload: OidcPayloadTable;
  revoked_grant: RevokedGrantTable;
  signing_key: SigningKeyTable;
  server_secret: ServerSecretTable;
  sign_in_attempt: SignInAttemptTable;
  rate_limit: RateLimitTable;
  password_token: PasswordTokenTable;
  eid_request: EidRequestTable;
  outbox_mail: OutboxMailTable;
  policy: PolicyTable;
  policy_coverage: PolicyCoverageTable;
  policy_insured_person: PolicyInsuredPersonTable;
  policy_document: PolicyDocumentTable;
  company_liability: CompanyLiabilityTable;
  company_employee: CompanyEmployeeTable;
  company_trip: CompanyTripTable;
  policy_update_request: PolicyUpdateRequestTable;
  claim: ClaimTable;
  claim_draft: ClaimDraftTable;
  claim_draft_file: ClaimDraftFileTable;
  claim_attachment: ClaimAttachmentTable;
  claim_message: ClaimMessageTable;
  claim_status_event: ClaimStatusEventTable;
  claim_payment: ClaimPaymentTable;
  account_transaction: AccountTransactionTable;
  payment_period: PaymentPeriodTable;
  installment: InstallmentTable;
  electronic_document: ElectronicDocumentTable;
  signable_document: SignableDocumentTable;
  signature: SignatureTable;
  signing_request: SigningRequestTable;
  eid_app_request: EidAppRequestTable;
  signing_memo: SigningMemoTable;
  pending_offer: PendingOfferTable;
  proposal: ProposalTable;
  travel_certificate: TravelCertificateTable;
  payment_method: PaymentMethodTable;
  card_verification: CardVerificationTable;
  card_payment: CardPaymentTable;
  card_payment_installment: CardPaymentInstallmentTable;
  party_address: PartyAddressTable;
  profile_picture: ProfilePictureTable;
  popup_dismissal: PopupDismissalTable;
  privacy_request: PrivacyRequestTable;
  okuvisir_trip: OkuvisirTripTable;
  contact_change: ContactChangeTable;
  email_verification: EmailVerificationTable;
  service_case: ServiceCaseTable;
  case_message: CaseMessageTable;
  case_attachment: CaseAttachmentTable;
  attachment_content: AttachmentContentTable;
  quote: QuoteTable;
  appointment: AppointmentTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  marketing_choice: MarketingChoiceTable;
  event_signup: EventSignupTable;
  lottery_entry: LotteryEntryTable;
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
  chat_agent: ChatAgentTable;
  chat_canned_answer: ChatCannedAnswerTable;
}

export interface OidcPayloadTable {
  tenant: string;
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** A sign-in grant (one browser session's tokens) ended early; its access tokens are refused. */
export interface RevokedGrantTable {
  tenant: string;
  grant_id: string;
  reason: string;
  /** After this no access token of the grant can be valid anyway. */
  expires_at: Date;
}

export interface SigningKeyTable {
  kid: string;
  tenant: string;
  private_jwk: Record<string, unknown>;
  created_at: Timestamp;
  retired_at: Date | null;
}

export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface SignInAttemptTable {
  id: Generated<string>;
  ip: string;
  /** `kennitala` or `staff:<username>`: the account the attempt named, whether it exists or not. */
  account_key: string | null;
  succeeded: boolean;
  /** false when the attempt was turned away before its password was looked at. */
  checked: Defaulted<boolean>;
  occurred_at: Timestamp;
}

/**
 * Request limits shared by every instance when there is no Redis, as rate-limiter-flexible keeps
 * them: the hits (`points`) of the window ending at `expire`, in milliseconds since the epoch.
 */
export interface RateLimitTable {
  key: string;
  points: Defaulted<number>;
  expire: ColumnType<string | null, number | string | null | undefined, number | string | null>;
}

export interface PasswordTokenTable {
  token_hash: string;
  kennitala: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
}

/** A change of e-mail or mobile phone that the previous e-mail address may undo. */
/** A change of e-mail waiting for the link sent to the new address; only the token's hash is kept. */
export interface EmailVerificationTable {
  id: Generated<string>;
  kennitala: string;
  new_email: string;
  token_hash: string;
  language: Defaulted<string>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: Timestamp | null;
}

export interface ContactChangeTable {
  id: Generated<string>;
  kennitala: string;
  token_hash: string;
  old_email: string | null;
  new_email: string | null;
  old_mobile_phone: string | null;
  new_mobile_phone: string | null;
  notified_address: string;
  changed_by: string;
  via: 'self' | 'staff';
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
}

export type EidStatus = 'pending' | 'approved' | 'rejected' | 'expired';

export interface EidRequestTable {
  id: string;
  phone: string;
  verification_code: string;
  status: EidStatus;
  kennitala: string | null;
  /** The name the provider vouched for with the kennitala, when it names one. */
  full_name: Defaulted<string | null>;
  provider_reference: string | null;
  interaction_uid: string;
  /** The address the sign-in was started from, for the per-address limit. */
  client_ip: string | null;
  created_at: Timestamp;
  expires_at: Date;
}

export interface OutboxMailTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Defaulted<{ filename: string; contentType: string; contentBase64: string }[]>;
  created_at: Timestamp;
  sent_at: Date | null;
  error: string | null;
  attempts: Defaulted<number>;
  /** When the next delivery try is due; null when the mail is not waiting (sent, dead, or no SMTP). */
  next_attempt_at: Date | null;
  dead_at: Date | null;
  /** Where answers should go: a case's own address for mail about a case. */
  reply_to: Defaulted<string | null>;
  /** Extra headers the mail goes out with (List-Unsubscribe on newsletter mail). */
  headers: Defaulted<Record<string, string>>;
}

// The customer portal (issue 6). `date` columns are written and compared as 'YYYY-MM-DD' strings;
// drivers read them back as time-zone-bound Date objects, so repositories select them with to_char
// (`isoDay` in server/portal/shared.ts) and get the string back.
type DateColumn = ColumnType<Date | string, string, string>;
type NullableDateColumn = ColumnType<Date | string | null, string | null, string | null>;

export interface PolicyTable {
  id: Generated<string>;
  number: string;
  holder_kennitala: string;
  product_code: string;
  product_kind: string;
  product_name_is: string;
  product_name_en: string;
  insured_object_is: string;
  insured_object_en: string;
  inception_date: DateColumn;
  period_start: DateColumn;
  period_end: DateColumn;
  annual_premium: number;
  status: 'active' | 'ended' | 'pending';
  payment_frequency: 'monthly' | 'quarterly' | 'annual' | 'single';
  travel_plan: 'ccard' | 'fplus' | null;
  created_at: Timestamp;
  /** The quote it was bought from online; the 14-day right of withdrawal applies. */
  quote_number: Defaulted<string | null>;
  /** A car's registration number without separators, worked out by the database; null otherwise. */
  vehicle_registration: ColumnType<string | null, never, never>;
}

export interface PolicyCoverageTable {
  id: Generated<string>;
  policy_id: string;
  sort_order: Defaulted<number>;
  code: string | null;
  name_is: string;
  name_en: string;
  sum_insured: number | null;
  deductible: number | null;
}

export interface PolicyInsuredPersonTable {
  id: Generated<string>;
  policy_id: string;
  kennitala: string;
  full_name: string;
  relation: 'self' | 'spouse' | 'child';
  birth_date: DateColumn;
}

/** bigint columns: the drivers read them as text; written as numbers. */
type BigintColumn = ColumnType<string, number | string, number | string>;

/** What a company's liability policy insures today (issue 17). */
export interface CompanyLiabilityTable {
  policy_id: string;
  annual_turnover: BigintColumn;
  activity_is: string;
  activity_en: string;
  employee_count: number;
}

/** The employees an employee accident policy covers, with the payroll it is priced on. */
export interface CompanyEmployeeTable {
  id: Generated<string>;
  policy_id: string;
  kennitala: string;
  full_name: string;
  job_is: string;
  job_en: string;
  annual_payroll: BigintColumn;
}

/** Trips taken or booked under a company travel policy. */
export interface CompanyTripTable {
  id: Generated<string>;
  policy_id: string;
  traveller_kennitala: string;
  traveller_name: string;
  destination_is: string;
  destination_en: string;
  departs: DateColumn;
  returns: DateColumn;
}

/**
 * A representative's request to change a company policy; pending while its case is not closed.
 * `change` holds the validated request (src/domain/forms/company-policy-update.ts).
 */
export interface PolicyUpdateRequestTable {
  id: Generated<string>;
  policy_id: string;
  case_id: string;
  requested_by: string;
  change: Record<string, unknown>;
  created_at: Timestamp;
}

export interface PolicyDocumentTable {
  policy_id: string;
  document_id: string;
}

export interface ClaimTable {
  id: Generated<string>;
  number: string;
  /** Null when the claim was reported for someone who is not a customer. */
  claimant_kennitala: string | null;
  policy_id: string | null;
  title_is: string;
  title_en: string;
  description_is: string;
  description_en: string;
  incident_date: DateColumn;
  reported_date: DateColumn;
  status: string;
  next_step_is: string | null;
  next_step_en: string | null;
  next_step_date: NullableDateColumn;
  handler_name: string | null;
  handler_phone: string | null;
  handler_email: string | null;
  estimated_amount: number | null;
  created_at: Timestamp;
  /** Set on claims reported on the site: the wizard's claim type and answers. */
  claim_type: string | null;
  insured_kennitala: string | null;
  reporter_name: string | null;
  reporter_email: string | null;
  report: Record<string, unknown> | null;
  language: string | null;
  assigned_staff_id: string | null;
  /** When a handler last opened it; later customer messages are unread. */
  staff_seen_at: Timestamp | null;
  /**
   * A visitor's claim about someone else's policy: 'pending' until the policy holder, signed in,
   * confirms or rejects it; null when no confirmation is needed.
   */
  holder_confirmation: Defaulted<HolderConfirmation | null>;
  holder_decided_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

export type HolderConfirmation = 'pending' | 'confirmed' | 'rejected';

export interface ClaimDraftTable {
  id: Generated<string>;
  key_hash: string;
  owner_kennitala: string | null;
  claim_type: string | null;
  step: string;
  answers: Defaulted<Record<string, unknown>>;
  language: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: RequiredTimestamp;
  submitted_claim_id: string | null;
}

export interface ClaimDraftFileTable {
  id: Generated<string>;
  draft_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  created_at: Timestamp;
}

export interface ClaimAttachmentTable {
  id: Generated<string>;
  claim_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  added_by: 'reporter' | 'customer' | 'staff';
  created_at: Timestamp;
}

export interface ClaimMessageTable {
  id: Generated<string>;
  claim_id: string;
  author: 'customer' | 'staff';
  author_name: string;
  body: string;
  is_question: Generated<boolean>;
  created_at: Timestamp;
}

export interface ClaimStatusEventTable {
  id: Generated<string>;
  claim_id: string;
  seq: number;
  status: string;
  occurred_on: DateColumn;
  note_is: string | null;
  note_en: string | null;
}

export interface ClaimPaymentTable {
  id: Generated<string>;
  claim_id: string;
  paid_on: DateColumn;
  amount: number;
  payee: string;
  description_is: string;
  description_en: string;
}

export interface AccountTransactionTable {
  id: Generated<string>;
  party_kennitala: string;
  occurred_on: DateColumn;
  type: string;
  description_is: string;
  description_en: string;
  amount: number;
  policy_id: string | null;
  claim_id: string | null;
}

export interface PaymentPeriodTable {
  id: Generated<string>;
  party_kennitala: string;
  name_is: string;
  name_en: string;
  start_date: DateColumn;
  end_date: DateColumn;
  payment_method: 'bank_claim' | 'card';
}

export interface InstallmentTable {
  id: Generated<string>;
  period_id: string;
  policy_id: string | null;
  description_is: string;
  description_en: string;
  due_date: DateColumn;
  amount: number;
  paid_amount: Defaulted<number>;
  paid_on: NullableDateColumn;
  status: 'paid' | 'due' | 'overdue';
}

export interface ElectronicDocumentTable {
  id: Generated<string>;
  party_kennitala: string;
  category: string;
  title_is: string;
  title_en: string;
  body_is: string;
  body_en: string;
  policy_id: string | null;
  claim_id: string | null;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SignableDocumentTable {
  id: Generated<string>;
  party_kennitala: string;
  title_is: string;
  title_en: string;
  body_is: string;
  body_en: string;
  policy_id: string | null;
  status: 'pending' | 'signed' | 'declined' | 'expired';
  sign_by: NullableDateColumn;
  created_at: Timestamp;
}

export interface SignatureTable {
  id: Generated<string>;
  document_id: string;
  signer_kennitala: string;
  signer_name: string;
  method: 'mobile_eid' | 'app' | 'in_person';
  reference: string | null;
  signed_at: Timestamp;
}

export interface SigningRequestTable {
  id: Generated<string>;
  document_id: string;
  /** Whose document it is (a person, or a company signed for by a grant holder). */
  party_kennitala: string;
  /** The signed-in customer who must approve on their phone or in their e-ID app. */
  signer_kennitala: string;
  /** The phone asked (mobile_eid); null in the app flow, where the app's owner answers. */
  phone: string | null;
  method: ColumnType<'mobile_eid' | 'app', 'mobile_eid' | 'app' | undefined, never>;
  verification_code: string;
  provider_reference: string;
  status: 'pending' | 'signed' | 'rejected' | 'expired' | 'failed';
  created_at: Timestamp;
  expires_at: Date;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A request opened in the demo e-ID app (the simulated provider's own record, demo mode only). */
export interface EidAppRequestTable {
  reference: string;
  verification_code: string;
  /** What the person is asked to approve, shown in the app. */
  text: string;
  /** Where the app sends the browser once answered: always the portal's own origin. */
  return_url: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', undefined, 'approved' | 'rejected'>;
  /** The app owner's, once approved. */
  kennitala: string | null;
  created_at: Timestamp;
  answered_at: ColumnType<Date | null, undefined, Date>;
}

export interface SigningMemoTable {
  id: Generated<string>;
  document_id: string;
  author_kennitala: string;
  author_name: string;
  body: string;
  created_at: Timestamp;
}

export interface PendingOfferTable {
  id: Generated<string>;
  number: string;
  party_kennitala: string;
  product_code: string;
  product_kind: string;
  product_name_is: string;
  product_name_en: string;
  description_is: string;
  description_en: string;
  annual_premium: number;
  valid_until: DateColumn;
  notification_status: Defaulted<'initialized' | 'dismissed'>;
  created_at: Timestamp;
  /** Null while the customer has not answered. */
  decision: Defaulted<'accepted' | 'declined' | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The policy an accepted offer became. */
  policy_id: Defaulted<string | null>;
  /** The document the customer signs to accept, once they have chosen to accept a signed product. */
  signing_document_id: Defaulted<string | null>;
}

export interface ProposalTable {
  id: Generated<string>;
  number: string;
  party_kennitala: string;
  product_code: string;
  product_kind: string;
  product_name_is: string;
  product_name_en: string;
  description_is: string;
  description_en: string;
  annual_premium: number | null;
  submitted_on: DateColumn;
  status: 'submitted' | 'in_review' | 'accepted' | 'declined';
}

export interface TravelCertificateTable {
  id: Generated<string>;
  code: string;
  party_kennitala: string;
  policy_id: string | null;
  plan: 'ccard' | 'fplus';
  traveller_kennitala: string;
  traveller_name: string;
  start_date: DateColumn;
  end_date: DateColumn;
  destination: 'europe' | 'worldwide' | 'nordics';
  cover_amounts: { key: string; nameIs: string; nameEn: string; amount: number }[];
  issued_at: Timestamp;
}

// Settings → General, Password and Privacy (migration 20261123100000_settings).

export interface PartyAddressTable {
  kennitala: string;
  street: string;
  postal_code: string;
  town: string;
  updated_at: Timestamp;
}

export interface ProfilePictureTable {
  kennitala: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  data: Buffer;
  byte_size: number;
  width: number;
  height: number;
  sha256: string;
  uploaded_at: Timestamp;
}

export interface PopupDismissalTable {
  kennitala: string;
  popup_type: string;
  dismissed_at: Timestamp;
}

export interface PrivacyRequestTable {
  id: Generated<string>;
  kennitala: string;
  kind: 'overview' | 'okuvisirErasure';
  status: 'processing' | 'ready' | 'completed' | 'failed';
  requested_at: Timestamp;
  completed_at: Date | null;
  expires_at: Date | null;
  snapshot: Record<string, unknown> | null;
  outcome: Record<string, unknown> | null;
}

export interface OkuvisirTripTable {
  id: Generated<string>;
  kennitala: string;
  started_at: RequiredTimestamp;
  /** numeric: drivers return it as a string. */
  distance_km: ColumnType<string, string | number, string | number>;
  score: number;
}

/** Payment details per party: the bank account claims are paid into, and the masked card. */
export interface PaymentMethodTable {
  party_kennitala: string;
  bank: string | null;
  ledger: string | null;
  account: string | null;
  /** First six and last four digits with stars between; never the card number. */
  card_masked: string | null;
  card_brand: string | null;
  /** The card's last valid month, 'YYYY-MM'; null when not known. */
  card_valid_thru: string | null;
  updated_at: Timestamp;
}

/** A card registration session with the card provider: good until it expires, and only once. */
export interface CardVerificationTable {
  id: string;
  party_kennitala: string;
  portal_origin: string;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  consumed_at: Date | null;
}

/**
 * Installments paid by card: started by the portal, paid once the provider's signed answer is in.
 * The card is stored masked, as the provider gave it; never the number.
 */
export interface CardPaymentTable {
  id: string;
  party_kennitala: string;
  amount: number;
  portal_origin: string;
  /** Who started it: the customer's kennitala, a proxy's, or 'staff:<username>'. */
  started_by: string;
  created_at: Generated<Date>;
  expires_at: RequiredTimestamp;
  paid_at: Date | null;
  /** 'K-001001', from card_receipt_seq when the payment is confirmed. */
  receipt_number: string | null;
  card_masked: string | null;
  card_brand: string | null;
  authorization_code: string | null;
}

/** The installments one card payment covers, each with the part of it the payment settles. */
export interface CardPaymentInstallmentTable {
  payment_id: string;
  installment_id: string;
  amount: number;
}

// Cases from the site's forms and the staff inbox. Enumerated columns hold the values of
// src/domain/api/values.ts (CASE_KINDS, CASE_ORIGINS, CASE_QUEUES, CASE_STATUSES).
export interface ServiceCaseTable {
  id: Generated<string>;
  case_number: Generated<string>;
  kind: string;
  origin: string;
  queue: string;
  status: Defaulted<string>;
  subject: string;
  sender_name: string;
  sender_email: string;
  sender_ssn: string | null;
  party_kennitala: string | null;
  assignee_username: string | null;
  /** The language the sender wrote in; mail about the case is written in it. */
  language: Defaulted<string>;
  reply_token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CaseMessageTable {
  id: Generated<string>;
  case_id: string;
  direction: string;
  author_name: string;
  staff_username: string | null;
  body: string;
  created_at: Timestamp;
}

export interface CaseAttachmentTable {
  id: Generated<string>;
  case_id: string;
  message_id: string | null;
  filename: string;
  content_type: string;
  size: number;
  /** The bytes are in attachment_content under this hash, kept once however often they are sent. */
  sha256: string;
  created_at: Timestamp;
}

export interface AttachmentContentTable {
  sha256: string;
  size: number;
  content: Buffer;
  created_at: Timestamp;
}

export interface QuoteTable {
  id: Generated<string>;
  quote_number: Generated<string>;
  key_hash: string;
  /** Where the quote was mailed; null for a price bought straight away, never mailed. */
  email: string | null;
  language: Defaulted<string>;
  tariff_version: string;
  /** The items as the calculators' rules cast them (src/domain/forms/quote.ts). */
  items: ColumnType<unknown[], unknown[], unknown[]>;
  /** The QuotePrice given when it was saved. */
  price: ColumnType<Record<string, unknown>, Record<string, unknown>, Record<string, unknown>>;
  created_at: Timestamp;
  valid_until: DateColumn;
  purchased_by: Defaulted<string | null>;
  purchased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A booked half-hour with an adviser, held by its case; `starts_at` is unique. */
export interface AppointmentTable {
  id: Generated<string>;
  case_id: string;
  starts_at: Date;
  ends_at: Date;
  topic: string;
  meeting: string;
  created_at: Timestamp;
}

/** An address on a newsletter list ('forvarnir'), pending until its owner confirms it. */
export interface NewsletterSubscriberTable {
  id: Generated<string>;
  list: string;
  email: string;
  name: string | null;
  language: Defaulted<string>;
  status: string;
  token_version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/** Which marketing a customer agreed to receive; no row means none (consent is opt-in). */
export interface MarketingChoiceTable {
  kennitala: string;
  email_newsletter: Defaulted<boolean>;
  sms_offers: Defaulted<boolean>;
  post: Defaulted<boolean>;
  updated_at: Timestamp;
  updated_by: string;
}

/** One numbered seat at one of src/domain/events.ts's events. */
export interface EventSignupTable {
  id: Generated<string>;
  event_id: string;
  seat_number: number;
  name: string;
  email: string;
  company: Defaulted<string>;
  dietary_needs: Defaulted<string>;
  language: Defaulted<string>;
  created_at: Timestamp;
}

/** One entry in a prize draw (src/domain/lottery.ts); one per e-mail address per draw. */
export interface LotteryEntryTable {
  id: Generated<string>;
  draw_id: string;
  name: string;
  email: string;
  phone: string;
  answer: string;
  language: Defaulted<string>;
  created_at: Timestamp;
}

// Live chat (server/modules/chat). Enumerated columns hold src/domain/api/chat.ts's values.
export interface ChatConversationTable {
  id: Generated<string>;
  /** SHA-256 of the visitor's conversation token; the token itself is never kept. */
  token_hash: string;
  queue: string;
  language: Defaulted<string>;
  name: string;
  email: string;
  /** Name and e-mail came from a signed-in customer's session rather than being typed. */
  verified: Defaulted<boolean>;
  party_kennitala: string | null;
  /** The customer's sign-in grant it was started in: once that session ends, so does the chat's access. */
  grant_id: string | null;
  status: Defaulted<string>;
  assignee_username: string | null;
  rating: number | null;
  /** The inbox case the transcript was saved as when the conversation ended. */
  case_id: string | null;
  created_at: Timestamp;
  ended_at: Date | null;
  /** The last message id each side's client has received and has shown its reader (bigint). */
  customer_delivered_id: string | null;
  customer_read_id: string | null;
  agent_delivered_id: string | null;
  agent_read_id: string | null;
}

export interface ChatMessageTable {
  /** bigint: pg hands it over as a string. */
  id: Generated<string>;
  conversation_id: string;
  author: string;
  author_name: string;
  staff_username: string | null;
  client_id: string | null;
  body: string;
  created_at: Timestamp;
  /** A file sent with the message: its bytes are in attachment_content under this hash. */
  attachment_sha256: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
}

export interface ChatAgentTable {
  username: string;
  available: Defaulted<boolean>;
  /** The last sign of life from the agent's console; an agent long unseen counts as away. */
  seen_at: Timestamp;
  /** The agent is given new conversations in turn, the longest unassigned first. */
  auto_assign: Defaulted<boolean>;
  last_assigned_at: Date | null;
  /** The chat queues the agent answers (all three unless the agent or an Admin chose). */
  queues: Defaulted<string[]>;
}

/** A ready answer an agent inserts in the console (typing "/"), per language. */
export interface ChatCannedAnswerTable {
  id: Generated<string>;
  language: string;
  shortcut: string;
  body: string;
  position: Defaulted<number>;
}
