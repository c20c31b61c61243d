import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated, empty PGlite database (see createMigratedDatabase). */
    pgliteTemplate: string;
  }
}

/**
 * Starting an in-memory PGlite runs initdb inside WebAssembly, which with the migrations took 4–5 s
 * on this 2-core machine for every app a test file starts. Here it is paid once per run: one
 * database is migrated and dumped, and each test's database starts from that dump. The migrations
 * themselves are still proven from an empty database by migrations.test.ts.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'skjol-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  // Uncompressed: each test file reads it once, and gunzip would cost more than the bytes.
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
