import { parse as parseDisposition } from 'content-disposition';
import { multipartBody, type FormPart } from './support/multipart';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
  SETTINGS_API,
} from '../../src/domain/api/settings-rules';
import { signInCustomer } from '../../server/identity/accounts';
import { MIN_PASSWORD_LENGTH } from '../../server/identity/password-reset';
import { demoId } from '../../server/db/seed-portal';
import {
  ANNA,
  BJORN,
  GUDRUN,
  HRAUNHOLAR,
  outbox,
  startPortalApp,
  type PortalApp,
} from './portal-helpers';
import { pdfFlatText } from './support/pdf-text';

/** A real 2×2 PNG, built by hand so the test needs no image library. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('settings: general info, contact details, popups, picture, password and privacy', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa']);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const auditActions = async (action: string) =>
    db().selectFrom('audit_event').selectAll().where('action', '=', action).execute();

  describe('general info and contact details', () => {
    it("answers the acting party's name, contact details, spouse and address", async () => {
      const response = await portal.call('anna', 'GET', SETTINGS_API.generalInfo);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        fullName: 'Anna Jónsdóttir',
        ssn: ANNA,
        isCompany: false,
        email: 'anna@example.is',
        mobilePhone: '6111234',
        homePhone: '',
        spouse: { ssn: BJORN, name: 'Björn Sigurðsson' },
        address: { street: 'Hraunbær 102', postalCode: '110', town: 'Reykjavík' },
      });

      const company = await portal.call('anna', 'GET', SETTINGS_API.generalInfo, {
        headers: { overviewUser: HRAUNHOLAR },
      });
      expect(company.json()).toMatchObject({ ssn: HRAUNHOLAR, isCompany: true, spouse: null });
    });

    it('refuses someone who was not granted access', async () => {
      const response = await portal.call('anna', 'GET', SETTINGS_API.generalInfo, {
        headers: { overviewUser: GUDRUN },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('NoAccessGrant');
      expect((await portal.call(null, 'GET', SETTINGS_API.generalInfo)).statusCode).toBe(401);
    });

    it.each([
      [{ email: '', mobilePhone: '611 1234' }, { email: ['missingEmail'] }],
      [{ email: 'anna..x@example.is', mobilePhone: '611 1234' }, { email: ['invalidEmail'] }],
      [{ email: 'anna@example', mobilePhone: '611 1234' }, { email: ['invalidEmail'] }],
      [
        { email: 'anna@example.is', mobilePhone: '61 1234' },
        { mobilePhone: ['invalidLocalPhoneNumber'] },
      ],
      [{ email: 'anna@example.is', mobilePhone: '' }, { mobilePhone: ['invalidLocalPhoneNumber'] }],
      [
        { email: 'anna@example.is', mobilePhone: '611 1234', homePhone: '55512' },
        { homePhone: ['invalidLocalPhoneNumber'] },
      ],
    ])('refuses %j with the message key per field', async (body, errors) => {
      const response = await portal.call('anna', 'POST', SETTINGS_API.popupInfo, { json: body });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ errorCode: 'ValidationFailed', errors });
    });

    it('stores valid contact details as digits, audits which fields changed, and /info/ follows; a new e-mail waits for its link', async () => {
      const response = await portal.call('anna', 'POST', SETTINGS_API.popupInfo, {
        json: {
          type: 'contactDetailsModal',
          email: 'anna.jons@example.is',
          mobilePhone: '611-1234',
          homePhone: '555 1234',
        },
      });
      expect(response.statusCode).toBe(200);
      // The address on file holds until the new one is confirmed (verified-links.test.ts).
      expect(response.json()).toEqual({
        showPopup: false,
        email: 'anna@example.is',
        pendingEmail: 'anna.jons@example.is',
        mobilePhone: '6111234',
        homePhone: '5551234',
      });
      const info = await portal.call('anna', 'GET', '/api/user/v1/info/');
      const { pendingEmail: _pending, ...inForce } = response.json<Record<string, unknown>>();
      expect(info.json().popupinfo).toEqual(inForce);
      // Settings → General reads the waiting address too, so the screen says so when opened again.
      const general = await portal.call('anna', 'GET', SETTINGS_API.generalInfo);
      expect(general.json()).toMatchObject({
        email: 'anna@example.is',
        pendingEmail: 'anna.jons@example.is',
      });
      const [event] = (await auditActions('settings.contactDetailsUpdated')).filter(
        (row) => row.subject === ANNA,
      );
      expect(event).toMatchObject({ actor: ANNA, detail: { changed: ['home_phone'] } });
      // Back as the demo data was, for the other tests.
      await portal.call('anna', 'POST', SETTINGS_API.popupInfo, {
        json: { email: 'anna@example.is', mobilePhone: '6111234', homePhone: '' },
      });
    });

    it("refuses staff the customer's own contact form (Full uses the staff action), Readonly too", async () => {
      const body = { email: 'gudrun@example.is', mobilePhone: '633 3456' };
      const readonly = await portal.call('lesa', 'POST', SETTINGS_API.popupInfo, {
        headers: { impersonatedUser: GUDRUN },
        json: body,
      });
      expect(readonly.statusCode).toBe(403);
      expect(readonly.json().errorCode).toBe('ReadOnlyRole');
      const full = await portal.call('sigga', 'POST', SETTINGS_API.popupInfo, {
        headers: { impersonatedUser: GUDRUN },
        json: body,
      });
      expect(full.statusCode).toBe(403);
      expect(full.json().errorCode).toBe('ContactChangeNotAllowedWhenActing');
      const events = await auditActions('settings.contactChangeRefused');
      expect(events.at(-1)).toMatchObject({ actor: 'staff:sigga', subject: GUDRUN });
    });
  });

  describe('popup dismissals', () => {
    it('has none until one is saved, then keeps the first date', async () => {
      const type = { type: 'contactDetailsModal' };
      const before = await portal.call('bjorn', 'POST', SETTINGS_API.checkPopup, { json: type });
      expect(before.json()).toEqual({ type: 'contactDetailsModal', dismissedAt: null });
      const saved = await portal.call('bjorn', 'POST', SETTINGS_API.savePopup, { json: type });
      expect(saved.statusCode).toBe(200);
      const dismissedAt = saved.json().dismissedAt as string;
      expect(new Date(dismissedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const again = await portal.call('bjorn', 'POST', SETTINGS_API.savePopup, { json: type });
      expect(again.json().dismissedAt).toBe(dismissedAt);
      const after = await portal.call('bjorn', 'POST', SETTINGS_API.checkPopup, { json: type });
      expect(after.json().dismissedAt).toBe(dismissedAt);
      // Another person's dismissal is theirs alone.
      const anna = await portal.call('anna', 'POST', SETTINGS_API.checkPopup, { json: type });
      expect(anna.json().dismissedAt).toBeNull();
    });

    it('refuses unknown popups and staff', async () => {
      const unknown = await portal.call('anna', 'POST', SETTINGS_API.savePopup, {
        json: { type: 'somethingElse' },
      });
      expect(unknown.statusCode).toBe(400);
      const staff = await portal.call('sigga', 'POST', SETTINGS_API.savePopup, {
        headers: { impersonatedUser: ANNA },
        json: { type: 'contactDetailsModal' },
      });
      expect(staff.statusCode).toBe(403);
      expect(staff.json().errorCode).toBe('CustomersOnly');
    });
  });

  describe('profile picture', () => {
    const send = async (who: 'anna' | 'sigga', parts: FormPart[]) =>
      portal.call(who, 'POST', SETTINGS_API.profilePicture, {
        headers: who === 'sigga' ? { impersonatedUser: ANNA } : {},
        form: await multipartBody(parts),
      });
    const upload = (who: 'anna' | 'sigga', bytes: Buffer, fileName = 'mynd.png') =>
      send(who, [{ name: 'picture', file: bytes, fileName, type: 'image/png' }]);

    it('stores a real image, points /info/ at it and serves it to the person only, never cached', async () => {
      const png = tinyPng();
      const response = await upload('anna', png);
      expect(response.statusCode).toBe(200);
      const url = response.json().profilePicture as string;
      expect(url).toMatch(/^\/api\/user\/v1\/profilepicture\/\?v=[0-9a-f]{16}$/);
      expect((await portal.call('anna', 'GET', '/api/user/v1/info/')).json().profilePicture).toBe(
        url,
      );

      const picture = await portal.call('anna', 'GET', url);
      expect(picture.statusCode).toBe(200);
      // Stored as the server redrew it: a JPEG of the same size, never the uploaded bytes.
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['cache-control']).toContain('no-store');
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 2,
        height: 2,
      });

      // Björn has none of his own; he cannot reach Anna's.
      const bjorn = await portal.call('bjorn', 'GET', url);
      expect(bjorn.statusCode).toBe(404);
      expect(bjorn.json().errorCode).toBe('ProfilePictureNotFound');
      expect((await portal.call(null, 'GET', url)).statusCode).toBe(401);
      // Staff acting for Anna see what she sees.
      const staff = await portal.call('sigga', 'GET', url, { headers: { impersonatedUser: ANNA } });
      expect(staff.statusCode).toBe(200);
      expect((await auditActions('settings.profilePictureUploaded')).at(-1)).toMatchObject({
        actor: ANNA,
        detail: {
          contentType: 'image/jpeg',
          bytes: picture.rawPayload.length,
          uploadedBytes: png.length,
        },
      });
    });

    it('refuses a text file renamed .png, whatever its name says', async () => {
      const fake = Buffer.from('<script>alert(1)</script> this is not a picture at all\n');
      const response = await upload('anna', fake, 'mynd.png');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        errorCode: 'InvalidImage',
        errors: { data: ['invalidImage'] },
      });
      // A PNG signature alone is not a PNG either.
      const header = Buffer.concat([tinyPng().subarray(0, 8), Buffer.alloc(64, 0x41)]);
      expect((await upload('anna', header)).statusCode).toBe(415);
    });

    it('refuses a picture over the size limit', async () => {
      const png = tinyPng();
      const big = Buffer.concat([
        png.subarray(0, png.length - 12),
        Buffer.alloc(PROFILE_PICTURE_MAX_BYTES),
        png.subarray(png.length - 12),
      ]);
      const response = await upload('anna', big);
      expect(response.statusCode).toBe(413);
      expect(response.json().errorCode).toBe('ImageTooLarge');
    });

    it('takes exactly one file in the picture field, as multipart/form-data', async () => {
      const asJson = await portal.call('anna', 'POST', SETTINGS_API.profilePicture, {
        json: { fileName: 'mynd.png', data: tinyPng().toString('base64') },
      });
      expect(asJson.statusCode).toBe(415);
      expect(asJson.headers['content-type']).toContain('application/problem+json');
      expect(asJson.json().errorCode).toBe('MultipartRequired');

      const two = await send('anna', [
        { name: 'picture', file: tinyPng(), fileName: 'a.png' },
        { name: 'picture', file: tinyPng(), fileName: 'b.png' },
      ]);
      expect(two.statusCode).toBe(413);
      expect(two.json().errorCode).toBe('TooManyFiles');

      const elsewhere = await send('anna', [
        { name: 'avatar', file: tinyPng(), fileName: 'a.png' },
      ]);
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().errorCode).toBe('UnexpectedPart');

      const extraField = await send('anna', [
        { name: 'note', value: 'halló' },
        { name: 'picture', file: tinyPng(), fileName: 'a.png' },
      ]);
      expect(extraField.statusCode).toBe(400);
      expect(extraField.json().errorCode).toBe('UnexpectedPart');

      const noFile = await send('anna', []);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toMatchObject({
        errorCode: 'FileMissing',
        errors: { picture: ['required'] },
      });

      // Elsewhere a multipart body is refused before any handler runs.
      const elsewhereForm = await portal.call('anna', 'POST', SETTINGS_API.popupInfo, {
        form: await multipartBody([{ name: 'email', value: 'anna@example.is' }]),
      });
      expect(elsewhereForm.statusCode).toBe(415);
      expect(elsewhereForm.json().errorCode).toBe('UnsupportedMediaType');

      const cut = await portal.call('anna', 'POST', SETTINGS_API.profilePicture, {
        form: {
          body: Buffer.from(
            '--x\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nabc',
          ),
          contentType: 'multipart/form-data; boundary=x',
        },
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json().errorCode).toBe('MalformedMultipart');
    });

    it('lets no staff member change it, and removes it for the person', async () => {
      const staff = await upload('sigga', tinyPng());
      expect(staff.statusCode).toBe(403);
      const removed = await portal.call('anna', 'POST', SETTINGS_API.removeProfilePicture, {
        json: {},
      });
      expect(removed.json()).toEqual({ profilePicture: null });
      expect((await portal.call('anna', 'GET', '/api/user/v1/info/')).json().profilePicture).toBe(
        null,
      );
      expect((await portal.call('anna', 'GET', SETTINGS_API.profilePicture)).statusCode).toBe(404);
      expect((await auditActions('settings.profilePictureRemoved')).at(-1)?.actor).toBe(ANNA);
    });
  });

  describe('password', () => {
    const change = (who: 'gudrun' | 'sigga', json: unknown) =>
      portal.call(who, 'POST', SETTINGS_API.changePassword, {
        headers: who === 'sigga' ? { impersonatedUser: GUDRUN } : {},
        json,
      });

    it("keeps the form's minimum equal to identity's", () => {
      expect(PASSWORD_MIN_LENGTH).toBe(MIN_PASSWORD_LENGTH);
    });

    it('never lets staff change a customer password', async () => {
      const response = await change('sigga', {
        currentPassword: 'Prufa-1234',
        newPassword: 'Starfsmadur-99',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('StaffCannotChangePassword');
    });

    it.each([
      [
        { currentPassword: 'Prufa-1234', newPassword: 'stutt' },
        { newPassword: ['settings|passwordTooShort'] },
      ],
      [
        { currentPassword: 'Prufa-1234', newPassword: 'Prufa-1234' },
        { newPassword: ['settings|passwordUnchanged'] },
      ],
      [{ newPassword: 'Nytt-lykilord-1' }, { currentPassword: ['requiredField'] }],
    ])('refuses %j', async (body, errors) => {
      const response = await change('gudrun', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'ValidationFailed', errors });
    });

    it('refuses a wrong current password and counts it like a failed sign-in', async () => {
      const response = await change('gudrun', {
        currentPassword: 'Rangt-lykilord',
        newPassword: 'Nytt-lykilord-1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'WrongCurrentPassword',
        errors: { currentPassword: ['settings|wrongCurrentPassword'] },
      });
      const failures = await db()
        .selectFrom('sign_in_attempt')
        .select(['succeeded', 'checked'])
        .where('account_key', '=', GUDRUN)
        .where('succeeded', '=', false)
        .execute();
      expect(failures).toEqual([{ succeeded: false, checked: true }]);
    });

    it('changes it: the new password signs in, the old one no longer does', async () => {
      const response = await change('gudrun', {
        currentPassword: 'Prufa-1234',
        newPassword: 'Nytt-lykilord-1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ changed: true });
      const ip = '192.0.2.10';
      expect(
        (await signInCustomer(db(), { ssn: GUDRUN, password: 'Nytt-lykilord-1', ip })).ok,
      ).toBe(true);
      expect((await signInCustomer(db(), { ssn: GUDRUN, password: 'Prufa-1234', ip })).ok).toBe(
        false,
      );
      expect((await auditActions('credentials.passwordChanged')).at(-1)?.actor).toBe(GUDRUN);
    });
  });

  describe('privacy', () => {
    it('is not available for a company, nor for someone who granted access', async () => {
      for (const url of [SETTINGS_API.overviewStatus, SETTINGS_API.erasureStatus]) {
        const company = await portal.call('anna', 'GET', url, {
          headers: { overviewUser: HRAUNHOLAR },
        });
        expect(company.statusCode).toBe(403);
        expect(company.json().errorCode).toBe('PrivacyNotForCompanies');
        const grantor = await portal.call('gudrun', 'GET', url, {
          headers: { overviewUser: BJORN },
        });
        expect(grantor.statusCode).toBe(403);
        expect(grantor.json().errorCode).toBe('PrivacySelfOnly');
      }
      for (const url of [SETTINGS_API.overviewRequest, SETTINGS_API.erasureRequest]) {
        const company = await portal.call('anna', 'POST', url, {
          headers: { overviewUser: HRAUNHOLAR },
          json: {},
        });
        expect(company.json().errorCode).toBe('PrivacyNotForCompanies');
        const grantor = await portal.call('gudrun', 'POST', url, {
          headers: { overviewUser: BJORN },
          json: {},
        });
        expect(grantor.json().errorCode).toBe('PrivacySelfOnly');
      }
      expect(
        await db()
          .selectFrom('privacy_request')
          .select('id')
          .where('kennitala', 'in', [HRAUNHOLAR, BJORN])
          .where('requested_at', '>', new Date(Date.now() - 60_000))
          .execute(),
      ).toEqual([]);
    });

    it("lets staff see the status but never ask in the customer's name", async () => {
      const status = await portal.call('sigga', 'GET', SETTINGS_API.overviewStatus, {
        headers: { impersonatedUser: BJORN },
      });
      expect(status.statusCode).toBe(200);
      expect(status.json().request.status).toBe('ready');
      const full = await portal.call('sigga', 'POST', SETTINGS_API.erasureRequest, {
        headers: { impersonatedUser: BJORN },
        json: {},
      });
      expect(full.statusCode).toBe(403);
      expect(full.json().errorCode).toBe('PrivacySelfOnly');
      const readonly = await portal.call('lesa', 'POST', SETTINGS_API.overviewRequest, {
        headers: { impersonatedUser: BJORN },
        json: {},
      });
      expect(readonly.json().errorCode).toBe('ReadOnlyRole');
      const download = await portal.call(
        'sigga',
        'GET',
        `${SETTINGS_API.overviewDownload}?id=${demoId('privacy:bjorn-overview')}`,
        { headers: { impersonatedUser: BJORN } },
      );
      expect(download.statusCode).toBe(403);
    });

    it("shows Björn's finished overview from the demo data", async () => {
      const response = await portal.call('bjorn', 'GET', SETTINGS_API.overviewStatus);
      expect(response.json().request).toMatchObject({
        id: demoId('privacy:bjorn-overview'),
        status: 'ready',
        nextRequestAt: null,
      });
    });

    it('makes, reports and delivers a copy of the personal data, then expires it', async () => {
      const empty = await portal.call('anna', 'GET', SETTINGS_API.overviewStatus);
      expect(empty.json()).toEqual({ request: null });

      const requested = await portal.call(
        'anna',
        'POST',
        `${SETTINGS_API.overviewRequest}?lang=en`,
        {
          json: {},
        },
      );
      expect(requested.statusCode).toBe(200);
      const request = requested.json().request;
      expect(request.status).toBe('ready');
      const days = (Date.parse(request.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      expect(Date.parse(request.nextRequestAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

      const again = await portal.call('anna', 'POST', SETTINGS_API.overviewRequest, { json: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('PrivacyOverviewRecent');

      const mail = (await outbox(portal.testApp)).at(-1)!;
      expect(mail.to_address).toBe('anna@example.is');
      expect(mail.subject).toBe('Your personal data is ready');
      expect(mail.text_body).toContain('/en/vidskipti/stillingar/personuvernd/');
      expect(mail.attachments).toEqual([]);

      const pdf = await portal.call(
        'anna',
        'GET',
        `${SETTINGS_API.overviewDownload}?id=${request.id}&lang=is`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('no-store');
      const disposition = parseDisposition(String(pdf.headers['content-disposition']), {
        extended: false,
      });
      expect(disposition.type).toBe('attachment');
      expect(disposition.parameters.filename).toMatch(/^Personuupplysingar-/);
      const text = pdfFlatText(pdf.rawPayload);
      expect(text).toContain('Persónuupplýsingar');
      expect(text).toContain('Anna Jónsdóttir');
      expect(text).toContain('120160-3389');
      expect(text).toContain('Hraunbær 102, 110 Reykjavík');
      expect(text).toContain('Toyota RAV4 Hybrid');

      const json = await portal.call(
        'anna',
        'GET',
        `${SETTINGS_API.overviewDownload}?id=${request.id}&format=json`,
      );
      expect(json.headers['content-type']).toContain('application/json');
      const data = JSON.parse(json.body);
      expect(data.person).toMatchObject({ ssn: ANNA, email: 'anna@example.is' });
      expect(data.policies.length).toBeGreaterThan(0);
      expect(data.okuvisir.trips).toBe(24);
      expect(data.accessReceived).toEqual([
        expect.objectContaining({ from: HRAUNHOLAR, name: 'Hraunhólar ehf.' }),
      ]);

      // Someone else's copy is not there for Anna.
      const other = await portal.call(
        'anna',
        'GET',
        `${SETTINGS_API.overviewDownload}?id=${demoId('privacy:bjorn-overview')}`,
      );
      expect(other.statusCode).toBe(404);
      expect(other.json().errorCode).toBe('PrivacyOverviewNotFound');

      await db()
        .updateTable('privacy_request')
        .set({
          expires_at: new Date(Date.now() - 1000),
          requested_at: new Date(Date.now() - 31 * 86_400_000),
        })
        .where('id', '=', request.id)
        .execute();
      const expired = await portal.call('anna', 'GET', SETTINGS_API.overviewStatus);
      expect(expired.json().request).toMatchObject({ status: 'expired', nextRequestAt: null });
      const stored = await db()
        .selectFrom('privacy_request')
        .select('snapshot')
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(stored.snapshot).toBeNull();
      const gone = await portal.call(
        'anna',
        'GET',
        `${SETTINGS_API.overviewDownload}?id=${request.id}`,
      );
      expect(gone.statusCode).toBe(409);
      expect(gone.json().errorCode).toBe('PrivacyOverviewNotReady');
      expect((await auditActions('privacy.overviewRequested')).map((row) => row.actor)).toContain(
        ANNA,
      );
    });

    it('erases the ökuvísir trips and reports how many went', async () => {
      const before = await portal.call('anna', 'GET', SETTINGS_API.erasureStatus);
      expect(before.json()).toEqual({ tripsHeld: 24, request: null });
      const erased = await portal.call('anna', 'POST', SETTINGS_API.erasureRequest, { json: {} });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toMatchObject({
        tripsHeld: 0,
        request: { status: 'completed', erasedTrips: 24 },
      });
      // Björn's trips are untouched.
      const bjorn = await portal.call('bjorn', 'GET', SETTINGS_API.erasureStatus);
      expect(bjorn.json().tripsHeld).toBe(12);
      expect((await auditActions('privacy.okuvisirErased')).at(-1)).toMatchObject({
        actor: ANNA,
        detail: { trips: 24 },
      });
    });
  });
});
