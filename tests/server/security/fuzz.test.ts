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
import { ANNA, startPortalApp, type PortalApp } from '../portal-helpers';
import { testDatabaseKinds } from '../support/databases';
import {
  FUZZ_RUNS,
  fuzzRoute,
  knownIds,
  routeInputs,
  routesOf,
  type FuzzCaller,
  type FuzzRoute,
  type RouteInputs,
} from './fuzz-routes';

/**
 * Every route the app registers, fed generated input by three callers: nobody, a signed-in
 * customer, and an employee on the staff host acting for a customer. None may answer 5xx.
 */

/** Unauthenticated cases mostly stop at requireAuth, so fewer of them cover as much. */
const ANONYMOUS_RUNS = Number(process.env.FUZZ_RUNS_ANONYMOUS ?? Math.ceil(FUZZ_RUNS / 4));

/** Paths no route claims: the static site and the portal's client-side routes answer them. */
const SITE_ROUTES: FuzzRoute[] = [
  { url: '/:page', methods: ['GET'] },
  { url: '/en/:page/:sub', methods: ['GET'] },
  { url: '/vidskipti/:page', methods: ['GET'] },
  { url: '/api/:unknown', methods: ['GET', 'POST'] },
];

/** Logging out ends the caller's sessions, which would leave later routes only 401s: last. */
const lastIfLogout = (route: FuzzRoute) => (/logout/.test(route.url) ? 1 : 0);

describe.each(testDatabaseKinds)('every route on %s answers bad input without a 5xx', (kind) => {
  let portal: PortalApp;
  let routes: FuzzRoute[];
  let inputs: Map<string, RouteInputs>;
  let ids: string[];
  let callers: FuzzCaller[];

  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'sigga'], kind);
    const { app, config, database } = portal.testApp;
    const site = new URL(config.siteUrl).host;
    const staff = new URL(config.staffUrl).host;
    routes = [...routesOf(app), ...SITE_ROUTES].sort((a, b) => lastIfLogout(a) - lastIfLogout(b));
    inputs = await routeInputs(app, site);
    ids = await knownIds(database);
    callers = [
      { name: 'anonymous', host: site, headers: {} },
      { name: 'customer', host: site, headers: { authorization: `Bearer ${portal.tokens.anna}` } },
      {
        name: 'staff',
        host: staff,
        headers: { authorization: `Bearer ${portal.tokens.sigga}`, impersonatedUser: ANNA },
      },
    ];
  }, 60_000);
  afterAll(() => portal.close());

  it('collects the routes of the whole app', () => {
    const names = routes.map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(names).toContain('POST /api/document/v2/memo/create/');
    expect(names).toContain('POST /api/user/v1/settings/ccard/verify/');
    expect(names).toContain('POST /interaction/:uid/login/password/');
    expect(names.some((name) => name.endsWith(' /cms/graphql'))).toBe(true);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('never answers 5xx, signed in or not', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const runs = caller.name === 'anonymous' ? ANONYMOUS_RUNS : FUZZ_RUNS;
        const failure = await fuzzRoute(portal.testApp.app, route, caller, inputs, ids, runs);
        if (failure) failures.push(failure);
      }
    }
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
      FUZZ_RUNS,
    );
    expect(failure).toBeNull();
  });
});
