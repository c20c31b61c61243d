import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimAttachment, ClaimsResponse } from '../../src/domain/api/claim';
import {
  type ClaimHandlerList,
  type StaffClaimDetail,
  type StaffClaimList,
} from '../../src/domain/api/claim-handling';
import { STAFF_CLAIM_API } from '../../src/domain/api/claim-handling-paths';
import { PORTAL_API } from '../../src/domain/api/portal';
import { insertReportedClaim } from '../../server/modules/claim/claim-report.repository';
import { testDatabaseKinds } from './support/databases';
import { multipartBody } from './support/multipart';
import { ANNA, BJORN, GUDRUN, outbox, startPortalApp, type PortalApp } from './portal-helpers';

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

describe.each(testDatabaseKinds)('handling claims on %s', (kind) => {
  let portal: PortalApp;
  let serial = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa'], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;

  /** A claim as the wizard makes it: a visitor's (no claimant) unless a claimant is given. */
  async function reported(options: {
    claimant?: string | null;
    insured?: string;
    email?: string;
    /** A visitor's report about a customer, waiting for that customer's confirmation. */
    pending?: boolean;
  }) {
    const number = `TJ-2026-9${String(serial++).padStart(5, '0')}`;
    const id = await insertReportedClaim(db(), {
      number,
      claimantKennitala: options.claimant ?? null,
      insuredKennitala: options.insured ?? BJORN,
      policyId: null,
      claimType: 'vehicleGlass',
      titleIs: 'Rúðubrot',
      titleEn: 'Broken glass',
      description: 'Steinn skall á framrúðunni.',
      incidentDate: '2026-11-20',
      reportedDate: '2026-11-21',
      estimatedAmount: 90000,
      reporterName: 'Björn Gestsson',
      reporterEmail: options.email ?? `bjorn.${serial}@example.com`,
      report: {
        reporter: { name: 'Björn Gestsson', email: 'b@example.com' },
        incident: { date: '2026-11-20', description: 'Steinn', glassPart: 'windscreen' },
      },
      language: 'en',
      nextStepIs: 'Tjónafulltrúi fer yfir',
      nextStepEn: 'A handler reviews',
      nextStepDate: '2026-11-23',
      holderConfirmation: options.pending ? 'pending' : null,
    });
    return { id, number };
  }

  const move = (who: 'sigga' | 'lesa' | 'bjorn', id: string, json: Record<string, unknown>) =>
    portal.call(who, 'POST', STAFF_CLAIM_API.status(id), { json });

  it('lists new claims first, moves one through every step with e-mails, and links it once the insured confirms', async () => {
    const { id, number } = await reported({
      insured: BJORN,
      email: 'visitor.glass@example.com',
      pending: true,
    });
    const queue = await portal.call('sigga', 'GET', STAFF_CLAIM_API.list);
    expect(queue.statusCode, queue.body).toBe(200);
    const rows = queue.json<StaffClaimList>().claims;
    expect(rows.every((row) => row.status === 'reported')).toBe(true);
    expect(rows[0]!.number).toBe(number);

    const opened = (
      await portal.call('lesa', 'GET', STAFF_CLAIM_API.claim(id))
    ).json<StaffClaimDetail>();
    expect(opened.claimantKennitala).toBeNull();
    expect(opened.report).toMatchObject({ incident: { glassPart: 'windscreen' } });
    expect(opened.allowedStatuses).toEqual(['in_review', 'awaiting_documents']);

    // Straight to a decision is not a step the desk may take.
    const skip = await move('sigga', id, { status: 'approved', note: 'OK' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ errorCode: 'ClaimTransitionNotAllowed' });

    const review = await move('sigga', id, { status: 'in_review' });
    expect(review.statusCode, review.body).toBe(200);
    const inReview = review.json<StaffClaimDetail>();
    // Moving it on links nobody: the insured has not confirmed it (claim-in-your-name.test.ts).
    expect(inReview.claimantKennitala).toBeNull();
    expect(inReview.holderConfirmation).toBe('pending');
    expect(inReview.handler?.name).toBeTruthy();
    expect(inReview.handler?.email).toMatch(/^sigga@/);
    expect(inReview.nextStep?.text.en).toContain('reviewing');
    expect(inReview.timeline.at(-1)).toMatchObject({ status: 'in_review' });
    let mails = (await outbox(portal.testApp)).filter(
      (m) => m.to_address === 'visitor.glass@example.com',
    );
    expect(mails.at(-1)!.subject).toBe(`Claim ${number}: In review`);

    // Björn confirms it, signed in himself, and now sees it in his overview.
    const confirmed = await portal.call(
      'bjorn',
      'POST',
      `${PORTAL_API.claimHolderDecision}?id=${id}`,
      { json: { decision: 'confirm' } },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const his = (await portal.call('bjorn', 'GET', PORTAL_API.claims)).json<ClaimsResponse>();
    expect(his.claims.some((claim) => claim.id === id)).toBe(true);

    // Waiting for the customer needs a question.
    expect((await move('sigga', id, { status: 'awaiting_documents' })).statusCode).toBe(400);
    const asked = await move('sigga', id, {
      status: 'awaiting_documents',
      question: 'Please send a photo of the windscreen.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    mails = (await outbox(portal.testApp)).filter(
      // Confirmed, mail goes to Björn's own verified address, not the reporter's.
      (m) => m.to_address === 'bjorn@example.is',
    );
    expect(mails.at(-1)!.text_body).toContain('Please send a photo of the windscreen.');

    const waiting = (
      await portal.call('bjorn', 'GET', `${PORTAL_API.claim}?id=${id}`)
    ).json<Claim>();
    expect(waiting.status).toBe('awaiting_documents');
    expect(waiting.openQuestion?.body).toBe('Please send a photo of the windscreen.');

    // His answer sends it back to review, and the desk sees it as unread.
    const answer = await portal.call('bjorn', 'POST', `${PORTAL_API.claimMessage}?id=${id}`, {
      json: { body: 'Photo coming in a minute.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const answered = answer.json<Claim>();
    expect(answered.status).toBe('in_review');
    expect(answered.openQuestion).toBeNull();
    expect(answered.timeline.at(-1)).toMatchObject({ status: 'in_review' });
    const all = (
      await portal.call('sigga', 'GET', `${STAFF_CLAIM_API.list}?status=in_review`)
    ).json<StaffClaimList>();
    expect(all.claims.find((row) => row.id === id)?.unreadMessages).toBe(1);
    // A read-only look does not mark it read; the handler's does.
    await portal.call('lesa', 'GET', STAFF_CLAIM_API.claim(id));
    const stillUnread = (
      await portal.call('sigga', 'GET', `${STAFF_CLAIM_API.list}?status=in_review`)
    ).json<StaffClaimList>();
    expect(stillUnread.claims.find((row) => row.id === id)?.unreadMessages).toBe(1);
    const seen = (
      await portal.call('sigga', 'GET', STAFF_CLAIM_API.claim(id))
    ).json<StaffClaimDetail>();
    expect(seen.messages.map((m) => m.author)).toEqual(['staff', 'customer']);
    const mine = (
      await portal.call('sigga', 'GET', `${STAFF_CLAIM_API.list}?status=in_review&assignee=me`)
    ).json<StaffClaimList>();
    expect(mine.claims.find((row) => row.id === id)?.unreadMessages).toBe(0);

    expect((await move('sigga', id, { status: 'approved' })).statusCode).toBe(400);
    expect(
      (await move('sigga', id, { status: 'approved', note: 'Covered by the glass cover.' }))
        .statusCode,
    ).toBe(200);
    expect((await move('sigga', id, { status: 'paid' })).statusCode).toBe(200);
    const closed = await move('sigga', id, { status: 'closed' });
    expect(closed.json<StaffClaimDetail>().allowedStatuses).toEqual([]);
    expect((await move('sigga', id, { status: 'in_review' })).statusCode).toBe(409);

    // A finished claim takes no more messages.
    const late = await portal.call('bjorn', 'POST', `${PORTAL_API.claimMessage}?id=${id}`, {
      json: { body: 'One more thing' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'ClaimClosed' });

    const events = await db()
      .selectFrom('audit_event')
      .select(['action'])
      .where('action', 'like', 'claim.%')
      .execute();
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['claim.statusChanged', 'claim.customerMessage']),
    );
  });

  it('refuses read-only staff (403), customers at the desk, and other customers', async () => {
    const { id } = await reported({ claimant: BJORN });
    const readOnly = await move('lesa', id, { status: 'in_review' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ errorCode: 'ReadOnlyRole' });
    expect(
      (await portal.call('lesa', 'POST', STAFF_CLAIM_API.assign(id), { json: {} })).statusCode,
    ).toBe(403);
    expect((await portal.call('bjorn', 'GET', STAFF_CLAIM_API.list)).statusCode).toBe(403);
    expect((await move('bjorn', id, { status: 'in_review' })).statusCode).toBe(403);

    // Anna cannot read, write to or add files to Björn's claim.
    expect((await portal.call('anna', 'GET', `${PORTAL_API.claim}?id=${id}`)).statusCode).toBe(404);
    const foreign = await portal.call('anna', 'POST', `${PORTAL_API.claimMessage}?id=${id}`, {
      json: { body: 'Hello' },
    });
    expect(foreign.statusCode).toBe(404);
    // Read-only staff acting for Björn cannot write either.
    const acting = await portal.call('lesa', 'POST', `${PORTAL_API.claimMessage}?id=${id}`, {
      json: { body: 'Hello' },
      headers: { impersonatedUser: BJORN },
    });
    expect(acting.statusCode).toBe(403);
    expect(ANNA).not.toBe(BJORN);
  });

  it('writes to the customer without moving the claim, mailed to them; read-only staff and finished claims refused', async () => {
    const { id, number } = await reported({ claimant: BJORN, email: 'bjorn.note@example.com' });
    const write = (who: 'sigga' | 'lesa', json: Record<string, unknown>) =>
      portal.call(who, 'POST', STAFF_CLAIM_API.message(id), { json });

    const sent = await write('sigga', {
      body: 'Við fengum myndirnar, takk.\nMatsmaður hringir á morgun.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = sent.json<StaffClaimDetail>();
    expect(detail.status).toBe('reported');
    expect(detail.messages.at(-1)).toMatchObject({ author: 'staff', isQuestion: false });
    // The customer reads it in their portal, as written.
    const seen = (await portal.call('bjorn', 'GET', `${PORTAL_API.claim}?id=${id}`)).json<Claim>();
    expect(seen.messages.at(-1)?.body).toBe(
      'Við fengum myndirnar, takk.\nMatsmaður hringir á morgun.',
    );
    // His own claim: the mail goes to the address he verified, not the one typed in the report.
    const mail = (await outbox(portal.testApp))
      .filter((message) => message.to_address === 'bjorn@example.is')
      .at(-1);
    expect(mail?.subject).toBe(`New message about claim ${number}`);
    expect(mail?.text_body).toContain('Matsmaður hringir á morgun.');

    expect((await write('sigga', { body: '   ' })).statusCode).toBe(400);
    const readOnly = await write('lesa', { body: 'Halló' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ errorCode: 'ReadOnlyRole' });
    expect(
      (await portal.call('bjorn', 'POST', STAFF_CLAIM_API.message(id), { json: { body: 'x' } }))
        .statusCode,
    ).toBe(403);

    await move('sigga', id, { status: 'in_review' });
    await move('sigga', id, { status: 'rejected', note: 'Ekki bótaskylt.' });
    const closed = await write('sigga', { body: 'Eitt enn' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ errorCode: 'ClaimClosed' });
    const events = await db()
      .selectFrom('audit_event')
      .select(['action', 'actor'])
      .where('action', '=', 'claim.staffMessage')
      .execute();
    expect(events).toContainEqual({ action: 'claim.staffMessage', actor: 'staff:sigga' });
  });

  it('assigns to another handler, whose name the customer sees', async () => {
    const { id } = await reported({ claimant: BJORN });
    const handlers = (
      await portal.call('sigga', 'GET', STAFF_CLAIM_API.handlers)
    ).json<ClaimHandlerList>().handlers;
    expect(handlers.length).toBeGreaterThan(0);
    const other = handlers.at(-1)!;
    const assigned = await portal.call('sigga', 'POST', STAFF_CLAIM_API.assign(id), {
      json: { staffId: other.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<StaffClaimDetail>().assignee).toEqual(other);
    const seen = (await portal.call('bjorn', 'GET', `${PORTAL_API.claim}?id=${id}`)).json<Claim>();
    expect(seen.handler?.name).toBe(other.name);
    const unknown = await portal.call('sigga', 'POST', STAFF_CLAIM_API.assign(id), {
      json: { staffId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a photo from the customer, refuses other bytes, and serves it as a download', async () => {
    const { id } = await reported({ claimant: BJORN });
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const send = async (file: Buffer, fileName: string, type: string) =>
      portal.call('bjorn', 'POST', `${PORTAL_API.claimFile}?id=${id}`, {
        form: await multipartBody([{ name: 'attachments', fileName, file, type }]),
      });
    const added = await send(png, 'rúða.png', 'image/png');
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json<ClaimAttachment>();
    expect(file.addedBy).toBe('customer');
    expect((await send(EXE, 'photo.png', 'image/png')).statusCode).toBe(415);
    const html = await send(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'a.html',
      'text/html',
    );
    expect(html.statusCode).toBe(415);

    const download = await portal.call('sigga', 'GET', STAFF_CLAIM_API.attachment(id, file.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const own = await portal.call(
      'bjorn',
      'GET',
      `${PORTAL_API.claimAttachment}?id=${id}&attachmentId=${file.id}`,
    );
    expect(own.statusCode).toBe(200);
    const foreign = await portal.call(
      'anna',
      'GET',
      `${PORTAL_API.claimAttachment}?id=${id}&attachmentId=${file.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 200 } } })
      .png()
      .toBuffer();
  const replyAs = async (
    who: 'bjorn' | 'gudrun' | 'lesa' | 'anna',
    id: string,
    parts: Parameters<typeof multipartBody>[0],
    headers?: Record<string, string>,
  ) =>
    portal.call(who, 'POST', `${PORTAL_API.claimReply}?id=${id}`, {
      form: await multipartBody(parts),
      ...(headers ? { headers } : {}),
    });

  it('asks a question straight from Received: the claim waits, is flagged, and the customer is mailed at the verified address', async () => {
    const { id, number } = await reported({
      claimant: BJORN,
      email: 'typed.in.report@example.com',
    });
    const asked = await portal.call('sigga', 'POST', STAFF_CLAIM_API.message(id), {
      json: { body: 'Which day did the stone hit?', question: true },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<StaffClaimDetail>().status).toBe('awaiting_documents');
    const seen = (await portal.call('bjorn', 'GET', `${PORTAL_API.claim}?id=${id}`)).json<Claim>();
    expect(seen.status).toBe('awaiting_documents');
    expect(seen.openQuestion?.body).toBe('Which day did the stone hit?');
    const listed = (await portal.call('bjorn', 'GET', PORTAL_API.claims)).json<ClaimsResponse>();
    expect(listed.claims.find((claim) => claim.id === id)?.openQuestion?.isQuestion).toBe(true);
    const mails = await outbox(portal.testApp);
    const mail = mails.filter((message) => message.subject.includes(number)).at(-1);
    expect(mail?.to_address).toBe('bjorn@example.is');
    // The claim's language is English; the Icelandic text exists beside it.
    expect(mail?.subject).toBe(`Question about claim ${number}: please answer`);
    expect(mail?.text_body).toContain('Which day did the stone hit?');
    expect(mails.some((message) => message.to_address === 'typed.in.report@example.com')).toBe(
      false,
    );

    // A second question while one is open joins it without another move.
    const again = await portal.call('sigga', 'POST', STAFF_CLAIM_API.message(id), {
      json: { body: 'And where were you parked?', question: true },
    });
    expect(again.statusCode, again.body).toBe(200);
    const reread = (
      await portal.call('bjorn', 'GET', `${PORTAL_API.claim}?id=${id}`)
    ).json<Claim>();
    expect(reread.openQuestion?.body).toBe('And where were you parked?');
    const events = await db()
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('action', 'in', ['claim.statusChanged', 'claim.staffMessage'])
      .execute();
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['claim.statusChanged', 'claim.staffMessage']),
    );
    // A plain message to a finished or read-only desk is refused as before.
    const readOnly = await portal.call('lesa', 'POST', STAFF_CLAIM_API.message(id), {
      json: { body: 'x', question: true },
    });
    expect(readOnly.statusCode).toBe(403);
  });

  it('takes the answer and its photo in one send, keeps nothing of a send that fails, and answers with a photo alone', async () => {
    const { id } = await reported({ claimant: BJORN });
    await portal.call('sigga', 'POST', STAFF_CLAIM_API.message(id), {
      json: { body: 'Please send a photo of the windscreen.', question: true },
    });

    // One bad file spoils the send: neither the text nor the good photo is kept.
    const bad = await replyAs('bjorn', id, [
      { name: 'body', value: 'Here it is.' },
      { name: 'attachments', fileName: 'ok.png', file: await png(), type: 'image/png' },
      { name: 'attachments', fileName: 'photo.png', file: EXE, type: 'image/png' },
    ]);
    expect(bad.statusCode).toBe(415);
    let claim = (await portal.call('bjorn', 'GET', `${PORTAL_API.claim}?id=${id}`)).json<Claim>();
    expect(claim.status).toBe('awaiting_documents');
    expect(claim.messages.filter((message) => message.author === 'customer')).toHaveLength(0);
    expect(claim.attachments.filter((file) => file.addedBy === 'customer')).toHaveLength(0);

    // Nothing at all is a clear 400.
    const empty = await replyAs('bjorn', id, [{ name: 'body', value: '   ' }]);
    expect([empty.statusCode, empty.json().errorCode]).toEqual([400, 'ValidationFailed']);

    const sent = await replyAs('bjorn', id, [
      { name: 'body', value: 'Here it is.' },
      { name: 'attachments', fileName: 'rúða.png', file: await png(), type: 'image/png' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    claim = sent.json<Claim>();
    expect(claim.status).toBe('in_review');
    expect(claim.openQuestion).toBeNull();
    expect(claim.messages.at(-1)).toMatchObject({ author: 'customer', body: 'Here it is.' });
    const photo = claim.attachments.find((file) => file.addedBy === 'customer');
    // Checked by its bytes and redrawn: a JPEG, whatever it was sent as.
    expect(photo).toMatchObject({ fileName: 'rúða.jpg', contentType: 'image/jpeg' });

    // A photo alone answers the next question.
    await portal.call('sigga', 'POST', STAFF_CLAIM_API.message(id), {
      json: { body: 'And one of the car from the front, please.', question: true },
    });
    const photoOnly = await replyAs('bjorn', id, [
      { name: 'attachments', fileName: 'front.png', file: await png(), type: 'image/png' },
    ]);
    expect(photoOnly.statusCode, photoOnly.body).toBe(200);
    expect(photoOnly.json<Claim>().status).toBe('in_review');
    expect(
      photoOnly.json<Claim>().attachments.filter((f) => f.addedBy === 'customer'),
    ).toHaveLength(2);
  });

  it('lets a full proxy answer, and refuses a read-only grant, read-only staff and strangers', async () => {
    const { id } = await reported({ claimant: BJORN });
    // Only this test's grant counts: the demo's own grant from Björn to Guðrún is ended first, so
    // which of two grants a lookup meets never depends on the database's row order.
    await db()
      .updateTable('access_grant')
      .set({ revoked_at: new Date() })
      .where('grantor_kennitala', '=', BJORN)
      .where('holder_kennitala', '=', GUDRUN)
      .where('revoked_at', 'is', null)
      .execute();
    const grant = await db()
      .insertInto('access_grant')
      .values({ grantor_kennitala: BJORN, holder_kennitala: GUDRUN, scope: 'read' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const text = [{ name: 'body', value: 'Svar frá umboðsmanni' }];
    const readGrant = await replyAs('gudrun', id, text, { overviewUser: BJORN });
    expect([readGrant.statusCode, readGrant.json().errorCode]).toEqual([403, 'ReadOnlyGrant']);
    const readStaff = await replyAs('lesa', id, text, { impersonatedUser: BJORN });
    expect(readStaff.statusCode).toBe(403);
    expect((await replyAs('anna', id, text)).statusCode).toBe(404);

    await db()
      .updateTable('access_grant')
      .set({ scope: 'full' })
      .where('id', '=', grant.id)
      .execute();
    const full = await replyAs('gudrun', id, text, { overviewUser: BJORN });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json<Claim>().messages.at(-1)?.body).toBe('Svar frá umboðsmanni');
    const audited = await db()
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', '=', 'claim.customerMessage')
      .execute();
    expect(audited).toContainEqual({ actor: GUDRUN, subject: BJORN });
  });
});
