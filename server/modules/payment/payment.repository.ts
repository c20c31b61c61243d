import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL only: payment periods and installments of one party. */

export async function periodRows(db: DbOrTx, party: string) {
  return db
    .selectFrom('payment_period')
    .select([
      'id',
      'name_is',
      'name_en',
      isoDay('start_date').as('start_date'),
      isoDay('end_date').as('end_date'),
      'payment_method',
    ])
    .where('party_kennitala', '=', party)
    .orderBy('start_date', 'desc')
    .execute();
}

export async function installmentRows(db: DbOrTx, party: string) {
  return db
    .selectFrom('installment as i')
    .innerJoin('payment_period as pp', 'pp.id', 'i.period_id')
    .leftJoin('policy as p', 'p.id', 'i.policy_id')
    .select([
      'i.id',
      'i.period_id',
      'i.policy_id',
      'p.number as policy_number',
      'i.description_is',
      'i.description_en',
      isoDay('i.due_date').as('due_date'),
      'i.amount',
      'i.paid_amount',
      isoDay('i.paid_on').as('paid_on'),
    ])
    .where('pp.party_kennitala', '=', party)
    .orderBy('i.due_date')
    .execute();
}

export type InstallmentRow = Awaited<ReturnType<typeof installmentRows>>[number];
