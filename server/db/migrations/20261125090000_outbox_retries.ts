import { sql, type Kysely } from 'kysely';

// The outbox retries a mail that SMTP refused: how often it was tried, when to try next, and
// when it was given up on. A mail with no next attempt is not waiting for delivery (sent, dead,
// or written while no SMTP server was configured). Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox_mail')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('dead_at', 'timestamptz')
    .execute();
  // Every instance asks "what is due?" every few seconds; only mail still waiting is indexed.
  await db.schema
    .createIndex('outbox_mail_due')
    .on('outbox_mail')
    .column('next_attempt_at')
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_mail_due').execute();
  await db.schema
    .alterTable('outbox_mail')
    .dropColumn('attempts')
    .dropColumn('next_attempt_at')
    .dropColumn('dead_at')
    .execute();
}
