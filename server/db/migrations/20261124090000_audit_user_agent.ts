import type { Kysely } from 'kysely';

// Every audit event says which browser or program asked, beside the address it came from.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_event').addColumn('user_agent', 'text').execute();
  await db.schema
    .createIndex('audit_event_action_time')
    .on('audit_event')
    .columns(['action', 'occurred_at'])
    .execute();
}
