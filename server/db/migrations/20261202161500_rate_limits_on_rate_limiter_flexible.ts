import type { Kysely } from 'kysely';

// Request limits are counted by rate-limiter-flexible (its PostgreSQL limiter) when there is no
// Redis. The table has the columns that library reads and writes (key, points, expire as
// milliseconds since the epoch); it is made here so that the library never creates tables at run
// time. The key is text, not the library's varchar(255): a key holds a limit's name and an e-mail
// address, which together may be longer. The old counter table goes: its windows were at most an
// hour long, so nothing lost is still counting.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  // Finished windows are deleted by their end.
  await db.schema.createIndex('rate_limit_expire').on('rate_limit').column('expire').execute();
  await db.schema.dropTable('rate_limit_counter').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
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
  await db.schema.dropTable('rate_limit').execute();
}
