import { Type, type Static } from 'typebox';
import {
  Isk,
  IsoDate,
  IsoDateTime,
  LocalizedText,
  MailSent,
  Nullable,
  PortalLanguage,
  Uuid,
} from './common';
import { TRAVEL_COVER_KEYS, TRAVEL_DESTINATIONS, TRAVEL_PLANS } from './values';

/**
 * Travel insurance confirmations (persons only: companies get 403): the plans under
 * /api/policy/v4/travel/, the certificates under /api/policy/v3/travel/, and the public check
 * of a certificate's code.
 */

const TravelPlanSchema = Type.Enum(TRAVEL_PLANS);
const TravelDestinationSchema = Type.Enum(TRAVEL_DESTINATIONS);

export const TravellerRelation = Type.Union([
  Type.Literal('self'),
  Type.Literal('spouse'),
  Type.Literal('child'),
]);
export type TravellerRelation = Static<typeof TravellerRelation>;

export const Traveller = Type.Object({
  ssn: Type.String(),
  name: Type.String(),
  relation: TravellerRelation,
  birthDate: IsoDate,
});
export type Traveller = Static<typeof Traveller>;

export const TravelCover = Type.Object({
  key: Type.Enum(TRAVEL_COVER_KEYS),
  name: LocalizedText,
  amount: Isk,
});
export type TravelCover = Static<typeof TravelCover>;

/** GET /api/policy/v4/travel/ccard/ and GET /api/policy/v4/travel/fplus/ */
export const TravelPlanResponse = Type.Object({
  plan: TravelPlanSchema,
  hasPlan: Type.Boolean({
    description: 'False: the party has no such cover; the other fields are then empty or null',
  }),
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
  description: Nullable(LocalizedText, {
    description: "ccard: 'Gullkort sem endar á 4821'; fplus: the policy's product name",
  }),
  validFrom: Nullable(IsoDate),
  validTo: Nullable(IsoDate),
  maxTripDays: Type.Integer({ description: 'The longest single trip the cover applies to' }),
  travellers: Type.Array(Traveller),
  covers: Type.Array(TravelCover),
  destinations: Type.Array(TravelDestinationSchema),
});
export type TravelPlanResponse = Static<typeof TravelPlanResponse>;

/**
 * POST /api/policy/v3/travel/downloadPdf/ — answers the certificate PDF (`application/pdf`,
 * attachment); the header `x-verification-code` carries the certificate's code.
 * POST /api/policy/v3/travel/sendPdf/ — e-mails the same PDF; answers TravelCertificateSentResponse.
 * endDate ≥ startDate, both inside the plan's validity, trip at most maxTripDays.
 */
export const TravelCertificateRequest = Type.Object(
  {
    plan: TravelPlanSchema,
    travellerSsn: Type.String({ pattern: '^\\d{10}$' }),
    startDate: IsoDate,
    endDate: IsoDate,
    destination: TravelDestinationSchema,
    lang: Type.Optional(PortalLanguage),
  },
  { additionalProperties: false },
);
export type TravelCertificateRequest = Static<typeof TravelCertificateRequest>;

export const TravelCertificateSentResponse = Type.Intersect([
  MailSent,
  Type.Object({ verificationCode: Type.String() }),
]);
export type TravelCertificateSentResponse = Static<typeof TravelCertificateSentResponse>;

/** The code printed on a certificate (and in its QR code). */
export const CertificateCodeParams = Type.Object({
  code: Type.String({ pattern: '^[0-9A-Za-z-]{12,16}$' }),
});

/** GET /api/public/v1/travelcertificate/<code>/ — public; 404 for an unknown code. */
export const PublicTravelCertificateResponse = Type.Object({
  code: Type.String(),
  valid: Type.Boolean({
    description: 'True when the certificate was issued by us and its trip has not ended',
  }),
  status: Type.Union([Type.Literal('valid'), Type.Literal('expired')]),
  travellerName: Type.String({
    description: "First name and initial of the last name only: 'Anna J.'",
  }),
  plan: TravelPlanSchema,
  startDate: IsoDate,
  endDate: IsoDate,
  destination: TravelDestinationSchema,
  issuedAt: IsoDateTime,
});
export type PublicTravelCertificateResponse = Static<typeof PublicTravelCertificateResponse>;
