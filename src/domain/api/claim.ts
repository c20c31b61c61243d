import { Type, type Static } from 'typebox';
import {
  type IdQuery,
  Isk,
  IsoDate,
  IsoDateTime,
  MultilineText,
  type LanguageQuery,
  LocalizedText,
  Nullable,
  Uuid,
} from './common';
import { CLAIM_STATUSES, PRODUCT_KINDS } from './values';

/** /api/claim/v1/: the acting party's claims. */

const ClaimStatusSchema = Type.Enum(CLAIM_STATUSES);

export const ClaimStatusEvent = Type.Object({
  status: ClaimStatusSchema,
  date: IsoDate,
  note: Nullable(LocalizedText, {
    description: 'What happened, when there is more to say than the status',
  }),
});
export type ClaimStatusEvent = Static<typeof ClaimStatusEvent>;

export const ClaimHandler = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
});
export type ClaimHandler = Static<typeof ClaimHandler>;

export const ClaimPayment = Type.Object({
  id: Uuid,
  date: IsoDate,
  amount: Isk,
  payee: Type.String({ description: 'Who received it: the customer, a repair shop…' }),
  description: LocalizedText,
});
export type ClaimPayment = Static<typeof ClaimPayment>;

export const ClaimMessage = Type.Object({
  id: Uuid,
  author: Type.Union([Type.Literal('customer'), Type.Literal('staff')]),
  authorName: Type.String(),
  body: Type.String(),
  /** A handler's question that put the claim in "waiting for customer". */
  isQuestion: Type.Boolean(),
  createdAt: IsoDateTime,
});
export type ClaimMessage = Static<typeof ClaimMessage>;

export const ClaimAttachment = Type.Object({
  id: Uuid,
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  addedBy: Type.Union([Type.Literal('reporter'), Type.Literal('customer'), Type.Literal('staff')]),
  createdAt: IsoDateTime,
});
export type ClaimAttachment = Static<typeof ClaimAttachment>;

export const Claim = Type.Object({
  id: Uuid,
  number: Type.String({ description: "'TJ-2026-004512'" }),
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
  productKind: Nullable(Type.Enum(PRODUCT_KINDS)),
  title: LocalizedText,
  description: LocalizedText,
  incidentDate: IsoDate,
  reportedDate: IsoDate,
  status: ClaimStatusSchema,
  timeline: Type.Array(ClaimStatusEvent, {
    description: 'Oldest first; the last entry is the current status',
  }),
  nextStep: Nullable(Type.Object({ text: LocalizedText, date: Nullable(IsoDate) }), {
    description: 'What happens next and when; null once the claim is finished',
  }),
  handler: Nullable(ClaimHandler),
  estimatedAmount: Nullable(Isk, {
    description: "The insurer's current estimate; null when not yet assessed",
  }),
  payments: Type.Array(ClaimPayment),
  totalPaid: Isk,
  messages: Type.Array(ClaimMessage, {
    description: 'Between the customer and the handler, oldest first',
  }),
  attachments: Type.Array(ClaimAttachment, { description: 'Photos and documents, oldest first' }),
  openQuestion: Nullable(ClaimMessage, {
    description: "The handler's question while the claim waits for the customer; null otherwise",
  }),
});
export type Claim = Static<typeof Claim>;

/** GET /api/claim/v1/ — newest reported first. */
export const ClaimsResponse = Type.Object({
  claims: Type.Array(Claim),
  counts: Type.Record(ClaimStatusSchema, Type.Integer(), {
    description: 'Every status is present (0 when none)',
  }),
  openCount: Type.Integer(),
});
export type ClaimsResponse = Static<typeof ClaimsResponse>;

/** GET /api/claim/v1/getclaim/?id=<uuid> */
export type ClaimQuery = IdQuery;
export type ClaimResponse = Claim;

/** POST /api/claim/v1/sendclaimsoverview/ (body may be empty). */
export type SendClaimsOverviewRequest = LanguageQuery;

/** POST /api/claim/v1/message/?id=<uuid>: the customer writes to the handler (or answers the question). */
export const ClaimMessageRequest = Type.Object({
  body: MultilineText({ minLength: 1, maxLength: 4000 }),
});
export type ClaimMessageRequest = Static<typeof ClaimMessageRequest>;

/** GET /api/claim/v1/attachment/?id=<claim>&attachmentId=<uuid> */
export const ClaimAttachmentQuery = Type.Object({ id: Uuid, attachmentId: Uuid });
export type ClaimAttachmentQuery = Static<typeof ClaimAttachmentQuery>;

/**
 * A claim someone else reported naming the acting person as the insured, waiting for them to say
 * whether it is theirs. Nothing of it is in their claims, and nothing is paid, until they confirm.
 */
export const ClaimAwaitingHolder = Type.Object({
  id: Uuid,
  number: Type.String(),
  title: Type.Object({ is: Type.String(), en: Type.String() }),
  incidentDate: IsoDate,
  reportedDate: IsoDate,
  reporterName: Nullable(Type.String()),
  description: Type.String(),
});
export type ClaimAwaitingHolder = Static<typeof ClaimAwaitingHolder>;

/** GET /api/claim/v1/awaiting-confirmation/ */
export const ClaimsAwaitingHolder = Type.Object({ claims: Type.Array(ClaimAwaitingHolder) });
export type ClaimsAwaitingHolder = Static<typeof ClaimsAwaitingHolder>;

/** POST /api/claim/v1/holder-decision/?id=<uuid>: only the holder themself, signed in. */
export const HolderDecisionRequest = Type.Object({
  decision: Type.Union([Type.Literal('confirm'), Type.Literal('reject')]),
});
export type HolderDecisionRequest = Static<typeof HolderDecisionRequest>;

/** The holder's answer as the claim now records it. */
export const HolderDecisionResponse = Type.Object({
  holderConfirmation: Type.Union([Type.Literal('confirmed'), Type.Literal('rejected')]),
});
export type HolderDecisionResponse = Static<typeof HolderDecisionResponse>;
