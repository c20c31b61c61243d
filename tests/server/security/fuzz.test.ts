import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../../../server/app';
import { registerErrorHandling } from '../../../server/errors';
import { publishingRoutes } from '../../../server/modules/publishing/publishing.routes';
import { BUILD_STAMP, Publisher } from '../../../server/modules/publishing/publishing.service';
import { registerTextInput, textKeyword } from '../../../server/security/text-input';
import { startPortalApp, type PortalApp } from '../portal-helpers';
import { testDatabaseKinds } from '../support/databases';
import { fuzzAll, fuzzRoute, fuzzRuns, fuzzTargets, type FuzzTargets } from './fuzz-routes';

/**
 * Every route the app registers, fed generated input by three callers: nobody, a signed-in
 * customer, and an employee on the staff host acting for a customer. None may answer 5xx.
 */

/**
 * 100 cases per route for each signed-in caller, enough to reach every route's handler with
 * each kind of bad input; the bench runs 10,000. Anonymous calls mostly stop at requireAuth.
 */
const RUNS = fuzzRuns(100);
const ANONYMOUS_RUNS = Math.ceil(RUNS / 4);

describe.each(testDatabaseKinds)('every route on %s answers bad input without a 5xx', (kind) => {
  let portal: PortalApp;
  let targets: FuzzTargets;

  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'sigga'], kind);
    targets = await fuzzTargets(portal);
  }, 60_000);
  afterAll(() => portal.close());

  it('collects the routes of the whole app', () => {
    const names = targets.routes.map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(names).toContain('POST /api/document/v2/memo/create/');
    expect(names).toContain('POST /api/user/v1/settings/ccard/verify/');
    expect(names).toContain('POST /interaction/:uid/login/password/');
    expect(names.some((name) => name.endsWith(' /cms/graphql'))).toBe(true);
    expect(targets.routes.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, signed in or not', { timeout: 900_000 }, async () => {
    const { failures } = await fuzzAll(portal, targets, {
      authenticated: RUNS,
      anonymous: ANONYMOUS_RUNS,
    });
    // All at once, each shrunk to a small request, so one run shows every route that fails.
    expect(failures).toEqual([]);
  });
});

/**
 * The publish webhook in the whole app is fuzzed above without its secret. Past the secret it
 * starts a Gatsby build, so here it runs with its secret and with the build step stubbed at its
 * own seam (the publisher handed to the routes), the text rule and error handling as in the app.
 */
describe('the publish webhook, past its secret, answers bad input without a 5xx', () => {
  const SECRET = 'a-long-enough-webhook-secret';
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'skjol-fuzz-publish-'));
    const publicDir = path.join(root, 'public');
    mkdirSync(publicDir);
    let build = 0;
    const publisher = new Publisher({
      publicDir,
      stagingDir: path.join(root, 'staging'),
      runner: async () => {
        const dir = path.join(root, `build-${(build += 1)}`);
        mkdirSync(dir);
        writeFileSync(path.join(dir, BUILD_STAMP), `${build}\n`);
        return dir;
      },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    app = Fastify({ ajv: { plugins: [textKeyword] } });
    registerErrorHandling(app);
    registerTextInput(app);
    app.decorate('deps', {
      config: { contentWebhookSecret: SECRET, demoMode: false },
    } as unknown as AppDependencies);
    await app.register(publishingRoutes, { prefix: '/api/hooks', publisher });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const inputs = new Map([
      [
        'POST /api/hooks/content',
        { query: [], body: ['type', 'secret', 'masterRef', 'documents'] },
      ],
    ]);
    const failure = await fuzzRoute(
      app,
      { url: '/api/hooks/content', methods: ['POST'] },
      { name: 'prismic', host: 'localhost', headers: { 'x-prismic-secret': SECRET } },
      inputs,
      [],
      RUNS,
    );
    expect(failure).toBeNull();
  });
});
