import type { Kysely } from 'kysely';

// The claims app's logout finds a draft by its key alone (the browser holds no more): an index on
// the key's hash keeps that one equality lookup, as the other secret links are.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('claim_draft_key').on('claim_draft').column('key_hash').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('claim_draft_key').execute();
}
