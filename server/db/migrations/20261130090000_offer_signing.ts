import type { Kysely } from 'kysely';

// An offer whose product is accepted by signature points at the document the customer signs; the
// offer becomes a policy when that document is signed. Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pending_offer')
    .addColumn('signing_document_id', 'uuid', (col) => col.references('signable_document.id'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pending_offer').dropColumn('signing_document_id').execute();
}
