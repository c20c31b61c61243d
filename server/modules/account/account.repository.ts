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
