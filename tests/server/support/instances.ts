import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/database';
import { createIdentity } from '../../../server/identity/identity';
import { createFakeSite } from './app';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoData } from '../../../server/db/seed';
import { createMigratedDatabase, secondHandleOn, type TestDatabaseKind } from './databases';

export type Instance = { app: FastifyInstance; config: Config; close(): Promise<void> };

/**
 * One server instance over a database another instance uses too (as behind a load balancer),
 * with its own connection pool on PostgreSQL. Resolves once it hears the others' notices (the
 * auth cache's and the kept answers'), so a test's first change is never missed.
 */
export async function instanceOn(shared: DatabaseHandle, redis?: Redis): Promise<Instance> {
  const database = secondHandleOn(shared);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), publicDir: createFakeSite() };
  const identity = await createIdentity(config, database.db);
  const app = await buildApp({ config, database, identity, ...(redis ? { redis } : {}) });
  await app.ready();
  await Promise.all([app.authCache.ready(), app.partyReads.ready()]);
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.publicDir, { recursive: true, force: true });
    },
  };
}

/**
 * Cuts every instance's listening connection on `prefix` + this schema's name (as the server's
 * channels are named), as a failed network or a restarted PostgreSQL would.
 */
export async function cutListeners(
  database: DatabaseHandle,
  prefix: 'skjol_auth_' | 'skjol_reads_',
): Promise<void> {
  const admin = new pg.Client({ connectionString: database.postgres!.url });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where query = $1 and pid <> pg_backend_pid()`,
      [`LISTEN "${prefix}${database.postgres!.schema!.replace(/[^a-zA-Z0-9_]/g, '')}"`],
    );
  } finally {
    await admin.end();
  }
}

export type TwoInstances = { database: DatabaseHandle; first: Instance; second: Instance };

/**
 * Two instances over one freshly migrated and seeded database of `kind`, started before the
 * suite's tests and closed after them. Read its fields inside tests: they are set by beforeAll.
 */
export function twoInstancesOnSeeded(kind: TestDatabaseKind): TwoInstances {
  const setup = {} as TwoInstances;
  beforeAll(async () => {
    setup.database = await createMigratedDatabase(kind);
    await seedDemoData(setup.database.db);
    setup.first = await instanceOn(setup.database);
    setup.second = await instanceOn(setup.database);
  });
  afterAll(async () => {
    await setup.first.close();
    await setup.second.close();
    await setup.database.close();
  });
  return setup;
}
