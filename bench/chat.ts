import http from 'node:http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { OAuthBrowser } from '../tests/server/support/oauth';
import type { ChatServerFrame, ChatStarted } from '../src/domain/api/chat';
import { CHAT_PATHS } from '../src/domain/api/chat-paths';
import { CHAT_QUEUES } from '../src/domain/chat';
import { startServer } from './api-latency';

/**
 * The live chat under load: many conversations at once, each visitor's messages sent over its own
 * WebSocket and timed until they reach an agent's console socket. Delivery goes the whole way a
 * real message does: the frame, the stored row, the bus (NOTIFY on PostgreSQL), the row read back
 * and the frame to the console.
 */
export type ChatBenchStats = {
  database: 'postgres' | 'pglite';
  conversations: number;
  messagesPerConversation: number;
  sent: number;
  delivered: number;
  /** Messages the agent's socket never got within the wait after the last send. */
  lost: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  seconds: number;
};

/** One request over HTTP to 127.0.0.1 with the Host header the caller names (the staff host). */
function overHttpAs(port: number): FastifyInstance {
  const inject = (options: InjectOptions): Promise<LightMyRequestResponse> =>
    new Promise((resolve, reject) => {
      const headers = Object.fromEntries(
        Object.entries(options.headers ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const body = options.payload === undefined ? undefined : String(options.payload);
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: String(options.url),
          method: options.method ?? 'GET',
          headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body: text,
              payload: text,
              json: () => JSON.parse(text) as unknown,
            } as unknown as LightMyRequestResponse);
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { inject } as unknown as FastifyInstance;
}

/** An employee's access token, signed in on the staff host as the staff portal does. */
async function staffAccessToken(port: number, staffOrigin: string): Promise<string> {
  const browser = new OAuthBrowser(
    overHttpAs(port),
    staffOrigin,
    'skjol-staff',
    `${staffOrigin}/api/`,
  );
  const start = await browser.startSignIn();
  if (!start.uid) throw new Error(`no staff sign-in: ${start.response.statusCode}`);
  const login = await browser.request('POST', `/interaction/${start.uid}/login/employee/`, {
    form: { interaction: start.uid, username: 'sigga', password: 'Starf-1234' },
  });
  if (login.statusCode !== 303) throw new Error(`staff sign-in failed: ${login.statusCode}`);
  const { code } = await browser.followToCode(String(login.headers.location), start.redirectUri);
  const tokens = await browser.exchangeCode(code!, start.verifier, start.redirectUri);
  return (tokens.json() as { access_token: string }).access_token;
}

function call(
  port: number,
  host: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return overHttpAs(port).inject({
    method,
    url: path,
    headers: { host, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** A socket that has said hello and heard `ready`. */
async function openSocket(
  port: number,
  host: string,
  hello: object,
  onFrame: (frame: ChatServerFrame) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${CHAT_PATHS.socket}`, {
    headers: { host },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify(hello));
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      if (frame.type === 'ready') resolve();
      onFrame(frame);
    });
  });
  return socket;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/**
 * A schema of its own in the given PostgreSQL, so the bench's demo data never meets anyone
 * else's; dropped again afterwards.
 */
export async function scratchSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `bench_chat_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

export async function measureChat(
  root: string,
  options: {
    site: string;
    dataDir: string;
    conversations?: number;
    messagesPerConversation?: number;
    /** How long the sends of one round are spread over, so they arrive as people type. */
    spreadMs?: number;
  },
): Promise<ChatBenchStats> {
  const conversations = options.conversations ?? 500;
  const perConversation = options.messagesPerConversation ?? 5;
  const spreadMs = options.spreadMs ?? 2_000;
  const databaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const schema = databaseUrl ? await scratchSchema(databaseUrl) : undefined;
  // Named hosts (not 127.0.0.1), so the staff host can be `staff.` + the site's; the requests
  // still go to 127.0.0.1 and say which host they mean.
  const server = await startServer(root, (port) => ({
    SITE_URL: `http://localhost:${port}`,
    STAFF_URL: `http://staff.localhost:${port}`,
    DATA_DIR: options.dataDir,
    PUBLIC_DIR: options.site,
    DEMO_MODE: 'true',
    CHAT_HOURS: 'always',
    // Each visitor arrives from an address of its own, as behind the proxy.
    TRUST_PROXY: '127.0.0.1',
    ...(schema ? { DATABASE_URL: schema.url } : {}),
  }));
  const sockets: WebSocket[] = [];
  try {
    const port = Number(new URL(server.url).port);
    const siteHost = `localhost:${port}`;
    const staffHost = `staff.localhost:${port}`;
    const staffOrigin = `http://${staffHost}`;
    const token = await staffAccessToken(port, staffOrigin);
    const auth = { authorization: `Bearer ${token}` };
    const presence = await call(
      port,
      staffHost,
      'PUT',
      CHAT_PATHS.staffPresence,
      { available: true },
      auth,
    );
    if (presence.statusCode !== 200) throw new Error(`presence: ${presence.statusCode}`);

    // The agent's console: every message of every conversation arrives here.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const agent = await openSocket(
      port,
      staffHost,
      { type: 'hello', accessToken: token },
      (frame) => {
        if (frame.type !== 'message' || frame.message.clientId === null) return;
        const started = sentAt.get(frame.message.clientId);
        if (started === undefined) return;
        sentAt.delete(frame.message.clientId);
        latencies.push(performance.now() - started);
      },
    );
    sockets.push(agent);

    // The visitors start their conversations (a few at a time) and open their sockets.
    const visitors: WebSocket[] = [];
    for (let batch = 0; batch < conversations; batch += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, conversations - batch) }, async (_, offset) => {
          const n = batch + offset;
          const started = await call(
            port,
            siteHost,
            'POST',
            CHAT_PATHS.conversations,
            {
              queue: CHAT_QUEUES[n % CHAT_QUEUES.length],
              name: `Gestur ${n}`,
              email: `gestur${n}@example.is`,
            },
            { 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
          );
          if (started.statusCode !== 201)
            throw new Error(`start: ${started.statusCode} ${started.body.slice(0, 200)}`);
          const { token: chatToken } = started.json() as ChatStarted;
          const socket = await openSocket(
            port,
            siteHost,
            { type: 'hello', token: chatToken },
            () => undefined,
          );
          visitors.push(socket);
          sockets.push(socket);
        }),
      );
    }

    // Every visitor writes in each round, at a random moment within it.
    const began = performance.now();
    let sent = 0;
    for (let round = 0; round < perConversation; round += 1) {
      await Promise.all(
        visitors.map(
          (socket, index) =>
            new Promise<void>((resolve) => {
              setTimeout(() => {
                const clientId = `b-${index}-${round}`;
                sentAt.set(clientId, performance.now());
                socket.send(
                  JSON.stringify({ type: 'message', clientId, body: `Skilaboð ${round}` }),
                );
                sent += 1;
                resolve();
              }, Math.random() * spreadMs);
            }),
        ),
      );
    }
    // The last ones have a few seconds to arrive; what has not by then counts as lost.
    const deadline = performance.now() + 10_000;
    while (latencies.length < sent && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const seconds = (performance.now() - began) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      database: schema ? 'postgres' : 'pglite',
      conversations,
      messagesPerConversation: perConversation,
      sent,
      delivered: latencies.length,
      lost: sent - latencies.length,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      maxMs: percentile(sorted, 100),
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    await schema?.drop().catch(() => undefined);
  }
}
