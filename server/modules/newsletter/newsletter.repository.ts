import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/** SQL for newsletter subscribers; addresses are kept lower-cased, one row per list and address. */

export type SubscriberRow = {
  id: string;
  email: string;
  name: string | null;
  language: string;
  status: string;
  token_version: number;
};

const COLUMNS = ['id', 'email', 'name', 'language', 'status', 'token_version'] as const;

export function findSubscriber(db: DbOrTx, id: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscriber')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * A sign-up request: a new address waits for confirmation; one that was waiting or had signed out
 * waits again with a new token version (older links stop working); a subscribed one is left as it
 * is. Answers the row as it now is and whether a confirmation should be mailed. One statement, so
 * two requests at once cannot make two rows.
 */
export async function requestSubscription(
  db: DbOrTx,
  entry: { list: string; email: string; name: string | null; language: string },
): Promise<{ row: SubscriberRow; mailConfirmation: boolean }> {
  const row = await db
    .insertInto('newsletter_subscriber')
    .values({
      list: entry.list,
      email: entry.email,
      name: entry.name,
      language: entry.language,
      status: 'pending',
    })
    .onConflict((conflict) =>
      conflict.columns(['list', 'email']).doUpdateSet({
        status: sql`case when newsletter_subscriber.status = 'subscribed' then 'subscribed' else 'pending' end`,
        token_version: sql`case when newsletter_subscriber.status = 'subscribed' then newsletter_subscriber.token_version else newsletter_subscriber.token_version + 1 end`,
        name: sql`case when newsletter_subscriber.status = 'subscribed' then newsletter_subscriber.name else coalesce(excluded.name, newsletter_subscriber.name) end`,
        language: sql`case when newsletter_subscriber.status = 'subscribed' then newsletter_subscriber.language else excluded.language end`,
        updated_at: sql`case when newsletter_subscriber.status = 'subscribed' then newsletter_subscriber.updated_at else now() end`,
      }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { row, mailConfirmation: row.status === 'pending' };
}

/** Confirms a waiting subscriber whose token version is current; true when this call confirmed it. */
export async function confirmSubscriber(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriber')
    .set({ status: 'subscribed', confirmed_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('token_version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Signs the subscriber out (a pending one too); true when this call changed anything. */
export async function unsubscribe(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriber')
    .set({ status: 'unsubscribed', unsubscribed_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
