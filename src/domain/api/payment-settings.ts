/**
 * Payment details: bank account, card registration and the payment method. The paths and limits
 * are values the browser uses; the shapes are declared in payment-details.ts.
 */
import { endpoint, type Get, type Post } from './endpoint';
import type {
  BankInfoRequest,
  BankInfoResponse,
  CardInfo,
  CardInitRequest,
  CardInitResponse,
  CardRegisterRequest,
  CardRegisterResponse,
  CardVerifyRequest,
  CardVerifyResponse,
  PaymentMethodResponse,
} from './payment-details';

export const PAYMENT_SETTINGS_API = {
  bankInfo: endpoint<Get<BankInfoResponse> & Post<BankInfoRequest, BankInfoResponse>>(
    '/api/user/v1/settings/bankinfo/',
  ),
  ccardInfo: endpoint<Get<CardInfo>>('/api/user/v1/settings/ccard/info/'),
  ccardInit: endpoint<Post<CardInitRequest, CardInitResponse>>('/api/user/v1/settings/ccard/init/'),
  ccardVerify: endpoint<Post<CardVerifyRequest, CardVerifyResponse>>(
    '/api/user/v1/settings/ccard/verify/',
  ),
  ccardRegister: endpoint<Post<CardRegisterRequest, CardRegisterResponse>>(
    '/api/user/v2/settings/ccard/register/',
  ),
  paymentMethod: endpoint<Get<PaymentMethodResponse>>('/api/user/v2/settings/paymentmethod/'),
} as const;

/** A card registration session lasts 8 minutes. */
export const CARD_SESSION_MINUTES = 8;
/** The card number shows as 16 characters. */
export const CARD_NUMBER_DISPLAY_LENGTH = 16;

export type {
  BankInfoRequest,
  BankInfoResponse,
  CardInfo,
  CardInitRequest,
  CardInitResponse,
  CardRegisterRequest,
  CardRegisterResponse,
  CardVerificationState,
  CardVerifyRequest,
  CardVerifyResponse,
  PaymentMethodErrorCode,
  PaymentMethodResponse,
} from './payment-details';

/**
 * The card provider window's message: `message` is 'success' when a card was verified or a payment
 * made (the session's id is `verificationId` either way), else why not.
 */
export type CardProviderMessage = {
  message: string;
  verificationId: string;
  verificationData?: string;
  verificationHash?: string;
};
