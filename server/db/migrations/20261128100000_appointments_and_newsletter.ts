import { sql, type Kysely } from 'kysely';

// Appointments booked through the site (each held by its case, one per slot: the unique start is
// what keeps two visitors, on any number of instances, from taking the same half-hour), the
// prevention newsletter's subscribers, and extra headers on outgoing mail (List-Unsubscribe).
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('appointment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('case_id', 'uuid', (col) =>
      col.notNull().unique().references('service_case.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('topic', 'text', (col) => col.notNull())
    .addColumn('meeting', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('appointment_slot_unique', ['starts_at'])
    .execute();

  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('list', 'text', (col) => col.notNull())
    // Kept lower-cased, so one mailbox is one row however it was typed.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('is'))
    // pending (asked, not confirmed), subscribed, unsubscribed.
    .addColumn('status', 'text', (col) => col.notNull())
    // Grows with every sign-up request, so only the latest confirmation link works.
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addUniqueConstraint('newsletter_subscriber_list_email', ['list', 'email'])
    .execute();

  await db.schema
    .alterTable('outbox_mail')
    .addColumn('headers', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_mail').dropColumn('headers').execute();
  await db.schema.dropTable('newsletter_subscriber').execute();
  await db.schema.dropTable('appointment').execute();
}
