import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { demoId } from '../../../server/db/seed-portal';
import { EidProviderError } from '../../../server/eid/eid';
import { createHttpEid } from '../../../server/eid/http-eid';
import { SIGNING_API } from '../../../src/domain/api/signing-rules';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { EidProviderSimulator, type ResultClaims } from '../support/eid-provider-simulator';
import { OAuthBrowser } from '../support/oauth';
import { MINIMAL_PRODUCTION_ENV } from '../support/production-env';

const ANNA = '1201603389';
const BJORN = '0503852139';
const ANNA_PHONE = '+3546111234';
const BJORN_PHONE = '+3546222345';
const CLIENT_ID = 'skjol-test-client';
const SECRET = 'a-shared-secret-of-at-least-32-characters';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds)('mobile ID through an HTTP provider (%s)', (kind) => {
  let simulator: EidProviderSimulator;
  let testApp: TestApp;

  beforeAll(async () => {
    simulator = new EidProviderSimulator({
      clientId: CLIENT_ID,
      secret: SECRET,
      subscribers: { [ANNA_PHONE]: ANNA, [BJORN_PHONE]: BJORN },
    });
    await simulator.start();
    // As the operator configures it: EID_PROVIDER=http with the provider's URL and credentials.
    const config = loadConfig({
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      EID_PROVIDER: 'http',
      EID_PROVIDER_URL: simulator.url,
      EID_PROVIDER_CLIENT_ID: CLIENT_ID,
      EID_PROVIDER_SECRET: SECRET,
    });
    testApp = await createTestApp(
      kind,
      {
        eidProvider: config.eidProvider,
        eidProviderUrl: config.eidProviderUrl,
        eidProviderClientId: config.eidProviderClientId,
        eidProviderSecret: config.eidProviderSecret,
      },
      undefined,
      { seed: true },
    );
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await simulator?.stop();
  });
  afterEach(async () => {
    simulator.forgeResult = undefined;
    simulator.failWith = undefined;
    // Each test starts under the start limits (eid-throttle.test.ts proves those).
    await testApp.database.db.deleteFrom('eid_request').execute();
  });

  const browser = () =>
    new OAuthBrowser(testApp.app, testApp.config.siteUrl, 'skjol-web', testApp.config.authAudience);

  async function startMobile(phone: string, extra: Record<string, string> = {}) {
    const b = browser();
    const start = await b.startSignIn({ ui_locales: 'en' });
    const uid = start.uid!;
    const begin = await b.request('POST', `/interaction/${uid}/login/mobile/`, {
      form: { interaction: uid, phone, ...extra },
    });
    const requestId = /name="requestId" value="([^"]+)"/.exec(begin.body)?.[1];
    const verificationCode = /data-testid="verification-code">(\d{4})</.exec(begin.body)?.[1];
    const poll = (form: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      b.request('POST', `/interaction/${uid}/login/mobile/`, {
        form: { interaction: uid, requestId: requestId!, ...form },
        headers,
      });
    return { b, start, uid, begin, requestId, verificationCode, poll };
  }

  async function auditEvents(action: string) {
    return testApp.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  }

  it('signs a customer in end to end: start, pending, approval on the phone, tokens for the signed kennitala', async () => {
    const visitor = browser();
    const page = await visitor.startSignIn();
    const signInPage = await visitor.request('GET', `/interaction/${page.uid}?method=mobile`);
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).toContain(`action="/interaction/${page.uid}/login/mobile/"`);

    // Fields a browser could add to name someone else are ignored: only the provider names who.
    const flow = await startMobile('611 1234', { ssn: BJORN, kennitala: BJORN });
    expect(flow.begin.statusCode).toBe(200);
    expect(flow.verificationCode).toMatch(/^\d{4}$/);
    const started = simulator.calls.findLast((call) => call.method === 'POST');
    expect(started).toMatchObject({
      path: '/v1/authentications',
      authorized: true,
      body: { phoneNumber: ANNA_PHONE, verificationCode: flow.verificationCode },
    });

    const pending = await flow.poll({}, { accept: 'application/json' });
    expect(pending.json()).toEqual({ status: 'pending' });

    simulator.approve(simulator.latestFor(ANNA_PHONE)!.reference);
    const done = await flow.poll({ ssn: BJORN, kennitala: BJORN });
    expect(done.statusCode).toBe(303);
    const { code } = await flow.b.followToCode(
      String(done.headers.location),
      flow.start.redirectUri,
    );
    const tokens = (
      await flow.b.exchangeCode(code!, flow.start.verifier, flow.start.redirectUri)
    ).json();
    expect(decodeJwt(tokens.access_token).ssn).toBe(ANNA);

    const request = await testApp.database.db
      .selectFrom('eid_request')
      .selectAll()
      .where('id', '=', flow.requestId!)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'approved', kennitala: ANNA });
    const succeeded = (await auditEvents('signIn.succeeded')).at(-1);
    expect(succeeded).toMatchObject({ actor: ANNA, detail: { method: 'mobile' } });

    // The approval is used once: asking again about the finished request signs no one in.
    const again = await flow.poll();
    expect(again.statusCode).toBe(400);
  });

  async function refusedWith(forge: (claims: ResultClaims) => Promise<string>) {
    const flow = await startMobile('611 1234');
    expect(flow.begin.statusCode).toBe(200);
    simulator.approve(simulator.latestFor(ANNA_PHONE)!.reference);
    simulator.forgeResult = forge;
    const outcome = await flow.poll();
    const request = await testApp.database.db
      .selectFrom('eid_request')
      .select(['status', 'kennitala'])
      .where('id', '=', flow.requestId!)
      .executeTakeFirstOrThrow();
    const failure = (await auditEvents('signIn.failed')).at(-1);
    return { outcome, request, failure };
  }

  const refusals: [string, (claims: ResultClaims) => Promise<string>][] = [
    ['signed with another key', (claims) => simulator.sign(claims, { key: 'x'.repeat(40) })],
    [
      'expired',
      (claims) =>
        simulator.sign(claims, { issuedAt: Math.floor(Date.now() / 1000) - 600, expiresIn: 120 }),
    ],
    [
      'issued long ago',
      (claims) =>
        simulator.sign(claims, { issuedAt: Math.floor(Date.now() / 1000) - 3600, expiresIn: 7200 }),
    ],
    [
      'for another reference',
      (claims) => simulator.sign({ ...claims, ref: 'another-reference-123' }),
    ],
    ['for another audience', (claims) => simulator.sign({ ...claims, aud: 'another-client' })],
    ['from another issuer', (claims) => simulator.sign({ ...claims, iss: 'https://evil.example' })],
    [
      'without a reference',
      (claims) => simulator.sign({ ...claims, ref: undefined } as unknown as ResultClaims),
    ],
    [
      'unsigned (alg none)',
      async (claims) => {
        const now = Math.floor(Date.now() / 1000);
        return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, iat: now, exp: now + 120 })}.`;
      },
    ],
    [
      'with its kennitala changed after signing',
      async (claims) => {
        const [header, , signature] = (await simulator.sign(claims)).split('.');
        const now = Math.floor(Date.now() / 1000);
        return `${header}.${encode({ ...claims, sub: BJORN, iat: now, exp: now + 120 })}.${signature}`;
      },
    ],
    ['that is not a JWS at all', async () => 'not-a-token'],
  ];

  it.each(refusals)(
    'refuses a result %s, signs no one in and audits the failure',
    async (_, forge) => {
      const { outcome, request, failure } = await refusedWith(forge);
      expect(outcome.statusCode).toBe(401);
      expect(outcome.headers.location).toBeUndefined();
      expect(outcome.body).toContain('The sign-in was declined or it expired');
      expect(request).toEqual({ status: 'rejected', kennitala: null });
      expect(failure).toMatchObject({
        actor: null,
        detail: { method: 'mobile', outcome: 'rejected', reason: 'invalidResult' },
      });
    },
  );

  it('answers a declined request as declined, audited', async () => {
    const flow = await startMobile('611 1234');
    simulator.decline(simulator.latestFor(ANNA_PHONE)!.reference);
    const outcome = await flow.poll({}, { accept: 'application/json' });
    expect(outcome.statusCode).toBe(401);
    expect(outcome.json().errorCode).toBe('mobileRejected');
    expect((await auditEvents('signIn.failed')).at(-1)).toMatchObject({
      detail: { method: 'mobile', outcome: 'rejected' },
    });
  });

  it('turns a provider outage into a translated 502, never a 500, at the start and while polling', async () => {
    simulator.failWith = 503;
    const b = browser();
    const start = await b.startSignIn();
    const page = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '611 1234' },
    });
    expect(page.statusCode).toBe(502);
    expect(page.body).toContain('Ekki náðist samband við þjónustu rafrænna skilríkja');
    const json = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '611 1234', language: 'en' },
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(502);
    expect(json.json()).toMatchObject({
      errorCode: 'MobileIdProviderFailed',
      message: 'We could not reach the electronic ID service. Please try again in a moment.',
    });
    expect((await auditEvents('signIn.failed')).at(-1)).toMatchObject({
      detail: { method: 'mobile', outcome: 'providerError' },
    });

    simulator.failWith = undefined;
    const flow = await startMobile('611 1234');
    simulator.failWith = 500;
    const poll = await flow.poll({}, { accept: 'application/json' });
    expect(poll.statusCode).toBe(502);
    expect(poll.json().errorCode).toBe('MobileIdProviderFailed');
    // A passing outage does not lose the request: once the provider is back it completes.
    simulator.failWith = undefined;
    simulator.approve(simulator.latestFor(ANNA_PHONE)!.reference);
    expect((await flow.poll()).statusCode).toBe(303);
  });

  it('signs a document through the same provider, and only with the signed-in customer’s own ID', async () => {
    const tokens = await browser().signInWithPassword(ANNA, 'Prufa-1234');
    const call = (url: string, json: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: {
          host: new URL(testApp.config.siteUrl).host,
          authorization: `Bearer ${tokens.access_token}`,
        },
        payload: json as object,
      });
    const id = demoId('signable:anna-direct-debit');
    const started = await call(SIGNING_API.signMobile, { id, phone: '622 2345' });
    expect(started.statusCode).toBe(200);
    simulator.approve(simulator.latestFor(BJORN_PHONE)!.reference);
    // Björn approved on his phone, but the signed-in customer is Anna: no signature.
    const other = await call(SIGNING_API.signStatus, { requestId: started.json().requestId });
    expect(other.json()).toEqual({ status: 'rejected' });

    const own = await call(SIGNING_API.signMobile, { id, phone: '611 1234' });
    simulator.failWith = 502;
    const outage = await call(SIGNING_API.signStatus, { requestId: own.json().requestId });
    expect(outage.statusCode).toBe(502);
    expect(outage.json().errorCode).toBe('MobileIdProviderFailed');
    simulator.failWith = undefined;
    simulator.approve(simulator.latestFor(ANNA_PHONE)!.reference);
    const signed = await call(SIGNING_API.signStatus, { requestId: own.json().requestId });
    expect(signed.json()).toMatchObject({ status: 'signed', document: { id } });
  });
});

describe('the HTTP mobile-ID adapter on its own', () => {
  let simulator: EidProviderSimulator;
  beforeAll(async () => {
    simulator = new EidProviderSimulator({
      clientId: CLIENT_ID,
      secret: SECRET,
      subscribers: { [ANNA_PHONE]: ANNA },
    });
    await simulator.start();
  });
  afterAll(() => simulator.stop());

  it('gives up on a slow provider after its timeout with a provider error', async () => {
    const eid = createHttpEid({
      baseUrl: simulator.url,
      clientId: CLIENT_ID,
      secret: SECRET,
      timeoutMs: 200,
    });
    simulator.delayMs = 1_000;
    const began = Date.now();
    await expect(eid.start('6111234', '1234')).rejects.toBeInstanceOf(EidProviderError);
    expect(Date.now() - began).toBeLessThan(900);
    simulator.delayMs = 0;
  });

  it('is refused by the provider with wrong credentials, which is a provider error', async () => {
    const eid = createHttpEid({
      baseUrl: simulator.url,
      clientId: CLIENT_ID,
      secret: 'not-the-secret-but-long-enough-anyway',
    });
    await expect(eid.start('6111234', '1234')).rejects.toBeInstanceOf(EidProviderError);
    expect(simulator.calls.at(-1)?.authorized).toBe(false);
  });

  it('treats a reference the provider does not know, or a malformed one, as rejected', async () => {
    const eid = createHttpEid({ baseUrl: simulator.url, clientId: CLIENT_ID, secret: SECRET });
    expect(await eid.status('unknown-reference-1234')).toEqual({
      status: 'rejected',
      reason: 'unknownReference',
    });
    const calls = simulator.calls.length;
    expect(await eid.status('../../admin')).toEqual({
      status: 'rejected',
      reason: 'unknownReference',
    });
    expect(simulator.calls.length).toBe(calls);
  });
});

describe('EID_PROVIDER=http configuration', () => {
  it('names every missing setting of the provider and stops', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'test', EID_PROVIDER: 'http' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        'EID_PROVIDER_URL must be set when EID_PROVIDER=http',
        'EID_PROVIDER_SECRET must be set when EID_PROVIDER=http',
        'EID_PROVIDER_CLIENT_ID must be set when EID_PROVIDER=http',
      ]),
    );
  });

  it('speaks to the provider only over https in production', () => {
    const provider = {
      EID_PROVIDER: 'http',
      EID_PROVIDER_CLIENT_ID: CLIENT_ID,
      EID_PROVIDER_SECRET: SECRET,
    };
    expect(() =>
      loadConfig({
        ...MINIMAL_PRODUCTION_ENV,
        ...provider,
        EID_PROVIDER_URL: 'http://eid.example',
      }),
    ).toThrow(/EID_PROVIDER_URL must be https in production/);
    expect(
      loadConfig({
        ...MINIMAL_PRODUCTION_ENV,
        ...provider,
        EID_PROVIDER_URL: 'https://eid.example',
      }).eidProvider,
    ).toBe('http');
  });
});
