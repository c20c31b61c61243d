import type { Kysely } from 'kysely';

// When a handler last opened a claim at the claims desk: customer messages written after it are
// the desk's unread ones. Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim').addColumn('staff_seen_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('claim').dropColumn('staff_seen_at').execute();
}
