import type { DbOrTx } from '../../db/database';
import type { ContactChangeTable } from '../../db/schema';

/** SQL for changes of e-mail and mobile phone and their undo links. Every function takes `db | trx` first. */

export function findContact(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party')
    .select([
      'kennitala',
      'full_name',
      'kind',
      'email',
      'email_verified_at',
      'mobile_phone',
      'home_phone',
    ])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

/**
 * Sets contact details. A new e-mail counts as the person's own (verified) only when they just
 * proved they read it; any other new address links nothing until its owner confirms it.
 */
export async function setContact(
  db: DbOrTx,
  kennitala: string,
  values: { email?: string | null; mobile_phone?: string | null; home_phone?: string | null },
  emailVerified = false,
): Promise<void> {
  const verified =
    values.email === undefined
      ? {}
      : { email_verified_at: emailVerified && values.email ? new Date() : null };
  await db
    .updateTable('party')
    .set({ ...values, ...verified })
    .where('kennitala', '=', kennitala)
    .execute();
}

export async function insertChange(
  db: DbOrTx,
  change: Omit<ContactChangeTable, 'id' | 'created_at' | 'used_at'>,
): Promise<{ id: string; created_at: Date }> {
  return db
    .insertInto('contact_change')
    .values({ ...change, used_at: null })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findChangeByToken(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('contact_change')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the change used in the statement that checks it, so a link works once even under races. */
export function claimChange(db: DbOrTx, tokenHash: string, now: Date) {
  return db
    .updateTable('contact_change')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Closes the undo links of changes made after `since`: they would put the undone values back. */
export async function closeLaterChanges(
  db: DbOrTx,
  kennitala: string,
  since: Date,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('contact_change')
    .set({ used_at: now })
    .where('kennitala', '=', kennitala)
    .where('used_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Set-password links sent since `since` may have gone to the address being undone: they stop working. */
export async function closePasswordLinksSince(
  db: DbOrTx,
  kennitala: string,
  since: Date,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('password_token')
    .set({ used_at: now })
    .where('kennitala', '=', kennitala)
    .where('used_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** E-mail addresses replaced since `since` by changes that have not been undone. */
export async function replacedEmailsSince(
  db: DbOrTx,
  kennitala: string,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('contact_change')
    .select('old_email')
    .where('kennitala', '=', kennitala)
    .where('created_at', '>', since)
    .where('used_at', 'is', null)
    .where('old_email', 'is not', null)
    .where((eb) => eb('old_email', 'is distinct from', eb.ref('new_email')))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.old_email).filter((email): email is string => Boolean(email));
}
