import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { StaffRole } from '../../db/schema';

/** SQL for administering staff users and reading the audit log. Every function takes `db | trx` first. */

const STAFF_COLUMNS = [
  'id',
  'username',
  'full_name',
  'role',
  'created_at',
  'disabled_at',
  'totp_enrolled_at',
  'second_factor_required',
  'email',
] as const;

export function listStaffUsers(db: DbOrTx) {
  return db
    .selectFrom('staff_user')
    .select(STAFF_COLUMNS)
    .orderBy(sql`disabled_at is not null`)
    .orderBy('full_name')
    .execute();
}

export function findStaffUser(db: DbOrTx, id: string) {
  return db.selectFrom('staff_user').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The new row, or undefined when the username is taken. */
export function insertStaffUser(
  db: DbOrTx,
  user: {
    username: string;
    fullName: string;
    role: StaffRole;
    passwordHash: string;
    email: string | null;
  },
) {
  return db
    .insertInto('staff_user')
    .values({
      username: user.username,
      full_name: user.fullName,
      role: user.role,
      password_hash: user.passwordHash,
      email: user.email,
      // Someone an admin adds is a real employee: a second factor from their first sign-in.
      second_factor_required: true,
    })
    .onConflict((conflict) => conflict.column('username').doNothing())
    .returning(STAFF_COLUMNS)
    .executeTakeFirst();
}

export function updateStaffUser(
  db: DbOrTx,
  id: string,
  change: { role?: StaffRole; disabled?: boolean; passwordHash?: string },
) {
  return db
    .updateTable('staff_user')
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled !== undefined
        ? { disabled_at: change.disabled ? sql<Date>`coalesce(disabled_at, now())` : null }
        : {}),
      ...(change.passwordHash ? { password_hash: change.passwordHash } : {}),
    })
    .where('id', '=', id)
    .returning(STAFF_COLUMNS)
    .executeTakeFirst();
}

/** Admins still able to sign in, other than `exceptId`. */
export async function countOtherActiveAdmins(db: DbOrTx, exceptId: string): Promise<number> {
  const { count } = await db
    .selectFrom('staff_user')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('role', '=', 'Admin')
    .where('disabled_at', 'is', null)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export type AuditFilter = {
  actor?: string;
  subject?: string;
  action?: string;
  from?: string;
  to?: string;
};

function literalLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Audit events matching every filter given, newest first. */
export function auditEvents(db: DbOrTx, filter: AuditFilter, limit: number) {
  let query = db
    .selectFrom('audit_event')
    .select(['id', 'occurred_at', 'action', 'actor', 'subject', 'ip', 'detail']);
  if (filter.actor) query = query.where('actor', '=', filter.actor);
  if (filter.subject) query = query.where('subject', '=', filter.subject);
  if (filter.action) query = query.where('action', 'like', `${literalLike(filter.action)}%`);
  // Days are Iceland's, which keeps UTC all year.
  if (filter.from) query = query.where('occurred_at', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to)
    query = query.where('occurred_at', '<', sql<Date>`${filter.to}::date + interval '1 day'`);
  return query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
