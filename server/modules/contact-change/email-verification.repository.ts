import type { DbOrTx } from '../../db/database';

/** SQL for changes of e-mail waiting for their confirmation link. Every function takes `db | trx` first. */

export async function latestPendingEmail(db: DbOrTx, kennitala: string, now: Date) {
  const row = await db
    .selectFrom('email_verification')
    .select('new_email')
    .where('kennitala', '=', kennitala)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.new_email;
}

export async function countRequestsSince(
  db: DbOrTx,
  kennitala: string,
  since: Date,
): Promise<number> {
  const { count } = await db
    .selectFrom('email_verification')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kennitala', '=', kennitala)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Links still waiting stop working (a newer one replaces them, or the person kept their address). */
export async function closePendingVerifications(
  db: DbOrTx,
  kennitala: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_verification')
    .set({ used_at: now })
    .where('kennitala', '=', kennitala)
    .where('used_at', 'is', null)
    .execute();
}

/** A new link replaces any still waiting: those stop working. */
export async function insertVerification(
  db: DbOrTx,
  values: {
    kennitala: string;
    newEmail: string;
    tokenHash: string;
    language: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await closePendingVerifications(db, values.kennitala, values.now);
  await db
    .insertInto('email_verification')
    .values({
      kennitala: values.kennitala,
      new_email: values.newEmail,
      token_hash: values.tokenHash,
      language: values.language,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findVerificationByToken(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('email_verification')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses the link, once, while it is valid; undefined when it is not. */
export function claimVerification(db: DbOrTx, tokenHash: string, now: Date) {
  return db
    .updateTable('email_verification')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['kennitala', 'new_email', 'language'])
    .executeTakeFirst();
}
