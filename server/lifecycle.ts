import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed';

/** Opens the configured database, brings its schema up to date and, in demo mode, seeds it. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await migrateToLatest(database.db);
    if (config.demoMode) await seedDemoData(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Stops accepting connections, lets requests in flight finish, then closes the database.
 * A request that hangs past `timeoutMs` does not keep the process alive forever.
 */
export function createShutdown(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number) {
  let stopping: Promise<void> | undefined;
  return (reason: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ reason }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error('requests still running after the shutdown timeout; closing anyway');
        app.server.closeAllConnections();
      }, timeoutMs);
      timer.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(timer);
        await database.close();
        app.log.info('stopped');
      }
    })();
    return stopping;
  };
}
