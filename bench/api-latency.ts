import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags';

export type LatencyStats = {
  requests: number;
  concurrency: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  requestsPerSecond: number;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type RunningServer = { url: string; child: ChildProcess; stop(): Promise<void> };

/** `server/main.ts` in a child process on a free loopback port, with its own data folder. */
export async function startServer(
  root: string,
  /** Extra environment; a function of the port when a value must name it (SITE_URL). */
  extraEnv: Record<string, string> | ((port: number) => Record<string, string>),
  timeoutMs = 90_000,
): Promise<RunningServer> {
  const port = await freePort();
  const env = typeof extraEnv === 'function' ? extraEnv(port) : extraEnv;
  const url = `http://127.0.0.1:${port}`;
  const tsx = require.resolve('tsx/cli', { paths: [root] });
  const child = spawn(
    process.execPath,
    [tsx, ...SERVER_NODE_FLAGS, path.join(root, 'server', 'main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL: url,
        // Not 'test': there every answer is also checked against its route's declared statuses,
        // which no deployed server does.
        NODE_ENV: 'development',
        // Per-request info logs would measure the logger, not the server.
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      const status = await get(new http.Agent(), `${url}/api/health`);
      if (status === 200) return { url, child, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * `requests` GETs of `url` over keep-alive connections, `concurrency` in flight at a time. Each
 * latency is measured from sending to the end of the body. Bounded: it always ends.
 */
export async function measureLatency(
  url: string,
  requests: number,
  concurrency: number,
): Promise<LatencyStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const sent = process.hrtime.bigint();
      try {
        const status = await get(agent, url);
        if (status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(Number(process.hrtime.bigint() - sent) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests,
    concurrency,
    errors,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    meanMs: round(latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1)),
    requestsPerSecond: Math.round(requests / elapsedSeconds),
  };
}
