import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElectronicIdProvider } from '../../../server/eid/eid';
import { createSimulatedEid } from '../../../server/eid/simulated-eid';
import {
  EID_STARTS_PER_CLIENT_IP,
  EID_STARTS_PER_PHONE,
  EID_THROTTLE_WINDOW_MINUTES,
} from '../../../server/eid/throttle';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

describe.each(testDatabaseKinds)('mobile ID sign-in starts are limited (%s)', (kind) => {
  let testApp: TestApp;
  /** Phone numbers the provider was actually asked to send a request to. */
  const asked: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(
      kind,
      // Behind a proxy, as in production: the client's address comes from X-Forwarded-For.
      { trustProxy: true },
      undefined,
      { seed: true },
    );
    const simulated = createSimulatedEid(testApp.database.db);
    const counting: ElectronicIdProvider = {
      start(phone, code) {
        asked.push(phone);
        return simulated.start(phone, code);
      },
      status: (reference) => simulated.status(reference),
    };
    testApp.identity.eid = counting;
  }, 120_000);
  afterAll(() => testApp?.close());

  async function signInPage() {
    const b = new OAuthBrowser(
      testApp.app,
      testApp.config.siteUrl,
      'skjol-web',
      testApp.config.authAudience,
    );
    const start = await b.startSignIn();
    return {
      start: (phone: string, ip: string, headers: Record<string, string> = {}) =>
        b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
          form: { interaction: start.uid!, phone },
          headers: { 'x-forwarded-for': ip, ...headers },
        }),
    };
  }

  const throttledEvents = () =>
    testApp.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'signIn.throttled')
      .orderBy('id')
      .execute();

  it('allows a few starts per phone number, then answers 429 translated, from any address', async () => {
    expect(EID_STARTS_PER_PHONE).toBe(5);
    expect(EID_THROTTLE_WINDOW_MINUTES).toBe(15);
    const page = await signInPage();
    for (let i = 0; i < EID_STARTS_PER_PHONE; i += 1) {
      expect((await page.start('611 1234', '203.0.113.1')).statusCode).toBe(200);
    }
    const refused = await page.start('611-1234', '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(
      'Of margar beiðnir um rafræn skilríki á stuttum tíma. Reyndu aftur eftir 15 mínútur.',
    );
    expect(refused.body).toContain('value="611-1234"');

    // Another address does not help the same phone…
    const elsewhere = await page.start('6111234', '198.51.100.7', { accept: 'application/json' });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().errorCode).toBe('MobileIdThrottled');
    // …and does not hold back a different phone from another address, or from the same one.
    expect((await page.start('622 2345', '198.51.100.7')).statusCode).toBe(200);
    expect((await page.start('633 3456', '203.0.113.1')).statusCode).toBe(200);

    expect(asked.filter((phone) => phone === '6111234')).toHaveLength(EID_STARTS_PER_PHONE);
    const events = await throttledEvents();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      actor: null,
      ip: '203.0.113.1',
      detail: { method: 'mobile', limit: 'phone' },
    });
    expect(events[1]).toMatchObject({ ip: '198.51.100.7' });
  });

  it('counts only the window: starts older than it no longer hold a phone back', async () => {
    const page = await signInPage();
    for (let i = 0; i < EID_STARTS_PER_PHONE; i += 1)
      expect((await page.start('644 0001', '192.0.2.50')).statusCode).toBe(200);
    expect((await page.start('644 0001', '192.0.2.50')).statusCode).toBe(429);
    await testApp.database.db
      .updateTable('eid_request')
      .set({
        created_at: sql<Date>`now() - make_interval(mins => ${EID_THROTTLE_WINDOW_MINUTES + 1})`,
      })
      .where('phone', '=', '6440001')
      .execute();
    expect((await page.start('644 0001', '192.0.2.50')).statusCode).toBe(200);
  });

  it('allows more starts per address, then answers 429 there; another address is not blocked', async () => {
    expect(EID_STARTS_PER_CLIENT_IP).toBe(20);
    const page = await signInPage();
    const ip = '192.0.2.77';
    for (let i = 0; i < EID_STARTS_PER_CLIENT_IP; i += 1) {
      const phone = `65${String(i).padStart(5, '0')}`;
      expect((await page.start(phone, ip)).statusCode).toBe(200);
    }
    const refused = await page.start('6599999', ip, { accept: 'application/json' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'MobileIdThrottled',
      message:
        'Of margar beiðnir um rafræn skilríki á stuttum tíma. Reyndu aftur eftir 15 mínútur.',
    });
    expect(asked).not.toContain('6599999');
    expect((await throttledEvents()).at(-1)).toMatchObject({
      ip,
      detail: { method: 'mobile', limit: 'clientIp' },
    });
    expect((await page.start('6599999', '192.0.2.78')).statusCode).toBe(200);
  });

  it('lets no more than the limit through when starts for one phone arrive at once', async () => {
    const page = await signInPage();
    const answers = await Promise.all(
      Array.from({ length: EID_STARTS_PER_PHONE * 2 }, (_, i) =>
        page.start('677 7777', `198.18.0.${i + 1}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(EID_STARTS_PER_PHONE);
    expect(codes.filter((code) => code === 429)).toHaveLength(EID_STARTS_PER_PHONE);
  });
});
