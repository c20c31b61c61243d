import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { Database } from '../../db/schema';
import { isoDay } from '../../portal/shared';

/** SQL only: travel plans (policies carrying one) and the certificates issued from them. */

export async function planPolicyRows(db: DbOrTx, holder: string, plan: 'ccard' | 'fplus') {
  return db
    .selectFrom('policy')
    .select([
      'id',
      'number',
      'status',
      'product_name_is',
      'product_name_en',
      'insured_object_is',
      'insured_object_en',
      isoDay('period_start').as('period_start'),
      isoDay('period_end').as('period_end'),
    ])
    .where('holder_kennitala', '=', holder)
    .where('travel_plan', '=', plan)
    .orderBy('period_end', 'desc')
    .execute();
}

export async function insertCertificate(
  db: DbOrTx,
  row: Insertable<Database['travel_certificate']>,
): Promise<void> {
  // node-postgres would send a JS array as a PostgreSQL array literal: send the JSON as text.
  const covers = sql<typeof row.cover_amounts>`(${JSON.stringify(row.cover_amounts)}::text)::jsonb`;
  await db
    .insertInto('travel_certificate')
    .values({ ...row, cover_amounts: covers })
    .execute();
}

export async function findCertificateByCode(db: DbOrTx, code: string) {
  return db
    .selectFrom('travel_certificate')
    .select([
      'code',
      'plan',
      'traveller_name',
      isoDay('start_date').as('start_date'),
      isoDay('end_date').as('end_date'),
      'destination',
      'issued_at',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}
