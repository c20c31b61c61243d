import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStarted } from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import { CHAT_CLOSE } from '../../src/domain/chat';
import {
  allowedOrigins,
  originAllowed,
  SocketCounter,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_CONVERSATION,
  SESSION_SWEEP_MS,
  tokenEndsAt,
} from '../../server/modules/chat/socket-guard';
import { CLOCK_TOLERANCE_SECONDS } from '../../server/identity/access-token';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { createIdentity } from '../../server/identity/identity';
import { SOCKET_DATABASE_WORK } from '../../server/modules/chat/socket-guard';
import { everyDatabaseKind } from './support/databases';
import { isType, startChatInstances, TestSocket } from './support/chat';
import { enrolmentLinkSentTo, staffToken, type PortalApp } from './portal-helpers';

describe('which pages may open a chat socket', () => {
  const allowed = allowedOrigins(['https://skjol.is', 'https://staff.skjol.is/']);
  it('allows the site and the staff host, by their origin', () => {
    expect(originAllowed('https://skjol.is', allowed)).toBe(true);
    expect(originAllowed('https://staff.skjol.is', allowed)).toBe(true);
  });
  it('refuses any other origin, another scheme or port, a missing one and nonsense', () => {
    expect(originAllowed('https://evil.example', allowed)).toBe(false);
    expect(originAllowed('http://skjol.is', allowed)).toBe(false);
    expect(originAllowed('https://skjol.is:8443', allowed)).toBe(false);
    expect(originAllowed('https://skjol.is.evil.example', allowed)).toBe(false);
    expect(originAllowed('null', allowed)).toBe(false);
    expect(originAllowed(undefined, allowed)).toBe(false);
  });
});

describe('counting sockets', () => {
  it('refuses one beyond the cap per key and frees a place when one closes', () => {
    const counter = new SocketCounter(2);
    expect(counter.tryAdd('a')).toBe(true);
    expect(counter.tryAdd('a')).toBe(true);
    expect(counter.tryAdd('a')).toBe(false);
    expect(counter.tryAdd('b')).toBe(true);
    counter.remove('a');
    expect(counter.count('a')).toBe(1);
    expect(counter.tryAdd('a')).toBe(true);
  });
});

describe('when a socket opened with an access token ends', () => {
  it('is when the API would refuse the token: its expiry plus the leeway', () => {
    const unsigned = (claims: object) =>
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(tokenEndsAt(unsigned({ exp: 2_000_000_000 }))).toBe(
      (2_000_000_000 + CLOCK_TOLERANCE_SECONDS) * 1000,
    );
    expect(tokenEndsAt(unsigned({}))).toBeUndefined();
  });
});

