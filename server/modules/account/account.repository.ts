import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL only: the account transactions of one party in a period. */
export async function transactionRows(
  db: DbOrTx,
  party: string,
  period: { from: string; to: string; type?: string },
) {
  let query = db
    .selectFrom('account_transaction as t')
    .leftJoin('policy as p', 'p.id', 't.policy_id')
    .select([
      't.id',
      isoDay('t.occurred_on').as('occurred_on'),
      't.type',
      't.description_is',
      't.description_en',
      't.amount',
      't.policy_id',
      'p.number as policy_number',
    ])
    .where('t.party_kennitala', '=', party)
    .where('t.occurred_on', '>=', period.from)
    .where('t.occurred_on', '<=', period.to);
  if (period.type) query = query.where('t.type', '=', period.type);
  return query.orderBy('t.occurred_on', 'desc').orderBy('t.type').orderBy('t.id').execute();
}

/** One line on the party's account: a payment or refund (negative) or a charge (positive). */
export async function insertTransaction(
  db: DbOrTx,
  line: {
    party: string;
    on: string;
    type: 'payment' | 'refund';
    description: { is: string; en: string };
    amount: number;
    policyId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('account_transaction')
    .values({
      party_kennitala: line.party,
      occurred_on: line.on,
      type: line.type,
      description_is: line.description.is,
      description_en: line.description.en,
      amount: line.amount,
      policy_id: line.policyId,
      claim_id: null,
    })
    .execute();
}
