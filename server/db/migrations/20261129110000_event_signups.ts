import { sql, type Kysely } from 'kysely';

// Sign-ups for Skjól's events (src/domain/events.ts declares the events and their seats). Each
// sign-up holds one numbered seat; the unique (event, seat) pair is what keeps an event from being
// overbooked, whichever instance takes the sign-up. One sign-up per e-mail address per event.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_signup')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('seat_number', 'integer', (col) => col.notNull().check(sql`seat_number > 0`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dietary_needs', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('is'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('event_signup_seat', ['event_id', 'seat_number'])
    .execute();
  await sql`create unique index event_signup_email on event_signup (event_id, lower(email))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_signup').execute();
}
