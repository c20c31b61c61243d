import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { MINIMAL_PRODUCTION_ENV } from '../support/production-env';
import { spawnServerProcess } from '../support/server-process';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production refuses unsafe configuration', () => {
  it('accepts the minimal production configuration', () => {
    expect(problemsOf(MINIMAL_PRODUCTION_ENV)).toEqual([]);
    const config = loadConfig(MINIMAL_PRODUCTION_ENV);
    expect(config.demoMode).toBe(false);
    expect(config.eidProvider).toBe('off');
    expect(config.cardProviderSimulator).toBe(false);
  });

  it('names every problem of an empty production configuration at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' }).join('\n');
    expect(problems).toMatch(/SITE_URL must be https/);
    expect(problems).toMatch(/STAFF_URL must be https/);
    expect(problems).toMatch(/COOKIE_SECRETS must be set/);
    expect(problems).toMatch(/CONTENT_WEBHOOK_SECRET must be set/);
    expect(problems).toMatch(/CARD_PROVIDER_SECRET must be set/);
  });

  it.each([
    ['SITE_URL', { SITE_URL: 'http://www.skjol.example' }, /SITE_URL must be https/],
    ['STAFF_URL', { STAFF_URL: 'http://starf.skjol.example' }, /STAFF_URL must be https/],
    [
      'a short cookie secret',
      { COOKIE_SECRETS: `${'a'.repeat(32)},short-secret-of-31-bytes-xxxxxx` },
      /COOKIE_SECRETS: every secret/,
    ],
    ['demo mode', { DEMO_MODE: 'true' }, /DEMO_MODE must be off/],
    [
      'the e-ID simulator',
      { DEMO_MODE: 'true', EID_PROVIDER: 'simulator' },
      /EID_PROVIDER=simulator is not allowed/,
    ],
    [
      'the card simulator',
      { CARD_PROVIDER_SIMULATOR: 'true' },
      /CARD_PROVIDER_SIMULATOR must be off/,
    ],
    ['cards without a secret', { CARD_PROVIDER_SECRET: '' }, /CARD_PROVIDER_SECRET must be set/],
  ])('refuses %s', (_name, change, expected) => {
    const env: Record<string, string> = { ...MINIMAL_PRODUCTION_ENV, ...change };
    expect(problemsOf(env).join('\n')).toMatch(expected);
  });

  it('lets card registration be switched off instead of configured', () => {
    expect(
      problemsOf({
        ...MINIMAL_PRODUCTION_ENV,
        CARD_PROVIDER_SECRET: '',
        CARD_REGISTRATION: 'false',
      }),
    ).toEqual([]);
  });

  it('allows the e-ID simulator only in demo mode', () => {
    expect(
      problemsOf({ NODE_ENV: 'test', DEMO_MODE: 'false', EID_PROVIDER: 'simulator' }).join('\n'),
    ).toMatch(/EID_PROVIDER=simulator is allowed only in demo mode/);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'false' }).eidProvider).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test' }).eidProvider).toBe('simulator');
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone' }).join('\n')).toMatch(/TRUST_PROXY/);
  });
});

type RunResult = { code: number | null; stdout: string; stderr: string };

function runServer(env: Record<string, string>, whenReady?: (stdout: string) => Promise<void>) {
  return new Promise<RunResult>((resolve) => {
    const child = spawnServerProcess({ LOG_LEVEL: 'warn', ...env });
    let stdout = '';
    let stderr = '';
    let ready = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!ready && stdout.includes('Skjól is running')) {
        ready = true;
        void (whenReady?.(stdout) ?? Promise.resolve()).finally(() => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the production server process', () => {
  it('exits 78 with one line naming every problem', async () => {
    const result = await runServer({ NODE_ENV: 'production', PORT: '0' });
    expect(result.code).toBe(78);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SITE_URL.*STAFF_URL.*COOKIE_SECRETS.*CONTENT_WEBHOOK_SECRET/);
  });

  it('starts with the minimal production configuration behind a TLS proxy and answers', async () => {
    let health: { status: number; hsts: string | null } | undefined;
    const result = await runServer(
      {
        ...MINIMAL_PRODUCTION_ENV,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'skjol-production-')),
        PUBLIC_DIR: mkdtempSync(path.join(os.tmpdir(), 'skjol-production-site-')),
      },
      async (stdout) => {
        const address = /running \((http:\/\/[^)]+)\)/.exec(stdout)?.[1];
        const response = await fetch(`${address}/api/health`, {
          headers: { host: 'www.skjol.example', 'x-forwarded-proto': 'https' },
        });
        health = {
          status: response.status,
          hsts: response.headers.get('strict-transport-security'),
        };
      },
    );
    expect(result.stderr).not.toMatch(/skjol:/);
    expect(health?.status).toBe(200);
    // The public address is https, so browsers are told to keep to it.
    expect(health?.hsts).toMatch(/max-age=31536000; includeSubDomains/);
    expect(result.code).toBe(0);
  }, 60_000);
});
