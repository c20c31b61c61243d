import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR } from '../../server/identity/second-factor';
import type { StaffUserWithPassword } from '../../src/domain/api/staff-admin';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseKinds } from './support/databases';
import { OAuthBrowser } from './support/oauth';
import { startPortalApp, staffToken, type PortalApp } from './portal-helpers';

const PASSWORD = 'Starf-1234';

/** A staff browser through the password step; what comes back is the second step's page (or on). */
async function passwordStep(testApp: TestApp, username: string, password = PASSWORD) {
  const browser = new OAuthBrowser(
    testApp.app,
    testApp.config.staffUrl,
    'skjol-staff',
    testApp.config.staffAuthAudience,
  );
  const start = await browser.startSignIn();
  const uid = start.uid!;
  const page = await browser.request('POST', `/interaction/${uid}/login/employee/`, {
    form: { interaction: uid, username, password },
  });
  return {
    page,
    sendCode: (code: string) =>
      browser.request('POST', `/interaction/${uid}/login/totp/`, {
        form: { interaction: uid, code },
      }),
    /** Follows a finished sign-in to its tokens. */
    tokens: async (location: string) => {
      const { code } = await browser.followToCode(location, start.redirectUri);
      const exchanged = await browser.exchangeCode(code!, start.verifier, start.redirectUri);
      return exchanged.json<{ access_token: string; refresh_token: string }>();
    },
    reopen: (query: string) => browser.request('GET', `/interaction/${uid}?${query}`),
    refresh: (refreshToken: string) => browser.refresh(refreshToken),
  };
}

const secretOn = (html: string) => /data-secret="([A-Z2-7]+)"/.exec(html)?.[1];
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
/** A code that is certainly not the right one now (nor a step either side). */
const wrongCode = async (secret: string) => {
  const near = new Set(await Promise.all([-30, 0, 30].map((offset) => codeAt(secret, offset))));
  let candidate = 123456;
  while (near.has(String(candidate))) candidate += 1;
  return String(candidate);
};

