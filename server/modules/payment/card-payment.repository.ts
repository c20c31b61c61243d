import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { CardPaymentTable } from '../../db/schema';
import { isoDay } from '../../portal/shared';

/** SQL only: card payments of installments, and the installments they settle. */

/** The party's own installments among `ids`, with what is left to pay of each. */
export async function payableInstallments(db: DbOrTx, party: string, ids: readonly string[]) {
  return db
    .selectFrom('installment as i')
    .innerJoin('payment_period as pp', 'pp.id', 'i.period_id')
    .select(['i.id', 'i.amount', 'i.paid_amount'])
    .where('pp.party_kennitala', '=', party)
    .where('i.id', 'in', ids)
    .execute();
}

export async function insertCardPayment(
  db: DbOrTx,
  payment: {
    id: string;
    party_kennitala: string;
    amount: number;
    portal_origin: string;
    started_by: string;
    expires_at: Date;
  },
  installments: { installment_id: string; amount: number }[],
): Promise<void> {
  await db.insertInto('card_payment').values(payment).execute();
  await db
    .insertInto('card_payment_installment')
    .values(installments.map((row) => ({ ...row, payment_id: payment.id })))
    .execute();
}

/** The party's payment, locked for the rest of the transaction when `lock` (PostgreSQL). */
export async function findCardPayment(
  db: DbOrTx,
  party: string,
  paymentId: string,
  { lock = false } = {},
) {
  let query = db
    .selectFrom('card_payment')
    .selectAll()
    .where('id', '=', paymentId)
    .where('party_kennitala', '=', party);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type CardPaymentRow = NonNullable<Awaited<ReturnType<typeof findCardPayment>>>;

/** The installments a payment covers, as the receipt lists them. */
export async function coveredInstallments(db: DbOrTx, paymentId: string) {
  return db
    .selectFrom('card_payment_installment as cpi')
    .innerJoin('installment as i', 'i.id', 'cpi.installment_id')
    .leftJoin('policy as p', 'p.id', 'i.policy_id')
    .select([
      'i.id',
      'i.description_is',
      'i.description_en',
      isoDay('i.due_date').as('due_date'),
      'p.number as policy_number',
      'cpi.amount',
    ])
    .where('cpi.payment_id', '=', paymentId)
    .orderBy('i.due_date')
    .execute();
}

/**
 * Settles up to `amount` of the installment: never more than is left of it, so a payment that
 * arrives after the installment was paid some other way leaves the excess as a credit on the
 * account instead of an installment paid beyond its amount.
 */
export async function settleInstallment(
  db: DbOrTx,
  installmentId: string,
  amount: number,
  paidOn: string,
): Promise<void> {
  await db
    .updateTable('installment')
    .set((eb) => ({
      paid_amount: sql<number>`least(${eb.ref('amount')}, ${eb.ref('paid_amount')} + ${amount})`,
      paid_on: paidOn,
      status: sql<
        'paid' | 'due' | 'overdue'
      >`case when ${eb.ref('paid_amount')} + ${amount} >= ${eb.ref('amount')} then 'paid' else ${eb.ref('status')} end`,
    }))
    .where('id', '=', installmentId)
    .execute();
}

/** Marks the payment paid with what the provider reported, and gives it its receipt number. */
export async function markCardPaymentPaid(
  db: DbOrTx,
  paymentId: string,
  paid: Pick<CardPaymentTable, 'card_masked' | 'card_brand' | 'authorization_code'> & {
    paid_at: Date;
  },
) {
  return db
    .updateTable('card_payment')
    .set({
      ...paid,
      receipt_number: sql<string>`'K-' || lpad(nextval('card_receipt_seq')::text, 6, '0')`,
    })
    .where('id', '=', paymentId)
    .where('paid_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** A party's newest card payments, whatever their state. */
export async function latestCardPayments(db: DbOrTx, party: string, limit: number) {
  return db
    .selectFrom('card_payment')
    .selectAll()
    .where('party_kennitala', '=', party)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
