import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { BuildRunner } from './publishing.service';

/**
 * The real build runner: `scripts/site-build.ts` (gatsby build + .br/.gz twins + stamp) in a
 * child process, in a work tree of its own.
 *
 * Gatsby always writes `public/` and `.cache/` inside the folder it builds, so building in the
 * repository would overwrite the live site file by file. Instead the work tree is a copy of the
 * repository's sources (without node_modules, the built site, caches and data), with a symlink to
 * the repository's node_modules and a snapshot of the content folder the server serves. Every
 * build starts clean, exactly like `npm run build` on a fresh checkout: Gatsby's cache saved under
 * a tenth of the time here and would let old bundles pile up in the output.
 */

/** Top-level entries never copied into the work tree. Dot-folders (.git, .data, …) never are. */
const NOT_SOURCES = new Set([
  'node_modules',
  'public',
  'test-results',
  'playwright-report',
  'e2e-artifacts',
]);
/** What the work tree keeps between builds: only the link to the repository's packages. */
const KEPT_IN_WORK_TREE = new Set(['node_modules']);
/** The last lines of the build's output go into the log when it fails. */
const TAIL_LINES = 40;

export type SiteBuilderOptions = {
  /** The repository: its sources are copied, its node_modules used. */
  rootDir: string;
  /** Where to build; created on first use and kept. */
  workDir: string;
  /** The content the server serves; copied into the work tree as `content/`. */
  contentDir: string;
  /** Extra environment for the build (SITE_URL, …) on top of the server's own. */
  env?: Record<string, string>;
  /** The full output of the last build is written here. */
  logFile?: string;
  timeoutMs?: number;
};

async function syncWorkTree({ rootDir, workDir, contentDir }: SiteBuilderOptions): Promise<void> {
  const root = path.resolve(rootDir);
  const work = path.resolve(workDir);
  await mkdir(work, { recursive: true });
  for (const entry of await readdir(work)) {
    if (!KEPT_IN_WORK_TREE.has(entry)) await rm(path.join(work, entry), { recursive: true });
  }
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    const source = path.join(root, entry.name);
    // Never copy the work tree into itself when it lives inside the repository.
    if (work === source || work.startsWith(source + path.sep)) continue;
    await cp(source, path.join(work, entry.name), { recursive: true });
  }
  const content = path.resolve(contentDir);
  if (content !== path.join(root, 'content')) {
    await rm(path.join(work, 'content'), { recursive: true, force: true });
    await cp(content, path.join(work, 'content'), { recursive: true });
  }
  if (!existsSync(path.join(work, 'node_modules'))) {
    await symlink(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  }
}

function runBuild(options: SiteBuilderOptions, signal: AbortSignal): Promise<void> {
  const work = path.resolve(options.workDir);
  const tsx = require.resolve('tsx/cli', { paths: [path.resolve(options.rootDir)] });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, path.join('scripts', 'site-build.ts')], {
      cwd: work,
      env: {
        ...process.env,
        ...options.env,
        CONTENT_DIR: path.join(work, 'content'),
        GATSBY_TELEMETRY_DISABLED: '1',
      },
      // Its own process group, so stopping it also stops Gatsby's workers.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = options.logFile ? createWriteStream(options.logFile) : undefined;
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      log?.write(chunk);
      tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);

    let stopReason: string | undefined;
    const stop = (reason: string) => {
      if (stopReason || child.exitCode !== null || child.pid === undefined) return;
      stopReason = reason;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5_000).unref();
    };
    const onAbort = () => stop('publishing stopped');
    signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => stop(`the build took longer than ${Math.round((options.timeoutMs ?? 0) / 1000)} s`),
      options.timeoutMs ?? 20 * 60_000,
    );

    child.on('error', (error) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      log?.end();
      reject(error);
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      log?.end();
      if (code === 0 && !stopReason) return resolve();
      const why = stopReason ?? `the build exited with ${code ?? exitSignal}`;
      reject(new Error(`${why}\n${tail.join('\n')}`));
    });
  });
}

export function createSiteBuilder(options: SiteBuilderOptions): BuildRunner {
  return async (signal) => {
    await syncWorkTree(options);
    if (signal.aborted) throw new Error('publishing stopped');
    await runBuild(options, signal);
    return path.join(path.resolve(options.workDir), 'public');
  };
}
