/**
 * `npm run db:types`: migrates an empty in-memory database and writes the types kysely-codegen
 * reads from it to server/db/generated/database.ts. Run it after adding a migration, and after a
 * merge whose migrations (or the generated file) conflict: the file is never edited by hand.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from '../server/db/database-types';

async function main(): Promise<void> {
  writeFileSync(GENERATED_TYPES_FILE, await generateDatabaseTypes());
  console.info(`Wrote ${path.relative(process.cwd(), GENERATED_TYPES_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
