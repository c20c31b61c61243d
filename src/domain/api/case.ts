import { Type, type Static } from 'typebox';
import { IsoDateTime, MultilineText, Nullable, PortalLanguage, Uuid } from './common';
import {
  APPOINTMENT_MEETINGS,
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_TOPICS,
} from '../forms/appointment';
import { BUSINESS_EMPLOYEE_BANDS, BUSINESS_PRODUCTS } from '../forms/business-inquiry';
import { CHILD_COVER_LEVELS } from '../forms/child-insurance';
import { LET_US_KNOW_KINDS, LET_US_KNOW_TOPICS } from '../forms/let-us-know';
import { OFFER_REQUEST_CUSTOMER_TYPES, OFFER_REQUEST_PRODUCTS } from '../forms/offer-request';
import { OPPORTUNITY_CALL_TIMES } from '../forms/opportunity';
import { OTHER_SUBJECT_MAX_LENGTH } from '../forms/other-matters';
import {
  SAFETY_PRODUCT_NAME_MAX_LENGTH,
  SAFETY_PRODUCT_WHERE_MAX_LENGTH,
} from '../forms/safety-product';
import { SALES_PRODUCTS } from '../forms/sales-promotion';
import {
  WEB_TO_CASE_CATEGORIES,
  WEB_TO_CASE_DESCRIPTION_MAX_LENGTH,
  WEB_TO_CASE_SUBJECT_MAX_LENGTH,
} from '../forms/web-to-case';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import {
  CASE_KINDS,
  CASE_MESSAGE_DIRECTIONS,
  CASE_ORIGINS,
  CASE_QUEUES,
  CASE_STATUSES,
  INQUIRY_QUEUES,
} from './values';

/**
 * Cases (erindi): what a visitor or customer sends us through a form, and the thread of replies
 * staff send back by e-mail. Visitors create them (`/api/form/…`), staff work them from the inbox
 * (`/api/staff/v1/cases/…`), and a signed-in customer follows their own (`/api/user/v1/requests/…`).
 */

export const CaseQueue = Type.Enum(CASE_QUEUES);
export const CaseStatus = Type.Enum(CASE_STATUSES);

/** A free-text description of the visitor forms: at most 999 characters, on several lines. */
const Description = () => MultilineText({ maxLength: DESCRIPTION_MAX_LENGTH });

/** One or more of a form's products, each at most once in meaning (the list is as long as the choices). */
const Products = (choices: readonly string[]) =>
  Type.Array(Type.Enum(choices), { minItems: 1, maxItems: choices.length });

/**
 * POST /api/form/v1/inquiry/. The rules are the inquiry form's (src/domain/forms/inquiry.ts), applied
 * again on the server; a valid kennitala of nobody we know answers 400 with
 * `errors.ssn[0] === 'The given SSN was not found'`.
 */
export const InquiryRequest = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  ssn: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  type: Type.Enum(INQUIRY_QUEUES, { description: 'The service the inquiry is for' }),
  description: Description(),
  /** The language of the page it was sent from: the confirmation and the replies are written in it. */
  lang: Type.Optional(PortalLanguage),
  /** Left empty by people; a bot that fills it gets a normal-looking answer and no case. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type InquiryRequest = Static<typeof InquiryRequest>;

/**
 * POST /api/form/v1/offerrequest/: a personal offer for what the calculators do not cover. The rules
 * are src/domain/forms/offer-request.ts, applied again on the server.
 */
export const OfferRequest = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  ssn: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  customerType: Type.Enum(OFFER_REQUEST_CUSTOMER_TYPES),
  products: Products(OFFER_REQUEST_PRODUCTS),
  description: Description(),
  lang: Type.Optional(PortalLanguage),
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OfferRequest = Static<typeof OfferRequest>;

/** 201 of every form that makes a case: the number the confirmation e-mail and the thank-you view show. */
export const CaseCreated = Type.Object({
  caseNumber: Type.String({
    description: "'E-000123': what the sender quotes when they write back",
  }),
});
export type CaseCreated = Static<typeof CaseCreated>;

export const CaseAttachment = Type.Object({
  id: Uuid,
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
});
export type CaseAttachment = Static<typeof CaseAttachment>;

export const CaseMessage = Type.Object({
  id: Uuid,
  direction: Type.Enum(CASE_MESSAGE_DIRECTIONS),
  /** The sender's name, or the staff member's display name on a reply. */
  authorName: Type.String(),
  body: Type.String(),
  createdAt: IsoDateTime,
  attachments: Type.Array(CaseAttachment),
});
export type CaseMessage = Static<typeof CaseMessage>;

export const StaffRef = Type.Object({ username: Type.String(), name: Type.String() });
export type StaffRef = Static<typeof StaffRef>;

