import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database';

/**
 * Every file in this folder is a migration, named by the UTC time it was written
 * (`YYYYMMDDHHMMSS_what_it_does.ts`); Kysely applies them in name order and refuses a new one that
 * sorts before one already applied. A name is therefore never later than the moment it is written
 * (a test holds every name to that), so whatever is written next sorts last.
 */
export const MIGRATION_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));

const provider = new FileMigrationProvider({
  fs,
  path,
  migrationFolder: MIGRATION_FOLDER,
  // Imported from here, not from inside Kysely, so tsx and Vitest load the TypeScript.
  import: (file: string) => import(file),
});

/**
 * Migrations once named with dates still to come, renamed (in the same order) to dates already
 * past. A database that applied them under the old names has its record renamed before migrating,
 * so nothing runs twice and Kysely finds every applied migration.
 */
export const RENAMED_MIGRATIONS: ReadonlyArray<readonly [before: string, after: string]> = [
  ['20261202090000_staff_search', '20261201100000_staff_search'],
  ['20261202100000_staff_admin', '20261201110000_staff_admin'],
  ['20261203090000_claim_staff_seen', '20261201120000_claim_staff_seen'],
  ['20261210090000_company_policies', '20261201130000_company_policies'],
  ['20261211090000_chat_more', '20261201140000_chat_more'],
  ['20261212090000_chat_agent_queues', '20261201150000_chat_agent_queues'],
  ['20261213090000_claim_draft_key_index', '20261201160000_claim_draft_key_index'],
  ['20261214090000_staff_second_factor', '20261201170000_staff_second_factor'],
  ['20261215090000_card_valid_thru', '20261201180000_card_valid_thru'],
  ['20261215091000_signing_by_app', '20261201181000_signing_by_app'],
  ['20261216090000_eid_app_simulator', '20261201190000_eid_app_simulator'],
  ['20261217090000_party_read_notices', '20261201200000_party_read_notices'],
];

async function renameAppliedMigrations(db: Db, schema: string): Promise<void> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from information_schema.tables
    where table_schema = ${schema} and table_name = 'kysely_migration'`.execute(db);
  if (rows.length === 0) return;
  for (const [before, after] of RENAMED_MIGRATIONS) {
    await sql`update ${sql.table(`${schema}.kysely_migration`)} set name = ${after}
      where name = ${before}`.execute(db);
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Name the schema outright: Kysely otherwise looks for its lock table in any schema, and test
  // runs that each migrate a schema of their own in one PostgreSQL would see each other's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await renameAppliedMigrations(db, schema);
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${message}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
