import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CHAT_TOKEN_HEADER } from '../../../src/domain/api/chat-paths';
import { keyedLimit, type KeyedLimit } from '../../security/rate-limit';
import { hashToken } from '../../security/token-hash';
import { staffWriter } from '../staff/staff.service';
import { inProcessBus, postgresBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import type { ChatDeps } from './chat.service';

/** Files one conversation may send in ten minutes (each is decoded and redrawn). */
const FILES_PER_CONVERSATION = { max: 20, timeWindowMs: 10 * 60_000 };

export type ChatContext = { deps: ChatDeps; hub: ChatHub; fileLimit: KeyedLimit };

declare module 'fastify' {
  interface FastifyInstance {
    /** The live chat's state, shared by the visitors' routes and the staff console's. */
    chat: ChatContext;
  }
}

export function chatToken(request: FastifyRequest): string | undefined {
  const value = request.headers[CHAT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** Writes need Full or Admin; a read-only employee reads the chats and is refused the rest. */
export function chatWriter(deps: ChatDeps, request: FastifyRequest) {
  return staffWriter(deps.db, request.auth, {
    action: 'chat.writeRefused',
    detail: { url: request.url },
    message: 'A read-only employee may not answer chats',
  });
}

/**
 * The live chat's state, made once for the visitors' calls (chat.routes.ts, public) and the staff
 * console's (chat-console.routes.ts, staff only). Events go through one bus: NOTIFY on
 * PostgreSQL (several instances), in-process on PGlite (one).
 */
export const chatContext = fp(
  async (app: FastifyInstance) => {
    const { database, config, identity } = app.deps;
    const bus = database.postgres
      ? postgresBus(database.db, database.postgres, app.log)
      : inProcessBus();
    const deps: ChatDeps = {
      db: database.db,
      redis: app.deps.redis,
      mailer: identity.mailer,
      mailFrom: config.mailFrom,
      contentDir: config.contentDir,
      chatHours: config.chatHours,
      bus,
      justStored: new Map(),
    };
    const hub = new ChatHub(deps, app.log, { db: database.db, redis: app.deps.redis });
    // Every end of a session, on any instance, empties the token caches of every instance (a
    // NOTIFY); each then closes its sockets whose session ended. The sweep catches a lost notice.
    const stopHearing = app.authCache.onCleared(() => hub.sessionsChanged());
    hub.watchSessions();
    // Listening before the app says it is ready, so no event of another instance is missed.
    await bus.ready();
    // Polls held open would keep a stopping server waiting; they are answered first.
    app.addHook('preClose', async () => hub.releasePolls());
    app.addHook('onClose', async () => {
      stopHearing();
      hub.stop();
      await bus.close();
    });
    const fileLimit = keyedLimit(app, {
      name: 'chat-files',
      ...FILES_PER_CONVERSATION,
      key: (request) => {
        const token = chatToken(request);
        if (token) return hashToken(token);
        const params = request.params as { id?: unknown };
        return typeof params.id === 'string' ? `staff:${params.id}` : undefined;
      },
    });
    app.decorate('chat', { deps, hub, fileLimit });
  },
  { name: 'chat-context' },
);
