import { type Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/database';
import { seedDemoData } from '../../../server/db/seed';
import { connectRedis } from '../../../server/redis';
import {
  createMigratedDatabase,
  redisAnswers,
  testDatabaseKinds,
  testRedisUrl,
} from '../support/databases';
import { ANNA, BJORN, PASSWORD, apiStatus, signIn } from './sessions-support';
import { instanceOn, twoInstancesOnSeeded, type Instance } from '../support/instances';

const withRedis = await redisAnswers();

describe.each(testDatabaseKinds)('two server instances on one %s database', (kind) => {
  const servers = twoInstancesOnSeeded(kind);

  it('agree at once that a session signed out on one has ended', async () => {
    const { first, second } = servers;
    const origin = first.config.siteUrl;
    const session = await signIn(first.app, origin, first.config.authAudience, ANNA);
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(200);

    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${session.accessToken}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(401);
    expect(await apiStatus(first.app, origin, session.accessToken)).toBe(401);
  });

  it('agree that a password changed on one ends the sessions signed in on the other', async () => {
    const { first, second } = servers;
    const origin = first.config.siteUrl;
    const here = await signIn(second.app, origin, second.config.authAudience, BJORN);
    const elsewhere = await signIn(first.app, origin, first.config.authAudience, BJORN);
    const change = await second.app.inject({
      method: 'POST',
      url: '/api/user/v1/settings/changepassword/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Annad-lykilord-2026' },
    });
    expect(change.statusCode).toBe(200);
    expect(await apiStatus(first.app, origin, elsewhere.accessToken)).toBe(401);
    expect(await apiStatus(first.app, origin, here.accessToken)).toBe(200);
  });
});

describe.runIf(withRedis)('with REDIS_URL, instances share revocations through Redis', () => {
  let database: DatabaseHandle;
  let redisOfFirst: Redis;
  let redisOfSecond: Redis;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    database = await createMigratedDatabase('pglite');
    await seedDemoData(database.db);
    redisOfFirst = connectRedis(testRedisUrl);
    redisOfSecond = connectRedis(testRedisUrl);
    first = await instanceOn(database, redisOfFirst);
    second = await instanceOn(database, redisOfSecond);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    redisOfFirst.disconnect();
    redisOfSecond.disconnect();
  });

  it('records a sign-out in Redis, with an expiry, and the other instance refuses the token', async () => {
    const origin = first.config.siteUrl;
    const session = await signIn(first.app, origin, first.config.authAudience, ANNA);
    const grantId = String(decodeJwt(session.accessToken).grant_id);
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(200);

    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${session.accessToken}` },
    });
    expect(logout.statusCode).toBe(204);

    const key = `skjol:revoked-grant:customer:${grantId}`;
    const ttl = await redisOfSecond.ttl(key);
    expect(ttl).toBeGreaterThan(3600);
    expect(ttl).toBeLessThanOrEqual(3660);
    // Redis alone holds it, so the refusal below can only come from Redis.
    const inDatabase = await database.db.selectFrom('revoked_grant').selectAll().execute();
    expect(inDatabase).toEqual([]);
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(401);
  });

  it('a refresh token reused on one instance ends the family on the other', async () => {
    const origin = first.config.siteUrl;
    const session = await signIn(first.app, origin, first.config.authAudience, BJORN);
    expect((await session.browser.refresh(session.refreshToken)).statusCode).toBe(200);
    expect((await session.browser.refresh(session.refreshToken)).statusCode).toBe(400);
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(401);
  });
});

describe('when Redis does not answer', () => {
  let database: DatabaseHandle;
  let unreachable: Redis;
  let instance: Instance;

  beforeAll(async () => {
    database = await createMigratedDatabase('pglite');
    await seedDemoData(database.db);
    // Nothing listens on port 1: every command fails at once.
    unreachable = connectRedis('redis://127.0.0.1:1');
    unreachable.on('error', () => undefined);
    instance = await instanceOn(database, unreachable);
  });
  afterAll(async () => {
    await instance.close();
    await database.close();
    unreachable.disconnect();
  });

  it('refuses API calls (503) rather than letting a possibly ended session through', async () => {
    const origin = instance.config.siteUrl;
    const session = await signIn(instance.app, origin, instance.config.authAudience, ANNA);
    const response = await instance.app.inject({
      method: 'GET',
      url: '/api/user/v1/info/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${session.accessToken}` },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().errorCode).toBe('SessionCheckUnavailable');
  });
});
