import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RESET_MAILS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
} from '../../../server/identity/password-reset.routes';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';

const ANNA = '1201603389';
const BJORN = '0503852139';
/** A well-formed kennitala nobody holds. */
const NOBODY = '0101302989';

/** Distinct well-formed kennitölur that are no customer's, one per request. */
const strangers = (count: number) =>
  Array.from({ length: count }, (_, i) => `0202${String(300000 + i).slice(-6)}`);

describe.each(testDatabaseKinds)('set-password mail limits on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { trustProxy: true }, undefined, { seed: true });
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.db.deleteFrom('rate_limit').execute();
    await testApp.database.db.deleteFrom('outbox_mail').execute();
  });

  const ask = (path: 'requestcredentials' | 'changepassword', ssn: string, ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url:
        path === 'requestcredentials'
          ? '/api/user/v1/login/requestcredentials/'
          : '/api/Auth0Management/v1/changepassword/',
      headers: { 'x-forwarded-for': ip },
      payload: { ssn, language: 'is' },
    });
  const answer = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body,
  });
  const mailsTo = async (address: string) =>
    (
      await testApp.database.db
        .selectFrom('outbox_mail')
        .select('to_address')
        .where('to_address', '=', address)
        .execute()
    ).length;

  it('sends a kennitala at most three links an hour, over both endpoints, answering every request alike', async () => {
    const answers = [];
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT + 3; i += 1) {
      const path = i % 2 === 0 ? 'requestcredentials' : 'changepassword';
      answers.push(answer(await ask(path, ANNA, `192.0.2.${i + 1}`)));
      answers.push(answer(await ask(path, NOBODY, `192.0.2.${i + 1}`)));
    }
    expect(await mailsTo('anna@example.is')).toBe(RESET_MAILS_PER_ACCOUNT);
    // Known or not, limited or not: one answer.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 202, body: JSON.stringify({ sent: true }) });

    const events = await testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'detail'])
      .where('action', '=', 'credentials.requested')
      .where('actor', '=', ANNA)
      .execute();
    expect(events.filter((e) => (e.detail as { limited: boolean }).limited)).toHaveLength(3);
    const unknown = await testApp.database.db
      .selectFrom('audit_event')
      .select('detail')
      .where('action', '=', 'credentials.requested')
      .where('actor', '=', NOBODY)
      .execute();
    expect(unknown.map((e) => e.detail)).toContainEqual({ known: false, limited: true });
  });

  it('lets one address ask twenty times an hour; the rest are answered alike but send nothing', async () => {
    const ip = '198.51.100.20';
    for (const ssn of strangers(RESET_REQUESTS_PER_ADDRESS)) {
      expect((await ask('requestcredentials', ssn, ip)).statusCode).toBe(202);
    }
    const limited = await ask('requestcredentials', BJORN, ip);
    expect(answer(limited)).toEqual(answer(await ask('requestcredentials', NOBODY, ip)));
    expect(await mailsTo('bjorn@example.is')).toBe(0);
    // Another address is not held back by it.
    await ask('requestcredentials', BJORN, '198.51.100.21');
    expect(await mailsTo('bjorn@example.is')).toBe(1);
  });

  it('answers the browser form the same "sent" page when limited', async () => {
    const form = (ssn: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/user/v1/login/requestcredentials/',
        headers: {
          'x-forwarded-for': '203.0.113.77',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ ssn, language: 'en' }).toString(),
      });
    const first = await form(ANNA);
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT; i += 1) await form(ANNA);
    const limited = await form(ANNA);
    expect(limited.statusCode).toBe(first.statusCode);
    // Each answer has a nonce of its own; everything else is the same.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(limited.body)).toBe(withoutNonce(first.body));
    expect(limited.body).toContain('we have sent a link');
  });
});