/** The HTTP status a socket's upgrade was refused with. */
async function refusedWith(
  app: FastifyInstance,
  host: string,
  headers: Record<string, string>,
  origin?: string,
): Promise<number> {
  const { port } = app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_PATHS.socket}`, {
    headers: { host, ...headers },
    ...(origin ? { origin } : {}),
  });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('the socket opened'));
    });
    ws.once('error', () => undefined);
  });
}

describe.each(everyDatabaseKind)('chat sockets and sessions on %s', (kind) => {
  let portal: PortalApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let instances: Awaited<ReturnType<typeof startChatInstances>>;
  let siteHost: string;
  let staffHost: string;
  let nextAddress = 1;
  const visitor = () => `198.51.100.${nextAddress++}`;

  beforeAll(async () => {
    instances = await startChatInstances(kind, ['anna', 'sigga']);
    ({ portal, second, siteHost, staffHost } = instances);
    first = portal.testApp.app;
    const presence = await first.inject({
      method: 'PUT',
      url: CHAT_PATHS.staffPresence,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens.sigga}` },
      payload: { available: true },
    });
    expect(presence.statusCode).toBe(200);
  });
  afterAll(async () => {
    await instances.close();
  });

  async function start(authorization?: string): Promise<ChatStarted> {
    const response = await first.inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: {
        host: siteHost,
        'x-forwarded-for': visitor(),
        ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
      },
      payload: { queue: 'individuals', name: 'Gestur Jónsson', email: 'gestur@example.is' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatStarted>();
  }

  async function staffSocket(app: FastifyInstance, token: string) {
    const socket = await TestSocket.open(app, staffHost, { address: visitor() });
    socket.send({ type: 'hello', accessToken: token });
    await socket.next(isType('ready'));
    return socket;
  }

  async function customerSocket(app: FastifyInstance, token: string, address = visitor()) {
    const socket = await TestSocket.open(app, siteHost, { address });
    socket.send({ type: 'hello', token });
    return socket;
  }

  const signOut = (app: FastifyInstance, host: string, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      headers: { host, authorization: `Bearer ${token}` },
    });

  it('closes an employee’s socket on the other instance within seconds of their signing out', async () => {
    const token = await staffToken(portal.testApp, 'sigga');
    const socket = await staffSocket(second, token);
    const untouched = await staffSocket(second, portal.tokens.sigga);
    expect((await signOut(first, staffHost, token)).statusCode).toBe(204);
    expect(await socket.closed()).toBe(CHAT_CLOSE.sessionEnded);
    // Her other session (another browser) goes on.
    untouched.send({ type: 'ping' });
    await untouched.next(isType('pong'));
    expect(untouched.closedWith).toBeUndefined();
    untouched.close();
  });

  it('closes a disabled employee’s socket on the other instance, and lets their token open no other', async () => {
    const created = await first.inject({
      method: 'POST',
      url: '/api/staff/v1/admin/users/',
      headers: {
        host: staffHost,
        authorization: `Bearer ${await staffToken(portal.testApp, 'stjori')}`,
      },
      payload: {
        username: 'brottfor',
        fullName: 'Brottför Jónsdóttir',
        role: 'Full',
        email: 'brottfor@starf.skjol.is',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { user, temporaryPassword } = created.json<{
      user: { id: string };
      temporaryPassword: string;
    }>();
    // Full staff sign in with a second factor, set up through the link an admin sends.
    const enrol = await first.inject({
      method: 'POST',
      url: `/api/staff/v1/admin/users/${user.id}/second-factor/enrol/`,
      headers: {
        host: staffHost,
        authorization: `Bearer ${await staffToken(portal.testApp, 'stjori')}`,
      },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const token = await staffToken(
      portal.testApp,
      'brottfor',
      temporaryPassword,
      await enrolmentLinkSentTo(portal.testApp, 'brottfor@starf.skjol.is'),
    );
    const socket = await staffSocket(second, token);
    const disabled = await first.inject({
      method: 'POST',
      url: `/api/staff/v1/admin/users/${user.id}/disable/`,
      headers: {
        host: staffHost,
        authorization: `Bearer ${await staffToken(portal.testApp, 'stjori')}`,
      },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await socket.closed()).toBe(CHAT_CLOSE.sessionEnded);

    const again = await TestSocket.open(second, staffHost, { address: visitor() });
    again.send({ type: 'hello', accessToken: token });
    expect(await again.closed()).toBe(CHAT_CLOSE.unauthorized);
  });

  it(
    'closes a socket whose session ended unannounced at the next sweep',
    async () => {
      const token = await staffToken(portal.testApp, 'sigga');
      const socket = await staffSocket(second, token);
      // Revoked behind the servers' backs: no notice, only the periodic check can find it.
      await portal.testApp.database.db
        .insertInto('revoked_grant')
        .values({
          tenant: 'staff',
          grant_id: String(decodeJwt(token).grant_id),
          reason: 'signOut',
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
      const deadline = Date.now() + SESSION_SWEEP_MS + 3_000;
      while (socket.closedWith === undefined && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(socket.closedWith).toBe(CHAT_CLOSE.sessionEnded);
    },
    SESSION_SWEEP_MS + 10_000,
  );

  it('refuses sockets from other sites’ pages, or from none, before the upgrade', async () => {
    expect(await refusedWith(second, siteHost, {}, 'https://evil.example')).toBe(403);
    expect(await refusedWith(second, staffHost, {}, 'https://evil.example')).toBe(403);
    expect(await refusedWith(second, siteHost, {})).toBe(403);
    const fromStaffPage = await TestSocket.open(second, siteHost, {
      origin: `http://${staffHost}`,
    });
    fromStaffPage.close();
  });

  it('lets one address hold a bounded number of sockets', async () => {
    const address = visitor();
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS_PER_ADDRESS }, () =>
        TestSocket.open(second, siteHost, { address }),
      ),
    );
    expect(
      await refusedWith(second, siteHost, { 'x-forwarded-for': address }, `http://${siteHost}`),
    ).toBe(429);
    // Another address is not held back.
    (await TestSocket.open(second, siteHost, { address: visitor() })).close();
    sockets[0]!.close();
    await sockets[0]!.closed();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const freed = await TestSocket.open(second, siteHost, { address });
    freed.close();
    for (const socket of sockets.slice(1)) socket.close();
  });

  it('lets one conversation hold a bounded number of sockets', async () => {
    const { token } = await start();
    const sockets = [];
    for (let i = 0; i < SOCKETS_PER_CONVERSATION; i++) {
      const socket = await customerSocket(second, token);
      await socket.next(isType('ready'));
      sockets.push(socket);
    }
    const extra = await customerSocket(second, token);
    expect(await extra.closed()).toBe(CHAT_CLOSE.tooMany);
    expect(extra.frames).toContainEqual({ type: 'error', code: 'TooManySockets' });
    for (const socket of sockets) socket.close();
  });

  it.runIf(kind === 'postgres')(
    'holds a bounded number of database connections however many sockets say hello at once',
    async () => {
      // A third instance whose connections PostgreSQL can tell apart by their application name.
      const { config, database } = portal.testApp;
      const name = `chat_bound_${process.pid}`;
      const url = new URL(database.postgres!.url);
      url.searchParams.set('application_name', name);
      const handle = openDatabase({
        kind: 'postgres',
        url: url.toString(),
        ...(database.postgres!.schema ? { schema: database.postgres!.schema } : {}),
      });
      const third = await buildApp({
        config,
        database: handle,
        identity: await createIdentity(config, handle.db),
      });
      await third.listen({ port: 0, host: '127.0.0.1' });
      const connections = async () => {
        const { rows } = await sql<{
          count: string;
        }>`select count(*) as count from pg_stat_activity where application_name = ${name}`.execute(
          database.db,
        );
        return Number(rows[0]!.count);
      };
      try {
        const tokens = [];
        for (let i = 0; i < 8; i++) tokens.push((await start()).token);
        const before = await connections();
        const sockets = await Promise.all(
          tokens.flatMap((token) =>
            Array.from({ length: SOCKETS_PER_CONVERSATION }, () => customerSocket(third, token)),
          ),
        );
        await Promise.all(sockets.map((socket) => socket.next(isType('ready'))));
        // The pool keeps what it opened for a while: the count now is the most it held.
        expect(await connections()).toBeLessThanOrEqual(before + SOCKET_DATABASE_WORK);
        for (const socket of sockets) socket.close();
      } finally {
        await third.close();
        await handle.close();
      }
    },
  );

  // Last: anna signs out here.
  it('ends a signed-in customer’s chat, socket and HTTP alike, when they sign out', async () => {
    const { token } = await start(portal.tokens.anna);
    const socket = await customerSocket(second, token);
    await socket.next(isType('ready'));
    const visitorsChat = await start();
    const anonymous = await customerSocket(second, visitorsChat.token);
    await anonymous.next(isType('ready'));

    expect((await signOut(first, siteHost, portal.tokens.anna)).statusCode).toBe(204);
    expect(await socket.closed()).toBe(CHAT_CLOSE.sessionEnded);

    const over = await second.inject({
      url: CHAT_PATHS.conversation,
      headers: { host: siteHost, [CHAT_TOKEN_HEADER]: token },
    });
    expect(over.statusCode).toBe(401);
    expect(over.json().errorCode).toBe('ChatSignedOut');
    const again = await customerSocket(second, token);
    expect(await again.closed()).toBe(CHAT_CLOSE.unauthorized);
    expect(again.frames).toContainEqual({ type: 'error', code: 'ChatSignedOut' });

    // A visitor who never signed in is not touched by someone else's sign-out.
    anonymous.send({ type: 'ping' });
    await anonymous.next(isType('pong'));
    expect(anonymous.closedWith).toBeUndefined();
    anonymous.close();
  });
});
