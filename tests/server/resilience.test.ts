import { rmSync } from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed';
import { createIdentity } from '../../server/identity/identity';
import { createFakeSite } from './support/app';
import { createMigratedDatabase } from './support/databases';
import { ANNA, signIn } from './security/sessions-support';

/**
 * A TCP relay in front of the test PostgreSQL that the test can take away and bring back: what a
 * database restart or a network cut looks like to the server, without touching the database
 * everyone else's tests use.
 */
class DatabaseLink {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Refuses new connections and cuts every open one, as a stopped database does. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL goes away and comes back', () => {
  let direct: DatabaseHandle;
  let throughLink: DatabaseHandle;
  let link: DatabaseLink;
  let app: FastifyInstance;
  let publicDir: string;
  let origin: string;
  let accessToken: string;

  beforeAll(async () => {
    direct = await createMigratedDatabase('postgres');
    await seedDemoData(direct.db);
    const url = new URL(direct.postgres!.url);
    link = new DatabaseLink({ host: url.hostname, port: Number(url.port || 5432) });
    await link.open();
    url.hostname = '127.0.0.1';
    url.port = String(link.port);
    throughLink = openDatabase({
      kind: 'postgres',
      url: url.toString(),
      ...(direct.postgres!.schema ? { schema: direct.postgres!.schema } : {}),
    });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), publicDir: createFakeSite() };
    publicDir = config.publicDir;
    origin = config.siteUrl;
    const identity = await createIdentity(config, throughLink.db);
    app = await buildApp({ config, database: throughLink, identity });
    await app.ready();
    accessToken = (await signIn(app, origin, config.authAudience, ANNA)).accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await link?.cut();
    await throughLink?.close();
    await direct?.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  const host = () => new URL(origin).host;
  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  const signedInCall = () =>
    app.inject({
      method: 'GET',
      url: '/api/user/v1/info/',
      headers: { host: host(), authorization: `Bearer ${accessToken}` },
    });
  const publicCall = () =>
    app.inject({ method: 'GET', url: '/api/form/v1/conferencesignup/', headers: { host: host() } });

  /** The answer and how long it took, in milliseconds. */
  async function timed(call: () => ReturnType<typeof health>) {
    const started = performance.now();
    const response = await call();
    return { response, ms: performance.now() - started };
  }

  it('answers 503 within a second while it is away, and serves again once it is back', async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await signedInCall()).statusCode).toBe(200);
    expect((await publicCall()).statusCode).toBe(200);

    await link.cut();
    for (const call of [health, signedInCall, publicCall]) {
      const { response, ms } = await timed(call);
      expect(response.statusCode).toBe(503);
      expect(ms).toBeLessThan(1_000);
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    }

    // No restart: the same app, its same pool, finds the database again.
    await link.open();
    expect((await health()).statusCode).toBe(200);
    expect((await signedInCall()).statusCode).toBe(200);
    expect((await publicCall()).statusCode).toBe(200);
  });
});
