import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CONTACT_API } from '../../../src/domain/api/staff-contact-rules';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { testDatabaseKinds } from '../support/databases';
import {
  ANNA,
  BJORN,
  GUDRUN,
  HRAUNHOLAR,
  auditEvents,
  contactOf,
  outbox,
  requestReset,
  startActingApp,
  type ActingApp,
} from './acting-helpers';

const ATTACKER = 'taka.yfir@example.com';

describe.each(testDatabaseKinds)(
  'acting for someone never hands over their account on %s',
  (kind) => {
    let app: ActingApp;
    beforeAll(async () => {
      app = await startActingApp(kind, ['anna', 'gudrun', 'sigga', 'lesa', 'stjori']);
    });
    afterAll(() => app.close());

    describe('the attack: set the e-mail while acting, then ask for a set-password link', () => {
      it('is refused at the first step for a proxy (grant), and the link goes to the real owner', async () => {
        const response = await app.call('gudrun', 'POST', SETTINGS_API.popupInfo, {
          headers: { overviewUser: BJORN },
          json: { email: ATTACKER, mobilePhone: '699 9999' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('ContactChangeNotAllowedWhenActing');
        expect(await contactOf(app.testApp, BJORN)).toEqual({
          email: 'bjorn@example.is',
          mobile_phone: '6222345',
        });
        expect(await requestReset(app, BJORN)).toEqual(['bjorn@example.is']);
        expect(
          (await auditEvents(app.testApp, 'settings.contactChangeRefused')).at(-1),
        ).toMatchObject({ actor: GUDRUN, subject: BJORN, detail: { via: 'grant' } });
      });

      it("is refused for a company's representative", async () => {
        const response = await app.call('anna', 'POST', SETTINGS_API.popupInfo, {
          headers: { overviewUser: HRAUNHOLAR },
          json: { email: ATTACKER, mobilePhone: '699 9999' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('ContactChangeNotAllowedWhenActing');
        expect((await contactOf(app.testApp, HRAUNHOLAR)).email).toBe(
          'skrifstofa@hraunholar.example.is',
        );
      });

      it('is refused for Full and Admin staff impersonating the customer', async () => {
        for (const who of ['sigga', 'stjori'] as const) {
          const response = await app.call(who, 'POST', SETTINGS_API.popupInfo, {
            headers: { impersonatedUser: BJORN },
            json: { email: ATTACKER, mobilePhone: '699 9999' },
          });
          expect(response.statusCode).toBe(403);
          expect(response.json().errorCode).toBe('ContactChangeNotAllowedWhenActing');
        }
        expect((await contactOf(app.testApp, BJORN)).email).toBe('bjorn@example.is');
        expect(await requestReset(app, BJORN)).toEqual(['bjorn@example.is']);
        expect(
          (await auditEvents(app.testApp, 'settings.contactChangeRefused')).at(-1),
        ).toMatchObject({ actor: 'staff:stjori', subject: BJORN, detail: { via: 'staff' } });
      });

      it('still lets a person change their own contact details', async () => {
        const response = await app.call('anna', 'POST', SETTINGS_API.popupInfo, {
          json: { email: 'anna.ny@example.is', mobilePhone: '611 1234' },
        });
        expect(response.statusCode).toBe(200);
        // The new address counts once its own mailbox confirms it (verified-links.test.ts).
        expect(response.json()).toMatchObject({ pendingEmail: 'anna.ny@example.is' });
        const link = (await outbox(app.testApp))
          .filter((mail) => mail.to_address === 'anna.ny@example.is')
          .at(-1)!;
        const token = /\/stadfesta-netfang\/\?token=([\w-]+)/.exec(link.text_body)![1]!;
        const site = new URL(app.testApp.config.siteUrl);
        const confirmed = await app.testApp.app.inject({
          method: 'POST',
          url: '/stadfesta-netfang/',
          headers: {
            host: site.host,
            origin: site.origin,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({ token }).toString(),
        });
        expect(confirmed.statusCode).toBe(200);
        expect((await contactOf(app.testApp, ANNA)).email).toBe('anna.ny@example.is');
        const [event] = (await auditEvents(app.testApp, 'settings.contactDetailsUpdated')).slice(
          -1,
        );
        expect(event).toMatchObject({
          actor: ANNA,
          subject: ANNA,
          detail: {
            via: 'self',
            changed: ['email'],
            values: { email: { from: 'a***@example.is', to: 'a***@example.is' } },
          },
        });
      });
    });

    describe('password while acting', () => {
      it("refuses a proxy, and leaves both people's passwords as they were", async () => {
        const hashes = () =>
          app.testApp.database.db
            .selectFrom('credential')
            .select(['kennitala', 'password_hash'])
            .where('kennitala', 'in', [BJORN, GUDRUN])
            .orderBy('kennitala')
            .execute();
        const before = await hashes();
        const response = await app.call('gudrun', 'POST', SETTINGS_API.changePassword, {
          headers: { overviewUser: BJORN },
          json: { currentPassword: 'Prufa-1234', newPassword: 'Annad-lykilord-77' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('PasswordChangeNotAllowedWhenActing');
        expect(await hashes()).toEqual(before);
        expect(
          (await auditEvents(app.testApp, 'settings.passwordChangeRefused')).at(-1),
        ).toMatchObject({ actor: GUDRUN, subject: BJORN, detail: { via: 'grant' } });
      });

      it('refuses staff', async () => {
        const response = await app.call('sigga', 'POST', SETTINGS_API.changePassword, {
          headers: { impersonatedUser: BJORN },
          json: { currentPassword: 'Prufa-1234', newPassword: 'Annad-lykilord-77' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('StaffCannotChangePassword');
        expect(
          (await auditEvents(app.testApp, 'settings.passwordChangeRefused')).at(-1),
        ).toMatchObject({ actor: 'staff:sigga', subject: BJORN, detail: { via: 'staff' } });
      });
    });

    describe("staff change a customer's contact details through the staff action", () => {
      const url = STAFF_CONTACT_API.change(GUDRUN);
      const valid = {
        email: 'gudrun.ny@example.is',
        reasonCode: 'customerPhoneVerified',
        reasonText: 'Hringdi, staðfest með rafrænum skilríkjum',
      };

      it('refuses Readonly staff, and audits the refusal', async () => {
        const response = await app.call('lesa', 'POST', url, { json: valid });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('ReadOnlyRole');
        expect((await contactOf(app.testApp, GUDRUN)).email).toBe('gudrun@example.is');
        expect((await auditEvents(app.testApp, 'staff.contactChangeRefused')).at(-1)).toMatchObject(
          {
            actor: 'staff:lesa',
            subject: GUDRUN,
          },
        );
      });

      it('refuses customers, on either host', async () => {
        const site = await app.call('anna', 'POST', url, { json: valid });
        expect(site.statusCode).toBe(403);
        expect(site.json().errorCode).toBe('StaffOnly');
        const staffHost = await app.call('anna', 'POST', url, { json: valid, host: 'staff' });
        expect(staffHost.statusCode).toBe(401);
      });

      it.each([
        [{ email: valid.email }, 400],
        [{ email: valid.email, reasonCode: 'customerPhoneVerified' }, 400],
        [{ email: valid.email, reasonCode: 'customerPhoneVerified', reasonText: '  ' }, 400],
        [{ email: valid.email, reasonCode: 'becauseISaySo', reasonText: valid.reasonText }, 400],
        [{ reasonCode: 'other', reasonText: valid.reasonText }, 400],
        [{ email: 'ekki-netfang', reasonCode: 'other', reasonText: valid.reasonText }, 400],
      ])('requires a reason and something valid to change: %j', async (body, status) => {
        const response = await app.call('sigga', 'POST', url, { json: body });
        expect(response.statusCode).toBe(status);
        expect(response.json().errorCode).toBe('ValidationFailed');
        expect((await contactOf(app.testApp, GUDRUN)).email).toBe('gudrun@example.is');
      });

      it('changes them for Full staff, audits who, whose, why and what, and tells the old address', async () => {
        const mailsBefore = (await outbox(app.testApp)).length;
        const response = await app.call('sigga', 'POST', url, {
          json: { ...valid, mobilePhone: '644-4444' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ email: 'gudrun.ny@example.is', mobilePhone: '6444444' });
        expect(await contactOf(app.testApp, GUDRUN)).toEqual({
          email: 'gudrun.ny@example.is',
          mobile_phone: '6444444',
        });
        const [event] = (await auditEvents(app.testApp, 'staff.contactDetailsChanged')).slice(-1);
        expect(event).toMatchObject({
          actor: 'staff:sigga',
          subject: GUDRUN,
          detail: {
            via: 'staff',
            role: 'Full',
            reasonCode: 'customerPhoneVerified',
            reasonText: valid.reasonText,
            changed: ['email', 'mobile_phone'],
            values: {
              email: { from: 'g***@example.is', to: 'g***@example.is' },
              mobilePhone: { from: '***-**56', to: '***-**44' },
            },
          },
        });
        const mails = (await outbox(app.testApp)).slice(mailsBefore);
        expect(mails.map((mail) => mail.to_address)).toEqual(['gudrun@example.is']);
        expect(mails[0]!.text_body).toContain('Starfsmaður Skjóls breytti');
        expect(mails[0]!.text_body).toContain('A Skjól employee changed');
        expect(mails[0]!.text_body).toMatch(/\/afturkalla-breytingu\/\?lang=is&token=[\w-]{43}/);
        expect(mails[0]!.text_body).not.toContain('gudrun.ny@example.is');
      });

      it('lets Admin staff change them too, and answers 404 for nobody', async () => {
        const admin = await app.call('stjori', 'POST', STAFF_CONTACT_API.change(ANNA), {
          json: {
            mobilePhone: '611 9999',
            reasonCode: 'customerInPerson',
            reasonText: 'Kom á skrifstofuna',
          },
        });
        expect(admin.statusCode).toBe(200);
        const nobody = await app.call('stjori', 'POST', STAFF_CONTACT_API.change('0101302989'), {
          json: { mobilePhone: '611 9999', reasonCode: 'other', reasonText: 'Prófun á engum' },
        });
        expect(nobody.statusCode).toBe(404);
      });
    });
  },
);
