/**
 * Paying installments by card, for the payment screen and the tests. A plain module, so the
 * portal's bundle can use the paths and limits without the TypeBox declarations in card-payment.ts.
 */
import type {
  CardPayment,
  CardPaymentConfirmRequest,
  CardPaymentStartRequest,
  CardPaymentStartResponse,
} from './card-payment';
import type { LanguageQuery } from './common';
import { endpoint, type FileResponse, type Get, type Post } from './endpoint';

export const CARD_PAYMENT_API = {
  start: endpoint<Post<CardPaymentStartRequest, CardPaymentStartResponse>>(
    '/api/payment/v1/card/start/',
  ),
  confirm: endpoint<Post<CardPaymentConfirmRequest, CardPayment>>('/api/payment/v1/card/confirm/'),
  payment: (paymentId: string) =>
    endpoint<Get<CardPayment>>(`/api/payment/v1/card/${encodeURIComponent(paymentId)}/`),
  receipt: (paymentId: string) =>
    endpoint<Get<FileResponse, LanguageQuery>>(
      `/api/payment/v1/card/${encodeURIComponent(paymentId)}/receipt/`,
    ),
} as const;

/** A payment session with the card provider lasts as long as a card registration: 8 minutes. */
export const CARD_PAYMENT_SESSION_MINUTES = 8;

/** At most this many installments in one payment (a year's monthly plan and then some). */
export const MAX_INSTALLMENTS_PER_PAYMENT = 24;
