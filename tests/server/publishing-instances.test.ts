import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/database';
import { createIdentity } from '../../server/identity/identity';
import {
  BUILD_STAMP,
  Publisher,
  type BuildRunner,
} from '../../server/modules/publishing/publishing.service';
import { createFakeSite } from './support/app';
import { createMigratedDatabase, secondHandleOn, testDatabaseKinds } from './support/databases';

const SECRET = 'a-long-enough-webhook-secret-for-two';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A build runner that counts its builds; each makes a complete site with a page of its own. */
function countingRunner(name: string) {
  const state = { builds: 0 };
  const runner: BuildRunner = async () => {
    state.builds += 1;
    const built = path.join(mkdtempSync(path.join(os.tmpdir(), `skjol-${name}-build-`)), 'site');
    cpSync(createFakeSite(), built, { recursive: true });
    writeFileSync(path.join(built, 'index.html'), `<h1>Útgáfa ${name} ${state.builds}</h1>`);
    mkdirSync(path.join(built, 'frettir'), { recursive: true });
    writeFileSync(path.join(built, 'frettir', 'index.html'), '<h1>Ný frétt</h1>');
    writeFileSync(path.join(built, BUILD_STAMP), `${name} ${state.builds}\n`);
    return built;
  };
  return { runner, state };
}

type Instance = {
  app: FastifyInstance;
  publisher: Publisher;
  builds: { builds: number };
  close(): Promise<void>;
};

/**
 * One instance as deploy/compose.yaml runs it: its own connection pool on the shared database,
 * its own data folder, and the site folder on the volume every instance serves.
 */
async function instance(shared: DatabaseHandle, publicDir: string, name: string) {
  const database = secondHandleOn(shared);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `skjol-${name}-data-`));
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    publicDir,
    dataDir,
    contentWebhookSecret: SECRET,
  };
  const { runner, state } = countingRunner(name);
  const publisher = new Publisher({
    publicDir,
    runner,
    stagingDir: path.join(dataDir, 'publish'),
    log: quiet,
  });
  const identity = await createIdentity(config, database.db);
  const app = await buildApp({ config, database, identity, publisher });
  await app.ready();
  return {
    app,
    publisher,
    builds: state,
    async close() {
      await publisher.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies Instance;
}

describe.each(testDatabaseKinds)('publishing with two instances on one %s database', (kind) => {
  let database: DatabaseHandle;
  let publicDir: string;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    database = await createMigratedDatabase(kind);
    publicDir = createFakeSite();
    first = await instance(database, publicDir, 'first');
    second = await instance(database, publicDir, 'second');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  const page = (target: Instance, url: string) => target.app.inject({ method: 'GET', url });

  it('a webhook to one builds the site once, and both serve the new build at once', async () => {
    // Both have served (and hold in memory) the site as it was.
    for (const target of [first, second]) {
      expect((await page(target, '/')).body).toContain('Forsíða');
      expect((await page(target, '/frettir/')).statusCode).toBe(404);
    }

    const hook = await first.app.inject({
      method: 'POST',
      url: '/api/hooks/content',
      payload: { type: 'api-update', secret: SECRET, documents: ['Z1aBcXgAACMA9x2e'] },
    });
    expect(hook.statusCode).toBe(202);
    await first.publisher.idle();
    await second.publisher.idle();

    expect(first.builds.builds).toBe(1);
    expect(second.builds.builds).toBe(0);
    expect(first.publisher.status.last).toMatchObject({ ok: true });
    // The new site, whole, from either instance: the one that built it and the one that did not.
    for (const target of [first, second]) {
      expect((await page(target, '/')).body).toContain('Útgáfa first 1');
      const news = await page(target, '/frettir/');
      expect(news.statusCode).toBe(200);
      expect(news.body).toContain('Ný frétt');
    }
  });
});
