import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { listenForNotifications, listenInProcess, type NotificationHandlers } from '../db/listener';

/**
 * Signed-in answers that only read (the policy overview), kept in memory per party as the bytes
 * sent, so that a screen opened again costs no trip to the database.
 *
 * An answer is forgotten:
 * - on every instance, when anything it was made of changes: triggers on the tables send a NOTIFY
 *   naming the party once the change commits (migration 20261201200000_party_read_notices), whoever wrote it;
 * - on this instance, before any answer to a signed-in request that may have written leaves
 *   (every method but GET and HEAD, and the GETs that write, through `forget`), so that a person
 *   who changed something never reads it back unchanged here;
 * - after `PARTY_READS_SECONDS` in any case.
 * While an instance cannot hear the notices (its listening connection is down), it keeps nothing.
 * On PGlite, this process's own database, it hears them in process. Who may read an answer is
 * decided before the cache is asked, on every request.
 */

/** The longest an answer is kept, even when nothing says it changed. */
export const PARTY_READS_SECONDS = 30;
/** About 25 MB of 12 KB overviews; beyond this the oldest answers go first. */
const MAX_ENTRIES = 2_000;

type Entry = { party: string; body: Buffer; until: number };

export type PartyReads = {
  /**
   * The answer `view` of `party` (a name that also says what else it depends on, such as the
   * day), from memory or made by `make` and then kept, unless a change was heard meanwhile.
   */
  read(party: string, view: string, make: () => Promise<Buffer>): Promise<Buffer>;
  /**
   * Forgets the party's answers on this instance at once, for a GET that writes (the others, and
   * this one again, hear of the change from the database).
   */
  forget(party: string): void;
  /** Forgets every answer on this instance. */
  forgetEverything(): void;
  /** Resolves once this instance hears the others (or could not yet, and keeps nothing). */
  ready(): Promise<void>;
  /** For tests: whether an answer is kept. */
  holds(party: string, view: string): boolean;
  /** For tests: called after each forgetting, with the party or, for everything, null. */
  onForgotten(listener: (party: string | null) => void): () => void;
  close(): Promise<void>;
};

/** The prefix of a schema's channel of changed parties (as the triggers name it in SQL). */
const READS_CHANNEL_PREFIX = 'skjol_reads_';

export function createPartyReads(
  database: Pick<DatabaseHandle, 'postgres' | 'pglite'>,
  log: { warn(object: unknown, message: string): void },
  options: { now?: () => number } = {},
): PartyReads {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const listeners = new Set<(party: string | null) => void>();
  // Counts the forgettings: an answer made before one is not kept after it, so a change heard
  // while the answer was being read is never hidden by that answer.
  let generation = 0;
  let hearing = false;
  let closed = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    for (const listener of listeners) listener(null);
  };
  const forget = (party: string) => {
    generation += 1;
    for (const [key, entry] of entries) if (entry.party === party) entries.delete(key);
    for (const listener of listeners) listener(party);
  };

  const handlers: NotificationHandlers = {
    name: 'party reads',
    channelPrefix: READS_CHANNEL_PREFIX,
    onNotification: forget,
    // What changed while nobody listened is unknown: start empty.
    onListening: () => {
      forgetAll();
      hearing = !closed;
    },
    onLost: () => {
      hearing = false;
      forgetAll();
    },
  };
  const listener = database.pglite
    ? listenInProcess(database.pglite, handlers, log)
    : database.postgres
      ? listenForNotifications(database.postgres, handlers, log)
      : undefined;

  return {
    async read(party, view, make) {
      const key = `${party}\n${view}`;
      const kept = hearing ? entries.get(key) : undefined;
      if (kept && kept.until > now()) return kept.body;
      const since = generation;
      const body = await make();
      if (hearing && !closed && since === generation) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { party, body, until: now() + PARTY_READS_SECONDS * 1000 });
      }
      return body;
    },
    forget,
    forgetEverything: forgetAll,
    ready: () => listener?.ready() ?? Promise.resolve(),
    holds: (party, view) => entries.has(`${party}\n${view}`),
    onForgotten(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      await listener?.close();
      forgetAll();
      listeners.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Read-only portal answers kept per party (server/portal/party-reads.ts). */
    partyReads: PartyReads;
  }
}

/** Adds `app.partyReads`, forgotten on this instance before any answer to a signed-in write. */
export function registerPartyReads(app: FastifyInstance): void {
  const reads = createPartyReads(app.deps.database, app.log);
  app.decorate('partyReads', reads);
  app.addHook('onClose', () => reads.close());
  app.addHook('onSend', (request, _reply, payload, done) => {
    // Only the signed-in write what they read back here; a visitor's form or beacon does not
    // empty the cache (its changes, if any, still arrive as notices).
    if (request.auth && request.method !== 'GET' && request.method !== 'HEAD')
      reads.forgetEverything();
    done(null, payload);
  });
}

/**
 * Answers with the route's 200 response for `party`, kept or made by `make`: serialised by the
 * route's response schema once, then sent as the bytes kept.
 */
export async function sendPartyRead(
  reply: FastifyReply,
  party: string,
  view: string,
  make: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await reply.server.partyReads.read(party, view, async () =>
    Buffer.from(reply.serialize(await make()) as string),
  );
  return reply.type('application/json; charset=utf-8').send(body);
}
