import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What static/sw.js holds in place of the build's hash until the build writes it in. */
export const SERVICE_WORKER_BUILD_PLACEHOLDER = '__SKJOL_BUILD__';

/**
 * Writes the build's webpack hash into the built /sw.js. A browser installs a new worker only when
 * the file's bytes change, and the worker names its caches after the hash, so each build's worker
 * takes over from the last and drops the caches that belonged to the old bundles.
 * Answers the hash written, or undefined when there was no worker or no hash to write.
 */
export function stampServiceWorker(publicDir: string): string | undefined {
  const worker = path.join(publicDir, 'sw.js');
  const appData = path.join(publicDir, 'page-data', 'app-data.json');
  if (!existsSync(worker) || !existsSync(appData)) return undefined;
  const { webpackCompilationHash: hash } = JSON.parse(readFileSync(appData, 'utf8')) as {
    webpackCompilationHash?: unknown;
  };
  if (typeof hash !== 'string' || !/^[0-9a-z]+$/i.test(hash)) return undefined;
  const source = readFileSync(worker, 'utf8');
  if (!source.includes(SERVICE_WORKER_BUILD_PLACEHOLDER)) return undefined;
  writeFileSync(worker, source.split(SERVICE_WORKER_BUILD_PLACEHOLDER).join(hash));
  return hash;
}
