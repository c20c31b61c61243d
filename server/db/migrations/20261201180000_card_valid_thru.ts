import { sql, type Kysely } from 'kysely';

// The registered card's last valid month, as the provider reports it (MM/YY, stored as
// 'YYYY-MM' so months compare as text), so the portal can say when the card on file has run out.
// Cards registered before this are of unknown expiry: null, never called expired.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_method')
    .addColumn('card_valid_thru', 'char(7)', (col) =>
      col.check(sql`card_valid_thru ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_method').dropColumn('card_valid_thru').execute();
}
