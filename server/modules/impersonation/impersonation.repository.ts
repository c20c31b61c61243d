import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** SQL for staff acting for customers. Every function takes `db | trx` first. */

const ACTIVE_COLUMNS = [
  'id',
  'staff_username',
  'customer_kennitala',
  'reason',
  'note',
  'started_at',
  'expires_at',
  'ended_at',
] as const;

export async function insertImpersonation(
  db: DbOrTx,
  row: {
    staffId: string;
    staffUsername: string;
    customer: string;
    reason: string;
    note: string;
    minutes: number;
  },
) {
  return db
    .insertInto('staff_impersonation')
    .values({
      staff_id: row.staffId,
      staff_username: row.staffUsername,
      customer_kennitala: row.customer,
      reason: row.reason,
      note: row.note,
      expires_at: sql<Date>`now() + make_interval(mins => ${row.minutes})`,
    })
    .returning(ACTIVE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Ends every acting of this employee that has not ended, as of now. */
export async function endOpenImpersonations(db: DbOrTx, staffId: string): Promise<number> {
  const result = await db
    .updateTable('staff_impersonation')
    .set({ ended_at: sql<Date>`least(now(), expires_at)` })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The employee's latest acting for this customer that has not been stopped (it may have run out). */
export function latestOpenImpersonation(db: DbOrTx, staffId: string, customer: string) {
  return db
    .selectFrom('staff_impersonation')
    .select([...ACTIVE_COLUMNS, sql<boolean>`expires_at > now()`.as('in_force')])
    .where('staff_id', '=', staffId)
    .where('customer_kennitala', '=', customer)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Moves the end of an acting still in force to `minutes` from now; undefined once it has run out. */
export function extendImpersonation(db: DbOrTx, id: string, minutes: number) {
  return db
    .updateTable('staff_impersonation')
    .set({ expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .returning(ACTIVE_COLUMNS)
    .executeTakeFirst();
}

export async function countImpersonationCall(db: DbOrTx, id: string, changes: boolean) {
  await db
    .updateTable('staff_impersonation')
    .set((eb) => ({
      actions: eb('actions', '+', 1),
      changes: changes ? eb('changes', '+', 1) : eb.ref('changes'),
    }))
    .where('id', '=', id)
    .execute();
}

/** Every time staff acted for this customer, newest first, with the employee's name. */
export function impersonationsOf(db: DbOrTx, customer: string, limit: number) {
  return db
    .selectFrom('staff_impersonation as i')
    .innerJoin('staff_user as s', 's.id', 'i.staff_id')
    .select([
      's.full_name as staff_name',
      'i.reason',
      'i.note',
      'i.started_at',
      sql<Date | null>`coalesce(i.ended_at, case when i.expires_at <= now() then i.expires_at end)`.as(
        'ended_at',
      ),
      'i.actions',
      'i.changes',
    ])
    .where('i.customer_kennitala', '=', customer)
    .orderBy('i.started_at', 'desc')
    .limit(limit)
    .execute();
}
