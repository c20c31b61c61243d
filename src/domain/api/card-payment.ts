import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, Isk, LocalizedText, Nullable, PortalLanguage, Uuid } from './common';
import { MAX_INSTALLMENTS_PER_PAYMENT } from './card-payment-paths';

/**
 * /api/payment/v1/card/: paying installments by card through the card provider. The payment page
 * is the provider's; the portal only starts the payment and hands back the provider's signed
 * answer, which the server checks before anything counts as paid.
 */

/** POST card/start */
export const CardPaymentStartRequest = Type.Object(
  {
    installmentIds: Type.Array(Uuid, {
      minItems: 1,
      maxItems: MAX_INSTALLMENTS_PER_PAYMENT,
      uniqueItems: true,
      description: "Installments of the acting party's to pay, each paid in full",
    }),
    language: PortalLanguage,
    windowOrigin: Type.String({
      maxLength: 200,
      description: "The portal window's origin; the provider's page answers only that",
    }),
  },
  { additionalProperties: false },
);
export type CardPaymentStartRequest = Static<typeof CardPaymentStartRequest>;

export const CardPaymentStartResponse = Type.Object({
  paymentId: Uuid,
  paymentLink: Type.String({ description: "The provider's payment page, for a popup" }),
  amount: Isk,
  expiresAt: IsoDateTime,
});
export type CardPaymentStartResponse = Static<typeof CardPaymentStartResponse>;

/** POST card/confirm: what the provider's page posted back to the portal window. */
export const CardPaymentConfirmRequest = Type.Object(
  {
    paymentId: Uuid,
    paymentData: Type.String({ minLength: 1, maxLength: 4000 }),
    paymentHash: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type CardPaymentConfirmRequest = Static<typeof CardPaymentConfirmRequest>;

export const PaidInstallment = Type.Object({
  id: Uuid,
  description: LocalizedText,
  dueDate: IsoDate,
  policyNumber: Nullable(Type.String()),
  amount: Isk,
});
export type PaidInstallment = Static<typeof PaidInstallment>;

/** A card payment as the receipt tells it; `state` is 'paid' once the provider's answer is in. */
export const CardPayment = Type.Object({
  paymentId: Uuid,
  state: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('expired')]),
  amount: Isk,
  receiptNumber: Nullable(Type.String({ description: "'K-000123'" })),
  paidAt: Nullable(IsoDateTime),
  cardNumberMasked: Nullable(Type.String()),
  cardBrand: Nullable(Type.String()),
  authorizationCode: Nullable(Type.String()),
  installments: Type.Array(PaidInstallment),
});
export type CardPayment = Static<typeof CardPayment>;
