import { sql, type Kysely } from 'kysely';

// Settings → Communication: which marketing a customer has agreed to receive, by channel.
// No row means nothing was chosen, which counts as no to every channel (consent is opt-in).
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('marketing_choice')
    .addColumn('kennitala', 'char(10)', (col) =>
      col.primaryKey().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('email_newsletter', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sms_offers', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('post', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The customer themself, or 'staff:<username>' when an employee recorded the choice.
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marketing_choice').execute();
}
