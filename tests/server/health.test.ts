import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseKinds } from './support/databases';

describe.each(testDatabaseKinds)('GET /api/health on %s', (kind) => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 200 with the database up', async () => {
    testApp = await createTestApp(kind);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database has stopped', async () => {
    testApp = await createTestApp(kind);
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});

describe('GET /api/health with an unreachable PostgreSQL', () => {
  it('reports the database down without hanging', async () => {
    const { openDatabase } = await import('../../server/db/database');
    const { buildApp } = await import('../../server/app');
    const working = await createTestApp('pglite');
    // Port 1 on loopback refuses at once: a database that went away.
    const database = openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp({ config: working.config, database, identity: working.identity });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'down' });
    await app.close();
    await database.close();
    await working.close();
  });
});
