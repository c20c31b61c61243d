import type { Kysely } from 'kysely';

// A person who is not yet a customer buys what they priced:
// - eid_request.full_name: the name the mobile-ID provider vouched for with the kennitala, kept
//   with the approved request so the customer made from it carries the proven name, never a typed one.
// - quote.email may be empty: a price bought straight away is kept as a quote without being mailed.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('eid_request').addColumn('full_name', 'text').execute();
  await db.schema
    .alterTable('quote')
    .alterColumn('email', (col) => col.dropNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('quote').where('email', 'is', null).execute();
  await db.schema
    .alterTable('quote')
    .alterColumn('email', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('eid_request').dropColumn('full_name').execute();
}
