import { Type, type Static } from 'typebox';
import { Isk, IsoDate, IsoDateTime, LocalizedText, Nullable, Uuid } from './common';
import { Product } from './policy';
import { NOTIFICATION_STATUSES, PENDING_OFFERS_NOTIFICATION_ID, PROPOSAL_STATUSES } from './values';

/** Offers awaiting the customer (/api/offer/v1/) and proposals they sent us (/api/ods/v1/). */

const NotificationStatus = Type.Enum(NOTIFICATION_STATUSES);

/** The acceptance an offer of a signed product waits for: a document among the documents to sign. */
export const OfferSigning = Type.Object({ documentId: Uuid, title: LocalizedText });
export type OfferSigning = Static<typeof OfferSigning>;

export const PendingOffer = Type.Object({
  id: Uuid,
  number: Type.String({ description: "'TB-2026-001234'" }),
  product: Product,
  description: LocalizedText,
  annualPremium: Isk,
  createdAt: IsoDateTime,
  validUntil: IsoDate,
  notificationStatus: NotificationStatus,
  signatureRequired: Type.Boolean({
    description: 'The product is accepted by signing with electronic ID, not with a click',
  }),
  signing: Nullable(OfferSigning, {
    description: 'Set once the customer has chosen to accept: the document that awaits signing',
  }),
});
export type PendingOffer = Static<typeof PendingOffer>;

/** GET /api/offer/v1/pending/ — offers still valid, newest first. */
export const PendingOffersResponse = Type.Object({
  offers: Type.Array(PendingOffer),
  notification: Type.Object(
    { id: Type.Literal(PENDING_OFFERS_NOTIFICATION_ID), status: NotificationStatus },
    { description: "'dismissed' when every offer's notification is dismissed (or there are none)" },
  ),
});
export type PendingOffersResponse = Static<typeof PendingOffersResponse>;

/**
 * POST /api/offer/v1/pending/ — dismiss the notification of one offer (its id) or of all
 * (`id: 'pendingOffers'`). Answers the new PendingOffersResponse.
 */
export const DismissPendingOfferRequest = Type.Object(
  {
    id: Type.Union([Uuid, Type.Literal(PENDING_OFFERS_NOTIFICATION_ID)]),
    status: Type.Literal('dismissed'),
  },
  { additionalProperties: false },
);
export type DismissPendingOfferRequest = Static<typeof DismissPendingOfferRequest>;

/** POST /api/offer/v1/accept/ and /decline/: the offer to answer. */
export const OfferDecisionRequest = Type.Object({ id: Uuid });
export type OfferDecisionRequest = Static<typeof OfferDecisionRequest>;

export const OfferDecided = Type.Object({
  decision: Type.Union([
    Type.Literal('accepted'),
    Type.Literal('declined'),
    Type.Literal('signatureRequired'),
  ]),
  offerNumber: Type.String(),
  /** The policy an accepted offer became; null when declined or still to be signed. */
  policyNumber: Nullable(Type.String()),
  /** With 'signatureRequired': the document whose signing accepts the offer. */
  signing: Nullable(OfferSigning),
});
export type OfferDecided = Static<typeof OfferDecided>;

export const Proposal = Type.Object({
  id: Uuid,
  number: Type.String({ description: "'BT-2026-000456'" }),
  product: Product,
  description: LocalizedText,
  annualPremium: Nullable(Isk, { description: 'Estimated annual premium; null until priced' }),
  submittedDate: IsoDate,
  status: Type.Enum(PROPOSAL_STATUSES),
});
export type Proposal = Static<typeof Proposal>;

/** GET /api/ods/v1/proposal/ — newest first. */
export const ProposalsResponse = Type.Object({ proposals: Type.Array(Proposal) });
export type ProposalsResponse = Static<typeof ProposalsResponse>;
