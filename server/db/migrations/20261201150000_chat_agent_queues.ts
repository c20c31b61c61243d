import { sql, type Kysely } from 'kysely';

// Chat queues an agent answers (issue 14): the queues an agent belongs to, a list on the agent's
// row. Every agent starts in all three (businesses, individuals, claims), the demo staff and
// every agent made later alike, so conversations keep reaching whoever answered them before.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_agent')
    .addColumn('queues', sql`text[]`, (col) =>
      col.notNull().defaultTo(sql`array['businesses', 'individuals', 'claims']::text[]`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_agent').dropColumn('queues').execute();
}
