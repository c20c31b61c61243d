import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL only: insurance proposals (applications) of one party. */
export async function proposalRows(db: DbOrTx, party: string) {
  return db
    .selectFrom('proposal')
    .select([
      'id',
      'number',
      'product_code',
      'product_kind',
      'product_name_is',
      'product_name_en',
      'description_is',
      'description_en',
      'annual_premium',
      isoDay('submitted_on').as('submitted_on'),
      'status',
    ])
    .where('party_kennitala', '=', party)
    .orderBy('submitted_on', 'desc')
    .execute();
}
