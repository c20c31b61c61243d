import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../src/domain/api/case-paths';
import type { DatabaseHandle } from '../../server/db/database';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';
import { createFakeSite } from './support/app';
import { createMigratedDatabase } from './support/databases';

/** Writers sending at once, and how many answered writes before the process is killed. */
const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 60;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One POST with a JSON body; resolves to the status and body, rejects when the connection dies. */
function post(
  port: number,
  urlPath: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
}

/**
 * A hard crash: the real server process (one node process, the TypeScript loader inside it, so
 * the signal reaches the server itself and not a wrapper) on PostgreSQL is killed with SIGKILL
 * while visitors keep sending inquiries. A visitor who got a case number back must find the case
 * in the database afterwards; what was in flight may be lost, but never what was confirmed.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('kill -9 during a stream of writes', () => {
  let database: DatabaseHandle;
  let server: ChildProcess;
  let port: number;
  let output = '';
  const scratch: string[] = [];

  beforeAll(async () => {
    database = await createMigratedDatabase('postgres');
    const { url, schema } = database.postgres!;
    const scoped = new URL(url);
    if (schema) scoped.searchParams.set('options', `-c search_path=${schema}`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skjol-crash-data-'));
    const publicDir = createFakeSite();
    scratch.push(dataDir, publicDir);
    port = await freePort();
    server = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join('server', 'main.ts')],
      {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          SITE_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: scoped.toString(),
          DATA_DIR: dataDir,
          PUBLIC_DIR: publicDir,
          DEMO_MODE: 'false',
          // Each visitor from an address of its own, as behind the proxy, so the per-address limit
          // of the inquiry form meets visitors, not this test.
          TRUST_PROXY: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    // Polls until the process answers; the test's own timeout bounds it.
    while ((await healthStatus(port)) !== 200) {
      if (server.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await database?.close();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('loses no write that was acknowledged', async () => {
    const acknowledged: { caseNumber: string; email: string }[] = [];
    let unanswered = 0;
    let sent = 0;
    let killed = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      server.once('exit', (_code, signal) => resolve(signal)),
    );

    async function writer(id: number) {
      // Each writer stops at its first failure: after the kill nothing answers any more.
      for (;;) {
        const n = sent++;
        const email = `hrun.${id}.${n}@example.com`;
        let response;
        try {
          response = await post(
            port,
            CASE_API.inquiry,
            {
              name: `Gestur ${n}`,
              email,
              ssn: '',
              type: 'claims',
              description: `Fyrirspurn númer ${n} á meðan þjónninn hrynur.`,
            },
            { 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` },
          );
        } catch {
          unanswered += 1;
          return;
        }
        expect(response.status, response.body).toBe(201);
        const { caseNumber } = JSON.parse(response.body) as { caseNumber: string };
        acknowledged.push({ caseNumber, email });
        if (!killed && acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) {
          killed = true;
          // The others' requests are on their way or being handled right now.
          server.kill('SIGKILL');
        }
      }
    }

    await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)));
    expect(await exited).toBe('SIGKILL');
    expect(killed).toBe(true);
    // The kill met writes in flight: some visitors never heard back.
    expect(unanswered).toBeGreaterThan(0);

    const rows = await database.db
      .selectFrom('service_case')
      .select(['case_number', 'sender_email'])
      .where(
        'case_number',
        'in',
        acknowledged.map((write) => write.caseNumber),
      )
      .execute();
    const stored = new Map(rows.map((row) => [row.case_number, row.sender_email]));
    const lost = acknowledged.filter((write) => stored.get(write.caseNumber) !== write.email);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  }, 120_000);
});
