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

/** A new payment plan and its installments (a purchase makes one). */
export async function insertPaymentPlan(
  db: DbOrTx,
  plan: {
    party: string;
    name: { is: string; en: string };
    start: string;
    end: string;
    method: 'card' | 'bank_claim';
    installments: {
      policyId: string;
      dueDate: string;
      amount: number;
      description: { is: string; en: string };
    }[];
  },
): Promise<string> {
  const period = await db
    .insertInto('payment_period')
    .values({
      party_kennitala: plan.party,
      name_is: plan.name.is,
      name_en: plan.name.en,
      start_date: plan.start,
      end_date: plan.end,
      payment_method: plan.method,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (plan.installments.length > 0)
    await db
      .insertInto('installment')
      .values(
        plan.installments.map((installment) => ({
          period_id: period.id,
          policy_id: installment.policyId,
          description_is: installment.description.is,
          description_en: installment.description.en,
          due_date: installment.dueDate,
          amount: installment.amount,
          status: 'due' as const,
        })),
      )
      .execute();
  return period.id;
}

/**
 * A withdrawn policy owes nothing: its unpaid installments go, one paid in part is closed at what
 * was paid, and what was paid in all is the sum to refund.
 */
export async function dropPolicyInstallments(db: DbOrTx, policyId: string): Promise<number> {
  await db
    .deleteFrom('installment')
    .where('policy_id', '=', policyId)
    .where('paid_amount', '=', 0)
    .execute();
  await db
    .updateTable('installment')
    .set((eb) => ({ amount: eb.ref('paid_amount'), status: 'paid' }))
    .where('policy_id', '=', policyId)
    .whereRef('paid_amount', '<', 'amount')
    .execute();
  const paid = await db
    .selectFrom('installment')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('paid_amount'), eb.lit(0)).as('paid'))
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
  return Number(paid?.paid ?? 0);
}
