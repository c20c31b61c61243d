import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/database';
import { createIdentity } from '../../server/identity/identity';
import { createFakeSite } from './support/app';
import { createMigratedDatabase, testDatabaseKinds } from './support/databases';

describe.each(testDatabaseKinds)('request logging on %s', (kind) => {
  const lines: Record<string, unknown>[] = [];
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let site: string;

  beforeAll(async () => {
    database = await createMigratedDatabase(kind);
    site = createFakeSite();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), publicDir: site };
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(
      { config, database, identity: await createIdentity(config, database.db) },
      { loggerInstance: pino({ level: 'info' }, stream) },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('writes one line per request, with its method, address, status and time', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const ofRequest = lines.filter((line) => line.reqId !== undefined);
    expect(ofRequest).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/health',
        statusCode: 200,
        msg: 'request',
      }),
    ]);
    expect(typeof ofRequest[0]!.ms).toBe('number');
  });
});
