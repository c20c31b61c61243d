import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import fp from 'fastify-plugin';
import { CompiledQuery } from 'kysely';
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { PREPARED, type Db } from '../db/database';
import { normalizeIP } from './client-address';

/** Where rate-limiter-flexible counts without Redis; a migration makes it, never the library. */
export const RATE_LIMIT_TABLE = 'rate_limit';

/** Redis keys of every limit start with this. */
export const RATE_LIMIT_REDIS_PREFIX = 'skjol-rate-limit:';

/**
 * What rate-limiter-flexible's PostgreSQL limiter needs of a client: `query({ text, values })`
 * answering `rows` and `rowCount`. This sends its statements through the app's Kysely, so the
 * same limiter counts on a node-postgres pool and on embedded PGlite, which has no pool the
 * library could take. Its statements are fixed texts, so PostgreSQL prepares each once a
 * connection (the PREPARED mark).
 */
function kyselyQueryClient(db: Db) {
  return {
    async query({ text, values }: { text: string; values?: readonly unknown[] }) {
      const result = await db.executeQuery(
        CompiledQuery.raw(`${PREPARED}${text}`, [...(values ?? [])]),
      );
      // A select answers rows; a delete only the number it removed.
      return {
        rows: result.rows,
        rowCount: result.rows.length || Number(result.numAffectedRows ?? 0),
      };
    },
  };
}

function limiterFor(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindowMs: number,
): RateLimiterAbstract {
  // Both stores count whole seconds (Redis expires keys by the second).
  if (!Number.isInteger(timeWindowMs / 1000) || timeWindowMs <= 0) {
    throw new Error(
      `The rate limit ${name} needs a window of whole seconds, not ${timeWindowMs} ms`,
    );
  }
  const common = { points: max, duration: timeWindowMs / 1000 };
  const { redis, database } = app.deps;
  if (redis) {
    return new RateLimiterRedis({
      ...common,
      storeClient: redis,
      keyPrefix: `${RATE_LIMIT_REDIS_PREFIX}${name}`,
    });
  }
  return new RateLimiterPostgres({
    ...common,
    storeClient: kyselyQueryClient(database.db),
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    keyPrefix: name,
    tableCreated: true,
    // Its sweep would be one timer per limit that outlives the app; rateLimits sweeps once.
    clearExpiredByTimeout: false,
  });
}

/** How often, and how long after its end, a finished window's row is deleted. */
export const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

/** Deletes the rows of windows that ended before `before` (milliseconds since the epoch). */
export async function sweepRateLimits(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_limit').where('expire', '<', String(before)).execute();
}

/**
 * Without Redis, each instance deletes finished windows now and then so the table holds only
 * live counts (Redis expires its keys itself). The timer never holds the process open and stops
 * with the app.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    const { redis, database } = app.deps;
    if (redis) return;
    const timer = setInterval(() => {
      sweepRateLimits(database.db, Date.now() - RATE_LIMIT_SWEEP_MS).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Could not delete finished rate-limit windows'),
      );
    }, RATE_LIMIT_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
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
 * exactly as when they send). Counts go to Redis when the app has it, else to the database, so
 * every instance shares them. Windows are fixed from their first hit.
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
  const limiter = limiterFor(app, options.name, options.max, options.timeWindowMs);
  return {
    async hit(request) {
      const key = options.key(request);
      if (key === undefined) return { exceeded: false, retryAfterSeconds: 0 };
      try {
        await limiter.consume(key);
        return { exceeded: false, retryAfterSeconds: 0 };
      } catch (outcome) {
        // Over the limit the library rejects with its count; a store that fails rejects with an
        // error, and then the request fails rather than passing unchecked.
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        return {
          exceeded: true,
          retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
        };
      }
    },
  };
}

/** The answer to a request over its limit: 429 TooManyRequests, saying when to try again. */
export function tooManyRequests(
  retryAfterSeconds: number,
  reply: { header(name: string, value: string): unknown },
): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AppError('TooManyRequests', 429, 'Too many requests; try again later');
}

/** Counts the request against each limit in turn; the first one it is over refuses it (429). */
export async function withinLimits(
  limits: readonly KeyedLimit[],
  request: FastifyRequest,
  reply: { header(name: string, value: string): unknown },
): Promise<void> {
  for (const limit of limits) {
    const { exceeded, retryAfterSeconds } = await limit.hit(request);
    if (exceeded) throw tooManyRequests(retryAfterSeconds, reply);
  }
}
