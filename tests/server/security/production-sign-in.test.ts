import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { isStaffHost } from '../../../src/domain/hosts';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';
import { MINIMAL_PRODUCTION_ENV } from '../support/production-env';

/** A browser behind the TLS-terminating proxy, which may or may not say X-Forwarded-Proto. */
class ProxiedBrowser extends OAuthBrowser {
  constructor(
    ...args: [...ConstructorParameters<typeof OAuthBrowser>, forwardedProto: string | undefined]
  ) {
    const [app, origin, clientId, audience, forwardedProto] = args;
    super(app, origin, clientId, audience);
    this.forwardedProto = forwardedProto;
  }
  private readonly forwardedProto: string | undefined;
  override request(
    method: 'GET' | 'POST',
    url: string,
    options: Parameters<OAuthBrowser['request']>[2] = {},
  ) {
    const forwarded: Record<string, string> = this.forwardedProto
      ? { 'x-forwarded-proto': this.forwardedProto }
      : {};
    return super.request(method, url, {
      ...options,
      headers: { ...forwarded, ...options.headers },
    });
  }
}

/**
 * A production instance (https addresses, the staff portal on a host of its own name, the proxy
 * in front ending TLS) must start a sign-in for either client, not answer 500.
 */
describe.each(testDatabaseKinds)('a production instance signs in (%s)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the test app makes its own site
    const { publicDir, ...production } = loadConfig({ ...MINIMAL_PRODUCTION_ENV });
    testApp = await createTestApp(kind, production, undefined, { seed: true });
  });
  afterAll(() => testApp.close());

  const clients = [
    { name: 'staff', origin: MINIMAL_PRODUCTION_ENV.STAFF_URL, clientId: 'skjol-staff' },
    { name: 'customer', origin: MINIMAL_PRODUCTION_ENV.SITE_URL, clientId: 'skjol-web' },
  ] as const;
  const browser = (client: (typeof clients)[number], forwardedProto: string | undefined) =>
    new ProxiedBrowser(
      testApp.app,
      client.origin,
      client.clientId,
      client.name === 'staff' ? testApp.config.staffAuthAudience : testApp.config.authAudience,
      forwardedProto,
    );

  describe.each(clients)('the $name client', (client) => {
    it.each([
      ['says https', 'https'],
      ['says http', 'http'],
      ['says nothing', undefined],
    ])(
      'GET /authorize sends the browser to the sign-in page when the proxy %s',
      async (_how, proto) => {
        const start = await browser(client, proto).startSignIn();
        expect(start.response.statusCode, start.response.body.slice(-400)).toBe(303);
        expect(start.uid).toBeTruthy();
        const cookies = [start.response.headers['set-cookie'] ?? []].flat();
        expect(
          cookies.some((c) => c.startsWith(`__Secure-skjol_${client.name}_interaction=`)),
        ).toBe(true);
        const page = await browser(client, proto).request(
          'GET',
          String(start.response.headers.location),
        );
        expect(page.statusCode).not.toBe(500);
      },
    );
  });

  it('signs an employee in on the staff host STAFF_URL names', async () => {
    const staff = clients[0];
    const b = browser(staff, undefined);
    const start = await b.startSignIn({ connection: 'staff' });
    expect(start.uid).toBeTruthy();
    const login = await b.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid!, username: 'sigga', password: 'Starf-1234' },
    });
    expect(login.statusCode).toBeLessThan(500);
  });

  it('logs what went wrong when the provider fails', async () => {
    const provider = testApp.identity.providers.customer!;
    const logged = vi.spyOn(testApp.app.log, 'error');
    const failure = new Error('the grant store is down');
    const find = vi.spyOn(provider.Client, 'find').mockRejectedValueOnce(failure);
    try {
      const start = await browser(clients[1], 'https').startSignIn();
      expect(start.response.statusCode).toBe(500);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: failure, tenant: 'customer' }),
        'sign-in provider failed',
      );
    } finally {
      find.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('the staff host', () => {
  it('is the host STAFF_URL names when it is known, and only that host', () => {
    expect(isStaffHost('starf.skjol.example', 'starf.skjol.example')).toBe(true);
    expect(isStaffHost('STARF.skjol.example', 'starf.skjol.example')).toBe(true);
    expect(isStaffHost('staff.skjol.example', 'starf.skjol.example')).toBe(false);
    expect(isStaffHost('www.skjol.example', 'starf.skjol.example')).toBe(false);
  });

  it('is guessed from the staff. prefix when it is not known', () => {
    expect(isStaffHost('staff.localhost')).toBe(true);
    expect(isStaffHost('starf.skjol.example')).toBe(false);
  });
});
