import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createShutdown } from '../../server/lifecycle';
import { createFakeSite, createTestApp } from './support/app';
import { spawnServerProcess } from './support/server-process';

type RunResult = { code: number | null; stdout: string; stderr: string };

/** Runs the real server process; `whenReady` is called once it prints its banner. */
function runServer(
  env: Record<string, string>,
  whenReady?: (child: ReturnType<typeof spawnServerProcess>) => void,
) {
  return new Promise<RunResult>((resolve) => {
    const child = spawnServerProcess({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
    let stdout = '';
    let stderr = '';
    let ready = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!ready && stdout.includes('Skjól is running')) {
        ready = true;
        whenReady?.(child);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new ones and closes the database', async () => {
    const testApp = await createTestApp('pglite', {}, (app) => {
      const finished = {
        type: 'object',
        required: ['finished'],
        properties: { finished: { type: 'boolean' } },
      } as const;
      app.get('/api/test/slow/', { schema: { response: { 200: finished } } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { finished: true };
      });
    });
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const shutdown = createShutdown(testApp.app, testApp.database, 5_000);

    const inFlight = fetch(`${address}/api/test/slow/`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = shutdown('test');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await stopped;
    expect(await testApp.database.ping()).toBe(false);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});

describe('the server process', () => {
  it('stops with one clear line when DATABASE_URL is malformed', async () => {
    const result = await runServer({ DATABASE_URL: 'mysql://localhost/skjol' });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL/);
  });

  it('stops with one clear line when the database cannot be reached', async () => {
    const result = await runServer({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PORT: '0',
    });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Cannot reach the database at postgres:\/\/127\.0\.0\.1:1\/none/);
  });

  it('starts, prints its addresses and demo accounts, and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skjol-data-'));
    const result = await runServer(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_DIR: createFakeSite() },
      (child) => child.kill('SIGTERM'),
    );
    expect(result.stdout).toContain('Skjól is running');
    expect(result.stdout).toContain('1201603389');
    expect(result.stdout).toContain('sigga');
    expect(result.code).toBe(0);
  }, 60_000);
});
