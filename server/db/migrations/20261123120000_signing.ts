import { sql, type Kysely } from 'kysely';

// Signing documents with mobile electronic ID, and the customer's notes on a document to sign.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One signing attempt: who started it, for which document, and the provider's reference. The
  // request is bound to both the document and the signed-in signer, so an approval can only ever
  // complete that one signature.
  await db.schema
    .createTable('signing_request')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (col) =>
      col.notNull().references('signable_document.id').onDelete('cascade'),
    )
    .addColumn('party_kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('signer_kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('verification_code', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'signed', 'rejected', 'expired', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('signing_request_document')
    .on('signing_request')
    .column('document_id')
    .execute();

  // A document is signed once: two approvals racing each other cannot both leave a signature.
  await db.schema
    .createIndex('signature_one_per_document')
    .on('signature')
    .column('document_id')
    .unique()
    .execute();

  await db.schema
    .createTable('signing_memo')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (col) =>
      col.notNull().references('signable_document.id').onDelete('cascade'),
    )
    .addColumn('author_kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) =>
      col.notNull().check(sql`char_length(body) between 1 and 1000`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('signing_memo_document')
    .on('signing_memo')
    .column('document_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signing_memo').execute();
  await db.schema.dropIndex('signature_one_per_document').execute();
  await db.schema.dropTable('signing_request').execute();
}
