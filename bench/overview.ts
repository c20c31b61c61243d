import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './api-latency';
import { startAnchor } from './anchors';
import {
  demoCustomerToken,
  measureAtRate,
  measureThroughput,
  type ThroughputStats,
} from './api-throughput';
import { scratchSchema } from './chat';
import { DEMO_CUSTOMER_PASSWORD } from '../server/db/seed';

/**
 * `npx tsx bench/overview.ts [--seconds 10] [--pglite] [--profile DIR]`: only the signed-in policy
 * overview beside a bare Fastify route sending the same JSON, at 10 and 100 connections, in one run.
 * On PostgreSQL (a scratch schema of TEST_DATABASE_URL or DATABASE_URL) unless --pglite or neither
 * is set. --profile writes the server's CPU profile (node --cpu-prof) into DIR when it stops.
 * A quicker loop than `npm run bench` while working on the API's own cost.
 */
const root = path.resolve(__dirname, '..');
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const seconds = Number(option('--seconds') ?? 10);
const profileDir = option('--profile');
const databaseUrl = process.argv.includes('--pglite')
  ? undefined
  : (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

function site(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skjol-bench-site-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<html lang="is"></html>');
  writeFileSync(path.join(dir, '404.html'), '<html lang="is"></html>');
  return dir;
}

const line = (label: string, stats: ThroughputStats) =>
  `${label.padEnd(10)} ${String(stats.requestsPerSecond).padStart(7)} req/s  p50 ${stats.p50Ms} ms  p99 ${stats.p99Ms} ms  non-2xx ${stats.non2xx}`;

async function main(): Promise<void> {
  const schema = databaseUrl ? await scratchSchema(databaseUrl) : undefined;
  const server = await startServer(root, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'skjol-bench-data-')),
    PUBLIC_DIR: site(),
    DEMO_MODE: 'true',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...(profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
  });
  console.log(`overview on ${schema ? 'PostgreSQL' : 'PGlite'}, ${seconds} s per run`);
  try {
    const token = await demoCustomerToken(server.url, '1201603389', DEMO_CUSTOMER_PASSWORD);
    const endpoint = {
      name: 'policy overview',
      path: '/api/policy/v3/overview/',
      headers: { authorization: `Bearer ${token}` },
    };
    const json = await (
      await fetch(`${server.url}${endpoint.path}`, { headers: endpoint.headers })
    ).text();
    const bare = await startAnchor(root, 'fastify', json, {
      'content-type': 'application/json; charset=utf-8',
    });
    try {
      for (const connections of [10, 100]) {
        await measureThroughput(server.url, endpoint, { connections, seconds: 2 });
        await measureThroughput(bare.url, { ...endpoint, path: '/' }, { connections, seconds: 2 });
        const ours = await measureThroughput(server.url, endpoint, { connections, seconds });
        const anchor = await measureThroughput(
          bare.url,
          { ...endpoint, path: '/' },
          { connections, seconds },
        );
        console.log(`${connections} connections (${json.length} bytes):`);
        console.log(line('  ours', ours));
        console.log(line('  bare', anchor));
        console.log(
          `  share      ${Math.round((100 * ours.requestsPerSecond) / anchor.requestsPerSecond)} %`,
        );
      }
      if (process.argv.includes('--rate')) {
        // A fixed 500 requests/s, as the portal's busiest hour might send.
        for (const [label, url, path] of [
          ['ours', server.url, endpoint.path],
          ['bare', bare.url, '/'],
        ] as const) {
          const stats = await measureAtRate(
            url,
            { ...endpoint, path },
            {
              rate: 500,
              seconds,
              connections: 10,
            },
          );
          console.log(line(`500/s ${label}`, stats));
        }
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
    await schema?.drop();
  }
}

void main();
