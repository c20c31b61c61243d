import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CASE_API } from '../../../src/domain/api/case-paths';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { EMAIL_CHANGES_PER_DAY } from '../../../server/modules/contact-change/email-verification.service';
import { translator } from '../../../server/i18n/locales';
import { testDatabaseKinds } from '../support/databases';
import {
  ANNA,
  BJORN,
  auditEvents,
  contactOf,
  outbox,
  startActingApp,
  type ActingApp,
} from './acting-helpers';

const REQUESTS = '/api/user/v1/requests/';

describe.each(testDatabaseKinds)(
  'an inquiry is linked to a customer only by a session or a proven address on %s',
  (kind) => {
    let app: ActingApp;
    let nextAddress = 1;
    beforeAll(async () => {
      app = await startActingApp(kind, ['anna', 'bjorn']);
    });
    afterAll(() => app.close());
    const db = () => app.testApp.database.db;
    const site = () => new URL(app.testApp.config.siteUrl);

    beforeEach(async () => {
      await db()
        .updateTable('party')
        .set({ email: 'bjorn@example.is', email_verified_at: new Date() })
        .where('kennitala', '=', BJORN)
        .execute();
      await db().deleteFrom('email_verification').execute();
      await db().deleteFrom('contact_change').execute();
      await db().deleteFrom('rate_limit').execute();
    });

    function inquiry(fields: Record<string, string>, token?: string) {
      return app.testApp.app.inject({
        method: 'POST',
        url: CASE_API.inquiry,
        remoteAddress: `10.9.0.${nextAddress++}`,
        headers: { host: site().host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: {
          name: 'Gestur',
          ssn: '',
          type: 'claims',
          description: 'Heilsufarsupplýsingar og reikningsnúmer',
          ...fields,
        },
      });
    }

    async function linkOf(caseNumber: string) {
      const row = await db()
        .selectFrom('service_case')
        .select('party_kennitala')
        .where('case_number', '=', caseNumber)
        .executeTakeFirstOrThrow();
      return row.party_kennitala;
    }

    async function requestsOf(who: 'anna' | 'bjorn') {
      const response = await app.call(who, 'GET', REQUESTS);
      expect(response.statusCode).toBe(200);
      return (response.json() as { cases: { caseNumber: string }[] }).cases.map(
        (c) => c.caseNumber,
      );
    }

    const confirmToken = (text: string) => /\/stadfesta-netfang\/\?token=([\w-]+)/.exec(text)?.[1];
    const englishToken = (text: string) => /\/en\/confirm-email\/\?token=([\w-]+)/.exec(text)?.[1];

    function confirm(token: string, headers: Record<string, string> = { origin: site().origin }) {
      return app.testApp.app.inject({
        method: 'POST',
        url: '/stadfesta-netfang/',
        headers: {
          host: site().host,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        payload: new URLSearchParams({ token }).toString(),
      });
    }

    /** Björn asks for a new address; returns the mails it sent. */
    async function changeEmail(email: string, lang = 'is') {
      const before = (await outbox(app.testApp)).length;
      const response = await app.call('bjorn', 'POST', `${SETTINGS_API.popupInfo}?lang=${lang}`, {
        json: { email, mobilePhone: '6222345' },
      });
      return { response, mails: (await outbox(app.testApp)).slice(before) };
    }

    it("putting someone else's address on one's profile changes nothing until that mailbox confirms it", async () => {
      const { response, mails } = await changeEmail('anna@example.is');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'bjorn@example.is',
        pendingEmail: 'anna@example.is',
      });
      expect(await contactOf(app.testApp, BJORN)).toMatchObject({ email: 'bjorn@example.is' });
      // Only the new address hears of it, with a link; nothing else goes anywhere.
      expect(mails.map((mail) => mail.to_address)).toEqual(['anna@example.is']);
      expect(mails[0]!.subject).toBe('Staðfestu nýtt netfang hjá Skjóli');
      const token = confirmToken(mails[0]!.text_body)!;
      expect(token).toBeTruthy();
      const stored = await db().selectFrom('email_verification').selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(token);

      // Anna's inquiry, from her own address, stays Anna's; Björn never sees it.
      const sent = await inquiry({ email: 'anna@example.is' });
      expect(sent.statusCode).toBe(201);
      expect(await linkOf(sent.json().caseNumber)).toBe(ANNA);
      expect(await requestsOf('bjorn')).not.toContain(sent.json().caseNumber);
    });

    it('an address nobody proved links nothing, even when it is the one on the profile', async () => {
      // As the old rule left it: an address typed in and never confirmed.
      await db()
        .updateTable('party')
        .set({ email: 'skrifstofa@fyrirtaeki.example.is', email_verified_at: null })
        .where('kennitala', '=', BJORN)
        .execute();
      const sent = await inquiry({ email: 'Skrifstofa@fyrirtaeki.example.is' });
      expect(sent.statusCode).toBe(201);
      expect(await linkOf(sent.json().caseNumber)).toBeNull();
      expect(await requestsOf('bjorn')).not.toContain(sent.json().caseNumber);
    });

    it("a kennitala typed into the form does not link without that person's proven address", async () => {
      const stranger = await inquiry({ ssn: ANNA, email: 'gestur@example.com' });
      expect(stranger.statusCode).toBe(201);
      expect(await linkOf(stranger.json().caseNumber)).toBeNull();
      expect(await requestsOf('anna')).not.toContain(stranger.json().caseNumber);
      // A kennitala and a verified address that disagree link nobody either.
      const mixed = await inquiry({ ssn: ANNA, email: 'bjorn@example.is' });
      expect(await linkOf(mixed.json().caseNumber)).toBeNull();
      // The owner of a proven address is found, with or without her kennitala.
      const own = await inquiry({ ssn: ANNA, email: 'ANNA@example.is' });
      expect(await linkOf(own.json().caseNumber)).toBe(ANNA);
    });

    it('signed in, the inquiry is the sender’s whatever address is typed', async () => {
      const token = app.tokenOf('bjorn');
      const sent = await inquiry({ email: 'annad@example.com' }, token);
      expect(sent.statusCode).toBe(201);
      expect(await linkOf(sent.json().caseNumber)).toBe(BJORN);
      expect(await requestsOf('bjorn')).toContain(sent.json().caseNumber);
      // A bad token is refused rather than taken for a visitor.
      const bad = await inquiry({ email: 'annad@example.com' }, 'not-a-token');
      expect(bad.statusCode).toBe(401);
    });

    it('the link, opened, changes nothing; posted from our site it makes the address his, once', async () => {
      const { mails } = await changeEmail('bjorn.nytt@example.com', 'en');
      const token = englishToken(mails[0]!.text_body)!;
      expect(mails[0]!.subject).toBe('Confirm your new e-mail address at Skjól');
      const page = await app.testApp.app.inject({
        method: 'GET',
        url: `/en/confirm-email/?token=${token}`,
        headers: { host: site().host },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('bjorn.nytt@example.com');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(await contactOf(app.testApp, BJORN)).toMatchObject({ email: 'bjorn@example.is' });

      const crossSite = await confirm(token, { origin: 'https://evil.example' });
      expect(crossSite.statusCode).toBe(403);
      // A page that sends no referrer makes the browser name its origin 'null'; where the post
      // came from is then the browser's Sec-Fetch-Site, and another site's page is refused.
      const opaqueCrossSite = await confirm(token, {
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      });
      expect(opaqueCrossSite.statusCode).toBe(403);
      expect((await confirm(token, { origin: 'null' })).statusCode).toBe(403);
      expect(await contactOf(app.testApp, BJORN)).toMatchObject({ email: 'bjorn@example.is' });

      const before = (await outbox(app.testApp)).length;
      // What Chrome sends for our own page's form, which sends no referrer.
      const done = await confirm(token, { origin: 'null', 'sec-fetch-site': 'same-origin' });
      expect(done.statusCode).toBe(200);
      const party = await db()
        .selectFrom('party')
        .select(['email', 'email_verified_at'])
        .where('kennitala', '=', BJORN)
        .executeTakeFirstOrThrow();
      expect(party.email).toBe('bjorn.nytt@example.com');
      expect(party.email_verified_at).not.toBeNull();
      // The address it replaced is told, with its undo link.
      const notices = (await outbox(app.testApp)).slice(before);
      expect(notices.map((mail) => mail.to_address)).toEqual(['bjorn@example.is']);
      expect(notices[0]!.text_body).toContain('/afturkalla-breytingu/');

      expect((await confirm(token)).statusCode).toBe(410);
      // Now the proven address links his inquiries.
      const sent = await inquiry({ email: 'bjorn.nytt@example.com' });
      expect(await linkOf(sent.json().caseNumber)).toBe(BJORN);
    });

    it('a link older than a day, or replaced by a newer one, no longer works', async () => {
      const first = confirmToken((await changeEmail('fyrra@example.com')).mails[0]!.text_body)!;
      const second = confirmToken((await changeEmail('seinna@example.com')).mails[0]!.text_body)!;
      expect((await confirm(first)).statusCode).toBe(410);
      await db()
        .updateTable('email_verification')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      expect((await confirm(second)).statusCode).toBe(410);
      expect(await contactOf(app.testApp, BJORN)).toMatchObject({ email: 'bjorn@example.is' });
      expect(
        (await auditEvents(app.testApp, 'contactChange.emailConfirmRefused')).length,
      ).toBeGreaterThanOrEqual(2);
    });

    it(`refuses a change of e-mail after ${EMAIL_CHANGES_PER_DAY} links in a day, with a translated error`, async () => {
      for (let i = 0; i < EMAIL_CHANGES_PER_DAY; i += 1)
        expect((await changeEmail(`tilraun${i}@example.com`)).response.statusCode).toBe(200);
      const { response, mails } = await changeEmail('einum-of-mikid@example.com');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ errorCode: 'EmailChangeThrottled' });
      expect(mails).toEqual([]);
      for (const language of ['is', 'en'] as const)
        expect(translator(language, 'errorCode')('EmailChangeThrottled')).not.toContain('|');
      // A save that keeps the proven address is not held back, and drops the change still waiting.
      const kept = await changeEmail('bjorn@example.is');
      expect(kept.response.statusCode).toBe(200);
      expect(kept.response.json().pendingEmail).toBeUndefined();
    });
  },
);
