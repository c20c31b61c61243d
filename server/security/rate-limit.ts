import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../errors';

type Hits = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hits) => void;

/**
 * One atomic statement per hit: the first hit of a window inserts the row, later ones add one,
 * and a hit after the window has ended starts a new one. PostgreSQL's clock decides, so every
 * instance sees the same window whatever its own clock says.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counter as counter (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when counter.expires_at <= now() then 1 else counter.hits + 1 end,
      expires_at = case when counter.expires_at <= now() then excluded.expires_at
                        else counter.expires_at end
    returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('The rate limit counter returned no row');
  return { current: row.hits, ttl: row.ttl };
}

async function readHits(db: Db, key: string): Promise<Hits> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl
    from rate_limit_counter where key = ${key} and expires_at > now()`.execute(db);
  return rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 };
}

/** Finished windows are dropped now and then, by whichever instance happens to count. */
const PRUNE_EVERY_HITS = 200;

/**
 * The rate-limit plugin's store backed by PostgreSQL (or PGlite), for when there is no Redis:
 * the counters live in `rate_limit_counter`, so all instances on one database agree.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let hitsSincePrune = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const prune = ++hitsSincePrune >= PRUNE_EVERY_HITS;
      if (prune) hitsSincePrune = 0;
      countHit(db, this.prefix + key, timeWindow)
        .then(async (hits) => {
          if (prune)
            await db
              .deleteFrom('rate_limit_counter')
              .where('expires_at', '<', new Date())
              .execute();
          callback(null, hits);
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      readHits(db, this.prefix + key).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      // Limits set on a route count apart from other routes, as the Redis store does. The plugin
      // passes its merged settings with the route under `routeInfo` (its types say otherwise).
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const scope = route?.url ? `${String(route.method)}${String(route.url)}-` : '';
      return new PostgresRateLimitStore(undefined, `${this.prefix}${scope}`);
    }
  }
  return PostgresRateLimitStore;
}

/**
 * Registers @fastify/rate-limit once for the whole app, applied per route only (global: false).
 * With Redis its store is used; otherwise PostgreSQL holds the counters. Either way several
 * instances share one count.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    const { redis, database } = app.deps;
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? { redis, nameSpace: 'skjol-rate-limit:' }
        : { store: postgresRateLimitStore(database.db) }),
      errorResponseBuilder: () =>
        new AppError('TooManyRequests', 429, 'Too many requests; try again later'),
    });
  },
  { name: 'skjol-rate-limits' },
);

/** The client's address as the limits count it: IPv6 by its /64, as one household holds one. */
export const clientAddressKey = (request: FastifyRequest) => normalizeIP(request.ip);

export type KeyedLimit = {
  /**
   * Counts one more hit for the request's key; `exceeded` once the count is over `max`.
   * Requests whose key is undefined are neither counted nor limited.
   */
  hit(request: FastifyRequest): Promise<{ exceeded: boolean; retryAfterSeconds: number }>;
};

/**
 * A limit the code consults itself rather than one that rejects the request before the handler
 * runs: the handler decides what a limited request answers (the reset-mail endpoints answer
 * exactly as when they send). Counts go to the plugin's store, so they are shared like the rest.
 */
export function keyedLimit(
  app: FastifyInstance,
  options: {
    /** Keeps this limit's counters apart from every other limit's. */
    name: string;
    max: number;
    timeWindowMs: number;
    key: (request: FastifyRequest) => string | undefined;
  },
): KeyedLimit {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request) ?? ''}`,
  });
  return {
    async hit(request) {
      if (options.key(request) === undefined) return { exceeded: false, retryAfterSeconds: 0 };
      const result = await check(request);
      if (result.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
      return { exceeded: result.isExceeded, retryAfterSeconds: result.ttlInSeconds };
    },
  };
}
