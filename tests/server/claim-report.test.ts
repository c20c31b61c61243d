import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimDraft,
  ClaimDraftCreated,
  ClaimDraftFile,
  ClaimReported,
  ClaimReporterProfile,
} from '../../src/domain/api/claim-report';
import type { ClaimsResponse } from '../../src/domain/api/portal';
import { todayInIceland } from '../../src/domain/calendar';
import { deleteExpiredDrafts } from '../../server/modules/claim/claim-report.repository';
import { everyDatabaseKind } from './support/databases';
import { collision } from './support/claim-reports';
import { multipartBody } from './support/multipart';
import { ANNA, BJORN, outbox, startPortalApp, type PortalApp } from './portal-helpers';

const API = '/api/claimreport/v1';
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

describe.each(everyDatabaseKind)('reporting a claim on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn'], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const unique = () => Math.random().toString(36).slice(2);
  const host = () => new URL(portal.testApp.config.siteUrl).host;

  function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { key?: string; who?: 'anna' | 'bjorn'; json?: unknown; address?: string } = {},
  ) {
    return portal.testApp.app.inject({
      method,
      url,
      remoteAddress:
        options.address ?? `10.9.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
      headers: {
        host: host(),
        ...(options.key ? { 'x-claim-draft-key': options.key } : {}),
        ...(options.who ? { authorization: `Bearer ${portal.tokens[options.who]}` } : {}),
      },
      ...(options.json !== undefined ? { payload: options.json as object } : {}),
    });
  }

  async function upload(id: string, key: string, fileName: string, file: Buffer, type: string) {
    const form = await multipartBody([{ name: 'attachments', fileName, file, type }]);
    return portal.testApp.app.inject({
      method: 'POST',
      url: `${API}/drafts/${id}/files/`,
      remoteAddress: '10.8.0.1',
      headers: { host: host(), 'x-claim-draft-key': key, 'content-type': form.contentType },
      payload: form.body,
    });
  }

  async function newDraft(options: { who?: 'anna' | 'bjorn' } = {}) {
    const response = await request('POST', `${API}/drafts/`, {
      json: { type: 'vehicleCollision', lang: 'is' },
      ...options,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ClaimDraftCreated>();
  }

  function save(
    id: string,
    key: string | undefined,
    answers: Record<string, unknown>,
    who?: 'anna' | 'bjorn',
  ) {
    return request('PUT', `${API}/drafts/${id}/`, {
      key,
      who,
      json: { step: 'review', type: answers.type ?? 'vehicleCollision', answers, lang: 'is' },
    });
  }

  it('a visitor saves a report step by step, adds a photo, and gets a claim number with a PDF copy', async () => {
    const draft = await newDraft();
    expect(draft.key.length).toBeGreaterThan(20);
    expect(draft.owned).toBe(false);
    // The key opens it; without the key, or with another, it does not exist.
    expect((await request('GET', `${API}/drafts/${draft.id}/`)).statusCode).toBe(404);
    expect(
      (await request('GET', `${API}/drafts/${draft.id}/`, { key: 'x'.repeat(32) })).statusCode,
    ).toBe(404);

    const email = `tjon.${unique()}@example.com`;
    const half = collision(email);
    half.incident.place = '';
    const saved = await save(draft.id, draft.key, half);
    expect(saved.statusCode).toBe(200);
    const reread = (
      await request('GET', `${API}/drafts/${draft.id}/`, { key: draft.key })
    ).json<ClaimDraft>();
    expect(reread.step).toBe('review');
    expect((reread.answers.incident as { description: string }).description).toContain('hemlaði');

    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#369' },
    })
      .png()
      .withExif({ IFD0: { Copyright: 'GPS 64.1,-21.9' } })
      .toBuffer();
    const added = await upload(draft.id, draft.key, 'stuðari.png', photo, 'image/png');
    expect(added.statusCode).toBe(201);
    const file = added.json<ClaimDraftFile>();
    expect(file.contentType).toBe('image/jpeg');
    const stored = await db()
      .selectFrom('claim_draft_file as f')
      .innerJoin('attachment_content as c', 'c.sha256', 'f.sha256')
      .select('c.content')
      .where('f.id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect((await sharp(stored.content).metadata()).exif).toBeUndefined();
    // A program is refused by its bytes, whatever it is called.
    const refused = await upload(draft.id, draft.key, 'mynd.jpg', EXE, 'image/jpeg');
    expect(refused.statusCode).toBe(415);

    // The place is missing: the whole report is checked again, with the wizard's own message keys.
    const incomplete = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      key: draft.key,
      json: { lang: 'is' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual({ 'incident.place': ['requiredField'] });

    expect((await save(draft.id, draft.key, collision(email))).statusCode).toBe(200);
    const sent = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      key: draft.key,
      json: { lang: 'is' },
    });
    expect(sent.statusCode).toBe(201);
    const reported = sent.json<ClaimReported>();
    expect(reported.claimNumber).toMatch(new RegExp(`^TJ-${todayInIceland().slice(0, 4)}-\\d{6}$`));
    expect(reported).toMatchObject({ inPortal: false, mailedTo: email });

    // Sent again (a retry after a dropped answer): the same claim, nothing more.
    const again = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      key: draft.key,
      json: { lang: 'is' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<ClaimReported>().claimNumber).toBe(reported.claimNumber);
    expect(
      (await request('GET', `${API}/drafts/${draft.id}/`, { key: draft.key })).statusCode,
    ).toBe(404);

    const claim = await db()
      .selectFrom('claim')
      .selectAll()
      .where('number', '=', reported.claimNumber)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      status: 'reported',
      claim_type: 'vehicleCollision',
      claimant_kennitala: null,
      insured_kennitala: ANNA,
      estimated_amount: 180000,
      title_is: 'Árekstur eða óhapp',
    });
    expect((claim.report as { incident: { registration: string } }).incident.registration).toBe(
      'AB123',
    );
    const files = await db()
      .selectFrom('claim_attachment')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ added_by: 'reporter', content_type: 'image/jpeg' });

    const mails = (await outbox(portal.testApp)).filter((mail) => mail.to_address === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Tjón ${reported.claimNumber} er móttekið`);
    expect(mails[0]!.attachments[0]).toMatchObject({
      filename: `${reported.claimNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(
      Buffer.from(mails[0]!.attachments[0]!.contentBase64, 'base64').subarray(0, 5).toString(),
    ).toBe('%PDF-');
  });

  it("refuses a trip that comes home before it left, with the wizard's message key", async () => {
    const draft = await newDraft();
    const base = collision(`ferd.${unique()}@example.com`);
    const trip = (returnDate: string) => ({
      ...base,
      type: 'travelLuggage',
      incident: {
        date: todayInIceland(),
        place: 'Alicante',
        description: 'Taskan kom ekki fram.',
        destination: 'Alicante',
        departureDate: '2026-11-10',
        returnDate,
      },
    });
    expect((await save(draft.id, draft.key, trip('2026-11-03'))).statusCode).toBe(200);
    const backwards = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      key: draft.key,
      json: { lang: 'is' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({
      'incident.returnDate': ['claimReport|returnBeforeDeparture'],
    });
    expect((await save(draft.id, draft.key, trip('2026-11-17'))).statusCode).toBe(200);
    const sent = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      key: draft.key,
      json: { lang: 'is' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('a signed-in customer reports on one of their policies and finds the claim in their overview', async () => {
    const mine = (
      await request('GET', `${API}/mine/`, { who: 'bjorn' })
    ).json<ClaimReporterProfile>();
    expect(mine.kennitala).toBe(BJORN);
    expect(mine.policies.length).toBeGreaterThan(0);
    const annas = (
      await request('GET', `${API}/mine/`, { who: 'anna' })
    ).json<ClaimReporterProfile>();

    const draft = await newDraft({ who: 'bjorn' });
    expect(draft.owned).toBe(true);
    // His own draft opens without the key, and is listed for him.
    expect((await request('GET', `${API}/drafts/${draft.id}/`, { who: 'bjorn' })).statusCode).toBe(
      200,
    );
    expect((await request('GET', `${API}/drafts/${draft.id}/`, { who: 'anna' })).statusCode).toBe(
      404,
    );
    const listed = (
      await request('GET', `${API}/mine/`, { who: 'bjorn' })
    ).json<ClaimReporterProfile>();
    expect(listed.drafts.map((each) => each.id)).toContain(draft.id);

    const email = `bjorn.${unique()}@example.com`;
    const report = collision(email, {
      reporter: { ...collision(email).reporter, name: mine.name, kennitala: BJORN },
      policy: { policyId: annas.policies[0]!.id, policyNumber: '' },
    });
    await save(draft.id, undefined, report, 'bjorn');
    const notHis = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      who: 'bjorn',
      json: {},
    });
    expect(notHis.statusCode).toBe(400);
    expect(notHis.json().errors).toEqual({ 'policy.policyId': ['claimReport|unknownPolicy'] });

    await save(
      draft.id,
      undefined,
      { ...report, policy: { policyId: mine.policies[0]!.id, policyNumber: '' } },
      'bjorn',
    );
    const sent = await request('POST', `${API}/drafts/${draft.id}/submit/`, {
      who: 'bjorn',
      json: { lang: 'en' },
    });
    expect(sent.statusCode).toBe(201);
    const reported = sent.json<ClaimReported>();
    expect(reported.inPortal).toBe(true);

    const claims = (
      await request('GET', '/api/claim/v1/', { who: 'bjorn' })
    ).json<ClaimsResponse>();
    const claim = claims.claims.find((each) => each.number === reported.claimNumber);
    expect(claim).toMatchObject({
      status: 'reported',
      policyNumber: mine.policies[0]!.number,
      title: { is: 'Árekstur eða óhapp', en: 'Collision or accident' },
      timeline: [{ status: 'reported', date: todayInIceland(), note: null }],
    });
    expect(claim!.nextStep?.text.en).toMatch(/claims handler reviews/);
    const mail = (await outbox(portal.testApp)).find((each) => each.to_address === email);
    expect(mail?.subject).toBe(`Claim ${reported.claimNumber} received`);
    expect(mail?.text_body).toMatch(/My pages/);
  });

  it('a visitor who signs in half-way keeps the draft, which becomes theirs', async () => {
    const draft = await newDraft();
    const saved = await save(draft.id, draft.key, collision('a@example.com'), 'anna');
    expect(saved.json<ClaimDraft>().owned).toBe(true);
    // From now on it is hers without the key; Björn's token with the key still opens it (he holds the link).
    expect((await request('GET', `${API}/drafts/${draft.id}/`, { who: 'anna' })).statusCode).toBe(
      200,
    );
    const other = await save(draft.id, draft.key, collision('b@example.com'), 'bjorn');
    expect(other.json<ClaimDraft>().owned).toBe(false);
  });

  it('mails a resume link that opens the draft on another device, and expired drafts are gone', async () => {
    const draft = await newDraft();
    const email = `seinna.${unique()}@example.com`;
    const badAddress = await request('POST', `${API}/drafts/${draft.id}/resumelink/`, {
      key: draft.key,
      json: { email: 'ekki-netfang', lang: 'en' },
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().errors).toEqual({ email: ['invalidEmail'] });
    const sent = await request('POST', `${API}/drafts/${draft.id}/resumelink/`, {
      key: draft.key,
      json: { email, lang: 'en' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = (await outbox(portal.testApp)).find((each) => each.to_address === email);
    const link = /https?:\/\/\S+\/en\/report-a-claim\/\?drog=([\w-]+)\.([\w-]+)/.exec(
      mail!.text_body,
    );
    expect(link?.[1]).toBe(draft.id);
    expect((await request('GET', `${API}/drafts/${draft.id}/`, { key: link![2] })).statusCode).toBe(
      200,
    );

    await db()
      .updateTable('claim_draft')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', draft.id)
      .execute();
    expect(
      (await request('GET', `${API}/drafts/${draft.id}/`, { key: draft.key })).statusCode,
    ).toBe(404);
    expect(await deleteExpiredDrafts(db())).toBeGreaterThanOrEqual(1);
    expect(
      await db()
        .selectFrom('claim_draft')
        .select('id')
        .where('id', '=', draft.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses answers too large to be a report, and a file to a draft it cannot open', async () => {
    const draft = await newDraft();
    const huge = await save(draft.id, draft.key, { type: 'other', note: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (await upload(draft.id, 'wrong-key-wrong-key-wrong', 'a.png', png, 'image/png')).statusCode,
    ).toBe(404);
  });
});
