import { sql } from 'kysely';
import type { BankInfo } from '../../../src/domain/bank';
import type { DbOrTx } from '../../db/database';

export async function findPaymentMethod(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('payment_method')
    .select([
      'bank',
      'ledger',
      'account',
      'card_masked',
      'card_brand',
      'card_valid_thru',
      'updated_at',
    ])
    .where('party_kennitala', '=', kennitala)
    .executeTakeFirst();
}

/** Sets the bank account or the card, leaving the other as it was. */
export async function savePaymentMethod(
  db: DbOrTx,
  kennitala: string,
  columns: BankInfo | { card_masked: string; card_brand: string; card_valid_thru: string | null },
) {
  await db
    .insertInto('payment_method')
    .values({ party_kennitala: kennitala, ...columns })
    .onConflict((conflict) =>
      conflict.column('party_kennitala').doUpdateSet({ ...columns, updated_at: sql`now()` }),
    )
    .execute();
}

/** Whether a payment period running today is charged to a card. */
export async function chargedToCardNow(db: DbOrTx, kennitala: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_period')
    .select('id')
    .where('party_kennitala', '=', kennitala)
    .where('payment_method', '=', 'card')
    .where('start_date', '<=', sql<string>`current_date`)
    .where('end_date', '>=', sql<string>`current_date`)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertCardVerification(
  db: DbOrTx,
  row: { id: string; party_kennitala: string; portal_origin: string; expires_at: Date },
) {
  await db.insertInto('card_verification').values(row).execute();
}

/** The party's own session; another party's id reads as no session at all. */
export async function findCardVerification(db: DbOrTx, id: string, kennitala: string) {
  return db
    .selectFrom('card_verification')
    .select(['id', 'expires_at', 'consumed_at'])
    .where('id', '=', id)
    .where('party_kennitala', '=', kennitala)
    .executeTakeFirst();
}

/**
 * Marks the session used, if it still was unused and unexpired. One statement, so two requests
 * with the same result cannot both register it.
 */
export async function consumeCardVerification(
  db: DbOrTx,
  id: string,
  kennitala: string,
): Promise<boolean> {
  const result = await db
    .updateTable('card_verification')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', id)
    .where('party_kennitala', '=', kennitala)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
