import type { DatabaseHandle, DbOrTx } from '../db/database';
import { listenForNotifications, notifyInSchema } from '../db/listener';
import type { AuthContext } from './authenticate';

/**
 * What the API learns about a bearer token and about the customer it names, kept for a short
 * while so that a signed-in screen costs one query rather than three (signature and session,
 * party, the screen's own). Acting for someone else under a grant is not kept: it is checked
 * (and audited) on every call.
 *
 * Only successes are kept: a refused token is checked again every time. Anything that can take
 * access away (a session ending, by sign-out, password change, staff account change…) calls `authChanged`,
 * which empties every cache in this process at once and, on PostgreSQL, sends a NOTIFY that
 * empties the caches of every other instance (and this one again) once the change commits.
 * While an instance cannot hear those notifications (its listening connection is down), it keeps
 * nothing and asks the database every time, so a missed notification never lets a token through.
 * Whatever happens, an entry lives at most `AUTH_CACHE_SECONDS`.
 */

/** The longest an answer is kept, even when nothing says it changed. */
export const AUTH_CACHE_SECONDS = 10;
/** Enough for every token in use at once; beyond this the oldest entries go first. */
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number };

/** A bounded map whose entries end at a given time. */
class Shelf<T> {
  private readonly entries = new Map<string, Entry<T>>();

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, until: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The part of a token check that does not depend on the request. */
export type CachedToken = { tenant: string; auth: AuthContext };
/** Whom a signed-in customer acts for. */
export type CachedParty = {
  kennitala: string;
  fullName: string;
  isCompany: boolean;
  grantScope?: 'read' | 'full';
};

export type AuthCache = {
  /** Answers kept for a bearer token, or undefined. */
  token(token: string): CachedToken | undefined;
  /** Keeps a token's answer until `until` (ms), or less. `since` is `generation()` before asking. */
  keepToken(token: string, value: CachedToken, until: number, since: number): void;
  /** A customer's own party, acting for themself. */
  party(holder: string): CachedParty | undefined;
  keepParty(holder: string, value: CachedParty, since: number): void;
  /**
   * Counts the emptyings: an answer read from the database before an emptying is not kept after
   * it, so a revocation that lands while a check is under way is never undone by that check.
   */
  generation(): number;
  /** Resolves once this instance hears the others (or could not yet, and keeps nothing). */
  ready(): Promise<void>;
  /** For tests: called after each emptying. */
  onCleared(listener: () => void): () => void;
  close(): Promise<void>;
};

const caches = new Set<{ clear(): void }>();

/** The prefix of a schema's channel of access changes (`schemaChannel` in server/db/listener.ts). */
const AUTH_CHANNEL_PREFIX = 'skjol_auth_';

/**
 * Access was taken away or given: every cache in this process is emptied now, and (PostgreSQL)
 * every instance's once the surrounding transaction commits. The channel is named after the
 * current schema, as each instance's listener names it.
 */
export async function authChanged(db: DbOrTx): Promise<void> {
  for (const cache of caches) cache.clear();
  await notifyInSchema(db, AUTH_CHANNEL_PREFIX, '');
}

export function createAuthCache(
  database: Pick<DatabaseHandle, 'postgres'>,
  log: { warn(object: unknown, message: string): void } = { warn: () => undefined },
  options: { now?: () => number } = {},
): AuthCache {
  const now = options.now ?? Date.now;
  const tokens = new Shelf<CachedToken>();
  const parties = new Shelf<CachedParty>();
  const listeners = new Set<() => void>();
  let generation = 0;
  // PGlite lives in this process only: nobody else can change access behind our back.
  let hearing = !database.postgres;
  let closed = false;

  const member = {
    clear() {
      generation += 1;
      tokens.clear();
      parties.clear();
      for (const listener of listeners) listener();
    },
  };
  caches.add(member);

  const listener = database.postgres
    ? listenForNotifications(
        database.postgres,
        {
          name: 'auth cache',
          channelPrefix: AUTH_CHANNEL_PREFIX,
          onNotification: () => member.clear(),
          // What changed while nobody listened is unknown: start empty.
          onListening: () => {
            member.clear();
            hearing = true;
          },
          onLost: () => {
            hearing = false;
            member.clear();
          },
        },
        log,
      )
    : undefined;

  const keepable = (since: number) => hearing && !closed && since === generation;

  return {
    token(token) {
      return hearing ? tokens.get(token, now()) : undefined;
    },
    keepToken(token, value, until, since) {
      if (keepable(since))
        tokens.set(token, value, Math.min(until, now() + AUTH_CACHE_SECONDS * 1000));
    },
    party(holder) {
      return hearing ? parties.get(holder, now()) : undefined;
    },
    keepParty(holder, value, since) {
      if (keepable(since)) parties.set(holder, value, now() + AUTH_CACHE_SECONDS * 1000);
    },
    generation: () => generation,
    ready: () => listener?.ready() ?? Promise.resolve(),
    onCleared(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      caches.delete(member);
      await listener?.close();
      member.clear();
      listeners.clear();
    },
  };
}
