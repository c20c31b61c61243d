import { Type, type Static } from 'typebox';
import {
  type IdQuery,
  Isk,
  IsoDate,
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
