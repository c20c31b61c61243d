import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTOR_ENROLMENT, startFactorEnrolment } from '../../server/identity/factor-enrolment';
import { SECOND_FACTOR } from '../../server/identity/second-factor';
import type { StaffUserWithPassword } from '../../src/domain/api/staff-admin';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseKinds } from './support/databases';
import { OAuthBrowser } from './support/oauth';
import { enrolmentLinkSentTo, startPortalApp, staffToken, type PortalApp } from './portal-helpers';

const PASSWORD = 'Starf-1234';

/**
 * A staff browser through the password step, having first opened a set-up link when given one;
 * what comes back is the second step's page (or on).
 */
async function passwordStep(
  testApp: TestApp,
  username: string,
  password = PASSWORD,
  enrolmentLink?: string,
) {
  const browser = new OAuthBrowser(
    testApp.app,
    testApp.config.staffUrl,
    'skjol-staff',
    testApp.config.staffAuthAudience,
  );
  const landing = enrolmentLink ? await browser.request('GET', enrolmentLink) : undefined;
  const start = await browser.startSignIn();
  const uid = start.uid!;
  const page = await browser.request('POST', `/interaction/${uid}/login/employee/`, {
    form: { interaction: uid, username, password },
  });
  return {
    page,
    landing,
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

  /** What an admin's "send set-up link" does, here for an employee who has no admin to ask. */
  async function mailSetUpLink(username: string): Promise<string> {
    const staff = await staffRow(username);
    await startFactorEnrolment(testApp.database.db, testApp.identity.mailer, {
      staffId: staff.id,
      admin: 'staff:stjori',
      staffUrl: testApp.config.staffUrl,
      language: 'is',
    });
    return enrolmentLinkSentTo(testApp, staff.email!);
  }

  it('does not let Full staff without a second factor enrol at sign-in: no QR code, no session', async () => {
    const signIn = await passwordStep(testApp, 'sigga');
    expect(signIn.page.statusCode).toBe(403);
    expect(signIn.page.body).toContain('Biddu stjórnanda að senda uppsetningartengil');
    expect(signIn.page.body).not.toContain('<svg');
    expect(secretOn(signIn.page.body)).toBeUndefined();
    // Nor through a code step of its own.
    expect((await signIn.sendCode('123456')).statusCode).toBe(400);
    expect((await staffRow('sigga')).totp_secret).toBeNull();
  });

  it('has Full staff enrol through the link mailed to them: after the password the QR code and the secret, a wrong code refused, the right one signs in; the link is good once', async () => {
    const link = await mailSetUpLink('sigga');
    const mail = await testApp.database.db
      .selectFrom('outbox_mail')
      .select(['to_address', 'text_body'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('sigga@starf.skjol.is');
    // Only the link's hash is kept.
    const token = new URL(link, testApp.config.staffUrl).searchParams.get('token')!;
    const stored = await testApp.database.db
      .selectFrom('staff_factor_enrolment')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    // The link alone shows nothing: it sends the employee to sign in.
    const signIn = await passwordStep(testApp, 'sigga', PASSWORD, link);
    expect(signIn.landing!.statusCode).toBe(303);
    expect(signIn.landing!.body).not.toContain('<svg');
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
      .select(['action', 'actor'])
      .where('actor', 'in', ['staff:sigga', 'staff:stjori'])
      .execute();
    expect(actions.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'admin.staffSecondFactorEnrolmentStarted',
        'staffSignIn.secondFactorNotEnrolled',
        'staffSignIn.secondFactorFailed',
        'staffSignIn.secondFactorEnrolled',
      ]),
    );

    // The link is spent.
    const reused = await passwordStep(testApp, 'sigga', PASSWORD, link);
    expect(reused.landing!.statusCode).toBe(400);
    expect(reused.landing!.body).toContain('Þessi tengill hefur verið notaður');

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

  it("refuses another employee's link, a replaced link and an unknown one", async () => {
    const first = await mailSetUpLink('stjori');
    const second = await mailSetUpLink('stjori');
    // The older link was replaced by the newer one.
    expect((await passwordStep(testApp, 'stjori', PASSWORD, first)).landing!.statusCode).toBe(400);
    // Someone else's password with stjori's link: no enrolment for them.
    const other = await passwordStep(testApp, 'lesa', PASSWORD, second);
    expect(other.page.statusCode).toBe(303);
    expect(
      (
        await passwordStep(
          testApp,
          'stjori',
          PASSWORD,
          '/innskraning/audkenni/?token=' + 'x'.repeat(43),
        )
      ).landing!.statusCode,
    ).toBe(400);
    // The newest link still works for its employee.
    const signIn = await passwordStep(testApp, 'stjori', PASSWORD, second);
    expect(secretOn(signIn.page.body)).toBeTruthy();
  });

  it('lets Readonly staff sign in with the password alone', async () => {
    const signIn = await passwordStep(testApp, 'lesa');
    expect(signIn.page.statusCode).toBe(303);
  });

  it('ends the sign-in after five wrong codes, and counts them against the account', async () => {
    const signIn = await passwordStep(testApp, 'stjori', PASSWORD, await mailSetUpLink('stjori'));
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

  it('asks no code of the demo staff; someone an admin adds cannot sign in until they open the set-up link an admin mails them; an admin reset needs a new link', async () => {
    const created = await asAdmin('/api/staff/v1/admin/users/', {
      username: 'nyr',
      fullName: 'Nýr Starfsmaður',
      role: 'Full',
      email: 'nyr@starf.skjol.is',
    });
    expect(created.statusCode).toBe(201);
    const { user, temporaryPassword } = created.json<StaffUserWithPassword>();
    expect(user.secondFactor).toBe('required');
    expect(user.email).toBe('nyr@starf.skjol.is');

    const refused = await passwordStep(portal.testApp, 'nyr', temporaryPassword);
    expect(refused.page.statusCode).toBe(403);
    expect(secretOn(refused.page.body)).toBeUndefined();

    const started = await asAdmin(`/api/staff/v1/admin/users/${user.id}/second-factor/enrol/`);
    expect(started.statusCode).toBe(200);
    const link = await enrolmentLinkSentTo(portal.testApp, 'nyr@starf.skjol.is');
    const first = await passwordStep(portal.testApp, 'nyr', temporaryPassword, link);
    expect(first.page.statusCode).toBe(200);
    const secret = secretOn(first.page.body)!;
    const done = await first.sendCode(await codeAt(secret));
    expect(done.statusCode).toBe(303);

    const reset = await asAdmin(`/api/staff/v1/admin/users/${user.id}/second-factor/reset/`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ secondFactor: string }>().secondFactor).toBe('required');
    expect((await passwordStep(portal.testApp, 'nyr', temporaryPassword)).page.statusCode).toBe(
      403,
    );
    await asAdmin(`/api/staff/v1/admin/users/${user.id}/second-factor/enrol/`);
    const afterReset = await passwordStep(
      portal.testApp,
      'nyr',
      temporaryPassword,
      await enrolmentLinkSentTo(portal.testApp, 'nyr@starf.skjol.is'),
    );
    const newSecret = secretOn(afterReset.page.body);
    expect(newSecret).toBeTruthy();
    expect(newSecret).not.toBe(secret);

    // An employee without an address gets no link; a few links an hour at most.
    const noMail = await asAdmin('/api/staff/v1/admin/users/', {
      username: 'postlaus',
      fullName: 'Póstlaus Starfsmaður',
      role: 'Full',
    });
    const noMailId = noMail.json<StaffUserWithPassword>().user.id;
    const refusedLink = await asAdmin(`/api/staff/v1/admin/users/${noMailId}/second-factor/enrol/`);
    expect(refusedLink.statusCode).toBe(409);
    expect(refusedLink.json<{ errorCode: string }>().errorCode).toBe('StaffHasNoEmail');
    let last = 200;
    for (let sent = 0; sent <= FACTOR_ENROLMENT.perEmployeeHourly; sent += 1)
      last = (await asAdmin(`/api/staff/v1/admin/users/${user.id}/second-factor/enrol/`))
        .statusCode;
    expect(last).toBe(429);

    // Full staff may not send anyone a link.
    const siggaLink = await portal.call(
      'sigga',
      'POST',
      `/api/staff/v1/admin/users/${user.id}/second-factor/enrol/`,
      { json: {} },
    );
    expect(siggaLink.statusCode).toBe(403);

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
