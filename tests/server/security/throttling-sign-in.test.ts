import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
} from '../../../server/identity/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

const ANNA = '1201603389';
const BJORN = '0503852139';
const PASSWORD = 'Prufa-1234';
const ATTACKER = '198.51.100.66';
const VICTIM_HOME = '203.0.113.10';

describe.each(testDatabaseKinds)('sign-in throttling on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Behind the load balancer, the client's address comes from X-Forwarded-For.
    testApp = await createTestApp(kind, { trustProxy: true }, undefined, { seed: true });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.db.deleteFrom('sign_in_attempt').execute();
  });

  const customer = () =>
    new OAuthBrowser(testApp.app, testApp.config.siteUrl, 'skjol-web', testApp.config.authAudience);
  const staff = () =>
    new OAuthBrowser(
      testApp.app,
      testApp.config.staffUrl,
      'skjol-staff',
      testApp.config.staffAuthAudience,
    );

  /** One sign-in interaction at an address; `attempt` posts a password the way scripts do. */
  async function signInAt(ip: string, tenant: 'customer' | 'staff' = 'customer') {
    const b = tenant === 'customer' ? customer() : staff();
    const start = await b.startSignIn(
      tenant === 'staff'
        ? { scope: 'openid profile email impersonate offline_access', connection: 'staff' }
        : {},
    );
    if (!start.uid) throw new Error('no interaction');
    const path = tenant === 'customer' ? 'password' : 'employee';
    const field = tenant === 'customer' ? 'ssn' : 'username';
    return async (identifier: string, password: string) => {
      const started = performance.now();
      const response = await b.request('POST', `/interaction/${start.uid}/login/${path}/`, {
        form: { interaction: start.uid!, [field]: identifier, password },
        headers: { accept: 'application/json', 'x-forwarded-for': ip },
      });
      return { response, ms: performance.now() - started };
    };
  }

  /**
   * The waits are seconds long; on a loaded machine a test step can take that long too. Dating an
   * account's attempts to this instant keeps "right after the failures" true however slow we are.
   */
  async function asIfJustNow(accountKey: string) {
    await testApp.database.db
      .updateTable('sign_in_attempt')
      .set({ occurred_at: sql<Date>`now()` })
      .where('account_key', '=', accountKey)
      .execute();
  }

  it('hammering one account from one address neither locks its owner out elsewhere nor blocks another account at that address', async () => {
    const attacker = await signInAt(ATTACKER);
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS + 15; i += 1) {
      const { response } = await attacker(ANNA, `guess-${i}`);
      expect(response.statusCode).toBe(401);
    }
    // Even the right password from the attacker's address is answered as a wrong one now.
    await asIfJustNow(ANNA);
    const { response: guessed } = await attacker(ANNA, PASSWORD);
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toMatchObject({ errorCode: 'invalidCredentials' });

    // Anna at home signs in at once.
    const anna = await signInAt(VICTIM_HOME);
    const { response: home } = await anna(ANNA, PASSWORD);
    expect(home.statusCode).toBe(200);
    expect(home.json()).toHaveProperty('redirectTo');

    // Björn behind the same NAT as the attacker signs in too.
    const bjorn = await signInAt(ATTACKER);
    const { response: neighbour } = await bjorn(BJORN, PASSWORD);
    expect(neighbour.statusCode).toBe(200);

    const db = testApp.database.db;
    const locked = await db
      .selectFrom('audit_event')
      .select(['actor', 'ip', 'detail'])
      .where('action', '=', 'signIn.locked')
      .execute();
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((event) => event.actor === ANNA && event.ip === ATTACKER)).toBe(true);
  });

  it('answers a waiting account exactly as a wrong password: status, body and time', async () => {
    const wrong = await signInAt('192.0.2.1');
    const waiting = await signInAt('192.0.2.2');
    // Ten recent wrong passwords from this address: a wait of a minute, longer than this test.
    await testApp.database.db
      .insertInto('sign_in_attempt')
      .values(
        Array.from({ length: FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS + 5 }, () => ({
          ip: '192.0.2.2',
          account_key: ANNA,
          succeeded: false,
        })),
      )
      .execute();

    const wrongTimes: number[] = [];
    const waitingTimes: number[] = [];
    let wrongBody = '';
    let waitingBody = '';
    for (let i = 0; i < 7; i += 1) {
      // A wrong password from a fresh address: each address fails once, so none waits.
      const fresh = i === 0 ? wrong : await signInAt(`192.0.2.${100 + i}`);
      const a = await fresh(BJORN, `wrong-${i}`);
      const b = await waiting(ANNA, i === 3 ? PASSWORD : `x-more-${i}`);
      expect(a.response.statusCode).toBe(401);
      expect(b.response.statusCode).toBe(401);
      expect(b.response.headers['content-type']).toBe(a.response.headers['content-type']);
      wrongBody = a.response.body;
      waitingBody = b.response.body;
      expect(waitingBody).toBe(wrongBody);
      wrongTimes.push(a.ms);
      waitingTimes.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]!;
    // The decoy hash runs on the waiting path too; without it this answers in a few ms.
    const wrongMedian = median(wrongTimes);
    expect(median(waitingTimes)).toBeGreaterThan(wrongMedian * 0.5);
    expect(median(waitingTimes)).toBeLessThan(wrongMedian * 2 + 50);
    const refused = await testApp.database.db
      .selectFrom('sign_in_attempt')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_key', '=', ANNA)
      .where('checked', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(refused.count)).toBe(7);
  });

  it('makes the account itself wait when many addresses guess it, however each address behaves', async () => {
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i += 1) {
      const guesser = await signInAt(`198.18.0.${i + 1}`);
      expect((await guesser(BJORN, `spray-${i}`)).response.statusCode).toBe(401);
    }
    const fromElsewhere = await signInAt('198.18.1.1');
    await asIfJustNow(BJORN);
    const { response } = await fromElsewhere(BJORN, PASSWORD);
    expect(response.statusCode).toBe(401);
    const event = await testApp.database.db
      .selectFrom('audit_event')
      .select('detail')
      .where('action', '=', 'signIn.locked')
      .where('ip', '=', '198.18.1.1')
      .executeTakeFirstOrThrow();
    expect(event.detail).toMatchObject({ rule: 'account' });
  });

  it('lets the address try again once the wait has passed', async () => {
    const tries = await signInAt('192.0.2.50');
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) await tries(ANNA, `x-${i}`);
    await asIfJustNow(ANNA);
    expect((await tries(ANNA, PASSWORD)).response.statusCode).toBe(401);
    // Time passes: move the attempts back beyond the first wait.
    await testApp.database.db
      .updateTable('sign_in_attempt')
      .set({ occurred_at: new Date(Date.now() - 60_000) })
      .execute();
    expect((await tries(ANNA, PASSWORD)).response.statusCode).toBe(200);
  });

  it('throttles staff the same way, per username and address', async () => {
    const attacker = await signInAt(ATTACKER, 'staff');
    for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1)
      expect((await attacker('sigga', `guess-${i}`)).response.statusCode).toBe(401);
    await asIfJustNow('staff:sigga');
    const { response: right } = await attacker('sigga', 'Starf-1234');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ errorCode: 'staffInvalidCredentials' });
    const office = await signInAt('203.0.113.200', 'staff');
    expect((await office('sigga', 'Starf-1234')).response.statusCode).toBe(200);
    const actions = await testApp.database.db
      .selectFrom('audit_event')
      .select('action')
      .where('actor', '=', 'staff:sigga')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staffSignIn.failed', 'staffSignIn.locked', 'staffSignIn.succeeded']),
    );
  });

  it('turns an address away with "too many attempts" past its generous cap, and only that address', async () => {
    // The cap counts failures of any kind; fill it directly rather than hashing 300 passwords.
    await testApp.database.db
      .insertInto('sign_in_attempt')
      .values(
        Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => ({
          ip: ATTACKER,
          account_key: `0101${String(i).padStart(6, '0')}`,
          succeeded: false,
        })),
      )
      .execute();
    const capped = await signInAt(ATTACKER);
    const { response } = await capped(BJORN, PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ errorCode: 'tooManyAttempts' });
    const other = await signInAt(VICTIM_HOME);
    expect((await other(BJORN, PASSWORD)).response.statusCode).toBe(200);
    const throttled = await testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'detail'])
      .where('action', '=', 'signIn.throttled')
      .executeTakeFirstOrThrow();
    expect(throttled).toMatchObject({ actor: BJORN, detail: { rule: 'address' } });
  });
});
