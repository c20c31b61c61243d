import { Type, type Static } from 'typebox';
import { ACCOUNT_LENGTH, BANK_LENGTH, LEDGER_LENGTH } from '../bank';
import { IsoDateTime, Nullable } from './common';

/**
 * Payment details under /api/user/: the bank account claims are paid into, card registration
 * through the card provider, and the payment method. The paths and limits the browser needs at
 * run time are in payment-settings.ts.
 */

export const BankInfoResponse = Type.Object({
  bank: Type.String(),
  ledger: Type.String(),
  account: Type.String(),
});
export type BankInfoResponse = Static<typeof BankInfoResponse>;

/**
 * POST bankinfo. The digits of each part are stated here too; the rules (src/domain/forms/bank-info.ts)
 * give the messages, so a missing or wrong field answers InvalidBankInfo with its field either way.
 */
const Digits = (length: number) => Type.String({ pattern: `^\\d{${length}}$` });

export const BankInfoRequest = Type.Object({
  bank: Type.Optional(Digits(BANK_LENGTH)),
  ledger: Type.Optional(Digits(LEDGER_LENGTH)),
  account: Type.Optional(Digits(ACCOUNT_LENGTH)),
});
export type BankInfoRequest = Static<typeof BankInfoRequest>;

const MaskedCard = Type.String({ pattern: '^\\d{6}\\*{6}\\d{4}$' });
const VerificationId = Type.String({ minLength: 1, maxLength: 100 });

/** GET ccard/info: the registered card, or null when there is none. */
export const CardInfo = Type.Object({ cardNumberMasked: Nullable(Type.String()) });
export type CardInfo = Static<typeof CardInfo>;

/** POST ccard/init */
export const CardInitRequest = Type.Object({
  language: Type.String({ maxLength: 10 }),
  windowOrigin: Type.String({ maxLength: 200 }),
});
export type CardInitRequest = Static<typeof CardInitRequest>;

export const CardInitResponse = Type.Object({
  verificationId: Type.String(),
  paymentLink: Type.String(),
  expiresAt: IsoDateTime,
});
export type CardInitResponse = Static<typeof CardInitResponse>;

/** POST ccard/verify: where a card registration session stands. */
export const CardVerifyRequest = Type.Object({ verificationId: VerificationId });
export type CardVerifyRequest = Static<typeof CardVerifyRequest>;

export const CardVerificationState = Type.Union([
  Type.Literal('pending'),
  Type.Literal('expired'),
  Type.Literal('used'),
]);
export type CardVerificationState = Static<typeof CardVerificationState>;

export const CardVerifyResponse = Type.Object({
  verificationId: Type.String(),
  state: CardVerificationState,
  expiresAt: IsoDateTime,
});
export type CardVerifyResponse = Static<typeof CardVerifyResponse>;

/** POST v2 ccard/register */
export const CardRegisterRequest = Type.Object({
  verificationId: VerificationId,
  verificationData: Type.String({ minLength: 1, maxLength: 2000 }),
  verificationHash: Type.String({ minLength: 1, maxLength: 200 }),
});
export type CardRegisterRequest = Static<typeof CardRegisterRequest>;

export const CardRegisterResponse = Type.Object({ cardNumberMasked: MaskedCard });
export type CardRegisterResponse = Static<typeof CardRegisterResponse>;

/**
 * What is wrong with paying by card, if anything: the card on file is past its last valid month,
 * or premiums are charged to a card and none is on file.
 */
export const PaymentMethodErrorCode = Type.Union([
  Type.Literal('CardExpired'),
  Type.Literal('CardMissing'),
]);
export type PaymentMethodErrorCode = Static<typeof PaymentMethodErrorCode>;

/** GET v2 paymentmethod: as the user's paymentMethod, with the bank account beside it. */
export const PaymentMethodResponse = Type.Object({
  ccardInfo: Nullable(Type.Object({ cardNumberMasked: MaskedCard })),
  bankInfo: BankInfoResponse,
  errorCode: Nullable(PaymentMethodErrorCode),
});
export type PaymentMethodResponse = Static<typeof PaymentMethodResponse>;
