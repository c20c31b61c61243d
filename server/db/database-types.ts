import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { PostgresDialect, generate } from 'kysely-codegen';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from './migrate';

/**
 * The committed picture of the database: the types kysely-codegen reads from a database migrated
 * from empty. `npm run db:types` rewrites it; a test fails when it no longer matches the migrations.
 */
export const GENERATED_TYPES_FILE = fileURLToPath(
  new URL('./generated/database.ts', import.meta.url),
);

/** The types kysely-codegen reads from a migrated database, as the text of a TypeScript module. */
export function typesOfDatabase(db: Kysely<unknown>): Promise<string> {
  // Returned, not written: the script writes it, and the test only compares.
  return generate({ db, dialect: new PostgresDialect(), outFile: null });
}

/** Migrates a fresh in-memory PGlite and returns its types; nothing is written to disk here. */
export async function generateDatabaseTypes(): Promise<string> {
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db as never);
    return await typesOfDatabase(db);
  } finally {
    await db.destroy();
  }
}
