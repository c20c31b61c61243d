import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildRunner } from './publishing.service';

/**
 * The real build runner: `scripts/site-build.ts` (gatsby build + .br/.gz twins + stamp) in a
 * child process, in a work tree of its own.
 *
 * Gatsby always writes `public/` and `.cache/` inside the folder it builds, so building in the
 * repository would overwrite the live site file by file. Instead the work tree is a copy of the
 * repository's sources (without node_modules, the built site and data), with a symlink to the
 * repository's node_modules and a snapshot of the content folder the server serves.
 *
 * A publish changes content, not code, so the work tree keeps Gatsby's cache and output between
 * builds: Gatsby then renders only the pages whose data changed, and its bundles come from its
 * cache. When the sources themselves changed (a new release), both are dropped and the build
 * starts clean, so bundles of old code never pile up in the output. The folder handed over for
 * publishing is a copy, since publishing moves it away and the next build needs its own.
 */

/** Top-level entries never copied into the work tree. Dot-folders (.git, .data, …) never are. */
const NOT_SOURCES = new Set([
  'node_modules',
  'public',
  'test-results',
  'playwright-report',
  'e2e-artifacts',
]);
/** Gatsby's cache and output, and swc's compiled plugins: kept while the sources stay the same. */
const BUILD_STATE = ['.cache', '.swc', 'public'];
/** The sources' fingerprint of the last build that finished; none while a build runs. */
const SOURCES_STAMP = '.sources';
/** The copy of the output handed over for publishing. */
const HANDED_OVER = 'built';
/** What the work tree always keeps: the link to the repository's packages. */
const PACKAGES_LINK = 'node_modules';
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

/** The repository's top-level entries the work tree is built from. */
async function sourceEntries(root: string, work: string): Promise<string[]> {
  const entries: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    const source = path.join(root, entry.name);
    // Never copy the work tree into itself when it lives inside the repository.
    if (work === source || work.startsWith(source + path.sep)) continue;
    entries.push(entry.name);
  }
  return entries;
}

/**
 * Every source file's path, size and modification time, content aside: what a build's code
 * depends on. Copies keep their times, so an unchanged repository gives the same fingerprint.
 */
async function sourcesFingerprint(root: string, entries: string[]): Promise<string> {
  const hash = createHash('sha256');
  const visit = async (relative: string): Promise<void> => {
    const full = path.join(root, relative);
    const info = await stat(full);
    if (info.isDirectory()) {
      for (const child of (await readdir(full)).sort()) await visit(path.join(relative, child));
    } else {
      hash.update(`${relative}\0${info.size}\0${info.mtimeMs}\n`);
    }
  };
  for (const entry of entries.filter((name) => name !== 'content').sort()) await visit(entry);
  return hash.digest('hex');
}

/** Brings the work tree up to date; returns the sources' fingerprint to stamp once the build succeeds. */
async function syncWorkTree({ rootDir, workDir, contentDir }: SiteBuilderOptions): Promise<string> {
  const root = path.resolve(rootDir);
  const work = path.resolve(workDir);
  await mkdir(work, { recursive: true });
  const entries = await sourceEntries(root, work);
  const fingerprint = await sourcesFingerprint(root, entries);
  const stampFile = path.join(work, SOURCES_STAMP);
  const builtFrom = existsSync(stampFile) ? await readFile(stampFile, 'utf8') : undefined;
  // Removed before the build: one that fails or is stopped leaves a cache nobody trusts.
  await rm(stampFile, { force: true });
  const kept = new Set([PACKAGES_LINK, ...(builtFrom === fingerprint ? BUILD_STATE : [])]);
  for (const entry of await readdir(work)) {
    if (!kept.has(entry)) await rm(path.join(work, entry), { recursive: true, force: true });
  }
  for (const entry of entries) {
    await cp(path.join(root, entry), path.join(work, entry), {
      recursive: true,
      // Gatsby's bundler judges its cached modules by their files' times.
      preserveTimestamps: true,
    });
  }
  const content = path.resolve(contentDir);
  if (content !== path.join(root, 'content')) {
    await rm(path.join(work, 'content'), { recursive: true, force: true });
    await cp(content, path.join(work, 'content'), { recursive: true });
  }
  if (!existsSync(path.join(work, PACKAGES_LINK))) {
    await symlink(path.join(root, PACKAGES_LINK), path.join(work, PACKAGES_LINK), 'dir');
  }
  return fingerprint;
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
    const work = path.resolve(options.workDir);
    const fingerprint = await syncWorkTree(options);
    if (signal.aborted) throw new Error('publishing stopped');
    await runBuild(options, signal);
    await writeFile(path.join(work, SOURCES_STAMP), fingerprint);
    const handedOver = path.join(work, HANDED_OVER);
    await cp(path.join(work, 'public'), handedOver, { recursive: true, preserveTimestamps: true });
    return handedOver;
  };
}
