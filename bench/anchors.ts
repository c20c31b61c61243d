import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningServer } from './api-latency';

/** A bare server (bench/anchor-server.ts) sending `body` with `headers` to every GET. */
export async function startAnchor(
  root: string,
  kind: 'http' | 'fastify',
  body: Buffer | string,
  headers: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'skjol-anchor-')), 'body');
  writeFileSync(file, body);
  const tsx = require.resolve('tsx/cli', { paths: [root] });
  const child = spawn(process.execPath, [tsx, path.join(root, 'bench', 'anchor-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ANCHOR_KIND: kind,
      ANCHOR_FILE: file,
      ANCHOR_HEADERS: JSON.stringify(headers),
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', () => reject(new Error(`the ${kind} anchor exited early`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
