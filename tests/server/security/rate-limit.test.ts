import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyedLimit, sweepRateLimits } from '../../../server/security/rate-limit';
import { createTestApp, type TestApp } from '../support/app';
import { everyDatabaseKind } from '../support/databases';

/** keyedLimit reads nothing of a request but what its key function does. */
const request = (who: string | undefined) => ({ headers: { who } }) as unknown as FastifyRequest;
const byWho = (r: FastifyRequest) => r.headers.who as string | undefined;

describe.each(everyDatabaseKind)('keyed limits counted by rate-limiter-flexible on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const limit = (name: string, max = 3, timeWindowMs = 60_000) =>
    keyedLimit(testApp.app, { name, max, timeWindowMs, key: byWho });

  it('lets `max` hits through, then says how long until the window ends', async () => {
    const three = limit('test-max');
    for (let i = 0; i < 3; i += 1) {
      expect(await three.hit(request('anna'))).toEqual({ exceeded: false, retryAfterSeconds: 0 });
    }
    const refused = await three.hit(request('anna'));
    expect(refused.exceeded).toBe(true);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key, and the same key under another limit's name, count apart.
    expect((await three.hit(request('bjorn'))).exceeded).toBe(false);
    expect((await limit('test-max-other').hit(request('anna'))).exceeded).toBe(false);
  });

  it('neither counts nor limits a request without a key', async () => {
    const one = limit('test-no-key', 1);
    for (let i = 0; i < 3; i += 1) expect((await one.hit(request(undefined))).exceeded).toBe(false);
    const rows = await testApp.database.db
      .selectFrom('rate_limit')
      .select('key')
      .where('key', 'like', 'test-no-key:%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('starts a new window once the last one has ended', async () => {
    const one = limit('test-window', 1, 10_000);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await one.hit(request('anna'))).exceeded).toBe(false);
    expect((await one.hit(request('anna'))).exceeded).toBe(true);
    vi.setSystemTime(Date.now() + 9_000);
    expect((await one.hit(request('anna'))).exceeded).toBe(true);
    vi.setSystemTime(Date.now() + 1_001);
    expect((await one.hit(request('anna'))).exceeded).toBe(false);
  });

  it('fails the request rather than letting it through when the store fails', async () => {
    const one = limit('test-broken', 1);
    await sql`alter table rate_limit rename to rate_limit_away`.execute(testApp.database.db);
    try {
      await expect(one.hit(request('anna'))).rejects.toThrow(/rate_limit/);
    } finally {
      await sql`alter table rate_limit_away rename to rate_limit`.execute(testApp.database.db);
    }
  });

  it('deletes finished windows only', async () => {
    const now = Date.now();
    await testApp.database.db
      .insertInto('rate_limit')
      .values([
        { key: 'test-sweep:ended', points: 2, expire: now - 1 },
        { key: 'test-sweep:running', points: 2, expire: now + 60_000 },
      ])
      .execute();
    await sweepRateLimits(testApp.database.db, now);
    const left = await testApp.database.db
      .selectFrom('rate_limit')
      .select('key')
      .where('key', 'like', 'test-sweep:%')
      .execute();
    expect(left).toEqual([{ key: 'test-sweep:running' }]);
  });

  it('refuses a window that is not whole seconds, which Redis could not keep', () => {
    expect(() => limit('test-fraction', 1, 1_500)).toThrow(/whole seconds/);
  });
});
