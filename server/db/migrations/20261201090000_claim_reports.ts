import { sql, type Kysely } from 'kysely';

// Claims reported on the site: unfinished reports (drafts) with their files, and on the claim the
// answers as reported, who reported it, its files and its messages between customer and handler.
// A visitor may report for someone who is not (yet) a customer, so the claimant becomes optional
// and the insured's kennitala is kept as given. Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence claim_number_seq start 10001`.execute(db);

  await db.schema
    .createTable('claim_draft')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The hash of the key the reporter's browser (and the resume link) holds.
    .addColumn('key_hash', 'text', (col) => col.notNull())
    // Set once a signed-in customer works on it: then it is theirs without the key too.
    .addColumn('owner_kennitala', 'text')
    .addColumn('claim_type', 'text')
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('answers', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('submitted_claim_id', 'uuid', (col) =>
      col.references('claim.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('claim_draft_owner')
    .on('claim_draft')
    .columns(['owner_kennitala', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('claim_draft_expiry')
    .on('claim_draft')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('claim_draft_file')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('draft_id', 'uuid', (col) =>
      col.notNull().references('claim_draft.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull().references('attachment_content.sha256'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('claim_draft_file_draft')
    .on('claim_draft_file')
    .column('draft_id')
    .execute();

  await db.schema
    .alterTable('claim')
    .alterColumn('claimant_kennitala', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('claim')
    .addColumn('claim_type', 'text')
    .addColumn('insured_kennitala', 'text')
    .addColumn('reporter_name', 'text')
    .addColumn('reporter_email', 'text')
    .addColumn('report', 'jsonb')
    .addColumn('language', 'text')
    .addColumn('assigned_staff_id', 'uuid', (col) => col.references('staff_user.id'))
    .execute();
  await db.schema
    .createIndex('claim_reported_online')
    .on('claim')
    .columns(['status', 'created_at'])
    .where(sql.ref('claim_type'), 'is not', null)
    .execute();

  await db.schema
    .createTable('claim_attachment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('claim_id', 'uuid', (col) =>
      col.notNull().references('claim.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull().references('attachment_content.sha256'))
    .addColumn('added_by', 'text', (col) =>
      col.notNull().check(sql`added_by in ('reporter', 'customer', 'staff')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('claim_attachment_claim')
    .on('claim_attachment')
    .column('claim_id')
    .execute();

  await db.schema
    .createTable('claim_message')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('claim_id', 'uuid', (col) =>
      col.notNull().references('claim.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (col) => col.notNull().check(sql`author in ('customer', 'staff')`))
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // A handler's question puts the claim in "waiting for customer" until the customer answers.
    .addColumn('is_question', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('claim_message_claim')
    .on('claim_message')
    .columns(['claim_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('claim_message').execute();
  await db.schema.dropTable('claim_attachment').execute();
  await db.schema.dropIndex('claim_reported_online').execute();
  await db.schema
    .alterTable('claim')
    .dropColumn('claim_type')
    .dropColumn('insured_kennitala')
    .dropColumn('reporter_name')
    .dropColumn('reporter_email')
    .dropColumn('report')
    .dropColumn('language')
    .dropColumn('assigned_staff_id')
    .execute();
  await db.schema.dropTable('claim_draft_file').execute();
  await db.schema.dropTable('claim_draft').execute();
  await sql`drop sequence claim_number_seq`.execute(db);
}
