import { sql, type Kysely } from 'kysely';

// The demo e-ID app's requests: the simulated provider keeps each app request here, so the app's
// page on any server instance can show and answer it and any instance can read the outcome.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('eid_app_request')
    .addColumn('reference', 'text', (col) => col.primaryKey())
    .addColumn('verification_code', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('kennitala', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('eid_app_request_created_at')
    .on('eid_app_request')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('eid_app_request').execute();
}
