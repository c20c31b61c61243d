import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../src/domain/api/case-paths';
import type { CaseDetail, CaseList, CustomerCaseList } from '../../src/domain/api/case';
import { insertAttachment } from '../../server/modules/cases/cases.repository';
import { SSN_NOT_FOUND } from '../../server/modules/cases/cases.service';
import {
  INQUIRY_LIMIT_PER_ADDRESS,
  INQUIRY_LIMIT_PER_EMAIL,
} from '../../server/modules/cases/cases.routes';
import { everyDatabaseKind } from './support/databases';
import { ANNA, BJORN, outbox, startPortalApp, type PortalApp } from './portal-helpers';

const INBOUND_SECRET = 'inbound-secret-for-tests-0123456789';
const MISSING = '00000000-0000-4000-8000-000000000000';
/** Passes the kennitala rules, but nobody is registered with it. */
const UNKNOWN_SSN = '0101701239';

describe.each(everyDatabaseKind)('cases on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa'], kind, {
      mailInboundSecret: INBOUND_SECRET,
    });
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;

  /** Each inquiry from its own address unless one is given, so the per-address limit stays out of the way. */
  function postInquiry(
    body: Record<string, unknown>,
    options: { address?: string; language?: string } = {},
  ) {
    return portal.testApp.app.inject({
      method: 'POST',
      url: CASE_API.inquiry,
      remoteAddress: options.address ?? `10.1.0.${nextAddress++}`,
      headers: {
        host: new URL(portal.testApp.config.siteUrl).host,
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: body,
    });
  }

  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    name: 'Jón Gestur',
    email: `jon.${Math.random().toString(36).slice(2)}@example.com`,
    ssn: '',
    type: 'claims',
    description: 'Hvað geri ég ef rúða brotnar í bílnum?\nHún brotnaði í gær.',
    ...overrides,
  });

  async function caseByNumber(caseNumber: string) {
    return db()
      .selectFrom('service_case')
      .selectAll()
      .where('case_number', '=', caseNumber)
      .executeTakeFirst();
  }

  describe('the inquiry form', () => {
    it('makes a case in the chosen queue and mails the sender its number, with a reply address', async () => {
      const body = inquiry();
      const response = await postInquiry(body);
      expect(response.statusCode).toBe(201);
      const { caseNumber } = response.json<{ caseNumber: string }>();
      expect(caseNumber).toMatch(/^E-\d{6}$/);

      const stored = await caseByNumber(caseNumber);
      expect(stored).toMatchObject({
        kind: 'inquiry',
        origin: 'webform',
        queue: 'claims',
        status: 'new',
        subject: 'Fyrirspurn af vef: Hvað geri ég ef rúða brotnar í bílnum?',
        sender_email: body.email,
        party_kennitala: null,
      });
      const messages = await db()
        .selectFrom('case_message')
        .selectAll()
        .where('case_id', '=', stored!.id)
        .execute();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ direction: 'incoming', body: body.description });

      const mail = (await outbox(portal.testApp)).filter((m) => m.to_address === body.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toContain(caseNumber);
      expect(mail[0]!.text_body).toContain('tjónaþjónustu');
      expect(mail[0]!.reply_to).toBe(`erindi+${stored!.reply_token}@skjol.is`);
    });

    it('writes in the language of the page the inquiry came from', async () => {
      const body = inquiry({ lang: 'is' });
      const response = await postInquiry(body, { language: 'en-US,en;q=0.9' });
      const [mail] = (await outbox(portal.testApp)).filter((m) => m.to_address === body.email);
      expect(mail!.subject).toBe(`Erindi ${response.json().caseNumber} er móttekið`);
    });

    it('writes the confirmation in English to a visitor reading in English', async () => {
      const body = inquiry({ type: 'company' });
      const response = await postInquiry(body, { language: 'en-GB,en;q=0.8' });
      expect(response.statusCode).toBe(201);
      const [mail] = (await outbox(portal.testApp)).filter((m) => m.to_address === body.email);
      expect(mail!.subject).toBe(`We have received your request ${response.json().caseNumber}`);
      expect(mail!.text_body).toContain('our company service');
    });

    it('cuts a long first line into the subject with an ellipsis', async () => {
      const response = await postInquiry(inquiry({ description: 'A'.repeat(200) }));
      const stored = await caseByNumber(response.json().caseNumber);
      expect(stored!.subject).toBe(`Fyrirspurn af vef: ${'A'.repeat(59)}…`);
    });

    it('answers every broken rule at once, by field, with the keys the form translates', async () => {
      const response = await postInquiry({
        name: ' ',
        email: 'not-an-address',
        ssn: '12345',
        type: 'nothing',
        description: 'x'.repeat(1000),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        errors: {
          name: ['requiredField'],
          email: ['invalidEmail'],
          ssn: ['invalidSsn'],
          type: ['requiredField'],
          description: ['tooLong'],
        },
      });
    });

    it('answers a limit only the declared shape states in the same keys, with nothing kept', async () => {
      const body = inquiry({ name: 'N'.repeat(201) });
      const response = await postInquiry(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        errors: { name: ['tooLong'] },
      });
      expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
    });

    it("refuses a valid kennitala of nobody we know with the form's first error", async () => {
      const body = inquiry({ ssn: UNKNOWN_SSN });
      const response = await postInquiry(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.ssn[0]).toBe(SSN_NOT_FOUND);
      expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
    });

    it('files the case under the customer whose verified e-mail sent it, never by a typed kennitala alone', async () => {
      const bySsn = await postInquiry(inquiry({ ssn: '050385-2139' }));
      expect((await caseByNumber(bySsn.json().caseNumber))!.party_kennitala).toBeNull();
      const byEmail = await postInquiry(inquiry({ email: 'ANNA@example.is' }));
      expect((await caseByNumber(byEmail.json().caseNumber))!.party_kennitala).toBe(ANNA);
      const both = await postInquiry(inquiry({ ssn: '050385-2139', email: 'bjorn@example.is' }));
      expect((await caseByNumber(both.json().caseNumber))!.party_kennitala).toBe(BJORN);
    });

    it('gives a bot that fills in the honeypot a normal answer and keeps nothing', async () => {
      const body = inquiry({ website: 'http://spam.example' });
      const before = await db().selectFrom('service_case').select('id').execute();
      const response = await postInquiry(body);
      expect(response.statusCode).toBe(201);
      expect(response.json().caseNumber).toMatch(/^E-\d{6}$/);
      expect(await caseByNumber(response.json().caseNumber)).toBeUndefined();
      expect(await db().selectFrom('service_case').select('id').execute()).toHaveLength(
        before.length,
      );
      expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
    });

    it('limits inquiries per address and confirmations per mailbox', async () => {
      const address = '10.9.9.9';
      for (let i = 0; i < INQUIRY_LIMIT_PER_ADDRESS.max; i += 1)
        expect((await postInquiry(inquiry(), { address })).statusCode).toBe(201);
      const limited = await postInquiry(inquiry(), { address });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe('TooManyRequests');

      const email = 'flooded@example.com';
      for (let i = 0; i < INQUIRY_LIMIT_PER_EMAIL.max; i += 1)
        expect((await postInquiry(inquiry({ email }))).statusCode).toBe(201);
      expect((await postInquiry(inquiry({ email: 'Flooded@example.com' }))).statusCode).toBe(429);
    });
  });

  describe('the staff inbox', () => {
    it('lists every case for staff, newest first, with filters', async () => {
      const all = await portal.call('sigga', 'GET', CASE_API.staffCases);
      expect(all.statusCode).toBe(200);
      const { cases } = all.json<CaseList>();
      expect(cases.map((c) => c.caseNumber)).toEqual(
        expect.arrayContaining(['E-000101', 'E-000087', 'E-000102']),
      );
      const created = cases.map((c) => c.createdAt);
      expect([...created].sort().reverse()).toEqual(created);

      const unassigned = await portal.call(
        'sigga',
        'GET',
        `${CASE_API.staffCases}?assignee=unassigned&queue=company&status=new`,
      );
      const numbers = unassigned.json<CaseList>().cases.map((c) => c.caseNumber);
      expect(numbers).toContain('E-000102');
      expect(numbers).not.toContain('E-000101');
      const mine = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?assignee=me`);
      expect(mine.json<CaseList>().cases.every((c) => c.assignee?.username === 'sigga')).toBe(true);
    });

    it('is for staff only', async () => {
      const response = await portal.call('anna', 'GET', CASE_API.staffCases);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('StaffOnly');
      expect((await portal.call(null, 'GET', CASE_API.staffCases)).statusCode).toBe(401);
    });

    it('takes, answers by e-mail and closes a case, each step audited', async () => {
      const body = inquiry();
      const { caseNumber } = (await postInquiry(body)).json<{ caseNumber: string }>();
      const id = (await caseByNumber(caseNumber))!.id;

      const detail = await portal.call('sigga', 'GET', CASE_API.staffCase(id));
      expect(detail.json<CaseDetail>()).toMatchObject({
        caseNumber,
        status: 'new',
        assignee: null,
        senderSsn: null,
        customerName: null,
      });

      const assigned = await portal.call('sigga', 'POST', CASE_API.staffAssign(id), { json: {} });
      expect(assigned.json<CaseDetail>()).toMatchObject({
        status: 'in_progress',
        assignee: { username: 'sigga', name: 'Sigríður Kristjánsdóttir' },
      });

      const replied = await portal.call('sigga', 'POST', CASE_API.staffReply(id), {
        json: { body: 'Hringdu í okkur í síma 440 2000 og við sendum rúðuþjónustu.' },
      });
      expect(replied.statusCode).toBe(200);
      const afterReply = replied.json<CaseDetail>();
      expect(afterReply.status).toBe('waiting_for_customer');
      expect(afterReply.messages.map((m) => m.direction)).toEqual(['incoming', 'outgoing']);
      expect(afterReply.messages[1]!.authorName).toBe('Sigríður Kristjánsdóttir');
      const mails = (await outbox(portal.testApp)).filter((m) => m.to_address === body.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe(`Svar við erindi ${caseNumber}`);
      expect(mails[1]!.text_body).toContain('rúðuþjónustu');
      expect(mails[1]!.reply_to).toBe(mails[0]!.reply_to);

      const closed = await portal.call('sigga', 'POST', CASE_API.staffStatus(id), {
        json: { status: 'closed' },
      });
      expect(closed.json<CaseDetail>().status).toBe('closed');

      const actions = await db()
        .selectFrom('audit_event')
        .select(['action', 'actor'])
        .where('detail', '@>', JSON.stringify({ caseNumber }) as never)
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual([
        'case.created',
        'case.assigned',
        'case.replied',
        'case.statusChanged',
      ]);
    });

    it('lets read-only staff look but change nothing', async () => {
      const id = (await caseByNumber('E-000102'))!.id;
      expect((await portal.call('lesa', 'GET', CASE_API.staffCase(id))).statusCode).toBe(200);
      for (const [url, json] of [
        [CASE_API.staffAssign(id), {}],
        [CASE_API.staffReply(id), { body: 'Halló' }],
        [CASE_API.staffStatus(id), { status: 'closed' }],
      ] as const) {
        const response = await portal.call('lesa', 'POST', url, { json });
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe('ReadOnlyRole');
      }
      expect((await caseByNumber('E-000102'))!.status).toBe('new');
    });

    it('answers 404 for a case that does not exist and 400 for an empty reply', async () => {
      expect((await portal.call('sigga', 'GET', CASE_API.staffCase(MISSING))).statusCode).toBe(404);
      const id = (await caseByNumber('E-000102'))!.id;
      const empty = await portal.call('sigga', 'POST', CASE_API.staffReply(id), {
        json: { body: '   ' },
      });
      expect(empty.statusCode).toBe(400);
    });

    it('hands out a file as a download that the browser will not sniff', async () => {
      const id = (await caseByNumber('E-000102'))!.id;
      const messageId = (await db()
        .selectFrom('case_message')
        .select('id')
        .where('case_id', '=', id)
        .executeTakeFirstOrThrow())!.id;
      const content = Buffer.from('<html><script>alert(1)</script></html>');
      const attachmentId = await insertAttachment(db(), {
        caseId: id,
        messageId,
        filename: 'teikning af verkstæði.pdf',
        contentType: 'application/pdf',
        content,
      });
      const detail = (await portal.call('sigga', 'GET', CASE_API.staffCase(id))).json<CaseDetail>();
      expect(detail.messages[0]!.attachments).toEqual([
        {
          id: attachmentId,
          filename: 'teikning af verkstæði.pdf',
          contentType: 'application/pdf',
          size: content.length,
        },
      ]);
      const file = await portal.call('sigga', 'GET', CASE_API.staffAttachment(id, attachmentId));
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(content)).toBe(true);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
      const stored = await db()
        .selectFrom('case_attachment')
        .select('sha256')
        .where('id', '=', attachmentId)
        .executeTakeFirstOrThrow();
      expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(
        (await portal.call('anna', 'GET', CASE_API.staffAttachment(id, attachmentId))).statusCode,
      ).toBe(403);
    });
  });

  describe('answers by e-mail', () => {
    function inbound(payload: object, secret = INBOUND_SECRET) {
      return portal.testApp.app.inject({
        method: 'POST',
        url: '/api/hooks/mail/inbound',
        headers: { 'x-skjol-inbound-secret': secret },
        payload,
      });
    }

    it('files an answer to the case its address names and takes the case up again', async () => {
      const body = inquiry();
      const { caseNumber } = (await postInquiry(body)).json<{ caseNumber: string }>();
      const stored = (await caseByNumber(caseNumber))!;
      await portal.call('sigga', 'POST', CASE_API.staffReply(stored.id), {
        json: { body: 'Getur þú sent mynd af rúðunni?' },
      });
      const response = await inbound({
        to: `Skjól <erindi+${stored.reply_token}@skjol.is>`,
        from: `"Jón Gestur" <${body.email}>`,
        subject: 'Re: Svar við erindi',
        text: 'Já, hér er lýsing: sprunga þvert yfir.',
      });
      expect(response.json()).toEqual({ filed: true, caseNumber });
      const detail = (
        await portal.call('sigga', 'GET', CASE_API.staffCase(stored.id))
      ).json<CaseDetail>();
      expect(detail.status).toBe('in_progress');
      expect(detail.messages.at(-1)).toMatchObject({
        direction: 'incoming',
        authorName: 'Jón Gestur',
        body: 'Já, hér er lýsing: sprunga þvert yfir.',
      });
    });

    it('ignores unknown addresses and refuses a wrong secret', async () => {
      const unknown = await inbound({
        to: 'erindi+nosuchtoken0000000000@skjol.is',
        from: 'x@example.com',
        text: 'hi',
      });
      expect(unknown.json()).toEqual({ filed: false });
      const wrong = await inbound(
        { to: 'a@b.is', from: 'x@example.com', text: 'hi' },
        'wrong-secret-0123456789',
      );
      expect(wrong.statusCode).toBe(403);
    });
  });

  describe('my requests', () => {
    it("shows a customer their own cases with staff's replies, and nobody else's", async () => {
      const anna = (await portal.call('anna', 'GET', CASE_API.myRequests)).json<CustomerCaseList>();
      const numbers = anna.cases.map((c) => c.caseNumber);
      expect(numbers).toEqual(expect.arrayContaining(['E-000101', 'E-000087']));
      expect(numbers).not.toContain('E-000102');
      const answered = anna.cases.find((c) => c.caseNumber === 'E-000101')!;
      expect(answered.status).toBe('waiting_for_customer');
      expect(answered.messages.map((m) => m.direction)).toEqual(['incoming', 'outgoing']);
      expect(answered).not.toHaveProperty('assignee');
      expect(answered).not.toHaveProperty('queue');

      const bjorn = (
        await portal.call('bjorn', 'GET', CASE_API.myRequests)
      ).json<CustomerCaseList>();
      expect(bjorn.cases.map((c) => c.caseNumber)).not.toContain('E-000101');
    });

    it('shows the cases of the party a proxy acts for', async () => {
      const mine = await portal.call('gudrun', 'GET', CASE_API.myRequests);
      const forBjorn = await portal.call('gudrun', 'GET', CASE_API.myRequests, {
        headers: { overviewUser: BJORN },
      });
      expect(forBjorn.statusCode).toBe(200);
      const bjornOwn = await portal.call('bjorn', 'GET', CASE_API.myRequests);
      expect(forBjorn.json()).toEqual(bjornOwn.json());
      expect(mine.statusCode).toBe(200);
    });
  });
});
