import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * Both databases the server runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL names
 * one. The tests of what differs between them (the dialect, the migrations, the chat's bus, the
 * main reads and writes) run on each (decision 031).
 */
export const everyDatabaseKind: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * Where every other server test runs: on PostgreSQL, the production database, when there is one;
 * else on PGlite. PGlite is still proven beyond everyDatabaseKind's tests by the whole end-to-end
 * suite, whose servers run on it. TEST_EVERY_DATABASE=1 runs every server test on both.
 */
export const testDatabaseKinds: TestDatabaseKind[] =
  process.env.TEST_DATABASE_URL && process.env.TEST_EVERY_DATABASE !== '1'
    ? ['postgres']
    : everyDatabaseKind;

/**
 * A fresh, empty database: in-memory PGlite, or a schema of its own in the test PostgreSQL
 * that is dropped again on close, so parallel test files never see each other's rows.
 */
export async function createEmptyDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ kind: 'postgres', url, schema });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh database with every migration applied and no rows. PGlite starts from the copy that
 * tests/server/global-setup.ts migrated once for the run (when the run has one).
 */
export async function createMigratedDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const file = inject('pgliteTemplate');
    if (file) {
      pgliteTemplate ??= new Blob([readFileSync(file)]);
      return openDatabase({ kind: 'pglite', startFrom: pgliteTemplate });
    }
  }
  const database = await createEmptyDatabase(kind);
  await migrateToLatest(database.db);
  return database;
}

/**
 * The same database as a second server instance sees it: on PostgreSQL through a pool of its own,
 * as two processes behind a load balancer would; an in-memory PGlite belongs to one process, so
 * there it is the same handle. Closing it leaves the database to its owner.
 */
export function secondHandleOn(database: DatabaseHandle): DatabaseHandle {
  if (!database.postgres) return { ...database, close: async () => undefined };
  return openDatabase({ kind: 'postgres', ...database.postgres });
}

/** The machine's Redis for the tests that also prove the REDIS_URL path (TEST_REDIS_URL, else local). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers; the tests of the Redis path run only then. */
export async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
