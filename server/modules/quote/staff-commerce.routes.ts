import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import {
  StaffCommerceResponse,
  type StaffCardPayment,
  type StaffQuote,
} from '../../../src/domain/api/staff-commerce';
import { todayInIceland } from '../../../src/domain/calendar';
import type { QuoteItem } from '../../../src/domain/forms/quote';
import type { Db } from '../../db/database';
import { partyEmail } from '../party/party.repository';
import { latestCardPayments } from '../payment/card-payment.repository';
import { quotesOfCustomer } from './quote.repository';

const LISTED = 50;

/**
 * The customer's quotes and card payments, for the employee acting for them. A quote is theirs
 * when they bought it or it was saved with the e-mail address they have on file.
 */
export async function staffCommerce(db: Db, kennitala: string): Promise<StaffCommerceResponse> {
  const email = (await partyEmail(db, kennitala))?.toLowerCase();
  const today = todayInIceland();
  const [quotes, payments] = await Promise.all([
    quotesOfCustomer(db, kennitala, email, LISTED),
    latestCardPayments(db, kennitala, LISTED),
  ]);
  const now = new Date();
  return {
    quotes: quotes.map((row): StaffQuote => ({
      quoteNumber: row.quote_number,
      createdAt: new Date(row.created_at).toISOString(),
      validUntil: row.valid_until,
      products: (row.items as QuoteItem[]).map((item) => item.product),
      yearly: Number((row.price as { yearly?: number }).yearly ?? 0),
      // Someone else may have bought a quote saved with this address; it is theirs, not open.
      state: row.purchased_by ? 'purchased' : row.valid_until < today ? 'expired' : 'open',
      purchasedAt: row.purchased_at ? new Date(row.purchased_at).toISOString() : null,
    })),
    cardPayments: payments.map((row): StaffCardPayment => ({
      paymentId: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      amount: row.amount,
      state: row.paid_at ? 'paid' : new Date(row.expires_at) <= now ? 'expired' : 'pending',
      receiptNumber: row.receipt_number,
      cardNumberMasked: row.card_masked,
      startedBy: row.started_by,
    })),
  };
}

/** /api/staff/v1/customer/: staff only, about the customer named by the impersonatedUser header. */
export const staffCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/commerce/',
    {
      schema: {
        summary: "The acting-for customer's quotes, purchases and card payments (staff only)",
        tags: ['staff'],
        response: { 200: StaffCommerceResponse, ...errors(403) },
      },
    },
    async (request) => {
      return staffCommerce(db, (await request.actingParty()).kennitala);
    },
  );
};
