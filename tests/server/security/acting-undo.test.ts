import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { testDatabaseKinds } from '../support/databases';
import {
  BJORN,
  auditEvents,
  contactOf,
  outbox,
  requestReset,
  startActingApp,
  type ActingApp,
} from './acting-helpers';

const OLD = { email: 'bjorn@example.is', mobile_phone: '6222345' };
const CONFIRM_LINK = /(\/stadfesta-netfang\/|\/en\/confirm-email\/)\?token=([\w-]+)/;

describe.each(testDatabaseKinds)(
  'a change of contact details can be undone from the old address on %s',
  (kind) => {
    let app: ActingApp;
    beforeAll(async () => {
      app = await startActingApp(kind, ['bjorn']);
    });
    afterAll(() => app.close());
    const db = () => app.testApp.database.db;
    const origin = () => new URL(app.testApp.config.siteUrl).origin;

    beforeEach(async () => {
      await db()
        .updateTable('party')
        .set({ ...OLD, email_verified_at: new Date() })
        .where('kennitala', '=', BJORN)
        .execute();
      await db().deleteFrom('contact_change').execute();
      await db().deleteFrom('email_verification').execute();
      await db().deleteFrom('password_token').execute();
      // Each test asks for a few set-password links; the hourly limit is another test's business.
      await db().deleteFrom('rate_limit').execute();
    });

    /**
     * Björn changes his own details, and confirms a new e-mail from its mailbox (a new address
     * counts only then: verified-links.test.ts); returns the mails the change sent, less the
     * confirmation link itself.
     */
    async function changeOwn(json: Record<string, string>, lang = 'is') {
      const before = (await outbox(app.testApp)).length;
      const response = await app.call('bjorn', 'POST', `${SETTINGS_API.popupInfo}?lang=${lang}`, {
        json,
      });
      expect(response.statusCode).toBe(200);
      const sent = (await outbox(app.testApp)).slice(before);
      const confirmation = sent.find((mail) => CONFIRM_LINK.test(mail.text_body));
      if (!confirmation) return sent;
      const [, path, token] = CONFIRM_LINK.exec(confirmation.text_body)!;
      const confirmed = await app.testApp.app.inject({
        method: 'POST',
        url: path!,
        headers: {
          host: new URL(app.testApp.config.siteUrl).host,
          origin: origin(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ token: token! }).toString(),
      });
      expect(confirmed.statusCode).toBe(200);
      return (await outbox(app.testApp))
        .slice(before)
        .filter((mail) => mail.id !== confirmation.id);
    }

    const tokenIn = (text: string) =>
      /\/afturkalla-breytingu\/\?lang=\w\w&token=([\w-]+)/.exec(text)?.[1];

    const undo = (token: string, headers: Record<string, string> = { origin: origin() }) =>
      app.testApp.app.inject({
        method: 'POST',
        url: '/afturkalla-breytingu/',
        headers: {
          host: new URL(app.testApp.config.siteUrl).host,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        payload: new URLSearchParams({ token, language: 'is' }).toString(),
      });

    it('tells the old address, in both languages, and the link restores the old values once', async () => {
      // A new e-mail only (a new mobile number is told apart, at once: the phone-only test below).
      const mails = await changeOwn({ email: 'nytt@example.com', mobilePhone: '622 2345' }, 'en');
      expect(mails.map((mail) => mail.to_address)).toEqual(['bjorn@example.is']);
      const [notice] = mails;
      expect(notice!.subject).toBe('Your contact details at Skjól were changed');
      expect(notice!.text_body).toContain('Your contact details were changed on My Skjól');
      expect(notice!.text_body).toContain('Samskiptaupplýsingum þínum var breytt á Mínum síðum');
      expect(notice!.text_body.indexOf('Hello')).toBeLessThan(
        notice!.text_body.indexOf('Góðan dag'),
      );
      const token = tokenIn(notice!.text_body)!;
      expect(token).toBeTruthy();

      // Only the hash is stored.
      const stored = await db().selectFrom('contact_change').selectAll().executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored).toMatchObject({
        old_email: OLD.email,
        new_email: 'nytt@example.com',
        via: 'self',
      });
      const expiresInDays = (new Date(stored.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(expiresInDays).toBeGreaterThan(6.9);
      expect(expiresInDays).toBeLessThanOrEqual(7);

      // Opening the link shows what would be undone and changes nothing.
      const page = await app.call(null, 'GET', `/afturkalla-breytingu/?lang=is&token=${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain('n***@example.com');
      expect(page.body).toContain('bjorn@example.is');
      expect(page.body).toContain('<form method="post" action="/afturkalla-breytingu/">');
      expect((await auditEvents(app.testApp, 'contactChange.undoOpened')).at(-1)).toMatchObject({
        subject: BJORN,
        detail: { changeId: stored.id },
      });
      expect(await contactOf(app.testApp, BJORN)).toEqual({
        email: 'nytt@example.com',
        mobile_phone: '6222345',
      });

      const first = await undo(token);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('Breytingin hefur verið afturkölluð');
      expect(await contactOf(app.testApp, BJORN)).toEqual(OLD);
      expect((await auditEvents(app.testApp, 'contactChange.undone')).at(-1)).toMatchObject({
        actor: BJORN,
        subject: BJORN,
        detail: { changedBy: BJORN, via: 'self', restored: ['email'] },
      });

      // Changed again afterwards: a second use of the same link is refused and restores nothing.
      await changeOwn({ email: 'annad@example.com', mobilePhone: '622 2345' });
      const second = await undo(token);
      expect(second.statusCode).toBe(410);
      expect((await contactOf(app.testApp, BJORN)).email).toBe('annad@example.com');
      expect((await auditEvents(app.testApp, 'contactChange.undoRefused')).at(-1)).toMatchObject({
        subject: BJORN,
        detail: { reason: 'used' },
      });
      const reopened = await app.call(null, 'GET', `/afturkalla-breytingu/?lang=is&token=${token}`);
      expect(reopened.statusCode).toBe(410);
    });

    it('refuses an expired link', async () => {
      const [notice] = await changeOwn({ email: 'nytt@example.com', mobilePhone: '622 2345' });
      const token = tokenIn(notice!.text_body)!;
      await db()
        .updateTable('contact_change')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const response = await undo(token);
      expect(response.statusCode).toBe(410);
      expect((await contactOf(app.testApp, BJORN)).email).toBe('nytt@example.com');
      expect((await auditEvents(app.testApp, 'contactChange.undoRefused')).at(-1)).toMatchObject({
        detail: { reason: 'expired' },
      });
    });

    it('undoes only on a POST from our own site', async () => {
      const [notice] = await changeOwn({ email: 'nytt@example.com', mobilePhone: '622 2345' });
      const token = tokenIn(notice!.text_body)!;
      const crossSite = await undo(token, { origin: 'https://illt.example' });
      expect(crossSite.statusCode).toBe(403);
      const fetchedCrossSite = await undo(token, { 'sec-fetch-site': 'cross-site' });
      expect(fetchedCrossSite.statusCode).toBe(403);
      expect((await contactOf(app.testApp, BJORN)).email).toBe('nytt@example.com');
      expect((await undo(token)).statusCode).toBe(200);
      expect((await contactOf(app.testApp, BJORN)).email).toBe(OLD.email);
    });

    it('tells the e-mail on file when only the phone changed, and nobody when there was no e-mail', async () => {
      const phoneOnly = await changeOwn({ email: OLD.email, mobilePhone: '699 2222' });
      expect(phoneOnly.map((mail) => mail.to_address)).toEqual([OLD.email]);
      expect(phoneOnly[0]!.text_body).toContain('***-**22');
      const token = tokenIn(phoneOnly[0]!.text_body)!;
      expect((await undo(token)).statusCode).toBe(200);
      expect(await contactOf(app.testApp, BJORN)).toEqual(OLD);

      await db().updateTable('party').set({ email: null }).where('kennitala', '=', BJORN).execute();
      expect(await changeOwn({ email: 'fyrsta@example.com', mobilePhone: '622 2345' })).toEqual([]);
    });

    it('sends set-password links to the old address too for 24 hours after an e-mail change, then only to the new', async () => {
      await changeOwn({ email: 'nytt@example.com', mobilePhone: '622 2345' });
      expect((await requestReset(app, BJORN)).sort()).toEqual([OLD.email, 'nytt@example.com']);
      await db()
        .updateTable('contact_change')
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
        .execute();
      expect(await requestReset(app, BJORN)).toEqual(['nytt@example.com']);
    });

    it('stops set-password links sent since the change, and the later changes’ links, once undone', async () => {
      const [first] = await changeOwn({ email: 'nytt@example.com', mobilePhone: '622 2345' });
      const [second] = await changeOwn({ email: 'annad@example.com', mobilePhone: '622 2345' });
      expect(second!.to_address).toBe('nytt@example.com');
      await requestReset(app, BJORN);
      const openLinks = () =>
        db()
          .selectFrom('password_token')
          .select('token_hash')
          .where('kennitala', '=', BJORN)
          .where('used_at', 'is', null)
          .execute();
      expect((await openLinks()).length).toBeGreaterThan(0);

      expect((await undo(tokenIn(first!.text_body)!)).statusCode).toBe(200);
      expect(await contactOf(app.testApp, BJORN)).toEqual(OLD);
      expect(await openLinks()).toEqual([]);
      // Whoever holds the in-between address cannot put it back.
      expect((await undo(tokenIn(second!.text_body)!)).statusCode).toBe(410);
      expect(await contactOf(app.testApp, BJORN)).toEqual(OLD);
      expect(await requestReset(app, BJORN)).toEqual([OLD.email]);
    });
  },
);
