import type { BankInfo } from '../bank';

/** Payment details (SPEC §3, §7): bank account, card registration and the payment method. */
export const PAYMENT_SETTINGS_API = {
  bankInfo: '/api/user/v1/settings/bankinfo/',
  ccardInfo: '/api/user/v1/settings/ccard/info/',
  ccardInit: '/api/user/v1/settings/ccard/init/',
  ccardVerify: '/api/user/v1/settings/ccard/verify/',
  ccardRegister: '/api/user/v2/settings/ccard/register/',
  paymentMethod: '/api/user/v2/settings/paymentmethod/',
} as const;

/** SPEC §9: a card registration session lasts 8 minutes. */
export const CARD_SESSION_MINUTES = 8;
/** SPEC §9: the card number shows as 16 characters. */
export const CARD_NUMBER_DISPLAY_LENGTH = 16;

export type BankInfoResponse = BankInfo;

/** GET ccard/info: the registered card, or null when there is none. */
export type CardInfo = { cardNumberMasked: string | null };

/** POST ccard/init */
export type CardInitRequest = { language: string; windowOrigin: string };
export type CardInitResponse = { verificationId: string; paymentLink: string; expiresAt: string };

/** POST ccard/verify: where a card registration session stands. */
export type CardVerifyRequest = { verificationId: string };
export type CardVerificationState = 'pending' | 'expired' | 'used';
export type CardVerifyResponse = {
  verificationId: string;
  state: CardVerificationState;
  expiresAt: string;
};

/** The card provider window's message (SPEC §3); `message` is 'success' when a card was verified. */
export type CardProviderMessage = {
  message: string;
  verificationId: string;
  verificationData?: string;
  verificationHash?: string;
};

/** POST v2 ccard/register */
export type CardRegisterRequest = {
  verificationId: string;
  verificationData: string;
  verificationHash: string;
};
export type CardRegisterResponse = { cardNumberMasked: string };

/** GET v2 paymentmethod: as the user's paymentMethod, with the bank account beside it. */
export type PaymentMethodResponse = {
  ccardInfo: { cardNumberMasked: string } | null;
  bankInfo: BankInfo;
};
