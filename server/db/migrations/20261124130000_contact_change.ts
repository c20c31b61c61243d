import { sql, type Kysely } from 'kysely';

// A change of someone's e-mail or mobile phone, kept so that the previous e-mail address can undo
// it for a week and still receives password resets for a day. The undo link's token is stored
// only as its SHA-256 hash. Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_change')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kennitala', 'text', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('old_email', 'text')
    .addColumn('new_email', 'text')
    .addColumn('old_mobile_phone', 'text')
    .addColumn('new_mobile_phone', 'text')
    // Where the notice went: the e-mail address before the change.
    .addColumn('notified_address', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'text', (col) => col.notNull())
    .addColumn('via', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('contact_change_person_time')
    .on('contact_change')
    .columns(['kennitala', 'created_at'])
    .execute();
}
