import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';
import {
  ANNA,
  BJORN,
  GUDRUN,
  PASSWORD,
  apiStatus,
  providerSessionAlive,
  revocationEvents,
  signIn,
} from './sessions-support';

describe.each(testDatabaseKinds)('sessions end when they should (%s)', (kind) => {
  let testApp: TestApp;
  let origin: string;
  let audience: string;
  const status = (token: string) => apiStatus(testApp.app, origin, token);
  const newSession = (ssn: string, password = PASSWORD) =>
    signIn(testApp.app, origin, audience, ssn, password);

  beforeAll(async () => {
    testApp = await createTestApp(kind, {}, undefined, { seed: true });
    origin = testApp.config.siteUrl;
    audience = testApp.config.authAudience;
  });
  afterAll(() => testApp.close());

  it('signing out in the portal ends that session at once and leaves the other one alive', async () => {
    const laptop = await newSession(ANNA);
    const phone = await newSession(ANNA);
    expect(await status(laptop.accessToken)).toBe(200);
    expect(await status(phone.accessToken)).toBe(200);

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${laptop.accessToken}` },
    });
    expect(logout.statusCode).toBe(204);

    expect(await status(laptop.accessToken)).toBe(401);
    expect((await laptop.browser.refresh(laptop.refreshToken)).statusCode).toBe(400);
    expect(await providerSessionAlive(laptop.browser)).toBe(false);

    expect(await status(phone.accessToken)).toBe(200);
    expect(await providerSessionAlive(phone.browser)).toBe(true);
    expect((await phone.browser.refresh(phone.refreshToken)).statusCode).toBe(200);

    const [event] = (await revocationEvents(testApp.database.db, ANNA)).filter(
      (detail) => detail.reason === 'signOut',
    );
    expect(event?.grants).toEqual([decodeJwt(laptop.accessToken).grant_id]);
    expect(event?.sessions).toHaveLength(1);
  });

  it('signing out at /v2/logout ends the access tokens and refresh tokens of that session', async () => {
    const session = await newSession(BJORN);
    const page = await session.browser.request(
      'GET',
      `/v2/logout?client_id=skjol-web&returnTo=${encodeURIComponent(`${origin}/`)}`,
    );
    expect(page.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(xsrf).toBeTruthy();
    const confirm = await session.browser.request('POST', '/v2/logout/confirm', {
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${origin}/`);

    expect(await status(session.accessToken)).toBe(401);
    expect((await session.browser.refresh(session.refreshToken)).statusCode).toBe(400);
    const event = (await revocationEvents(testApp.database.db, BJORN)).find(
      (detail) => detail.reason === 'signOut',
    );
    expect(event?.grants).toEqual([decodeJwt(session.accessToken).grant_id]);
    expect(event?.sessions).toHaveLength(1);
  });

  it("the portal's own sign-out (API, then /v2/logout) returns to the site without a question", async () => {
    const session = await newSession(GUDRUN);
    // As the portal does: end the session with its access token, then visit the provider's logout.
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${session.accessToken}` },
    });
    expect(logout.statusCode).toBe(204);
    const page = await session.browser.request(
      'GET',
      `/v2/logout?client_id=skjol-web&returnTo=${encodeURIComponent(`${origin}/`)}`,
    );
    expect(page.statusCode).toBe(200);
    // Nothing is left to end, so the page goes on by itself.
    expect(page.body).toContain('document.forms[0].submit()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    const confirm = await session.browser.request('POST', '/v2/logout/confirm', {
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${origin}/`);
    expect(await status(session.accessToken)).toBe(401);
  });

  it('a GET of /v2/logout from another site does not sign the person out', async () => {
    const session = await newSession(ANNA);
    const page = await session.browser.request(
      'GET',
      `/v2/logout?client_id=skjol-web&returnTo=${encodeURIComponent(`${origin}/`)}`,
      { headers: { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' } },
    );
    expect(page.statusCode).toBe(200);
    // A page that asks, rather than one that submits itself; and never inside another site's frame.
    expect(page.body).not.toContain('.submit()');
    expect(page.body).toContain('type="submit"');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    expect(await status(session.accessToken)).toBe(200);
    expect(await providerSessionAlive(session.browser)).toBe(true);

    // The confirmation cannot be posted without the session's xsrf secret.
    const forged = await session.browser.request('POST', '/v2/logout/confirm', {
      form: { xsrf: 'guessed', logout: 'yes' },
    });
    expect(forged.statusCode).toBe(400);
    expect(await status(session.accessToken)).toBe(200);
    expect(await providerSessionAlive(session.browser)).toBe(true);
  });

  it("only the signed-in person's own ID token as id_token_hint signs out without asking", async () => {
    const anna = await newSession(ANNA);
    const bjorn = await newSession(BJORN);
    const logoutUrl = (hint: string) =>
      `/v2/logout?id_token_hint=${hint}&post_logout_redirect_uri=${encodeURIComponent(`${origin}/`)}`;

    const someoneElses = await anna.browser.request('GET', logoutUrl(bjorn.idToken));
    expect(someoneElses.statusCode).toBe(200);
    expect(someoneElses.body).not.toContain('.submit()');

    const own = await anna.browser.request('GET', logoutUrl(anna.idToken));
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('document.forms[0].submit()');
  });

  it("a password change ends the person's other sessions and keeps this one", async () => {
    const here = await newSession(GUDRUN);
    const elsewhere = await newSession(GUDRUN);
    const change = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/settings/changepassword/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: PASSWORD, newPassword: 'Annad-lykilord-2026' },
    });
    expect(change.statusCode).toBe(200);

    expect(await status(elsewhere.accessToken)).toBe(401);
    expect((await elsewhere.browser.refresh(elsewhere.refreshToken)).statusCode).toBe(400);
    expect(await providerSessionAlive(elsewhere.browser)).toBe(false);

    expect(await status(here.accessToken)).toBe(200);
    expect(await providerSessionAlive(here.browser)).toBe(true);
    const refreshed = await here.browser.refresh(here.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(await status(refreshed.json().access_token as string)).toBe(200);

    const event = (await revocationEvents(testApp.database.db, GUDRUN)).find(
      (detail) => detail.reason === 'passwordChanged',
    );
    expect(event?.grants).toEqual([decodeJwt(elsewhere.accessToken).grant_id]);
  });

  it('a password reset by e-mailed link ends every session of the person', async () => {
    const first = await newSession(BJORN);
    const second = await newSession(BJORN);
    const host = new URL(origin).host;
    const requested = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/requestcredentials/',
      headers: { host, accept: 'application/json' },
      payload: { ssn: BJORN, language: 'en' },
    });
    expect(requested.statusCode).toBe(202);
    const mail = await testApp.database.db
      .selectFrom('outbox_mail')
      .select('text_body')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/v1/changepasswordtoken/',
      headers: { host, accept: 'application/json' },
      payload: { token, password: 'Nytt-lykilord-2026' },
    });
    expect(reset.statusCode).toBe(200);

    for (const session of [first, second]) {
      expect(await status(session.accessToken)).toBe(401);
      expect((await session.browser.refresh(session.refreshToken)).statusCode).toBe(400);
      expect(await providerSessionAlive(session.browser)).toBe(false);
    }
    const reasons = (await revocationEvents(testApp.database.db, BJORN)).map((d) => d.reason);
    expect(reasons).toContain('passwordReset');
    // The new password signs in afresh.
    const after = await newSession(BJORN, 'Nytt-lykilord-2026');
    expect(await status(after.accessToken)).toBe(200);
  });

  it('revoking a refresh token at /oauth/revoke ends the access tokens of its family', async () => {
    const session = await newSession(ANNA);
    const revoke = await session.browser.request('POST', '/oauth/revoke', {
      form: { token: session.refreshToken, client_id: 'skjol-web' },
    });
    expect(revoke.statusCode).toBe(200);
    expect(await status(session.accessToken)).toBe(401);
    const event = (await revocationEvents(testApp.database.db, ANNA)).find(
      (detail) =>
        detail.reason === 'refreshRevoked' &&
        detail.grants.includes(String(decodeJwt(session.accessToken).grant_id)),
    );
    expect(event).toBeTruthy();
  });

  it('reusing a rotated refresh token ends every access token of the family', async () => {
    const session = await newSession(ANNA);
    const rotated = await session.browser.refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newer = rotated.json().access_token as string;
    expect(await status(newer)).toBe(200);

    const reuse = await session.browser.refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect(await status(session.accessToken)).toBe(401);
    expect(await status(newer)).toBe(401);
  });
});
