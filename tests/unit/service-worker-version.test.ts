import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVICE_WORKER_BUILD_PLACEHOLDER,
  stampServiceWorker,
} from '../../src/build/service-worker-version';

const SOURCE = readFileSync(path.resolve(__dirname, '..', '..', 'static', 'sw.js'), 'utf8');

describe('the service worker carries its build', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function site(hash: unknown): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'skjol-sw-'));
    mkdirSync(path.join(dir, 'page-data'));
    writeFileSync(path.join(dir, 'sw.js'), SOURCE);
    writeFileSync(
      path.join(dir, 'page-data', 'app-data.json'),
      JSON.stringify({ webpackCompilationHash: hash }),
    );
    return dir;
  }

  it('names its caches after the build, so a new build is a new worker with new caches', () => {
    expect(SOURCE).toContain(`const BUILD = '${SERVICE_WORKER_BUILD_PLACEHOLDER}'`);
    const first = site('9ebb989149d93c73d5de');
    expect(stampServiceWorker(first)).toBe('9ebb989149d93c73d5de');
    const stamped = readFileSync(path.join(first, 'sw.js'), 'utf8');
    expect(stamped).toContain("const BUILD = '9ebb989149d93c73d5de'");
    expect(stamped).not.toContain(SERVICE_WORKER_BUILD_PLACEHOLDER);
    rmSync(first, { recursive: true, force: true });

    const second = site('0123456789abcdef0123');
    stampServiceWorker(second);
    expect(readFileSync(path.join(second, 'sw.js'), 'utf8')).not.toBe(stamped);
  });

  it('leaves the worker alone when the build has no usable hash', () => {
    const built = site('../../evil');
    expect(stampServiceWorker(built)).toBeUndefined();
    expect(readFileSync(path.join(built, 'sw.js'), 'utf8')).toBe(SOURCE);
  });
});