describe.each(testDatabaseKinds)('staff second factor outside demo mode on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(
      kind,
      { demoMode: false, eidProvider: 'off', vehicleRegister: 'off' },
      undefined,
      { seed: true },
    );
  });
  afterAll(() => testApp.close());

  const staffRow = (username: string) =>
    testApp.database.db
      .selectFrom('staff_user')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  it('has Full staff enrol at their first sign-in (QR code and the secret), refuses a wrong code, and signs in with the right one', async () => {
    const signIn = await passwordStep(testApp, 'sigga');
    expect(signIn.page.statusCode).toBe(200);
    expect(signIn.page.body).toContain('Settu upp tveggja þrepa innskráningu');
    expect(signIn.page.body).toMatch(/<figure class="qr" role="img" aria-label="[^"]+"><svg/);
    const secret = secretOn(signIn.page.body)!;
    expect(secret.length).toBeGreaterThanOrEqual(26);
    expect((await staffRow('sigga')).totp_secret).toBeNull();

    const wrong = await signIn.sendCode(await wrongCode(secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Kóðinn er ekki réttur');
    // The same secret again (a wrong code does not make a new one to scan).
    expect(secretOn(wrong.body)).toBe(secret);

    // Spaced as some apps show it.
    const code = await codeAt(secret);
    const right = await signIn.sendCode(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.statusCode).toBe(303);
    const tokens = await signIn.tokens(String(right.headers.location));
    const me = await testApp.app.inject({
      url: '/api/staff/v1/home/',
      headers: {
        host: new URL(testApp.config.staffUrl).host,
        authorization: `Bearer ${tokens.access_token}`,
      },
    });
    expect(me.statusCode).toBe(200);
    const row = await staffRow('sigga');
    expect(row.totp_secret).toBe(secret);
    expect(row.totp_enrolled_at).not.toBeNull();
    const actions = await testApp.database.db
      .selectFrom('audit_event')
      .select('action')
      .where('actor', '=', 'staff:sigga')
      .execute();
    expect(actions.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'staffSignIn.secondFactorFailed',
        'staffSignIn.secondFactorEnrolled',
      ]),
    );

    // Enrolled: the next sign-in asks for a code only, and the code just used is refused.
    const again = await passwordStep(testApp, 'sigga');
    expect(again.page.statusCode).toBe(200);
    expect(again.page.body).toContain('Staðfestingarkóði');
    expect(again.page.body).not.toContain('<svg');
    expect((await again.sendCode(code)).statusCode).toBe(401);
    // The page in English keeps the step.
    const english = await again.reopen('lang=en');
    expect(english.body).toContain('Verification code');
    const next = await again.sendCode(await codeAt(secret, 30));
    expect(next.statusCode).toBe(303);
  });

  it('lets Readonly staff sign in with the password alone', async () => {
    const signIn = await passwordStep(testApp, 'lesa');
    expect(signIn.page.statusCode).toBe(303);
  });

  it('ends the sign-in after five wrong codes, and counts them against the account', async () => {
    const signIn = await passwordStep(testApp, 'stjori');
    const secret = secretOn(signIn.page.body)!;
    const wrong = await wrongCode(secret);
    for (let attempt = 1; attempt < SECOND_FACTOR.attempts; attempt += 1)
      expect((await signIn.sendCode(wrong)).statusCode).toBe(401);
    const last = await signIn.sendCode(wrong);
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain('Of margar rangar tilraunir');
    // Even the right code is too late now: the sign-in starts over from the password.
    expect((await signIn.sendCode(await codeAt(secret))).statusCode).toBe(400);
    expect((await staffRow('stjori')).totp_secret).toBeNull();
    const failures = await testApp.database.db
      .selectFrom('sign_in_attempt')
      .select('succeeded')
      .where('account_key', '=', 'staff:stjori')
      .where('succeeded', '=', false)
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(SECOND_FACTOR.attempts);
  });

  it('ends a staff sign-in 8 hours after it began, however often it is refreshed', async () => {
    const signIn = await passwordStep(testApp, 'lesa');
    const { refresh_token: refreshToken } = await signIn.tokens(
      String(signIn.page.headers.location),
    );
    expect(refreshToken).toBeTruthy();
    const refreshed = await signIn.refresh(refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const stored = await testApp.database.db
      .selectFrom('oidc_payload')
      .select(['expires_at'])
      .where('tenant', '=', 'staff')
      .where('model', '=', 'RefreshToken')
      .orderBy('expires_at', 'desc')
      .executeTakeFirstOrThrow();
    const hours = (new Date(stored.expires_at!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });
});

describe.each(testDatabaseKinds)('staff second factor in demo mode on %s', (kind) => {
  let portal: PortalApp;
  let stjori: string;
  beforeAll(async () => {
    portal = await startPortalApp(['sigga'], kind);
    stjori = await staffToken(portal.testApp, 'stjori');
  });
  afterAll(() => portal.close());

  const asAdmin = (url: string, payload: object = {}) =>
    portal.testApp.app.inject({
      method: 'POST',
      url,
      headers: {
        host: new URL(portal.testApp.config.staffUrl).host,
        authorization: `Bearer ${stjori}`,
      },
      payload,
    });

  it('asks no code of the demo staff, but someone an admin adds enrols at their first sign-in; an admin reset makes them enrol again', async () => {
    const created = await asAdmin('/api/staff/v1/admin/users/', {
      username: 'nyr',
      fullName: 'Nýr Starfsmaður',
      role: 'Full',
    });
    expect(created.statusCode).toBe(201);
    const { user, temporaryPassword } = created.json<StaffUserWithPassword>();
    expect(user.secondFactor).toBe('required');

    const first = await passwordStep(portal.testApp, 'nyr', temporaryPassword);
    expect(first.page.statusCode).toBe(200);
    const secret = secretOn(first.page.body)!;
    const done = await first.sendCode(await codeAt(secret));
    expect(done.statusCode).toBe(303);

    const reset = await asAdmin(`/api/staff/v1/admin/users/${user.id}/second-factor/reset/`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ secondFactor: string }>().secondFactor).toBe('required');
    const afterReset = await passwordStep(portal.testApp, 'nyr', temporaryPassword);
    const newSecret = secretOn(afterReset.page.body);
    expect(newSecret).toBeTruthy();
    expect(newSecret).not.toBe(secret);

    // Full staff may not reset anyone's second factor.
    const sigga = await portal.call(
      'sigga',
      'POST',
      `/api/staff/v1/admin/users/${user.id}/second-factor/reset/`,
      { json: {} },
    );
    expect(sigga.statusCode).toBe(403);
  });
});
