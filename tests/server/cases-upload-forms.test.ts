import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseList } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import { ATTACHMENT_LIMITS } from '../../src/domain/attachments';
import {
  INQUIRY_LIMIT_PER_ADDRESS,
  INQUIRY_LIMIT_PER_EMAIL,
} from '../../server/modules/cases/cases.routes';
import { testDatabaseKinds } from './support/databases';
import { multipartBody, type FormPart } from './support/multipart';
import { ANNA, HRAUNHOLAR, outbox, startPortalApp, type PortalApp } from './portal-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
/** A 64×48 iPhone-style HEIC photo whose EXIF holds a GPS position. */
const HEIC = readFileSync(new URL('../fixtures/claim-photo.heic', import.meta.url));

describe.each(testDatabaseKinds)('forms with attachments on %s', (kind) => {
  let portal: PortalApp;
  let png: Buffer;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['sigga', 'anna'], kind);
    png = await sharp({ create: { width: 10, height: 6, channels: 3, background: '#c33' } })
      .png()
      .withExif({ IFD0: { Copyright: 'Gps og allt' } })
      .toBuffer();
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const unique = () => Math.random().toString(36).slice(2);

  async function post(
    url: string,
    fields: Record<string, string | string[]>,
    files: { fileName: string; file: Buffer; type?: string }[] = [],
    address = `10.7.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
  ) {
    const parts: FormPart[] = [];
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) parts.push({ name, value: item });
    for (const file of files) parts.push({ name: 'attachments', ...file });
    const form = await multipartBody(parts);
    return portal.testApp.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: {
        host: new URL(portal.testApp.config.siteUrl).host,
        'content-type': form.contentType,
      },
      payload: form.body,
    });
  }

  const business = (overrides: Record<string, string | string[]> = {}) => ({
    companyName: 'Hraunhólar ehf.',
    companySsn: '450295-2219',
    contactName: 'Sólveig Jónsdóttir',
    email: `fyrirtaeki.${unique()}@example.com`,
    phone: '555 1234',
    employees: '10-49',
    products: ['property', 'vehicles'],
    description: 'Við erum með tíu bíla og verkstæði í Hafnarfirði.',
    lang: 'is',
    ...overrides,
  });

  async function caseByNumber(caseNumber: string) {
    const list = await portal.call('sigga', 'GET', CASE_API.staffCases);
    const found = list.json<CaseList>().cases.find((row) => row.caseNumber === caseNumber);
    if (!found) return undefined;
    return (await portal.call('sigga', 'GET', CASE_API.staffCase(found.id))).json<CaseDetail>();
  }

  describe('the business inquiry', () => {
    it('becomes a company case with its files, which staff download; the sender is mailed', async () => {
      const body = business();
      const response = await post(CASE_API.business, body, [
        { fileName: 'bílalisti.pdf', file: PDF, type: 'application/pdf' },
        { fileName: 'verkstæði.png', file: png, type: 'image/png' },
      ]);
      expect(response.statusCode).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      const detail = (await caseByNumber(caseNumber))!;
      expect(detail).toMatchObject({
        kind: 'business',
        queue: 'company',
        subject: 'Fyrirspurn fyrirtækis af vef: Hraunhólar ehf.',
        senderSsn: HRAUNHOLAR,
        // A typed kennitala links nobody: the sender's address is no customer's verified one.
        customerName: null,
      });
      const [message] = detail.messages;
      expect(message!.body).toBe(
        [
          'Hraunhólar ehf. (450295-2219)',
          'Tengiliður: Sólveig Jónsdóttir · 555 1234',
          'Starfsmenn: 10-49',
          'Áhugi á: Eignir og rekstrarstöðvun, Ökutæki',
          '',
          'Við erum með tíu bíla og verkstæði í Hafnarfirði.',
        ].join('\n'),
      );
      expect(message!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        ['bílalisti.pdf', 'application/pdf'],
        ['verkstæði.jpg', 'image/jpeg'],
      ]);

      const pdf = await portal.call(
        'sigga',
        'GET',
        CASE_API.staffAttachment(detail.id, message!.attachments[0]!.id),
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(PDF)).toBe(true);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment;/);
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      const picture = await portal.call(
        'sigga',
        'GET',
        CASE_API.staffAttachment(detail.id, message!.attachments[1]!.id),
      );
      expect((await sharp(picture.rawPayload).metadata()).exif).toBeUndefined();

      // Staff only: a signed-in customer and a visitor are refused.
      const attachmentUrl = CASE_API.staffAttachment(detail.id, message!.attachments[0]!.id);
      expect((await portal.call('anna', 'GET', attachmentUrl)).statusCode).toBe(403);
      expect((await portal.call(null, 'GET', attachmentUrl)).statusCode).toBe(401);

      const mail = (await outbox(portal.testApp)).find((row) => row.to_address === body.email);
      expect(mail?.subject).toContain(caseNumber);
      expect(mail?.text_body).toContain('Skrár sem fylgdu: bílalisti.pdf, verkstæði.jpg');
    });

    it('stores the same bytes once, however many cases they come with', async () => {
      const contract = Buffer.from(`%PDF-1.5\n% samningur ${unique()}\n%%EOF\n`);
      for (const name of ['samningur.pdf', 'afrit af samningi.pdf'])
        expect(
          (await post(CASE_API.business, business(), [{ fileName: name, file: contract }]))
            .statusCode,
        ).toBe(201);
      const sha256 = (await import('node:crypto'))
        .createHash('sha256')
        .update(contract)
        .digest('hex');
      const rows = await db()
        .selectFrom('case_attachment')
        .select(['case_id', 'filename'])
        .where('sha256', '=', sha256)
        .execute();
      expect(rows.map((row) => row.filename).sort()).toEqual([
        'afrit af samningi.pdf',
        'samningur.pdf',
      ]);
      expect(new Set(rows.map((row) => row.case_id)).size).toBe(2);
      const stored = await db()
        .selectFrom('attachment_content')
        .select('sha256')
        .where('sha256', '=', sha256)
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('answers invalid fields with translated keys, and a person’s kennitala as not a company’s', async () => {
      const response = await post(
        CASE_API.business,
        business({ companySsn: '120160-3389', email: 'nei', products: [], phone: '12' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        errors: {
          companySsn: ['invalidCompanySsn'],
          email: ['invalidEmail'],
          products: ['requiredField'],
          phone: ['invalidLocalPhoneNumber'],
        },
      });
    });

    it('refuses a missing field, a field it does not take, and control characters by the shape', async () => {
      const { companyName: _left, ...missing } = business();
      const withoutName = await post(CASE_API.business, missing);
      expect(withoutName.statusCode).toBe(400);
      expect(withoutName.json().errors).toEqual({ companyName: ['requiredField'] });

      const stray = await post(CASE_API.business, { ...business(), admin: 'true' });
      expect([stray.statusCode, stray.json().errorCode]).toEqual([400, 'UnexpectedPart']);

      const control = await post(CASE_API.business, business({ companyName: 'Hraun\u0000hólar' }));
      expect(control.statusCode).toBe(400);
      expect(control.json().errors).toEqual({ companyName: ['invalidCharacters'] });
    });

    it('refuses a program renamed .pdf, and treats a PNG renamed .pdf as a picture', async () => {
      const exe = await post(CASE_API.business, business(), [
        { fileName: 'reikningur.pdf', file: EXE, type: 'application/pdf' },
      ]);
      expect(exe.statusCode).toBe(415);
      expect(exe.json()).toMatchObject({
        errorCode: 'UnsupportedAttachment',
        errors: { attachments: ['attachmentType'] },
      });

      const renamed = await post(CASE_API.business, business(), [
        { fileName: 'reikningur.pdf', file: png, type: 'application/pdf' },
      ]);
      expect(renamed.statusCode).toBe(201);
      const detail = (await caseByNumber(renamed.json().caseNumber))!;
      expect(detail.messages[0]!.attachments[0]).toMatchObject({
        filename: 'reikningur.jpg',
        contentType: 'image/jpeg',
      });
    });

    it('takes an iPhone HEIC photo, stored as a JPEG without its EXIF', async () => {
      const sent = await post(CASE_API.business, business(), [
        { fileName: 'IMG_0042.HEIC', file: HEIC, type: 'image/heic' },
      ]);
      expect(sent.statusCode, sent.body).toBe(201);
      const detail = (await caseByNumber(sent.json().caseNumber))!;
      const attachment = detail.messages[0]!.attachments[0]!;
      expect(attachment).toMatchObject({ filename: 'IMG_0042.jpg', contentType: 'image/jpeg' });
      const stored = await db()
        .selectFrom('case_attachment as a')
        .innerJoin('attachment_content as c', 'c.sha256', 'a.sha256')
        .select('c.content')
        .where('a.id', '=', attachment.id)
        .executeTakeFirstOrThrow();
      const picture = await sharp(stored.content).metadata();
      expect(picture).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(picture.exif).toBeUndefined();
    });

    it('refuses too many files and a file too large, keeping nothing', async () => {
      const before = (await db().selectFrom('service_case').select('id').execute()).length;
      const many = await post(
        CASE_API.business,
        business(),
        Array.from({ length: ATTACHMENT_LIMITS.maxFiles + 1 }, (_, index) => ({
          fileName: `${index}.pdf`,
          file: PDF,
        })),
      );
      expect([many.statusCode, many.json().errorCode]).toEqual([413, 'TooManyFiles']);
      const large = await post(CASE_API.business, business(), [
        {
          fileName: 'stórt.pdf',
          file: Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_LIMITS.maxFileBytes)]),
        },
      ]);
      expect([large.statusCode, large.json().errorCode]).toEqual([413, 'FileTooLarge']);
      expect((await db().selectFrom('service_case').select('id').execute()).length).toBe(before);
    });

    it('answers JSON with 415 and garbage with 400, never a 500', async () => {
      const json = await portal.testApp.app.inject({
        method: 'POST',
        url: CASE_API.business,
        remoteAddress: '10.8.0.1',
        payload: business(),
      });
      expect(json.statusCode).toBe(415);
      const garbage = await portal.testApp.app.inject({
        method: 'POST',
        url: CASE_API.business,
        remoteAddress: '10.8.0.2',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nabc',
      });
      expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
      expect(garbage.statusCode).toBeLessThan(500);
    });

    it('gives a bot that fills in the honeypot a normal answer and keeps nothing', async () => {
      const body = business({ website: 'http://spam.example' });
      const response = await post(CASE_API.business, body, [{ fileName: 'a.pdf', file: PDF }]);
      expect(response.statusCode).toBe(201);
      expect(await caseByNumber(response.json().caseNumber)).toBeUndefined();
      expect((await outbox(portal.testApp)).some((mail) => mail.to_address === body.email)).toBe(
        false,
      );
    });

    it('shares the per-address and per-mailbox budgets of the other forms', async () => {
      const address = '10.9.8.7';
      for (let i = 0; i < INQUIRY_LIMIT_PER_ADDRESS.max; i += 1)
        expect((await post(CASE_API.business, business(), [], address)).statusCode).toBe(201);
      const limited = await post(CASE_API.business, business(), [], address);
      expect([limited.statusCode, limited.json().errorCode]).toEqual([429, 'TooManyRequests']);
      expect(limited.headers['retry-after']).toBeDefined();

      const email = `floods.${unique()}@example.com`;
      for (let i = 0; i < INQUIRY_LIMIT_PER_EMAIL.max; i += 1)
        expect((await post(CASE_API.business, business({ email }))).statusCode).toBe(201);
      expect(
        (
          await post(CASE_API.safetyProductSuggestion, {
            productName: 'Lekavari',
            reason: 'Góður',
            name: 'Jón',
            email: email.toUpperCase(),
          })
        ).statusCode,
      ).toBe(429);
    });
  });

  describe('every form that takes files', () => {
    const forms = (): { url: string; fields: Record<string, string | string[]> }[] => [
      { url: CASE_API.business, fields: business() },
      {
        url: CASE_API.safetyProductSuggestion,
        fields: {
          productName: 'Reykskynjari',
          reason: 'Góður',
          name: 'Jón',
          email: `a.${unique()}@example.com`,
        },
      },
      {
        url: CASE_API.webToCase,
        fields: {
          subject: 'Tjón',
          description: 'Rúða brotnaði',
          email: `b.${unique()}@example.com`,
          category: 'claim',
        },
      },
      {
        url: CASE_API.opportunityWithFiles,
        fields: {
          name: 'Anna',
          email: `c.${unique()}@example.com`,
          phone: '6111234',
          products: ['car'],
          callTime: 'any',
        },
      },
    ];

    it('refuses wrong bytes and too many files, drops a honeypot, and never answers 500', async () => {
      for (const { url, fields } of forms()) {
        const before = (await db().selectFrom('service_case').select('id').execute()).length;
        const exe = await post(url, fields, [{ fileName: 'mynd.png', file: EXE }]);
        expect([exe.statusCode, exe.json().errorCode], url).toEqual([415, 'UnsupportedAttachment']);
        const many = await post(
          url,
          fields,
          Array.from({ length: ATTACHMENT_LIMITS.maxFiles + 1 }, () => ({
            fileName: 'a.pdf',
            file: PDF,
          })),
        );
        expect([many.statusCode, many.json().errorCode], url).toEqual([413, 'TooManyFiles']);
        const bot = await post(url, { ...fields, website: 'http://spam.example' }, [
          { fileName: 'a.pdf', file: PDF },
        ]);
        expect(bot.statusCode, url).toBe(201);
        expect((await db().selectFrom('service_case').select('id').execute()).length, url).toBe(
          before,
        );
        const empty = await post(url, {});
        expect(empty.statusCode, url).toBe(400);
        const ok = await post(url, fields, [{ fileName: 'a.pdf', file: PDF }]);
        expect(ok.statusCode, url).toBe(201);
      }
    });
  });

  describe('the safety product suggestion', () => {
    const suggestion = (overrides: Record<string, string> = {}) => ({
      productName: 'Vatnslekaskynjari með lokun',
      whereToBuy: 'Byggingavöruverslanir',
      reason: 'Lokar fyrir vatnið þegar lekur undir uppþvottavél.',
      name: 'Jón Jónsson',
      email: `oryggi.${unique()}@example.com`,
      lang: 'en',
      ...overrides,
    });

    it('becomes a case in the individual queue, with or without a picture', async () => {
      const body = suggestion();
      const withPicture = await post(CASE_API.safetyProductSuggestion, body, [
        { fileName: 'skynjari.png', file: png },
      ]);
      expect(withPicture.statusCode).toBe(201);
      const detail = (await caseByNumber(withPicture.json().caseNumber))!;
      expect(detail).toMatchObject({
        kind: 'safetyProductSuggestion',
        queue: 'individual',
        subject: 'Ábending um öryggisvöru: Vatnslekaskynjari með lokun',
      });
      expect(detail.messages[0]!.body).toBe(
        'Vara: Vatnslekaskynjari með lokun\nFæst: Byggingavöruverslanir\n\nLokar fyrir vatnið þegar lekur undir uppþvottavél.',
      );
      expect(detail.messages[0]!.attachments).toHaveLength(1);
      const mail = (await outbox(portal.testApp)).find((row) => row.to_address === body.email);
      expect(mail?.subject).toBe(
        `Thank you for your suggestion (${withPicture.json().caseNumber})`,
      );
      expect(mail?.text_body).toContain('Our prevention team looks at the product');

      const without = await post(CASE_API.safetyProductSuggestion, suggestion({ whereToBuy: '' }));
      expect(without.statusCode).toBe(201);
    });

    it('answers a missing reason and a bad address with field errors', async () => {
      const response = await post(
        CASE_API.safetyProductSuggestion,
        suggestion({ reason: '  ', email: 'jon@' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        reason: ['requiredField'],
        email: ['invalidEmail'],
      });
    });
  });

  describe('web-to-case', () => {
    const webCase = (overrides: Record<string, string> = {}) => ({
      subject: 'Tjón á bíl',
      description: 'Ekið var á bílinn á bílastæði.',
      email: `vefur.${unique()}@example.com`,
      category: 'claim',
      ...overrides,
    });

    it('puts a claim in the claims queue and a company’s policy question in the company queue', async () => {
      const claim = await post(CASE_API.webToCase, webCase(), [
        { fileName: 'mynd.png', file: png },
      ]);
      expect(claim.statusCode).toBe(201);
      expect(await caseByNumber(claim.json().caseNumber)).toMatchObject({
        kind: 'webToCase',
        queue: 'claims',
        subject: 'Erindi af vef: Tjón á bíl',
      });
      const company = await post(
        CASE_API.webToCase,
        webCase({ category: 'policy', ssn: HRAUNHOLAR, name: 'Hraunhólar' }),
      );
      expect(company.statusCode).toBe(201);
      const detail = (await caseByNumber(company.json().caseNumber))!;
      expect(detail).toMatchObject({ queue: 'company', senderName: 'Hraunhólar' });
      expect(detail.messages[0]!.body).toBe(
        'Flokkur: Tryggingar\n\nEkið var á bílinn á bílastæði.',
      );
    });

    it('refuses a category not on the list and a kennitala of nobody we know', async () => {
      const category = await post(CASE_API.webToCase, webCase({ category: 'lottery' }));
      expect(category.json().errors).toEqual({ category: ['requiredField'] });
      const unknown = await post(CASE_API.webToCase, webCase({ ssn: '010130-2989' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.ssn).toEqual(['The given SSN was not found']);
    });
  });

  describe('the opportunity', () => {
    const lead = (overrides: Record<string, unknown> = {}) => ({
      name: 'Anna Jónsdóttir',
      email: `leid.${unique()}@example.com`,
      phone: '6111234',
      ssn: '',
      products: ['car', 'home'],
      callTime: 'morning',
      note: 'Er að flytja í nýja íbúð.',
      lang: 'is',
      ...overrides,
    });

    it('takes the same fields as JSON (v1) and with files (v2)', async () => {
      const json = await portal.testApp.app.inject({
        method: 'POST',
        url: CASE_API.opportunity,
        remoteAddress: '10.6.0.1',
        payload: lead({ ssn: ANNA }),
      });
      expect(json.statusCode).toBe(201);
      const fromJson = (await caseByNumber(json.json().caseNumber))!;
      expect(fromJson).toMatchObject({
        kind: 'opportunity',
        queue: 'individual',
        subject: 'Sölutækifæri af vef: Ökutæki, Heimili og innbú',
        customerName: null,
      });
      expect(fromJson.messages[0]!.body).toBe(
        'Hringja í 611 1234: Fyrir hádegi (9–12)\nÁhugi á: Ökutæki, Heimili og innbú\n\nEr að flytja í nýja íbúð.',
      );
      // The mail promises the call the page promises: at the number and time the sender chose.
      const mail = (await outbox(portal.testApp)).find(
        (row) => row.subject === `Við hringjum í þig (${json.json().caseNumber})`,
      );
      expect(mail?.text_body).toContain(
        'Sérfræðingur hringir í þig í síma 611 1234 á virkum degi: Fyrir hádegi (9–12).',
      );

      const { ssn: _ssn, ...fields } = lead({ ssn: HRAUNHOLAR });
      const multipart = await post(
        CASE_API.opportunityWithFiles,
        { ...(fields as Record<string, string | string[]>), ssn: HRAUNHOLAR },
        [{ fileName: 'núverandi skírteini.pdf', file: PDF }],
      );
      expect(multipart.statusCode).toBe(201);
      const fromMultipart = (await caseByNumber(multipart.json().caseNumber))!;
      expect(fromMultipart.queue).toBe('company');
      expect(fromMultipart.messages[0]!.attachments[0]!.filename).toBe('núverandi skírteini.pdf');
    });

    it('applies one rule set to both: the same errors from JSON and multipart', async () => {
      const bad = { phone: '1', callTime: 'midnight', products: ['yacht'] };
      const json = await portal.testApp.app.inject({
        method: 'POST',
        url: CASE_API.opportunity,
        remoteAddress: '10.6.0.2',
        payload: lead(bad),
      });
      const { ssn: _ssn, ...fields } = lead(bad);
      const multipart = await post(
        CASE_API.opportunityWithFiles,
        fields as Record<string, string | string[]>,
      );
      expect(json.statusCode).toBe(400);
      expect(multipart.statusCode).toBe(400);
      expect(multipart.json().errors).toEqual(json.json().errors);
      expect(Object.keys(json.json().errors).sort()).toEqual(['callTime', 'phone', 'products[0]']);
    });

    it('drops a JSON lead whose honeypot is filled in', async () => {
      const body = lead({ website: 'x' });
      const response = await portal.testApp.app.inject({
        method: 'POST',
        url: CASE_API.opportunity,
        remoteAddress: '10.6.0.3',
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      expect(await caseByNumber(response.json().caseNumber)).toBeUndefined();
    });
  });
});
