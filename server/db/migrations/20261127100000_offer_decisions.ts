import { type Kysely } from 'kysely';

// A customer accepts or declines an offer in the portal; an accepted offer names the policy it
// became. Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pending_offer')
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('policy_id', 'uuid', (col) => col.references('policy.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pending_offer')
    .dropColumn('decision')
    .dropColumn('decided_at')
    .dropColumn('policy_id')
    .execute();
}
