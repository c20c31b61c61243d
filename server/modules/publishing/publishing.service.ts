import { existsSync, renameSync } from 'node:fs';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Publishing: rebuild the static site after content changes and put the new build in place of the
 * old one without a moment in which visitors get a half-built site.
 *
 * One build at a time. A request while a build runs queues exactly one more (any number of
 * requests during a build coalesce into it), because the next build reads the content as it is
 * when it starts and so covers them all. A failed build changes nothing that is served.
 */

/** Builds the site somewhere and resolves to the folder holding the complete build. */
export type BuildRunner = (signal: AbortSignal) => Promise<string>;

/** Written by scripts/site-build.ts as its very last step: a build without it is not complete. */
export const BUILD_STAMP = '.skjol-build';

export type PublishOutcome = {
  ok: boolean;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  error?: string;
};

type Logger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type PublisherOptions = {
  /** The folder the server serves (PUBLIC_DIR). */
  publicDir: string;
  runner: BuildRunner;
  /**
   * Where the next and the previous build wait beside the live one. Must be on the live folder's
   * filesystem; when it is not, a folder beside PUBLIC_DIR is used instead.
   */
  stagingDir?: string;
  /** Re-reads the content before each build. A failure is logged and the build still runs. */
  reloadContent?: () => Promise<unknown>;
  log: Logger;
};

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function deviceOf(target: string): Promise<number | undefined> {
  try {
    return (await stat(target)).dev;
  } catch {
    return undefined;
  }
}

/**
 * Puts the complete build in `builtDir` in place of `publicDir`.
 *
 * The build is first moved next to the live folder (copied when it is on another filesystem), so
 * the renames below are plain directory renames. The two renames then run back to back,
 * synchronously: no request handler of this process runs between them, so no visitor is served
 * from a half-built or missing site. The previous build stays in the staging folder until the
 * next publish, so responses already streaming from it finish, and an operator can roll back.
 */
export async function swapInBuild(
  builtDir: string,
  publicDir: string,
  preferredStaging?: string,
): Promise<void> {
  if (!existsSync(path.join(builtDir, BUILD_STAMP))) {
    throw new Error(`the build in ${builtDir} is incomplete (no ${BUILD_STAMP})`);
  }
  const live = path.resolve(publicDir);
  const parent = path.dirname(live);
  await mkdir(parent, { recursive: true });
  let staging = path.join(parent, `.${path.basename(live)}-publish`);
  if (preferredStaging) {
    await mkdir(preferredStaging, { recursive: true });
    if ((await deviceOf(preferredStaging)) === (await deviceOf(parent))) {
      staging = path.resolve(preferredStaging);
    }
  }
  const next = path.join(staging, 'next');
  const previous = path.join(staging, 'previous');
  await rm(next, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    await rename(builtDir, next);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(builtDir, next, { recursive: true, preserveTimestamps: true });
  }
  await rm(previous, { recursive: true, force: true });

  if (existsSync(live)) renameSync(live, previous);
  try {
    renameSync(next, live);
  } catch (error) {
    // Put the old site back rather than serve nothing.
    if (existsSync(previous) && !existsSync(live)) renameSync(previous, live);
    throw error;
  }
}

export class Publisher {
  readonly #options: PublisherOptions;
  #running: Promise<void> | undefined;
  #queued = false;
  #closed = false;
  #abort: AbortController | undefined;
  #last: PublishOutcome | undefined;
  #builds = 0;

  constructor(options: PublisherOptions) {
    this.#options = options;
  }

  /** Starts a build, or queues one if a build is running. Returns at once. */
  request(): 'started' | 'queued' | 'closed' {
    if (this.#closed) return 'closed';
    if (this.#running) {
      this.#queued = true;
      return 'queued';
    }
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
    });
    return 'started';
  }

  get status() {
    return {
      building: this.#running !== undefined,
      queued: this.#queued,
      builds: this.#builds,
      last: this.#last,
    };
  }

  /** Resolves once no build runs and none is queued. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops a running build (its output is thrown away) and forgets a queued one. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#queued = false;
    this.#abort?.abort();
    await this.idle();
  }

  async #drain(): Promise<void> {
    do {
      this.#queued = false;
      await this.#publishOnce();
    } while (this.#queued && !this.#closed);
  }

  async #publishOnce(): Promise<void> {
    const { log, publicDir, runner, reloadContent, stagingDir } = this.#options;
    const controller = new AbortController();
    this.#abort = controller;
    this.#builds += 1;
    const started = Date.now();
    const finish = (error?: unknown) => {
      const finished = Date.now();
      this.#last = {
        ok: error === undefined,
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date(finished).toISOString(),
        durationMs: finished - started,
        ...(error !== undefined ? { error: message(error) } : {}),
      };
      return this.#last;
    };
    log.info({ build: this.#builds }, 'publish: rebuilding the site');
    try {
      if (reloadContent) {
        await reloadContent().catch((error: unknown) =>
          log.warn({ err: error }, 'publish: content could not be re-read; building anyway'),
        );
      }
      const built = await runner(controller.signal);
      if (controller.signal.aborted) throw new Error('publishing stopped');
      await swapInBuild(built, publicDir, stagingDir);
      log.info({ ...finish() }, 'publish: the new site is live');
    } catch (error) {
      log.error(
        { err: error, ...finish(error) },
        'publish: the build failed; the previous site is still being served',
      );
    } finally {
      this.#abort = undefined;
    }
  }
}
