import { Redis } from 'ioredis';

/**
 * The optional Redis that several server instances share for rate limits and session
 * revocations (REDIS_URL). Without it PostgreSQL holds the same state, so instances still agree.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // Fail a command fast rather than queueing it while Redis is away.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
}

export type { Redis };
