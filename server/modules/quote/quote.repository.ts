import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

export type QuoteRecord = {
  quoteNumber: string;
  keyHash: string;
  /** null for a price kept to be bought at once, which was never mailed. */
  email: string | null;
  language: string;
  items: unknown[];
  price: Record<string, unknown>;
  createdAt: Date;
  validUntil: string;
};

/** jsonb goes as text, so node-postgres does not turn an array into a PostgreSQL array. */
const jsonb = <T>(value: T) => sql<T>`(${JSON.stringify(value)}::text)::jsonb`;

export async function insertQuote(
  db: DbOrTx,
  quote: Omit<QuoteRecord, 'quoteNumber' | 'createdAt'> & { tariffVersion: string },
): Promise<{ quoteNumber: string; createdAt: Date }> {
  const row = await db
    .insertInto('quote')
    .values({
      key_hash: quote.keyHash,
      email: quote.email,
      language: quote.language,
      tariff_version: quote.tariffVersion,
      items: jsonb(quote.items),
      price: jsonb(quote.price),
      valid_until: quote.validUntil,
    })
    .returning(['quote_number', 'created_at'])
    .executeTakeFirstOrThrow();
  return { quoteNumber: row.quote_number, createdAt: row.created_at };
}

export async function findQuote(db: Db, quoteNumber: string): Promise<QuoteRecord | undefined> {
  const row = await db
    .selectFrom('quote')
    .select([
      'quote_number',
      'key_hash',
      'email',
      'language',
      'items',
      'price',
      'created_at',
      isoDay('valid_until').as('valid_until'),
    ])
    .where('quote_number', '=', quoteNumber)
    .executeTakeFirst();
  return (
    row && {
      quoteNumber: row.quote_number,
      keyHash: row.key_hash,
      email: row.email,
      language: row.language,
      items: row.items,
      price: row.price,
      createdAt: row.created_at,
      validUntil: row.valid_until,
    }
  );
}

/** Locks the quote until the transaction ends, so it is bought once; answers who bought it, if anyone. */
export async function lockQuotePurchase(db: DbOrTx, quoteNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('quote')
    .select('purchased_by')
    .where('quote_number', '=', quoteNumber)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.purchased_by;
}

export async function markQuotePurchased(
  db: DbOrTx,
  quoteNumber: string,
  buyer: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('quote')
    .set({ purchased_by: buyer, purchased_at: at })
    .where('quote_number', '=', quoteNumber)
    .execute();
}

/** The newest quotes a customer bought, or saved with their e-mail address (any case). */
export async function quotesOfCustomer(
  db: DbOrTx,
  kennitala: string,
  email: string | undefined,
  limit: number,
) {
  return db
    .selectFrom('quote')
    .select([
      'quote_number',
      'created_at',
      isoDay('valid_until').as('valid_until'),
      'items',
      'price',
      'purchased_by',
      'purchased_at',
    ])
    .where((eb) =>
      eb.or([
        eb('purchased_by', '=', kennitala),
        ...(email ? [eb(sql<string>`lower(email)`, '=', email)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
