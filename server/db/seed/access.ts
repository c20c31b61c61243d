import type { DbOrTx } from '../database';
import { ANNA, HRAUNHOLAR } from './people';

/** Who acts for whom beyond grants: company roles. */

/** Anna runs Hraunhólar ehf. (a fixed demo fact), so she may manage its access grants (decision 012). */
export async function seedCompanyInvolvement(db: DbOrTx): Promise<number> {
  const result = await db
    .insertInto('company_involvement')
    .values({ company_kennitala: HRAUNHOLAR, person_kennitala: ANNA, role: 'ceo' })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
