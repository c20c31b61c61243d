import { sql, type Kysely } from 'kysely';

// Quotes: prices a visitor saved from the calculators. The prices are kept as they were given (with
// the tariff version), so a later tariff never changes a quote; the link's key is kept only as its
// SHA-256. A quote is bought once, by one customer; the policies it became name it (the 14-day right
// of withdrawal applies to them). Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence quote_number_seq start 1001`.execute(db);
  await db.schema
    .createTable('quote')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('quote_number', 'text', (col) =>
      col
        .notNull()
        .unique()
        .defaultTo(sql`'T-' || lpad(nextval('quote_number_seq')::text, 6, '0')`),
    )
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('is'))
    .addColumn('tariff_version', 'text', (col) => col.notNull())
    .addColumn('items', 'jsonb', (col) => col.notNull())
    .addColumn('price', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('valid_until', 'date', (col) => col.notNull())
    .addColumn('purchased_by', 'text', (col) => col.references('party.kennitala'))
    .addColumn('purchased_at', 'timestamptz')
    .execute();
  // Above the demo data's serials, so bought policies never take a demo policy's number.
  await sql`create sequence policy_number_seq start 700001`.execute(db);
  await db.schema.alterTable('policy').addColumn('quote_number', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('policy').dropColumn('quote_number').execute();
  await sql`drop sequence policy_number_seq`.execute(db);
  await db.schema.dropTable('quote').execute();
  await sql`drop sequence quote_number_seq`.execute(db);
}
