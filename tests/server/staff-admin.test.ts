import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './support/databases';
import { enrolmentLinkSentTo, startPortalApp, staffToken, type PortalApp } from './portal-helpers';

const USERS = '/api/staff/v1/admin/users/';
const AUDIT = '/api/staff/v1/admin/audit/';

describe.each(testDatabaseKinds)(
  'admins manage staff users and read the audit log on %s',
  (kind) => {
    let portal: PortalApp;
    let stjori: string;
    beforeAll(async () => {
      portal = await startPortalApp(['anna', 'sigga', 'lesa'], kind);
      stjori = await staffToken(portal.testApp, 'stjori');
    });
    afterAll(() => portal.close());

    const staffHost = () => new URL(portal.testApp.config.staffUrl).host;
    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, token = stjori) =>
      portal.testApp.app.inject({
        method,
        url,
        headers: { host: staffHost(), authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const userId = async (username: string) =>
      (
        await portal.testApp.database.db
          .selectFrom('staff_user')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;

    it('refuses Full and Readonly staff (403 AdminOnly) and customers (403 StaffOnly)', async () => {
      for (const who of ['sigga', 'lesa'] as const) {
        for (const [method, url] of [
          ['GET', USERS],
          ['GET', AUDIT],
          ['GET', `${AUDIT}csv/`],
        ] as const) {
          const response = await portal.call(who, method, url);
          expect(response.statusCode, `${who} ${url}`).toBe(403);
          expect(response.json().errorCode).toBe('AdminOnly');
        }
        const create = await portal.call(who, 'POST', USERS, {
          json: { username: 'hacker', fullName: 'Hacker', role: 'Admin' },
        });
        expect(create.statusCode).toBe(403);
      }
      const customer = await portal.call('anna', 'GET', USERS);
      expect(customer.statusCode).toBe(403);
      expect(customer.json().errorCode).toBe('StaffOnly');
      expect(
        await portal.testApp.database.db
          .selectFrom('staff_user')
          .select('id')
          .where('username', '=', 'hacker')
          .execute(),
      ).toEqual([]);
    });

    it('creates a staff user with a temporary password that signs in, once per username', async () => {
      const created = await asAdmin('POST', USERS, {
        username: 'nyr',
        fullName: 'Nýr Starfsmaður',
        role: 'Full',
        email: 'nyr@starf.skjol.is',
      });
      expect(created.statusCode, created.body).toBe(201);
      const body = created.json();
      expect(body.user).toMatchObject({ username: 'nyr', role: 'Full', disabled: false });
      expect(body.temporaryPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      // Someone an admin adds sets up their second factor through the link mailed to them.
      expect(
        (await asAdmin('POST', `${USERS}${body.user.id}/second-factor/enrol/`, {})).statusCode,
      ).toBe(200);
      const token = await staffToken(
        portal.testApp,
        'nyr',
        body.temporaryPassword,
        await enrolmentLinkSentTo(portal.testApp, 'nyr@starf.skjol.is'),
      );
      const home = await asAdmin('GET', '/api/staff/v1/home/', undefined, token);
      expect(home.statusCode).toBe(200);
      const again = await asAdmin('POST', USERS, {
        username: 'nyr',
        fullName: 'Annar',
        role: 'Full',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('StaffUsernameTaken');
      expect(
        (await asAdmin('POST', USERS, { username: 'A B', fullName: 'X', role: 'Full' })).statusCode,
      ).toBe(400);
      expect(
        (await asAdmin('POST', USERS, { username: 'ok', fullName: 'Ok', role: 'God' })).statusCode,
      ).toBe(400);
      const list = await asAdmin('GET', USERS);
      expect(list.json().users.map((user: { username: string }) => user.username)).toEqual(
        expect.arrayContaining(['nyr', 'sigga', 'lesa', 'stjori']),
      );
    });

    it('changes a role, which holds from the next token on, and keeps the last admin', async () => {
      const id = await userId('nyr');
      const changed = await asAdmin('POST', `${USERS}${id}/role/`, { role: 'Readonly' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ role: 'Readonly' });
      const self = await asAdmin('POST', `${USERS}${await userId('stjori')}/role/`, {
        role: 'Full',
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().errorCode).toBe('LastAdmin');
      const unknown = await asAdmin('POST', `${USERS}00000000-0000-4000-8000-000000000000/role/`, {
        role: 'Full',
      });
      expect(unknown.statusCode).toBe(404);
      expect((await asAdmin('POST', `${USERS}not-a-uuid/role/`, { role: 'Full' })).statusCode).toBe(
        400,
      );
    });

    it('disables an employee: their token stops working and they cannot sign in; enabling undoes it', async () => {
      const token = await staffToken(portal.testApp, 'lesa');
      const id = await userId('lesa');
      const disabled = await asAdmin('POST', `${USERS}${id}/disable/`);
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ disabled: true });
      const refused = await asAdmin('GET', '/api/staff/v1/home/', undefined, token);
      expect(refused.statusCode).toBe(401);
      await expect(staffToken(portal.testApp, 'lesa')).rejects.toThrow(/staff sign-in failed/);
      const self = await asAdmin('POST', `${USERS}${await userId('stjori')}/disable/`);
      expect(self.json().errorCode).toBe('CannotDisableSelf');
      expect((await asAdmin('POST', `${USERS}${id}/enable/`)).json()).toMatchObject({
        disabled: false,
      });
      await staffToken(portal.testApp, 'lesa');
    });

    it('resets a password to a new temporary one', async () => {
      const id = await userId('nyr');
      const reset = await asAdmin('POST', `${USERS}${id}/password/`);
      expect(reset.statusCode).toBe(200);
      expect(reset.json().temporaryPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    });

    it('lists the audit log filtered by actor, subject, event and days, and exports it as CSV', async () => {
      const byActor = await asAdmin(
        'GET',
        `${AUDIT}?actor=${encodeURIComponent('staff:stjori')}&action=admin.staff`,
      );
      expect(byActor.statusCode).toBe(200);
      const actions = byActor.json().entries.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'admin.staffCreated',
          'admin.staffRoleChanged',
          'admin.staffDisabled',
        ]),
      );
      expect(actions.every((action: string) => action.startsWith('admin.staff'))).toBe(true);

      const today = new Date().toISOString().slice(0, 10);
      const inRange = await asAdmin(
        'GET',
        `${AUDIT}?from=${today}&to=${today}&action=admin.staffCreated`,
      );
      expect(inRange.json().entries.length).toBeGreaterThan(0);
      const past = await asAdmin('GET', `${AUDIT}?to=2000-01-01&action=admin.staffCreated`);
      expect(past.json().entries).toEqual([]);
      const reversed = await asAdmin('GET', `${AUDIT}?from=${today}&to=2000-01-01`);
      expect(reversed.statusCode).toBe(400);
      expect((await asAdmin('GET', `${AUDIT}?from=yesterday`)).statusCode).toBe(400);
      expect(
        (await asAdmin('GET', `${AUDIT}?action=${encodeURIComponent('%')}`)).json().entries,
      ).toEqual([]);

      const csv = await asAdmin('GET', `${AUDIT}csv/?action=admin.staffCreated`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('occurredAt,action,actor,subject,ip,detail');
      expect(lines[1]).toContain('"admin.staffCreated","staff:stjori"');
      expect(lines[1]).toContain('""username"":""nyr""');

      // Reading and exporting the log are kept in it too.
      const reads = await asAdmin('GET', `${AUDIT}?action=admin.audit`);
      expect(reads.json().entries.map((entry: { action: string }) => entry.action)).toEqual(
        expect.arrayContaining(['admin.auditRead', 'admin.auditExported']),
      );
    });
  },
);
