import { sql, type Kysely } from 'kysely';

// A case's files are kept once per content: the bytes live in attachment_content under their
// SHA-256, and case_attachment (one row per file a case came with, with the name it was sent
// under) points at them. The same scanned contract sent with three forms is stored once. Frozen in
// time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attachment_content')
    .addColumn('sha256', 'text', (col) => col.primaryKey())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into attachment_content (sha256, size, content)
    select distinct on (sha256) sha256, size, content from case_attachment
    order by sha256, created_at
  `.execute(db);
  await db.schema.alterTable('case_attachment').dropColumn('content').execute();
  await db.schema
    .alterTable('case_attachment')
    .addForeignKeyConstraint('case_attachment_content', ['sha256'], 'attachment_content', [
      'sha256',
    ])
    .execute();
}
