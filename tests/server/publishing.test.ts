import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDependencies } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { registerErrorHandling } from '../../server/errors';
import {
  DEMO_CONTENT_WEBHOOK_SECRET,
  publishingRoutes,
} from '../../server/modules/publishing/publishing.routes';
import {
  BUILD_STAMP,
  Publisher,
  type BuildRunner,
} from '../../server/modules/publishing/publishing.service';
import { createSiteBuilder } from '../../server/modules/publishing/site-builder';
import { createTestApp, type TestApp } from './support/app';

const SECRET = 'a-long-enough-webhook-secret';

/** A Prismic "api-update" webhook body as Prismic sends it. */
const prismicUpdate = (secret?: string) => ({
  type: 'api-update',
  masterRef: 'ZxY1234AAAAAbcd',
  releases: {},
  masks: {},
  tags: {},
  experiments: {},
  documents: ['Z1aBcXgAACMA9x2e'],
  domain: 'skjol',
  apiUrl: 'https://skjol.prismic.io/api',
  ...(secret !== undefined ? { secret } : {}),
});

const temporaryDirs: string[] = [];
function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

function writeSite(dir: string, version: string, { complete = true } = {}): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<h1>${version}</h1>`);
  if (complete) writeFileSync(path.join(dir, BUILD_STAMP), `${version}\n`);
  return dir;
}

const liveVersion = (publicDir: string) => readFileSync(path.join(publicDir, 'index.html'), 'utf8');

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type LogEntry = { level: string; object: object; message: string };

function capturingLog() {
  const entries: LogEntry[] = [];
  const at = (level: string) => (object: object, message: string) =>
    entries.push({ level, object, message });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/**
 * A fake build runner: each build writes a complete site "build N" in a folder of its own, after
 * waiting for `gate` when one is set.
 */
function fakeRunner() {
  const root = temporaryDir('skjol-fake-build-');
  const state = {
    calls: 0,
    gate: undefined as Promise<void> | undefined,
    fail: undefined as Error | undefined,
    signals: [] as AbortSignal[],
  };
  const runner: BuildRunner = async (signal) => {
    state.calls += 1;
    state.signals.push(signal);
    const call = state.calls;
    if (state.gate) await state.gate;
    if (state.fail) throw state.fail;
    return writeSite(path.join(root, `build-${call}`), `build ${call}`);
  };
  return { runner, state };
}

/** The webhook routes alone, with a publisher the test controls. */
async function webhookApp(config: Config, publisher: Publisher): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  // The webhook reads only the configuration from the app's dependencies.
  app.decorate('deps', { config } as unknown as AppDependencies);
  await app.register(publishingRoutes, { prefix: '/api/hooks', publisher });
  await app.ready();
  return app;
}

describe('POST /api/hooks/content in the whole app', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 401 problem+json without a secret or with a wrong one, and starts no build', async () => {
    const dataDir = temporaryDir('skjol-data-');
    testApp = await createTestApp('pglite', { contentWebhookSecret: SECRET, dataDir });
    for (const payload of [prismicUpdate(), prismicUpdate('wrong-secret'), {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/hooks/content',
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ status: 401, errorCode: 'WebhookUnauthorized' });
    }
    const wrongHeader = await testApp.app.inject({
      method: 'POST',
      url: '/api/hooks/content',
      headers: { 'x-prismic-secret': `${SECRET}x` },
    });
    expect(wrongHeader.statusCode).toBe(401);
    // The real runner makes its work tree first thing; nothing was made.
    expect(existsSync(path.join(dataDir, 'publish'))).toBe(false);
  });

  it('answers 503 when no secret is configured outside demo mode', async () => {
    testApp = await createTestApp('pglite', {
      contentWebhookSecret: undefined,
      demoMode: false,
      eidProvider: 'off',
      vehicleRegister: 'off',
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/hooks/content',
      payload: prismicUpdate(DEMO_CONTENT_WEBHOOK_SECRET),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'WebhookNotConfigured' });
  });

  it('in demo mode without a secret refuses anything but the demo secret', async () => {
    testApp = await createTestApp('pglite', { contentWebhookSecret: undefined, demoMode: true });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/hooks/content',
      payload: prismicUpdate('guess'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/hooks/content with a fake build runner', () => {
  let publicDir: string;
  let app: FastifyInstance | undefined;
  let publisher: Publisher | undefined;
  const baseConfig = { ...loadConfig({ NODE_ENV: 'test' }), contentWebhookSecret: SECRET };

  async function setUp(config: Partial<Config> = {}) {
    publicDir = writeSite(path.join(temporaryDir('skjol-live-'), 'public'), 'old site');
    const fake = fakeRunner();
    const captured = capturingLog();
    publisher = new Publisher({ publicDir, runner: fake.runner, log: captured.log });
    app = await webhookApp({ ...baseConfig, publicDir, ...config }, publisher);
    const post = (payload: object, headers: Record<string, string> = {}) =>
      app!.inject({ method: 'POST', url: '/api/hooks/content', payload, headers });
    return { fake, post, captured, publisher };
  }

  afterEach(async () => {
    await publisher?.close();
    await app?.close();
  });

  it('answers 202 at once with the right secret and swaps in the new build when it is complete', async () => {
    const { fake, post, publisher } = await setUp();
    const gate = deferred();
    fake.state.gate = gate.promise;
    const response = await post(prismicUpdate(SECRET));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect(fake.state.calls).toBe(1);
    // The build has not finished: the old site is still the one served.
    expect(liveVersion(publicDir)).toContain('old site');
    gate.resolve();
    await publisher.idle();
    expect(liveVersion(publicDir)).toContain('build 1');
    expect(publisher.status.last).toMatchObject({ ok: true });
  });

  it('takes the secret from the x-prismic-secret header too', async () => {
    const { fake, post, publisher } = await setUp();
    const response = await post({ type: 'api-update' }, { 'x-prismic-secret': SECRET });
    expect(response.statusCode).toBe(202);
    await publisher.idle();
    expect(fake.state.calls).toBe(1);
  });

  it('starts no build for a wrong secret', async () => {
    const { fake, post, publisher } = await setUp();
    expect((await post(prismicUpdate('not-the-secret-at-all'))).statusCode).toBe(401);
    await publisher.idle();
    expect(fake.state.calls).toBe(0);
    expect(liveVersion(publicDir)).toContain('old site');
  });

  it('accepts the demo secret in demo mode when none is configured', async () => {
    const { fake, post, publisher } = await setUp({
      contentWebhookSecret: undefined,
      demoMode: true,
    });
    expect((await post(prismicUpdate(DEMO_CONTENT_WEBHOOK_SECRET))).statusCode).toBe(202);
    await publisher.idle();
    expect(fake.state.calls).toBe(1);
  });

  it("answers Prismic's test trigger without building", async () => {
    const { fake, post, publisher } = await setUp();
    const response = await post({ type: 'test-trigger', domain: 'skjol', secret: SECRET });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: false });
    await publisher.idle();
    expect(fake.state.calls).toBe(0);
  });

  it('runs one build at a time; webhooks during a build queue exactly one more', async () => {
    const { fake, post, publisher } = await setUp();
    const gate = deferred();
    fake.state.gate = gate.promise;
    for (let i = 0; i < 4; i += 1) {
      expect((await post(prismicUpdate(SECRET))).statusCode).toBe(202);
    }
    expect(fake.state.calls).toBe(1);
    expect(publisher.status).toMatchObject({ building: true, queued: true });
    gate.resolve();
    await publisher.idle();
    expect(fake.state.calls).toBe(2);
    expect(liveVersion(publicDir)).toContain('build 2');
    expect(publisher.status).toMatchObject({ building: false, queued: false, builds: 2 });
  });

  it('keeps serving the old site when a build fails, logs it, and builds again next time', async () => {
    const { fake, post, publisher, captured } = await setUp();
    fake.state.fail = new Error('gatsby build exited with 1');
    await post(prismicUpdate(SECRET));
    await publisher.idle();
    expect(liveVersion(publicDir)).toContain('old site');
    expect(publisher.status.last).toMatchObject({ ok: false, error: 'gatsby build exited with 1' });
    expect(captured.entries.some((entry) => entry.level === 'error')).toBe(true);

    fake.state.fail = undefined;
    await post(prismicUpdate(SECRET));
    await publisher.idle();
    expect(liveVersion(publicDir)).toContain('build 2');
  });
});

describe('the publisher', () => {
  it('refuses a build without the completion stamp', async () => {
    const publicDir = writeSite(path.join(temporaryDir('skjol-live-'), 'public'), 'old site');
    const incomplete = writeSite(temporaryDir('skjol-half-'), 'half built', { complete: false });
    const captured = capturingLog();
    const publisher = new Publisher({
      publicDir,
      runner: async () => incomplete,
      log: captured.log,
    });
    publisher.request();
    await publisher.idle();
    expect(liveVersion(publicDir)).toContain('old site');
    expect(publisher.status.last?.error).toMatch(/incomplete/);
  });

  it('stages next to the live folder and keeps the previous build until the next publish', async () => {
    const root = temporaryDir('skjol-live-');
    const publicDir = writeSite(path.join(root, 'public'), 'old site');
    const stagingDir = path.join(root, 'staging');
    let version = 0;
    const publisher = new Publisher({
      publicDir,
      stagingDir,
      runner: async () => writeSite(temporaryDir('skjol-build-'), `build ${(version += 1)}`),
      log: capturingLog().log,
    });
    publisher.request();
    await publisher.idle();
    expect(liveVersion(publicDir)).toContain('build 1');
    expect(liveVersion(path.join(stagingDir, 'previous'))).toContain('old site');
    expect(existsSync(path.join(stagingDir, 'next'))).toBe(false);
    publisher.request();
    await publisher.idle();
    expect(liveVersion(path.join(stagingDir, 'previous'))).toContain('build 1');
  });

  it('re-reads the content before building, and builds even if that fails', async () => {
    const publicDir = writeSite(path.join(temporaryDir('skjol-live-'), 'public'), 'old site');
    const order: string[] = [];
    const captured = capturingLog();
    const publisher = new Publisher({
      publicDir,
      reloadContent: async () => {
        order.push('reload');
        throw new Error('bad JSON in content/');
      },
      runner: async () => {
        order.push('build');
        return writeSite(temporaryDir('skjol-build-'), 'new');
      },
      log: captured.log,
    });
    publisher.request();
    await publisher.idle();
    expect(order).toEqual(['reload', 'build']);
    expect(captured.entries.some((entry) => entry.level === 'warn')).toBe(true);
    expect(liveVersion(publicDir)).toContain('new');
  });

  it('stops a running build on close and swaps nothing in', async () => {
    const publicDir = writeSite(path.join(temporaryDir('skjol-live-'), 'public'), 'old site');
    let seen: AbortSignal | undefined;
    const publisher = new Publisher({
      publicDir,
      runner: (signal) => {
        seen = signal;
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped'))),
        );
      },
      log: capturingLog().log,
    });
    publisher.request();
    publisher.request();
    await publisher.close();
    expect(seen?.aborted).toBe(true);
    expect(publisher.status).toMatchObject({ building: false, queued: false, builds: 1 });
    expect(liveVersion(publicDir)).toContain('old site');
    expect(publisher.request()).toBe('closed');
  });
});

describe('the site builder (real child process, stand-in build script)', () => {
  const repositoryNodeModules = path.resolve(__dirname, '../../node_modules');
  let contentDir: string;

  /** A repository whose scripts/site-build.ts behaves as `behaviour` says. */
  function fakeRepository(behaviour: 'build' | 'fail' | 'hang' | 'incremental'): string {
    const root = temporaryDir('skjol-repo-');
    symlinkSync(repositoryNodeModules, path.join(root, 'node_modules'), 'dir');
    mkdirSync(path.join(root, 'scripts'));
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'page.txt'), 'source file');
    mkdirSync(path.join(root, 'public'));
    writeFileSync(path.join(root, 'public', 'index.html'), 'the repository’s own build');
    const script = {
      build: `
        import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
        const content = readFileSync(process.env.CONTENT_DIR + '/page.json', 'utf8');
        const source = readFileSync('src/page.txt', 'utf8');
        mkdirSync('public', { recursive: true });
        writeFileSync('public/index.html', JSON.parse(content).title + ' / ' + source + ' / ' + process.env.SITE_URL);
        writeFileSync('public/.skjol-build', 'done');
      `,
      fail: `console.error('Building static HTML failed for path "/fjarfestar/"'); process.exit(1);`,
      // Like Gatsby: a cache in .cache/, and output added to what public/ already holds.
      incremental: `
        import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
        const cached = existsSync('.cache/state');
        mkdirSync('.cache', { recursive: true });
        writeFileSync('.cache/state', 'cached');
        if (process.env.FAIL_BUILD) process.exit(1);
        mkdirSync('public', { recursive: true });
        const earlier = existsSync('public/builds.txt') ? Number(readFileSync('public/builds.txt', 'utf8')) : 0;
        writeFileSync('public/builds.txt', String(earlier + 1));
        writeFileSync('public/index.html', cached ? 'from the cache' : 'from scratch');
        writeFileSync('public/.skjol-build', 'done');
      `,
      hang: `setTimeout(() => {}, 60_000);`,
    }[behaviour];
    writeFileSync(path.join(root, 'scripts', 'site-build.ts'), script);
    return root;
  }

  beforeAll(() => {
    contentDir = temporaryDir('skjol-content-');
    writeFileSync(path.join(contentDir, 'page.json'), JSON.stringify({ title: 'Edited title' }));
  });

  const builder = (
    root: string,
    {
      timeoutMs,
      workDir = path.join(temporaryDir('skjol-work-'), 'work'),
      content = contentDir,
      env = {},
    }: {
      timeoutMs?: number;
      workDir?: string;
      content?: string;
      env?: Record<string, string>;
    } = {},
  ) =>
    createSiteBuilder({
      rootDir: root,
      workDir,
      contentDir: content,
      env: { SITE_URL: 'https://skjol.example', ...env },
      timeoutMs,
    });

  /** Runs a build and takes its output away, as publishing does; returns what it held. */
  async function buildAndTakeAway(run: ReturnType<typeof builder>) {
    const built = await run(new AbortController().signal);
    const read = (file: string) => readFileSync(path.join(built, file), 'utf8');
    const output = { index: read('index.html'), builds: read('builds.txt') };
    rmSync(built, { recursive: true });
    return output;
  }

  it('keeps the cache and output for the next build while the sources stay the same', async () => {
    const rootDir = fakeRepository('incremental');
    const content = temporaryDir('skjol-content-');
    writeFileSync(path.join(content, 'page.json'), JSON.stringify({ title: 'First' }));
    const run = builder(rootDir, { content });
    expect(await buildAndTakeAway(run)).toEqual({ index: 'from scratch', builds: '1' });
    // An edit of the content is what publishing is for, not a change of the sources.
    writeFileSync(path.join(content, 'page.json'), JSON.stringify({ title: 'Edited' }));
    expect(await buildAndTakeAway(run)).toEqual({ index: 'from the cache', builds: '2' });
  });

  it('starts clean when a source changed, so output of old code never piles up', async () => {
    const rootDir = fakeRepository('incremental');
    const run = builder(rootDir);
    await buildAndTakeAway(run);
    writeFileSync(path.join(rootDir, 'src', 'page.txt'), 'a new release');
    expect(await buildAndTakeAway(run)).toEqual({ index: 'from scratch', builds: '1' });
  });

  it('starts clean after a build that failed', async () => {
    const rootDir = fakeRepository('incremental');
    const workDir = path.join(temporaryDir('skjol-work-'), 'work');
    await buildAndTakeAway(builder(rootDir, { workDir }));
    await expect(
      builder(rootDir, { workDir, env: { FAIL_BUILD: '1' } })(new AbortController().signal),
    ).rejects.toThrow(/exited with 1/);
    expect(await buildAndTakeAway(builder(rootDir, { workDir }))).toEqual({
      index: 'from scratch',
      builds: '1',
    });
  });

  it('builds a copy of the sources with the served content, never the repository’s public/', async () => {
    const rootDir = fakeRepository('build');
    const built = await builder(rootDir)(new AbortController().signal);
    expect(readFileSync(path.join(built, 'index.html'), 'utf8')).toBe(
      'Edited title / source file / https://skjol.example',
    );
    expect(readFileSync(path.join(rootDir, 'public', 'index.html'), 'utf8')).toBe(
      'the repository’s own build',
    );
  });

  it('rejects with the end of the build output when the build fails', async () => {
    const run = builder(fakeRepository('fail'));
    await expect(run(new AbortController().signal)).rejects.toThrow(
      /exited with 1[\s\S]*Building static HTML failed/,
    );
  });

  it('stops the build when asked', async () => {
    const controller = new AbortController();
    const running = builder(fakeRepository('hang'))(controller.signal);
    setTimeout(() => controller.abort(), 1_500);
    await expect(running).rejects.toThrow(/publishing stopped/);
  });

  it('stops a build that runs past its time limit', async () => {
    const running = builder(fakeRepository('hang'), { timeoutMs: 1_500 })(
      new AbortController().signal,
    );
    await expect(running).rejects.toThrow(/took longer than/);
  });
});
