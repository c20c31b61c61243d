import type { Kysely } from 'kysely';

// Sign-in attempts name the account they tried, so failures can be counted per account and per
// account and address; a counter table holds request limits that several instances share.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sign_in_attempt')
    .addColumn('account_key', 'text')
    // false when the attempt was turned away before its password was looked at.
    .addColumn('checked', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('sign_in_attempt_account')
    .on('sign_in_attempt')
    .columns(['account_key', 'occurred_at'])
    .execute();

  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counter_expires')
    .on('rate_limit_counter')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counter').execute();
  await db.schema.dropIndex('sign_in_attempt_account').execute();
  await db.schema
    .alterTable('sign_in_attempt')
    .dropColumn('account_key')
    .dropColumn('checked')
    .execute();
}
