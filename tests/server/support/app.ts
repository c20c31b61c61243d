import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/database';
import { seedDemoData } from '../../../server/db/seed';
import { createIdentity, type Identity } from '../../../server/identity/identity';
import type { Redis } from '../../../server/redis';
import { createMigratedDatabase, type TestDatabaseKind } from './databases';
import type { VehicleRegister } from '../../../server/vehicle/vehicle-register';

/** A small built site on disk, shaped like Gatsby's output, for the static-serving tests. */
export function createFakeSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skjol-site-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('index.html', '<html lang="is"><h1>Forsíða</h1></html>');
  write('en/index.html', '<html lang="en"><h1>Front page</h1></html>');
  write('404.html', '<html lang="is"><h1>Síðan fannst ekki</h1></html>');
  write('en/404/index.html', '<html lang="en"><h1>Page not found</h1></html>');
  write('app-0123456789ab.js', 'console.log("app");'.repeat(100));
  write('page-data/index/page-data.json', '{"path":"/"}');
  write('vidskipti/[...]/index.html', '<html lang="is"><div id="portal">Mínar síður</div></html>');
  write('en/vidskipti/[...]/index.html', '<html lang="en"><div id="portal">My pages</div></html>');
  return dir;
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  identity: Identity;
  close(): Promise<void>;
};

export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  options: {
    seed?: boolean;
    identity?: Parameters<typeof createIdentity>[2];
    /** Share state through this Redis (the caller closes it). */
    redis?: Redis;
    /** In place of the one the configuration chooses. */
    vehicleRegister?: VehicleRegister | null;
  } = {},
): Promise<TestApp> {
  const database = await createMigratedDatabase(kind);
  if (options.seed) await seedDemoData(database.db);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), publicDir: createFakeSite(), ...overrides };
  const identity = await createIdentity(config, database.db, options.identity);
  const app = await buildApp({
    config,
    database,
    identity,
    redis: options.redis,
    vehicleRegister: options.vehicleRegister,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    identity,
    async close() {
      await app.close();
      await database.close();
      if (!overrides.publicDir) rmSync(config.publicDir, { recursive: true, force: true });
    },
  };
}
