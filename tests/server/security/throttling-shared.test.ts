import type { FastifyInstance } from 'fastify';
import { type Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../../server/identity/accounts';
import { createIdentity } from '../../../server/identity/identity';
import {
  RESET_MAILS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
} from '../../../server/identity/password-reset.routes';
import { connectRedis } from '../../../server/redis';
import { createTestApp, type TestApp } from '../support/app';
import {
  everyDatabaseKind,
  redisAnswers,
  secondHandleOn,
  testDatabaseKinds,
  testRedisUrl,
} from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

const ANNA = '1201603389';
const BJORN = '0503852139';
const PASSWORD = 'Prufa-1234';
const PROXY = '10.0.0.5';

const withRedis = await redisAnswers();

/**
 * A second instance of the server on the first one's database, as behind a load balancer: on
 * PostgreSQL with a connection pool of its own, closed with the app.
 */
async function secondInstance(first: TestApp, redis?: Redis): Promise<FastifyInstance> {
  const database = secondHandleOn(first.database);
  const identity = await createIdentity(first.config, database.db);
  const app = await buildApp({ config: first.config, database, identity, redis });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

function resetRequest(app: FastifyInstance, ssn: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/user/v1/login/requestcredentials/',
    remoteAddress: PROXY,
    headers,
    payload: { ssn, language: 'is' },
  });
}

async function mailsTo(testApp: TestApp, address: string): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('outbox_mail')
    .select('id')
    .where('to_address', '=', address)
    .execute();
  return rows.length;
}

const strangers = (count: number, series: string) =>
  Array.from({ length: count }, (_, i) => `${series}${String(100000 + i).slice(-6)}`);

describe.each(testDatabaseKinds)('limits shared between instances on %s', (kind) => {
  describe('TRUST_PROXY', () => {
    it('with it, request.ip is the client named by X-Forwarded-For, and limits count that client', async () => {
      const testApp = await createTestApp(kind, { trustProxy: true }, undefined, { seed: true });
      try {
        for (const ssn of strangers(RESET_REQUESTS_PER_ADDRESS, '0303')) {
          await resetRequest(testApp.app, ssn, { 'x-forwarded-for': '203.0.113.9' });
        }
        const event = await testApp.database.db
          .selectFrom('audit_event')
          .select('ip')
          .where('action', '=', 'credentials.requested')
          .executeTakeFirstOrThrow();
        expect(event.ip).toBe('203.0.113.9');
        await resetRequest(testApp.app, BJORN, { 'x-forwarded-for': '203.0.113.9' });
        expect(await mailsTo(testApp, 'bjorn@example.is')).toBe(0);
        // Another client behind the same proxy has its own count.
        await resetRequest(testApp.app, BJORN, { 'x-forwarded-for': '203.0.113.10' });
        expect(await mailsTo(testApp, 'bjorn@example.is')).toBe(1);
      } finally {
        await testApp.close();
      }
    });

    it('without it, X-Forwarded-For is ignored: a client cannot pick its own address', async () => {
      const testApp = await createTestApp(kind, { trustProxy: false }, undefined, { seed: true });
      try {
        const ssns = strangers(RESET_REQUESTS_PER_ADDRESS, '0404');
        for (const [i, ssn] of ssns.entries()) {
          await resetRequest(testApp.app, ssn, { 'x-forwarded-for': `198.51.100.${i + 1}` });
        }
        const ips = await testApp.database.db
          .selectFrom('audit_event')
          .select('ip')
          .distinct()
          .where('action', '=', 'credentials.requested')
          .execute();
        expect(ips).toEqual([{ ip: PROXY }]);
        await resetRequest(testApp.app, BJORN, { 'x-forwarded-for': '198.51.100.250' });
        expect(await mailsTo(testApp, 'bjorn@example.is')).toBe(0);
      } finally {
        await testApp.close();
      }
    });
  });

  describe.runIf(withRedis)('with Redis', () => {
    let redis: Redis;
    let first: TestApp;
    let second: FastifyInstance;
    beforeAll(async () => {
      redis = connectRedis(testRedisUrl);
      // The app's client queues nothing while connecting, so wait until it is ready.
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const stale = await redis.keys('skjol-rate-limit:*');
      if (stale.length > 0) await redis.del(...stale);
      first = await createTestApp(kind, { trustProxy: true }, undefined, { seed: true, redis });
      second = await secondInstance(first, redis);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      redis.disconnect();
    });

    it('counts in Redis, and both instances agree', async () => {
      for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 2; i += 1) {
        const app = i % 2 === 0 ? first.app : second;
        await resetRequest(app, ANNA, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      }
      expect(await mailsTo(first, 'anna@example.is')).toBe(RESET_MAILS_PER_ACCOUNT);
      const keys = await redis.keys('skjol-rate-limit:*reset-account:1201603389');
      expect(keys).toHaveLength(1);
      expect(Number(await redis.get(keys[0]!))).toBe(RESET_MAILS_PER_ACCOUNT + 2);
      const inDatabase = await first.database.db.selectFrom('rate_limit').select('key').execute();
      expect(inDatabase).toEqual([]);
    });
  });
});

/**
 * The counts without Redis go through rate-limiter-flexible's PostgreSQL limiter over each
 * database's own driver (PGlite reads bigint as a number, node-postgres as text), so this runs
 * on both whenever PostgreSQL is there.
 */
describe.each(everyDatabaseKind)('two instances on one %s database', (kind) => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp(kind, { trustProxy: true }, undefined, { seed: true });
    second = await secondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('agree on the set-password mail limit', async () => {
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 2; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      expect(
        (await resetRequest(app, ANNA, { 'x-forwarded-for': `192.0.2.${i + 1}` })).statusCode,
      ).toBe(202);
    }
    expect(await mailsTo(first, 'anna@example.is')).toBe(RESET_MAILS_PER_ACCOUNT);
    // Every request was counted in the one table, whichever instance took it.
    const counted = await first.database.db
      .selectFrom('rate_limit')
      .select('points')
      .where('key', '=', `reset-account:${ANNA}`)
      .executeTakeFirstOrThrow();
    expect(counted.points).toBe(RESET_MAILS_PER_ACCOUNT + 2);
  });

  it('agree on sign-in failures', async () => {
    const browserOn = (app: FastifyInstance) =>
      new OAuthBrowser(app, first.config.siteUrl, 'skjol-web', first.config.authAudience);
    const attempt = async (app: FastifyInstance, password: string) => {
      const b = browserOn(app);
      const start = await b.startSignIn();
      return b.request('POST', `/interaction/${start.uid}/login/password/`, {
        form: { interaction: start.uid!, ssn: BJORN, password },
        headers: { accept: 'application/json', 'x-forwarded-for': '192.0.2.99' },
      });
    };
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      expect((await attempt(app, `wrong-${i}`)).statusCode).toBe(401);
    }
    // Failures on either instance count: the one that saw fewer than five still says wait.
    expect((await attempt(second, PASSWORD)).statusCode).toBe(401);
  });
});
