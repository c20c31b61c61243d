import type { Kysely } from 'kysely';

// A signed-in customer's conversation names the sign-in grant (browser session) it was started
// in, so its socket and its HTTP fallback stop working once that session ends (issue 46).
// Visitors who are not signed in, and tokens without a grant, leave it empty.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_conversation').addColumn('grant_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_conversation').dropColumn('grant_id').execute();
}
