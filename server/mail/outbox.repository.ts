import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/** SQL for the e-mail outbox. Times come from the caller's clock, never the database's `now()`. */

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * A list for a jsonb column, as JSON text. node-postgres would send a JS array as a PostgreSQL
 * array literal ('{}' for an empty one), which jsonb reads as an object or refuses outright.
 */
function asJsonb<T>(value: T[]) {
  return sql<T[]>`(${JSON.stringify(value)}::text)::jsonb`;
}

export async function insertMail(
  db: DbOrTx,
  mail: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    replyTo: string | null;
    headers?: Record<string, string>;
    attachments: OutboxAttachment[];
    createdAt: Date;
    nextAttemptAt: Date | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('outbox_mail')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      reply_to: mail.replyTo,
      headers: sql<Record<string, string>>`(${JSON.stringify(mail.headers ?? {})}::text)::jsonb`,
      attachments: asJsonb(mail.attachments),
      created_at: mail.createdAt,
      sent_at: null,
      error: null,
      next_attempt_at: mail.nextAttemptAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` mails that are due (or just the one named) and pushes their next attempt to
 * `leaseUntil`, counting the attempt, in one statement. Rows another instance is claiming at the
 * same moment are skipped rather than waited for, and once claimed a mail is not due again until
 * the lease runs out, so two instances never send the same mail.
 */
export function claimDueMail(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number; id?: string },
) {
  return db
    .updateTable('outbox_mail')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: options.leaseUntil }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_mail')
        .select('id')
        .where('next_attempt_at', '<=', options.now)
        .$if(options.id !== undefined, (query) => query.where('id', '=', options.id!))
        .orderBy('next_attempt_at')
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'reply_to',
      'headers',
      'attachments',
      'attempts',
    ])
    .execute();
}

export type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

export async function markSent(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .updateTable('outbox_mail')
    .set({ sent_at: at, next_attempt_at: null })
    .where('id', '=', id)
    .execute();
}

/** A failed try: due again at `retryAt`, or given up on (`retryAt` null) and marked dead. */
export async function markFailed(
  db: DbOrTx,
  id: string,
  failure: { error: string; at: Date; retryAt: Date | null },
): Promise<void> {
  await db
    .updateTable('outbox_mail')
    .set({
      error: failure.error,
      next_attempt_at: failure.retryAt,
      dead_at: failure.retryAt ? null : failure.at,
    })
    .where('id', '=', id)
    .execute();
}

/** The latest mail, newest first, for the demo outbox page. */
export function latestMail(db: DbOrTx, limit: number) {
  return db
    .selectFrom('outbox_mail')
    .select([
      'id',
      'to_address',
      'reply_to',
      'headers',
      'subject',
      'text_body',
      'attachments',
      'created_at',
      'sent_at',
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
