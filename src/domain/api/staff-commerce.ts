import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, Isk, Nullable, Uuid } from './common';
import { QUOTE_PRODUCTS } from '../quote';

/**
 * GET /api/staff/v1/customer/commerce/ (PORTAL_API.staffCommerce): what an employee acting for a
 * customer sees of their buying — quotes saved with the customer's e-mail or bought by them, and
 * card payments.
 */
export const StaffQuote = Type.Object({
  quoteNumber: Type.String(),
  createdAt: IsoDateTime,
  validUntil: IsoDate,
  products: Type.Array(Type.Enum(QUOTE_PRODUCTS)),
  yearly: Isk,
  state: Type.Union([Type.Literal('open'), Type.Literal('expired'), Type.Literal('purchased')]),
  purchasedAt: Nullable(IsoDateTime),
});
export type StaffQuote = Static<typeof StaffQuote>;

export const StaffCardPayment = Type.Object({
  paymentId: Uuid,
  createdAt: IsoDateTime,
  amount: Isk,
  state: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('expired')]),
  receiptNumber: Nullable(Type.String()),
  cardNumberMasked: Nullable(Type.String()),
  startedBy: Type.String({ description: "A kennitala, or 'staff:<username>'" }),
});
export type StaffCardPayment = Static<typeof StaffCardPayment>;

export const StaffCommerceResponse = Type.Object({
  quotes: Type.Array(StaffQuote, { description: 'Newest first, at most 50' }),
  cardPayments: Type.Array(StaffCardPayment, { description: 'Newest first, at most 50' }),
});
export type StaffCommerceResponse = Static<typeof StaffCommerceResponse>;
