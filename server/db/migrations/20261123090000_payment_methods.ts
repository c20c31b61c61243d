import { sql, type Kysely } from 'kysely';

// Payment details (settings): the bank account claims are paid into and the masked payment card,
// and the card verification sessions that register a card. Frozen in time: Kysely<any>, no
// application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_method')
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.primaryKey().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('bank', 'char(4)', (col) => col.check(sql`bank ~ '^[0-9]{4}$'`))
    .addColumn('ledger', 'char(2)', (col) => col.check(sql`ledger ~ '^[0-9]{2}$'`))
    .addColumn('account', 'char(6)', (col) => col.check(sql`account ~ '^[0-9]{6}$'`))
    // Never the card number: the first six and last four digits, as the provider returned them.
    .addColumn('card_masked', 'char(16)', (col) =>
      col.check(sql`card_masked ~ '^[0-9]{6}[*]{6}[0-9]{4}$'`),
    )
    .addColumn('card_brand', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // A bank account is whole or absent.
    .addCheckConstraint(
      'payment_method_bank_whole',
      sql`(bank is null and ledger is null and account is null) or (bank is not null and ledger is not null and account is not null)`,
    )
    .execute();

  await db.schema
    .createTable('card_verification')
    // The id the card provider issued for this session.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('party_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('portal_origin', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    // Set when the result registered a card: a result is good once.
    .addColumn('consumed_at', 'timestamptz')
    .addCheckConstraint('card_verification_expiry_order', sql`expires_at > created_at`)
    .execute();
  await db.schema
    .createIndex('card_verification_party')
    .on('card_verification')
    .column('party_kennitala')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_verification').execute();
  await db.schema.dropTable('payment_method').execute();
}
