import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

export type QuoteRecord = {
  quoteNumber: string;
  keyHash: string;
  email: string;
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