/** One row of the inbox. */
export const CaseSummary = Type.Object({
  id: Uuid,
  caseNumber: Type.String(),
  kind: Type.Enum(CASE_KINDS),
  origin: Type.Enum(CASE_ORIGINS),
  queue: CaseQueue,
  status: CaseStatus,
  /** 'Fyrirspurn af vef: ' and the start of the description, for an inquiry. */
  subject: Type.String(),
  senderName: Type.String(),
  senderEmail: Type.String(),
  assignee: Nullable(StaffRef),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  messageCount: Type.Integer(),
  /**
   * The customer wrote after our last reply and the case is open: it waits for us, not for them.
   */
  customerReplied: Type.Boolean(),
});
export type CaseSummary = Static<typeof CaseSummary>;

/** A case opened in the inbox: everything staff need to answer it. */
export const CaseDetail = Type.Intersect([
  CaseSummary,
  Type.Object({
    senderSsn: Nullable(Type.String()),
    /** The customer the case belongs to (by kennitala or e-mail), if any. */
    customerName: Nullable(Type.String()),
    messages: Type.Array(CaseMessage),
  }),
]);
export type CaseDetail = Static<typeof CaseDetail>;

/** GET /api/staff/v1/cases/: newest first; every filter optional. */
export const CaseListQuery = Type.Object({
  status: Type.Optional(CaseStatus),
  queue: Type.Optional(CaseQueue),
  kind: Type.Optional(Type.Enum(CASE_KINDS)),
  /** 'me', 'unassigned', or a staff username. */
  assignee: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CaseListQuery = Static<typeof CaseListQuery>;

export const CaseList = Type.Object({ cases: Type.Array(CaseSummary) });
export type CaseList = Static<typeof CaseList>;

/** POST /api/staff/v1/cases/{id}/reply/: an e-mail to the sender, kept on the case. */
export const CaseReplyRequest = Type.Object({
  body: MultilineText({ minLength: 1, maxLength: 10000 }),
  /** The status the case takes after the reply (default waiting_for_customer). */
  status: Type.Optional(CaseStatus),
});
export type CaseReplyRequest = Static<typeof CaseReplyRequest>;

/** POST /api/staff/v1/cases/{id}/status/ */
export const CaseStatusRequest = Type.Object({ status: CaseStatus });
export type CaseStatusRequest = Static<typeof CaseStatusRequest>;

/** A case as its customer sees it in "My requests": no queue, no assignee's username. */
export const CustomerCase = Type.Object({
  id: Uuid,
  caseNumber: Type.String(),
  kind: Type.Enum(CASE_KINDS),
  status: CaseStatus,
  subject: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  messages: Type.Array(CaseMessage),
});
export type CustomerCase = Static<typeof CustomerCase>;

/** GET /api/user/v1/requests/: the acting party's cases, newest first. */
export const CustomerCaseList = Type.Object({ cases: Type.Array(CustomerCase) });
export type CustomerCaseList = Static<typeof CustomerCaseList>;

/**
 * The text fields of the forms that take files. Sent as multipart/form-data (a repeated part for
 * each item of a list), with the files in the `attachments` part (src/domain/attachments.ts); the
 * server reads the parts and validates the text with these same shapes, then with the form's own
 * rules (src/domain/forms/).
 */
const FormCommon = {
  lang: Type.Optional(PortalLanguage),
  /** Left empty by people; a bot that fills it gets a normal-looking answer and no case. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
};

/** POST /api/form/v2/business/ (multipart): src/domain/forms/business-inquiry.ts. */
export const BusinessInquiryFields = Type.Object({
  companyName: Type.String({ maxLength: 200 }),
  companySsn: Type.String({ maxLength: 20 }),
  contactName: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  employees: Type.Enum(BUSINESS_EMPLOYEE_BANDS),
  products: Products(BUSINESS_PRODUCTS),
  description: Description(),
  ...FormCommon,
});
export type BusinessInquiryFields = Static<typeof BusinessInquiryFields>;

/** POST /api/form/v1/safetyproductsuggestion/ (multipart): src/domain/forms/safety-product.ts. */
export const SafetyProductFields = Type.Object({
  productName: Type.String({ maxLength: SAFETY_PRODUCT_NAME_MAX_LENGTH }),
  whereToBuy: Type.Optional(Type.String({ maxLength: SAFETY_PRODUCT_WHERE_MAX_LENGTH })),
  reason: Description(),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  ...FormCommon,
});
export type SafetyProductFields = Static<typeof SafetyProductFields>;

/** POST /api/form/v1/webtocase/ (multipart): src/domain/forms/web-to-case.ts. */
export const WebToCaseFields = Type.Object({
  subject: Type.String({ maxLength: WEB_TO_CASE_SUBJECT_MAX_LENGTH }),
  description: MultilineText({ maxLength: WEB_TO_CASE_DESCRIPTION_MAX_LENGTH }),
  email: Type.String({ maxLength: 254 }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  ssn: Type.Optional(Type.String({ maxLength: 20 })),
  category: Type.Enum(WEB_TO_CASE_CATEGORIES),
  ...FormCommon,
});
export type WebToCaseFields = Static<typeof WebToCaseFields>;

/**
 * POST /api/form/v1/opportunity/ (JSON) and /api/form/v2/opportunity/ (multipart, the same fields
 * and files): src/domain/forms/opportunity.ts.
 */
export const OpportunityRequest = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  ssn: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  products: Products(OFFER_REQUEST_PRODUCTS),
  callTime: Type.Enum(OPPORTUNITY_CALL_TIMES),
  note: Type.Optional(Description()),
  ...FormCommon,
});
export type OpportunityRequest = Static<typeof OpportunityRequest>;

/**
 * POST /api/form/v1/letusknow/: a complaint or a compliment. The rules are
 * src/domain/forms/let-us-know.ts, applied again on the server.
 */
export const LetUsKnowRequest = Type.Object({
  kind: Type.Enum(LET_US_KNOW_KINDS),
  topic: Type.Enum(LET_US_KNOW_TOPICS),
  description: Description(),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  ssn: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  contactConsent: Type.Optional(Type.Boolean()),
  lang: Type.Optional(PortalLanguage),
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type LetUsKnowRequest = Static<typeof LetUsKnowRequest>;

/** A half-hour an adviser is free, by its start and end in UTC. */
export const AppointmentSlot = Type.Object({ start: IsoDateTime, end: IsoDateTime });
export type AppointmentSlot = Static<typeof AppointmentSlot>;

/** GET /api/form/v1/requestappointment/slots/: the free slots of the next weeks, earliest first. */
export const AppointmentSlots = Type.Object({
  slotMinutes: Type.Integer(),
  slots: Type.Array(AppointmentSlot),
});
export type AppointmentSlots = Static<typeof AppointmentSlots>;

/**
 * POST /api/form/v1/requestappointment/: the rules are src/domain/forms/appointment.ts; the slot
 * must be one the slots list offers. A slot someone else took first answers 409
 * `AppointmentSlotTaken`; a past slot or one outside the opening hours 400 with
 * `errors.slot[0] === 'slotUnavailable'`.
 */
export const AppointmentRequest = Type.Object({
  topic: Type.Enum(APPOINTMENT_TOPICS),
  meeting: Type.Enum(APPOINTMENT_MEETINGS),
  slot: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  ssn: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  note: Type.Optional(MultilineText({ maxLength: APPOINTMENT_NOTE_MAX_LENGTH })),
  lang: Type.Optional(PortalLanguage),
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AppointmentRequest = Static<typeof AppointmentRequest>;

export const AppointmentCreated = Type.Object({
  caseNumber: Type.String(),
  start: IsoDateTime,
  end: IsoDateTime,
});
export type AppointmentCreated = Static<typeof AppointmentCreated>;
/** POST /api/form/v1/childinsurance/: src/domain/forms/child-insurance.ts. */
export const ChildInsuranceRequest = Type.Object({
  parentName: Type.String({ maxLength: 200 }),
  parentSsn: Type.String({ maxLength: 20 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  childName: Type.String({ maxLength: 200 }),
  childSsn: Type.String({ maxLength: 20 }),
  coverLevel: Type.Enum(CHILD_COVER_LEVELS),
  consent: Type.Boolean(),
  ...FormCommon,
});
export type ChildInsuranceRequest = Static<typeof ChildInsuranceRequest>;

/** POST /api/form/v1/okuvisir/: src/domain/forms/okuvisir.ts. */
export const OkuvisirRequest = Type.Object({
  name: Type.String({ maxLength: 200 }),
  ssn: Type.String({ maxLength: 20 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  registration: Type.String({ maxLength: 20 }),
  consent: Type.Boolean(),
  ...FormCommon,
});
export type OkuvisirRequest = Static<typeof OkuvisirRequest>;

/** POST /api/form/v1/other/: src/domain/forms/other-matters.ts. */
export const OtherMattersRequest = Type.Object({
  subject: Type.String({ maxLength: OTHER_SUBJECT_MAX_LENGTH }),
  message: Description(),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  ssn: Type.Optional(Type.String({ maxLength: 20 })),
  ...FormCommon,
});
export type OtherMattersRequest = Static<typeof OtherMattersRequest>;

/** POST /api/form/v1/salespromotion/: src/domain/forms/sales-promotion.ts. */
export const SalesPromotionRequest = Type.Object({
  campaignCode: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 20 }),
  products: Products(SALES_PRODUCTS),
  ...FormCommon,
});
export type SalesPromotionRequest = Static<typeof SalesPromotionRequest>;
