import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { ANNA, BJORN, outbox, startPortalApp, type PortalApp } from '../portal-helpers';
import { OAuthBrowser } from '../support/oauth';

/**
 * The events the security review asked the audit log to keep, each with who did it, whose
 * account it concerned, and the client's address and user agent. Walked through the real
 * endpoints in one go, as a customer, an attacker and a staff member would.
 */
describe('the audit log keeps what matters', () => {
  let portal: PortalApp;
  const USER_AGENT = 'AuditProbe/1.0';
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'sigga']);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const customer = () =>
    new OAuthBrowser(
      portal.testApp.app,
      portal.testApp.config.siteUrl,
      'skjol-web',
      portal.testApp.config.authAudience,
    );

  async function eventsOf(action: string) {
    return db()
      .selectFrom('audit_event')
      .select(['actor', 'subject', 'ip', 'user_agent', 'detail'])
      .where('action', '=', action)
      .orderBy('occurred_at')
      .execute();
  }

  it('records sign-in success, failure and lock-out', async () => {
    const browser = customer();
    const start = await browser.startSignIn();
    const attempt = (password: string) =>
      browser.request('POST', `/interaction/${start.uid}/login/password/`, {
        form: { interaction: start.uid!, ssn: BJORN, password },
        headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      });
    // Wrong passwords until the account waits: the next answer is still "wrong password".
    let answer;
    for (let i = 0; i < 7; i += 1) answer = await attempt(`not-it-${i}`);
    expect(answer?.statusCode).toBe(401);

    const failed = await eventsOf('signIn.failed');
    expect(failed.some((event) => event.actor === BJORN && event.user_agent === USER_AGENT)).toBe(
      true,
    );
    const locked = await eventsOf('signIn.locked');
    expect(locked.at(-1)).toMatchObject({ actor: BJORN, user_agent: USER_AGENT });
    expect(locked.at(-1)?.ip).toBeTruthy();
    // The sign-ins that made the portal's tokens.
    const succeeded = await eventsOf('signIn.succeeded');
    expect(succeeded.map((event) => event.actor)).toEqual(expect.arrayContaining([ANNA, BJORN]));
  });

  it('records a password link asked for and used', async () => {
    const request = await portal.testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/requestcredentials/',
      headers: { 'user-agent': USER_AGENT },
      payload: { ssn: ANNA, language: 'en' },
    });
    expect(request.statusCode).toBe(202);
    expect((await eventsOf('credentials.requested')).at(-1)).toMatchObject({
      actor: ANNA,
      user_agent: USER_AGENT,
    });

    const mail = (await outbox(portal.testApp)).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeDefined();
    const used = await portal.testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { 'user-agent': USER_AGENT },
      payload: { token, password: 'Sjórinn er kaldur í mars', language: 'en' },
    });
    expect(used.statusCode).toBe(200);
    expect((await eventsOf('credentials.passwordSet')).at(-1)).toMatchObject({
      actor: ANNA,
      user_agent: USER_AGENT,
    });
    // The reset ended Anna's sessions, and said so in the log.
    const revoked = await eventsOf('session.revoked');
    expect(revoked.at(-1)).toMatchObject({ actor: ANNA, detail: { reason: 'passwordReset' } });
  });

  it('records a change of contact details and the end of a session', async () => {
    const changed = await portal.call('bjorn', 'POST', SETTINGS_API.popupInfo, {
      json: { email: 'bjorn.nytt@example.com', mobilePhone: '699 4321' },
      headers: { 'user-agent': USER_AGENT },
    });
    expect(changed.statusCode).toBe(200);
    expect((await eventsOf('settings.contactDetailsUpdated')).at(-1)).toMatchObject({
      actor: BJORN,
      user_agent: USER_AGENT,
    });

    const signedOut = await portal.call('bjorn', 'POST', '/api/user/v1/logout/', {
      headers: { 'user-agent': USER_AGENT },
    });
    expect(signedOut.statusCode).toBe(204);
    expect((await eventsOf('session.revoked')).at(-1)).toMatchObject({
      actor: BJORN,
      user_agent: USER_AGENT,
      detail: { reason: 'signOut' },
    });
  });

  it('records staff starting and ending an impersonation, and what they did meanwhile', async () => {
    const headers = { 'user-agent': USER_AGENT };
    const started = await portal.call('sigga', 'POST', '/api/user/v1/login/switchcustomer/', {
      json: { ssn: BJORN, reason: 'claimHandling', note: 'Checking the claim he called about' },
      headers,
    });
    expect(started.statusCode).toBe(200);
    const looked = await portal.call('sigga', 'GET', '/api/user/v1/info/', {
      headers: { ...headers, impersonatedUser: BJORN },
    });
    expect(looked.statusCode).toBe(200);
    const ended = await portal.call('sigga', 'POST', '/api/user/v1/login/endcustomer/', {
      json: { ssn: BJORN },
      headers,
    });
    expect(ended.statusCode).toBe(204);

    const expected = { actor: 'staff:sigga', subject: BJORN, user_agent: USER_AGENT };
    const why = { reason: 'claimHandling', note: 'Checking the claim he called about' };
    expect((await eventsOf('staff.switchCustomer')).at(-1)).toMatchObject({
      ...expected,
      detail: why,
    });
    expect((await eventsOf('staff.GET /api/user/v1/info/')).at(-1)).toMatchObject({
      ...expected,
      detail: { impersonation: why },
    });
    expect((await eventsOf('staff.endCustomer')).at(-1)).toMatchObject(expected);
  });
});
