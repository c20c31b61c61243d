import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_API,
  NEWSLETTER_TOKEN_EXPIRED,
  NEWSLETTER_TOKEN_INVALID,
} from '../../src/domain/api/newsletter-paths';
import { INQUIRY_LIMIT_PER_EMAIL } from '../../server/modules/cases/form-limits';
import { makeNewsletterToken } from '../../server/modules/newsletter/newsletter-tokens';
import { serverSecret } from '../../server/identity/keys';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseKinds } from './support/databases';

describe.each(testDatabaseKinds)('the prevention newsletter on %s', (kind) => {
  let testApp: TestApp;
  let nextAddress = 1;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const newEmail = () => `forvarnir.${Math.random().toString(36).slice(2)}@example.com`;

  function signUp(body: Record<string, unknown>, address = `10.6.0.${nextAddress++}`) {
    return testApp.app.inject({
      method: 'POST',
      url: NEWSLETTER_API.signup,
      remoteAddress: address,
      payload: body,
    });
  }
  const postToken = (url: string, token: string) =>
    testApp.app.inject({ method: 'POST', url, payload: { token } });

  const mailsTo = (email: string) =>
    db()
      .selectFrom('outbox_mail')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const subscriber = (email: string) =>
    db()
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  /** The token in the link of a mail's text that opens `path`. */
  const tokenIn = (text: string, path: string) => {
    const link = text.split('\n').find((line) => line.includes(path));
    return new URL(link!).searchParams.get('token')!;
  };

  it('subscribes an address only after its confirmation link is followed, and welcomes it', async () => {
    const email = newEmail();
    const response = await signUp({ email: email.toUpperCase(), name: 'Sigrún', lang: 'en' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'checkYourEmail' });
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      name: 'Sigrún',
      language: 'en',
    });

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe(
      "Confirm your subscription to Skjól's prevention newsletter",
    );
    expect(confirmation!.text_body).toContain('Hello Sigrún,');
    const token = tokenIn(confirmation!.text_body, '/en/prevention-newsletter/confirm/');

    const confirmed = await postToken(NEWSLETTER_API.confirm, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'subscribed' });
    expect((await subscriber(email))!.status).toBe('subscribed');
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Confirm your subscription to Skjól's prevention newsletter",
      'Welcome to the prevention newsletter',
    ]);
    // Following the link again says the same and sends nothing more.
    expect((await postToken(NEWSLETTER_API.confirm, token)).json()).toEqual({
      status: 'subscribed',
    });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('carries a one-click unsubscribe link and RFC 8058 headers in every newsletter mail', async () => {
    const email = newEmail();
    await signUp({ email, lang: 'is' });
    const [confirmation] = await mailsTo(email);
    await postToken(
      NEWSLETTER_API.confirm,
      tokenIn(confirmation!.text_body, '/forvarnarbref/stadfesta/'),
    );
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text_body).toContain('/forvarnarbref/afskraning/?token=');
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['List-Unsubscribe']).toMatch(
        /^<http:\/\/[^>]+\/api\/form\/v1\/forvarnarsignout\/\?token=[\w.-]+>$/,
      );
    }
    // The mail program's one-click POST: the token in the query, the form body RFC 8058 prescribes.
    const oneClick = new URL(mails[1]!.headers['List-Unsubscribe']!.slice(1, -1));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'unsubscribed' });
    expect((await subscriber(email))!.status).toBe('unsubscribed');
    // The page's link signs out with a JSON body; twice is harmless.
    const pageToken = tokenIn(mails[0]!.text_body, '/forvarnarbref/afskraning/');
    expect((await postToken(NEWSLETTER_API.signout, pageToken)).json()).toEqual({
      status: 'unsubscribed',
    });
  });

  it('tells nobody whether an address is subscribed: same answer, no second subscription, no mail', async () => {
    const email = newEmail();
    await signUp({ email });
    const [confirmation] = await mailsTo(email);
    await postToken(
      NEWSLETTER_API.confirm,
      tokenIn(confirmation!.text_body, '/forvarnarbref/stadfesta/'),
    );
    const before = await mailsTo(email);

    const again = await signUp({ email: ` ${email.toUpperCase()} `, name: 'Someone else' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'checkYourEmail' });
    expect(await mailsTo(email)).toHaveLength(before.length);
    const rows = await db()
      .selectFrom('newsletter_subscriber')
      .select(['status', 'name'])
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ status: 'subscribed', name: null }]);
  });

  it('accepts only the latest confirmation link, for its own purpose, and not after an unsubscribe', async () => {
    const email = newEmail();
    await signUp({ email });
    await signUp({ email });
    const [first, second] = await mailsTo(email);
    const older = tokenIn(first!.text_body, '/forvarnarbref/stadfesta/');
    const newer = tokenIn(second!.text_body, '/forvarnarbref/stadfesta/');
    const unsubscribeToken = tokenIn(second!.text_body, '/forvarnarbref/afskraning/');

    const stale = await postToken(NEWSLETTER_API.confirm, older);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errorCode).toBe(NEWSLETTER_TOKEN_INVALID);
    // An unsubscribe token does not confirm, nor a confirmation token sign out.
    expect((await postToken(NEWSLETTER_API.confirm, unsubscribeToken)).statusCode).toBe(400);
    expect((await postToken(NEWSLETTER_API.signout, newer)).statusCode).toBe(400);

    expect((await postToken(NEWSLETTER_API.signout, unsubscribeToken)).statusCode).toBe(200);
    const afterSignout = await postToken(NEWSLETTER_API.confirm, newer);
    expect(afterSignout.statusCode).toBe(400);
    expect((await subscriber(email))!.status).toBe('unsubscribed');
  });

  it('refuses forged, tampered and expired links', async () => {
    const email = newEmail();
    await signUp({ email });
    const row = (await subscriber(email))!;
    const secret = await serverSecret(db(), 'newsletter-token-key');
    const weekAndMore = new Date(Date.now() - 7 * 24 * 60 * 60_000 - 1000);
    const expired = makeNewsletterToken(
      secret,
      { purpose: 'confirm', subscriberId: row.id, version: row.token_version },
      weekAndMore,
    );
    const late = await postToken(NEWSLETTER_API.confirm, expired);
    expect(late.statusCode).toBe(410);
    expect(late.json().errorCode).toBe(NEWSLETTER_TOKEN_EXPIRED);

    const forged = makeNewsletterToken(
      'not-the-secret',
      { purpose: 'confirm', subscriberId: row.id, version: row.token_version },
      new Date(),
    );
    for (const token of [forged, `${forged}x`, 'abc', 'a.b.c', '.']) {
      const response = await postToken(NEWSLETTER_API.confirm, token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().errorCode).toBe(NEWSLETTER_TOKEN_INVALID);
    }
    const noToken = await testApp.app.inject({
      method: 'POST',
      url: NEWSLETTER_API.signout,
      payload: {},
    });
    expect(noToken.statusCode).toBe(400);
    expect((await subscriber(email))!.status).toBe('pending');
  });

  it('names a wrong address, keeps nothing from a honeypot, and limits sign-ups', async () => {
    const wrong = await signUp({ email: 'not-an-address', name: 'x'.repeat(101) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ email: ['invalidEmail'], name: ['tooLong'] });
    expect((await signUp({})).statusCode).toBe(400);

    const trapped = newEmail();
    const bot = await signUp({ email: trapped, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(202);
    expect(await subscriber(trapped)).toBeUndefined();
    expect(await mailsTo(trapped)).toHaveLength(0);

    const target = newEmail();
    for (let i = 0; i < INQUIRY_LIMIT_PER_EMAIL.max; i += 1)
      expect((await signUp({ email: target })).statusCode).toBe(202);
    const limited = await signUp({ email: target });
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo(target)).toHaveLength(INQUIRY_LIMIT_PER_EMAIL.max);
  });
});
