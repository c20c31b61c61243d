import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_API } from '../../src/domain/api/case-paths';
import type { CaseDetail, CaseList, CustomerCase } from '../../src/domain/api/case';
import { insertCase, insertMessage } from '../../server/modules/cases/cases.repository';
import { testDatabaseKinds } from './support/databases';
import { multipartBody, type FormPart } from './support/multipart';
import { BJORN, GUDRUN, startPortalApp, type PortalApp } from './portal-helpers';

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

describe.each(testDatabaseKinds)('a customer answering a request on %s', (kind) => {
  let portal: PortalApp;
  let serial = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa'], kind);
  });
  afterAll(() => portal.close());
  const db = () => portal.testApp.database.db;

  /** Björn's case that staff answered with a question: it waits for him. */
  async function waitingCase() {
    const made = await insertCase(db(), {
      kind: 'inquiry',
      origin: 'webform',
      queue: 'individual',
      subject: `Fyrirspurn af vef: Bílrúða ${serial}`,
      senderName: 'Björn',
      senderEmail: 'bjorn@example.is',
      senderSsn: BJORN,
      partyKennitala: BJORN,
      language: 'is',
      replyToken: `reply-token-${serial++}-${Math.random().toString(36).slice(2)}`,
    });
    await insertMessage(db(), {
      caseId: made.id,
      direction: 'incoming',
      authorName: 'Björn',
      body: 'Er rúðan tryggð?',
    });
    const asked = await portal.call('sigga', 'POST', CASE_API.staffReply(made.id), {
      json: { body: 'Hvaða bíl á þetta við?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<CaseDetail>().status).toBe('waiting_for_customer');
    return made;
  }

  const answer = async (
    who: 'bjorn' | 'gudrun' | 'anna' | 'lesa' | 'sigga',
    id: string,
    parts: FormPart[],
    headers?: Record<string, string>,
  ) =>
    portal.call(who, 'POST', CASE_API.myRequestReply(id), {
      form: await multipartBody(parts),
      ...(headers ? { headers } : {}),
    });

  const inboxRow = async (id: string) =>
    (await portal.call('sigga', 'GET', CASE_API.staffCases))
      .json<CaseList>()
      .cases.find((row) => row.id === id);

  it('takes the answer and a photo from My requests into the inbox, where the case now waits for us', async () => {
    const { id } = await waitingCase();
    expect((await inboxRow(id))?.customerReplied).toBe(false);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();

    // A file that is not what it claims spoils the send; nothing of it is kept.
    const bad = await answer('bjorn', id, [
      { name: 'body', value: 'Toyota Yaris' },
      { name: 'attachments', fileName: 'mynd.png', file: EXE, type: 'image/png' },
    ]);
    expect(bad.statusCode).toBe(415);
    let detail = (await portal.call('sigga', 'GET', CASE_API.staffCase(id))).json<CaseDetail>();
    expect(detail.messages).toHaveLength(2);
    expect(detail.status).toBe('waiting_for_customer');

    const empty = await answer('bjorn', id, [{ name: 'body', value: '  ' }]);
    expect([empty.statusCode, empty.json().errorCode]).toEqual([400, 'ValidationFailed']);

    const sent = await answer('bjorn', id, [
      { name: 'body', value: 'Toyota Yaris, AB-123' },
      { name: 'attachments', fileName: 'rúða.png', file: png, type: 'image/png' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = sent.json<CustomerCase>();
    expect(mine.status).toBe('in_progress');
    expect(mine.messages.at(-1)).toMatchObject({
      direction: 'incoming',
      body: 'Toyota Yaris, AB-123',
      attachments: [expect.objectContaining({ filename: 'rúða.jpg', contentType: 'image/jpeg' })],
    });

    detail = (await portal.call('sigga', 'GET', CASE_API.staffCase(id))).json<CaseDetail>();
    expect(detail.messages.at(-1)?.body).toBe('Toyota Yaris, AB-123');
    expect(detail.customerReplied).toBe(true);
    expect((await inboxRow(id))?.customerReplied).toBe(true);

    // Our next reply makes it wait for the customer again.
    await portal.call('sigga', 'POST', CASE_API.staffReply(id), { json: { body: 'Takk!' } });
    expect((await inboxRow(id))?.customerReplied).toBe(false);

    const events = await db()
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', '=', 'case.customerReplied')
      .execute();
    expect(events).toContainEqual({ actor: BJORN, subject: BJORN });
  });

  it('lets a full proxy answer; refuses a read-only grant, read-only staff and anyone else’s case', async () => {
    const { id } = await waitingCase();
    const text: FormPart[] = [{ name: 'body', value: 'Svar' }];
    expect((await answer('anna', id, text)).statusCode).toBe(404);
    const readStaff = await answer('lesa', id, text, { impersonatedUser: BJORN });
    expect(readStaff.statusCode).toBe(403);

    // Guðrún holds Björn's grant (full in the demo data).
    const proxy = await answer('gudrun', id, text, { overviewUser: BJORN });
    expect(proxy.statusCode, proxy.body).toBe(200);
    const events = await db()
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', '=', 'case.customerReplied')
      .execute();
    expect(events).toContainEqual({ actor: GUDRUN, subject: BJORN });

    await db()
      .updateTable('access_grant')
      .set({ scope: 'read' })
      .where('grantor_kennitala', '=', BJORN)
      .where('holder_kennitala', '=', GUDRUN)
      .execute();
    const readGrant = await answer('gudrun', id, text, { overviewUser: BJORN });
    expect([readGrant.statusCode, readGrant.json().errorCode]).toEqual([403, 'ReadOnlyGrant']);
  });
});
