import { sql, type Kysely } from 'kysely';

// Installments paid by card through the card provider: one row per payment started, the
// installments it covers, and — once the provider's signed answer is in — the masked card, the
// authorization and a receipt number. Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence card_receipt_seq start 1001`.execute(db);
  await db.schema
    .createTable('card_payment')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('party_kennitala', 'text', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('portal_origin', 'text', (col) => col.notNull())
    .addColumn('started_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('receipt_number', 'text', (col) => col.unique())
    .addColumn('card_masked', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('authorization_code', 'text')
    .execute();
  await db.schema
    .createIndex('card_payment_party_idx')
    .on('card_payment')
    .columns(['party_kennitala', 'created_at'])
    .execute();
  await db.schema
    .createTable('card_payment_installment')
    .addColumn('payment_id', 'uuid', (col) =>
      col.notNull().references('card_payment.id').onDelete('cascade'),
    )
    .addColumn('installment_id', 'uuid', (col) =>
      col.notNull().references('installment.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('card_payment_installment_pk', ['payment_id', 'installment_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_payment_installment').execute();
  await db.schema.dropTable('card_payment').execute();
  await sql`drop sequence card_receipt_seq`.execute(db);
}
