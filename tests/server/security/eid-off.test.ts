import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { demoId } from '../../../server/db/seed-portal';
import { electronicIdFor } from '../../../server/eid/choose';
import { SIGNING_API } from '../../../src/domain/api/signing-rules';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

const ANNA = '1201603389';

describe.each(testDatabaseKinds)('mobile ID switched off (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Outside demo mode EID_PROVIDER defaults to off.
    const { eidProvider } = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'false' });
    expect(eidProvider).toBe('off');
    testApp = await createTestApp(kind, { eidProvider }, undefined, { seed: true });
  }, 120_000);
  afterAll(() => testApp?.close());

  const browser = () =>
    new OAuthBrowser(testApp.app, testApp.config.siteUrl, 'skjol-web', testApp.config.authAudience);

  it('builds no electronic ID at all', () => {
    expect(testApp.identity.eid).toBeNull();
    expect(electronicIdFor(testApp.config, testApp.database.db)).toBeNull();
  });

  it('does not offer mobile ID on the sign-in page, even when asked for it', async () => {
    const b = browser();
    const start = await b.startSignIn();
    for (const query of ['', '?method=mobile', '?lang=en&method=mobile']) {
      const page = await b.request('GET', `/interaction/${start.uid}${query}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`action="/interaction/${start.uid}/login/password/"`);
      expect(page.body).not.toContain('/login/mobile/');
      expect(page.body).not.toContain('method=mobile');
      expect(page.body).not.toMatch(/Rafræn skilríki í síma|Electronic ID on your phone/);
    }
  });

  it('answers the mobile sign-in endpoints 503 MobileIdUnavailable, translated, and starts nothing', async () => {
    const b = browser();
    const start = await b.startSignIn({ ui_locales: 'en' });
    const page = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '611 1234' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain(
      'Electronic ID on your phone is not available at the moment. Sign in with your national ID number and password.',
    );
    expect(page.body).not.toContain('/login/mobile/');

    const json = await b.request('POST', `/interaction/${start.uid}/login/mobile/`, {
      form: { interaction: start.uid!, phone: '611 1234', language: 'is' },
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({
      errorCode: 'MobileIdUnavailable',
      message:
        'Rafræn skilríki í síma eru ekki í boði eins og er. Skráðu þig inn með kennitölu og lykilorði.',
    });

    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/mobile/',
      headers: { host: new URL(testApp.config.siteUrl).host, accept: 'application/json' },
      payload: { phone: '6111234', requestId: 'anything' },
    });
    expect(api.statusCode).toBe(503);
    expect(api.json().errorCode).toBe('MobileIdUnavailable');

    const rows = await testApp.database.db.selectFrom('eid_request').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('answers signing a document with mobile ID 503 MobileIdUnavailable', async () => {
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
    const started = await call(SIGNING_API.signMobile, {
      id: demoId('signable:anna-direct-debit'),
      phone: '611 1234',
    });
    expect(started.statusCode).toBe(503);
    expect(started.headers['content-type']).toContain('application/problem+json');
    expect(started.json().errorCode).toBe('MobileIdUnavailable');
    const status = await call(SIGNING_API.signStatus, {
      requestId: '00000000-0000-4000-8000-000000000000',
    });
    expect(status.statusCode).toBe(503);
    expect(status.json().errorCode).toBe('MobileIdUnavailable');
  });

  it('never runs the simulator outside demo mode, however it is asked', () => {
    expect(() =>
      electronicIdFor(
        { ...testApp.config, demoMode: false, eidProvider: 'simulator' },
        testApp.database.db,
      ),
    ).toThrow(/only in demo mode/);
  });
});
