import { sql, type Kysely } from 'kysely';

// Cases (erindi): what visitors and customers send through the site's forms, the thread of replies
// staff send back, and the files that came with them. A reply e-mail carries the case's reply token
// in its Reply-To address, so the answer finds its way back. Frozen in time: Kysely<any>, no
// application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence case_number_seq start 1001`.execute(db);
  await db.schema
    .createTable('service_case')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('case_number', 'text', (col) =>
      col
        .notNull()
        .unique()
        .defaultTo(sql`'E-' || lpad(nextval('case_number_seq')::text, 6, '0')`),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('queue', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('sender_name', 'text', (col) => col.notNull())
    .addColumn('sender_email', 'text', (col) => col.notNull())
    .addColumn('sender_ssn', 'text')
    // The customer the case belongs to, found by the kennitala given or the e-mail address.
    .addColumn('party_kennitala', 'text', (col) =>
      col.references('party.kennitala').onDelete('set null'),
    )
    .addColumn('assignee_username', 'text')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('is'))
    .addColumn('reply_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('service_case_inbox')
    .on('service_case')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('service_case_party')
    .on('service_case')
    .columns(['party_kennitala', 'created_at'])
    .execute();

  await db.schema
    .createTable('case_message')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('case_id', 'uuid', (col) =>
      col.notNull().references('service_case.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('staff_username', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('case_message_case')
    .on('case_message')
    .columns(['case_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('case_attachment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('case_id', 'uuid', (col) =>
      col.notNull().references('service_case.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'uuid', (col) => col.references('case_message.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('case_attachment_case')
    .on('case_attachment')
    .column('case_id')
    .execute();

  // Mail about a case asks for the answer at the case's own address.
  await db.schema.alterTable('outbox_mail').addColumn('reply_to', 'text').execute();
}
