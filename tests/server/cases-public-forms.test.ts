import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseList } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import { OKUVISIR_DISCOUNT_STEPS } from '../../src/domain/okuvisir';
import { INQUIRY_LIMIT_PER_ADDRESS } from '../../server/modules/cases/cases.routes';
import { testDatabaseKinds } from './support/databases';
import { kennitalaBornOn, yearsAgo } from './support/kennitala';
import { outbox, startPortalApp, type PortalApp } from './portal-helpers';

const CHILD = kennitalaBornOn(yearsAgo(6));
const SEVENTEEN = kennitalaBornOn(yearsAgo(18, -1));
const EIGHTEEN = kennitalaBornOn(yearsAgo(18));
const UNBORN = kennitalaBornOn(yearsAgo(0, -30));

describe.each(testDatabaseKinds)('child insurance, Ökuvísir and other matters on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['sigga'], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const uniqueEmail = (what: string) =>
    `${what}.${Math.random().toString(36).slice(2)}@example.com`;

  function post(url: string, body: unknown, address = `10.7.0.${nextAddress++}`) {
    return portal.testApp.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { host: new URL(portal.testApp.config.siteUrl).host },
      payload: body as object,
    });
  }

  async function inboxCase(kindName: string, caseNumber: string) {
    const inbox = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?kind=${kindName}`);
    const found = inbox.json<CaseList>().cases.find((row) => row.caseNumber === caseNumber);
    const detail = found && (await portal.call('sigga', 'GET', CASE_API.staffCase(found.id)));
    return { found, body: detail?.json().messages[0].body as string | undefined };
  }

  const child = (overrides: Record<string, unknown> = {}) => ({
    parentName: 'Anna Jónsdóttir',
    parentSsn: '120160-3389',
    email: uniqueEmail('barn'),
    phone: '611 1234',
    childName: 'Sól Önnudóttir',
    childSsn: CHILD,
    coverLevel: 'standard',
    consent: true,
    lang: 'is',
    ...overrides,
  });

  const okuvisir = (overrides: Record<string, unknown> = {}) => ({
    name: 'Björn Sigurðsson',
    ssn: '050385-2139',
    email: uniqueEmail('okuvisir'),
    phone: '6221234',
    registration: 'ab-c12',
    consent: true,
    lang: 'en',
    ...overrides,
  });

  const other = (overrides: Record<string, unknown> = {}) => ({
    subject: 'Gamalt tjón',
    message: 'Ég fann gögn um gamalt tjón.\nHvert sendi ég þau?',
    name: 'Jón Jónsson',
    email: uniqueEmail('annad'),
    ssn: '',
    lang: 'is',
    ...overrides,
  });

  describe('child insurance', () => {
    it('becomes a case in the individual queue, tied to the parent, and the parent is mailed', async () => {
      const body = child();
      const response = await post(CASE_API.childInsurance, body);
      expect(response.statusCode).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      const { found, body: first } = await inboxCase('childInsurance', caseNumber);
      expect(found).toMatchObject({
        kind: 'childInsurance',
        origin: 'webform',
        queue: 'individual',
        subject: 'Umsókn um barnatryggingu: Sól Önnudóttir',
      });
      expect(first).toContain(`kt. ${CHILD.slice(0, 6)}-${CHILD.slice(6)}`);
      expect(first).toContain('Millivernd');
      const row = await db()
        .selectFrom('service_case')
        .select('party_kennitala')
        .where('case_number', '=', caseNumber)
        .executeTakeFirstOrThrow();
      // The parent's kennitala was typed, from an address that is not hers: it links nobody.
      expect(row.party_kennitala).toBeNull();
      const mail = (await outbox(portal.testApp)).find((m) => m.to_address === body.email);
      expect(mail?.subject).toContain(caseNumber);
    });

    it('takes a child of 17 and refuses one of 18, one not yet born and the parent themself', async () => {
      expect((await post(CASE_API.childInsurance, child({ childSsn: SEVENTEEN }))).statusCode).toBe(
        201,
      );
      const tooOld = await post(CASE_API.childInsurance, child({ childSsn: EIGHTEEN }));
      expect(tooOld.statusCode).toBe(400);
      expect(tooOld.json().errors).toEqual({ childSsn: ['publicForms|childTooOld'] });
      const unborn = await post(CASE_API.childInsurance, child({ childSsn: UNBORN }));
      expect(unborn.json().errors).toEqual({ childSsn: ['publicForms|childNotBorn'] });
      const same = await post(CASE_API.childInsurance, child({ childSsn: '1201603389' }));
      expect(same.json().errors.childSsn).toContain('publicForms|childSameAsParent');
    });

    it('names every wrong field, and never answers 500', async () => {
      const response = await post(
        CASE_API.childInsurance,
        child({
          parentName: ' ',
          parentSsn: '450295-2219',
          email: 'x@',
          phone: '12',
          childName: '',
          childSsn: '3102201234',
          coverLevel: 'gold',
          consent: false,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        parentName: ['requiredField'],
        parentSsn: ['publicForms|personSsnRequired'],
        email: ['invalidEmail'],
        phone: ['invalidLocalPhoneNumber'],
        childName: ['requiredField'],
        childSsn: ['invalidSsn'],
        coverLevel: ['requiredField'],
        consent: ['publicForms|consentRequired'],
      });
      for (const body of [{}, [], null, child({ consent: 'maybe' }), child({ childSsn: 7 })]) {
        const answer = await post(CASE_API.childInsurance, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('Ökuvísir', () => {
    it('becomes a case with the car registration as staff read it, and the driver is mailed', async () => {
      const body = okuvisir();
      const response = await post(CASE_API.okuvisir, body);
      expect(response.statusCode).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      const { found, body: first } = await inboxCase('okuvisir', caseNumber);
      expect(found).toMatchObject({ queue: 'individual', subject: 'Skráning í Ökuvísi: ABC12' });
      expect(first).toContain('Bíll: ABC12');
      const mail = (await outbox(portal.testApp)).find((m) => m.to_address === body.email);
      expect(mail?.subject).toBe(`We have received your Ökuvísir sign-up ${caseNumber}`);
      expect(mail?.text_body).toContain('We connect Ökuvísir to your car insurance');
    });

    it('refuses a registration the quote calculator would refuse, a driver under 17, and no consent', async () => {
      const response = await post(
        CASE_API.okuvisir,
        okuvisir({
          registration: 'A!1',
          ssn: kennitalaBornOn(yearsAgo(16)),
          consent: false,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        registration: ['publicForms|invalidRegistration'],
        ssn: ['publicForms|okuvisirTooYoung'],
        consent: ['publicForms|consentRequired'],
      });
    });

    it('serves the discount steps the page shows as calculator data', async () => {
      const response = await portal.testApp.app.inject({
        method: 'GET',
        url: '/api/public/v1/okuvisirCalculatorData/',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        steps: OKUVISIR_DISCOUNT_STEPS,
        maxDiscountPercent: 15,
      });
    });
  });

  describe('other matters', () => {
    it('becomes a case whose first message is what was written', async () => {
      const body = other();
      const response = await post(CASE_API.otherMatters, body);
      expect(response.statusCode).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      const { found, body: first } = await inboxCase('otherMatters', caseNumber);
      expect(found).toMatchObject({
        queue: 'individual',
        subject: 'Önnur erindi af vef: Gamalt tjón',
      });
      expect(first).toBe(body.message);
    });

    it('refuses a valid kennitala of nobody we know as the inquiry does', async () => {
      const response = await post(
        CASE_API.otherMatters,
        other({ ssn: kennitalaBornOn(yearsAgo(40)) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.ssn[0]).toBe('The given SSN was not found');
    });

    it('names every wrong field', async () => {
      const response = await post(
        CASE_API.otherMatters,
        other({ subject: '', message: 'x'.repeat(1000), name: '', email: 'nei', ssn: '123' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        subject: ['requiredField'],
        message: ['tooLong'],
        name: ['requiredField'],
        email: ['invalidEmail'],
        ssn: ['invalidSsn'],
      });
    });
  });

  describe('campaign offer', () => {
    const promo = (overrides: Record<string, unknown> = {}) => ({
      campaignCode: 'vetur27',
      name: 'Anna Jónsdóttir',
      email: uniqueEmail('herferd'),
      phone: '611 1234',
      products: ['car', 'home'],
      lang: 'is',
      ...overrides,
    });

    it("becomes a case in the sales team's queue with the campaign, and the sender is mailed", async () => {
      const body = promo();
      const response = await post(CASE_API.salesPromotion, body);
      expect(response.statusCode).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      const { found, body: first } = await inboxCase('salesPromotion', caseNumber);
      expect(found).toMatchObject({
        queue: 'sales',
        subject: 'Tilboð úr herferð VETUR27: Bílatrygging, Heimilistrygging',
      });
      expect(first).toContain('Hringja í 611 1234');
      const mail = (await outbox(portal.testApp)).find((m) => m.to_address === body.email);
      expect(mail?.text_body).toContain('söluteymis');
      expect(mail?.subject).toBe(`Söluteymið hefur samband (${caseNumber})`);
      expect(mail?.text_body).toContain('hringir í þig í síma 611 1234 með tilboð');
    });

    it('refuses a code that is not running and names every wrong field', async () => {
      const response = await post(
        CASE_API.salesPromotion,
        promo({ campaignCode: 'SUMAR19', name: '', phone: '1', products: ['boat'] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        campaignCode: ['publicForms|campaignNotRunning'],
        name: ['requiredField'],
        phone: ['invalidLocalPhoneNumber'],
      });
      expect((await post(CASE_API.salesPromotion, promo({ products: [] }))).json().errors).toEqual({
        products: ['requiredField'],
      });
    });
  });

  it('drops a filled-in honeypot on every form with a normal answer and keeps nothing', async () => {
    for (const [url, body] of [
      [CASE_API.childInsurance, child({ website: 'http://spam.example' })],
      [CASE_API.okuvisir, okuvisir({ website: 'http://spam.example' })],
      [CASE_API.otherMatters, other({ website: 'http://spam.example' })],
      [
        CASE_API.salesPromotion,
        {
          campaignCode: 'VETUR27',
          name: 'Bot',
          email: uniqueEmail('bot'),
          phone: '6111234',
          products: ['car'],
          website: 'http://spam.example',
        },
      ],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      const kept = await db()
        .selectFrom('service_case')
        .select('id')
        .where('sender_email', '=', body.email)
        .execute();
      expect(kept, url).toHaveLength(0);
      expect(caseNumber).toMatch(/^E-\d{6}$/);
      expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
    }
  });

  it('counts every form into the same limit per address', async () => {
    const address = '10.77.7.7';
    const forms = [
      () => post(CASE_API.childInsurance, child(), address),
      () => post(CASE_API.okuvisir, okuvisir(), address),
      () => post(CASE_API.otherMatters, other(), address),
    ];
    for (let i = 0; i < INQUIRY_LIMIT_PER_ADDRESS.max; i += 1)
      expect((await forms[i % forms.length]!()).statusCode).toBe(201);
    for (const form of forms) {
      const limited = await form();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe('TooManyRequests');
    }
  });
});
