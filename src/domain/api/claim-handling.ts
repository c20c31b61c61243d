import { Type, type Static } from 'typebox';
import { Claim } from './claim';
import { IsoDateTime, MultilineText, Nullable, Uuid } from './common';
import { CLAIM_STATUSES, HOLDER_CONFIRMATIONS } from './values';

const ClaimStatusSchema = Type.Enum(CLAIM_STATUSES);
const HolderConfirmationSchema = Nullable(Type.Enum(HOLDER_CONFIRMATIONS), {
  description:
    "A visitor's claim about someone else's policy: unverified (pending) until the holder confirms it signed in; null when not needed",
});

export const ClaimHandlerRef = Type.Object({ id: Uuid, name: Type.String() });
export type ClaimHandlerRef = Static<typeof ClaimHandlerRef>;

/** One row of the queue. */
export const StaffClaimSummary = Type.Object({
  id: Uuid,
  number: Type.String(),
  status: ClaimStatusSchema,
  claimType: Nullable(Type.String(), { description: "The wizard's type; null for older claims" }),
  title: Type.Object({ is: Type.String(), en: Type.String() }),
  reporterName: Nullable(Type.String()),
  customerName: Nullable(Type.String(), { description: 'The claimant, when linked to a customer' }),
  reportedAt: IsoDateTime,
  assignee: Nullable(ClaimHandlerRef),
  unreadMessages: Type.Integer({
    description: 'Customer messages that came after a handler last opened the claim',
  }),
  holderConfirmation: HolderConfirmationSchema,
});
export type StaffClaimSummary = Static<typeof StaffClaimSummary>;

export const StaffClaimList = Type.Object({ claims: Type.Array(StaffClaimSummary) });
export type StaffClaimList = Static<typeof StaffClaimList>;

/** GET /api/staff/v1/claims/: by default the new ones (status reported), newest first. */
export const StaffClaimListQuery = Type.Object({
  /** A status, or 'all'. */
  status: Type.Optional(Type.Union([ClaimStatusSchema, Type.Literal('all')])),
  /** 'me' for the caller's own. */
  assignee: Type.Optional(Type.Literal('me')),
});
export type StaffClaimListQuery = Static<typeof StaffClaimListQuery>;

/** A claim opened at the desk: what the customer sees, and the report and people behind it. */
export const StaffClaimDetail = Type.Intersect([
  Claim,
  Type.Object({
    claimType: Nullable(Type.String()),
    /** The wizard's answers as submitted; null for claims that did not come through the site. */
    report: Nullable(Type.Record(Type.String(), Type.Unknown())),
    claimantKennitala: Nullable(Type.String()),
    customerName: Nullable(Type.String()),
    insuredKennitala: Nullable(Type.String()),
    reporterName: Nullable(Type.String()),
    reporterEmail: Nullable(Type.String()),
    holderConfirmation: HolderConfirmationSchema,
    language: Type.Union([Type.Literal('is'), Type.Literal('en')]),
    assignee: Nullable(ClaimHandlerRef),
    allowedStatuses: Type.Array(ClaimStatusSchema, {
      description: 'Where the claim may move from here',
    }),
  }),
]);
export type StaffClaimDetail = Static<typeof StaffClaimDetail>;

export const ClaimHandlerList = Type.Object({ handlers: Type.Array(ClaimHandlerRef) });
export type ClaimHandlerList = Static<typeof ClaimHandlerList>;

/** POST …/assign/: to another handler, or to the caller when staffId is left out. */
export const AssignClaimRequest = Type.Object({ staffId: Type.Optional(Uuid) });
export type AssignClaimRequest = Static<typeof AssignClaimRequest>;

/**
 * POST …/messages/: the handler writes to the customer. A question also waits for the answer: the
 * claim moves to waiting for the customer, who sees it flagged and is mailed.
 */
export const StaffClaimMessageRequest = Type.Object({
  body: MultilineText({ minLength: 1, maxLength: 4000 }),
  question: Type.Optional(Type.Boolean()),
});
export type StaffClaimMessageRequest = Static<typeof StaffClaimMessageRequest>;

/** POST …/status/ */
export const ClaimStatusRequest = Type.Object({
  status: ClaimStatusSchema,
  /** Required for a decision (approved, rejected); kept on the timeline in the customer's language. */
  note: Type.Optional(MultilineText({ maxLength: 4000 })),
  /** Required for awaiting_documents: the question the customer is asked. */
  question: Type.Optional(MultilineText({ maxLength: 4000 })),
});
export type ClaimStatusRequest = Static<typeof ClaimStatusRequest>;
