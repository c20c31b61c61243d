import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/database';
import { createIdentity } from '../../../server/identity/identity';
import type { ChatServerFrame } from '../../../src/domain/api/chat';
import { CHAT_PATHS } from '../../../src/domain/api/chat-paths';
import { secondHandleOn, type TestDatabaseKind } from './databases';
import { startPortalApp, type Caller, type PortalApp } from '../portal-helpers';

/** A WebSocket client that keeps every frame it gets and can wait for one. */
export class TestSocket {
  readonly frames: ChatServerFrame[] = [];
  private waiters: (() => void)[] = [];
  closedWith: number | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ChatServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', (code) => {
      this.closedWith = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opened as a browser on the page of `origin` would (by default the host's own page). */
  static async open(
    app: FastifyInstance,
    host: string,
    options: { origin?: string; address?: string } = {},
  ): Promise<TestSocket> {
    const { port } = app.server.address() as AddressInfo;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_PATHS.socket}`, {
      headers: {
        host,
        ...(options.address ? { 'x-forwarded-for': options.address } : {}),
      },
      origin: options.origin ?? `http://${host}`,
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestSocket(ws);
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame (from `from` on) that matches, waiting up to 5 s for it. */
  async next<T extends ChatServerFrame>(
    match: (frame: ChatServerFrame) => frame is T,
    from = 0,
  ): Promise<T> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline || this.closedWith !== undefined)
        throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  async closed(): Promise<number> {
    const deadline = Date.now() + 5_000;
    while (this.closedWith === undefined && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closedWith ?? -1;
  }

  close() {
    this.ws.close();
  }
}

export const isType =
  <K extends ChatServerFrame['type']>(type: K) =>
  (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: K }> =>
    frame.type === type;
export const messageWith =
  (body: string) =>
  (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'message' }> =>
    frame.type === 'message' && frame.message.body === body;

/**
 * The portal app listening on a port and, on PostgreSQL, a second instance over the same database
 * (as behind a load balancer) with its own pool and listening connection, so chat events cross
 * between the two by NOTIFY. PGlite is one process's database: there "the other" is the same one.
 */
export async function startChatInstances(
  kind: TestDatabaseKind,
  callers: Caller[],
): Promise<{
  portal: PortalApp;
  second: FastifyInstance;
  siteHost: string;
  staffHost: string;
  close(): Promise<void>;
}> {
  // Behind one trusted proxy, as deployed: each test visitor's x-forwarded-for is its own
  // address, so the per-address limit on starting conversations is one visitor's, not the suite's.
  const portal = await startPortalApp(callers, kind, { chatHours: 'always', trustProxy: 1 });
  const { config, database, app } = portal.testApp;
  await app.listen({ port: 0, host: '127.0.0.1' });
  let secondDatabase: DatabaseHandle | undefined;
  let second: FastifyInstance = app;
  if (kind === 'postgres') {
    secondDatabase = secondHandleOn(database);
    second = await buildApp({
      config,
      database: secondDatabase,
      identity: await createIdentity(config, secondDatabase.db),
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  }
  return {
    portal,
    second,
    siteHost: new URL(config.siteUrl).host,
    staffHost: new URL(config.staffUrl).host,
    async close() {
      if (second !== app) await second.close();
      await secondDatabase?.close();
      await portal.close();
    },
  };
}
