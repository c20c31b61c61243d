import { parse as parseDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../server/db/seed-portal';
import { createSimulatedEid } from '../../server/eid/simulated-eid';
import { SIGNING_API } from '../../src/domain/api/signing-rules';
import type { SignableDocument, SignedDocument } from '../../src/domain/api/signing';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR, startPortalApp, type PortalApp } from './portal-helpers';
import { pdfFlatText } from './support/pdf-text';

const MISSING = '00000000-0000-4000-8000-000000000000';
const ANNA_PHONE = '611 1234';
const BJORN_PHONE = '622-2345';
const NOBODYS_PHONE = '699 9999';
const doc = (key: string) => demoId(`signable:${key}`);
const APPROVE_AFTER_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('documents to sign and signing with mobile electronic ID', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa']);
    // The demo simulator, approving sooner so the lifecycle runs in a test's time.
    portal.testApp.identity.eid = createSimulatedEid(portal.testApp.database.db, {
      approveAfterMs: APPROVE_AFTER_MS,
    });
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const asCompany = { overviewUser: HRAUNHOLAR };

  async function start(
    who: 'anna' | 'bjorn' | 'gudrun' | 'sigga' | 'lesa',
    id: string,
    phone: string,
    headers: Record<string, string> = {},
  ) {
    return portal.call(who, 'POST', SIGNING_API.signMobile, { json: { id, phone }, headers });
  }

  async function poll(
    who: 'anna' | 'bjorn' | 'gudrun' | 'sigga',
    requestId: string,
    headers: Record<string, string> = {},
  ) {
    return portal.call(who, 'POST', SIGNING_API.signStatus, { json: { requestId }, headers });
  }

  async function signatures(documentId: string) {
    return db().selectFrom('signature').selectAll().where('document_id', '=', documentId).execute();
  }

  /** Runs `check` while the document's sign-by day is yesterday, then puts the day back. */
  async function withDeadlinePassed(id: string, check: () => Promise<void>) {
    const original = await db()
      .selectFrom('signable_document')
      .select('sign_by')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const setSignBy = (day: string) =>
      db().updateTable('signable_document').set({ sign_by: day }).where('id', '=', id).execute();
    await setSignBy(yesterday());
    try {
      await check();
    } finally {
      await setSignBy(original.sign_by as string);
    }
  }

  it("lists a person's pending documents by deadline, then expired ones, and signed ones with signer, method and time", async () => {
    const response = await portal.call('anna', 'GET', SIGNING_API.signable);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const documents = response.json().documents as SignableDocument[];
    const pending = documents.filter((d) => d.status === 'pending');
    expect(pending.map((d) => d.id)).toEqual(
      expect.arrayContaining([doc('anna-direct-debit'), doc('anna-medical-records')]),
    );
    expect(pending.length).toBeGreaterThanOrEqual(4);
    const deadlines = pending.map((d) => d.signBy!);
    expect([...deadlines].sort()).toEqual(deadlines);
    expect(documents.at(-1)).toMatchObject({ id: doc('anna-old-car-sale'), status: 'expired' });
    expect(documents.findIndex((d) => d.status === 'expired')).toBe(pending.length);
    expect(documents.find((d) => d.id === doc('anna-direct-debit'))?.title.en).toBe(
      'Card payment authorisation for premiums',
    );

    const signed = (await portal.call('anna', 'GET', SIGNING_API.signed)).json()
      .documents as SignedDocument[];
    expect(signed.find((d) => d.id === doc('anna-settlement'))).toMatchObject({
      title: { is: 'Samþykki á tjónsuppgjöri' },
      signature: { signerName: 'Anna Jónsdóttir', method: 'mobile_eid' },
      fileName: { is: 'Samþykki á tjónsuppgjöri.pdf' },
    });
    expect(signed.every((d) => !documents.some((p) => p.id === d.id))).toBe(true);
  });

  it('gives every demo party, the company included, pending, signed and expired documents', async () => {
    const cases: [who: 'anna' | 'bjorn' | 'gudrun', headers: Record<string, string>][] = [
      ['anna', {}],
      ['bjorn', {}],
      ['gudrun', {}],
      ['anna', asCompany],
    ];
    for (const [who, headers] of cases) {
      const unsigned = (await portal.call(who, 'GET', SIGNING_API.signable, { headers })).json()
        .documents as SignableDocument[];
      const signed = (await portal.call(who, 'GET', SIGNING_API.signed, { headers })).json()
        .documents as SignedDocument[];
      const label = `${who} ${JSON.stringify(headers)}`;
      expect(new Set(unsigned.map((d) => d.status)), label).toEqual(
        new Set(['pending', 'expired']),
      );
      expect(signed.length, label).toBeGreaterThan(0);
    }
    const company = (
      await portal.call('anna', 'GET', SIGNING_API.signed, { headers: asCompany })
    ).json().documents as SignedDocument[];
    // The company signs through the people it authorises.
    expect(company[0]!.signature.signerName).toBe('Anna Jónsdóttir');
  });

  it('shows one document with its text; another party’s id is 404, a malformed one 400, no token 401', async () => {
    const own = await portal.call(
      'anna',
      'GET',
      `${SIGNING_API.document}?id=${doc('anna-direct-debit')}`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().body.is).toContain('skuldfæra iðgjöld');
    expect(own.json().memos).toEqual([]);

    const bjorns = doc('bjorn-health-declaration');
    for (const url of [
      `${SIGNING_API.document}?id=${bjorns}`,
      `${SIGNING_API.document}?id=${MISSING}`,
      `${SIGNING_API.downloadSigned}?id=${doc('bjorn-house-valuation')}`,
    ]) {
      const response = await portal.call('anna', 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorCode, url).toBe('DocumentNotFound');
    }
    const foreignSign = await start('anna', bjorns, ANNA_PHONE);
    expect(foreignSign.statusCode).toBe(404);
    expect(foreignSign.json().errorCode).toBe('DocumentNotFound');
    const foreignMemo = await portal.call('anna', 'POST', SIGNING_API.createMemo, {
      json: { id: bjorns, text: 'Spurning' },
    });
    expect(foreignMemo.statusCode).toBe(404);
    expect(await signatures(bjorns)).toHaveLength(0);

    for (const [method, url, json] of [
      ['GET', `${SIGNING_API.document}?id=not-a-uuid`, undefined],
      ['GET', `${SIGNING_API.downloadSigned}?id=123`, undefined],
      ['POST', SIGNING_API.signMobile, { id: 'x', phone: ANNA_PHONE }],
      ['POST', SIGNING_API.signStatus, { requestId: 'nope' }],
      ['POST', SIGNING_API.createMemo, { id: 'x', text: 'Halló' }],
    ] as const) {
      const response = await portal.call('anna', method, url, json ? { json } : {});
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errorCode, url).toBe('ValidationFailed');
    }
    for (const url of [SIGNING_API.signable, SIGNING_API.signed]) {
      expect((await portal.call(null, 'GET', url)).statusCode).toBe(401);
    }
    expect(
      (
        await portal.call(null, 'POST', SIGNING_API.signMobile, {
          json: { id: bjorns, phone: ANNA_PHONE },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('checks the phone number with the shared rule before asking the provider', async () => {
    const id = doc('anna-car-terms');
    for (const phone of ['12', '611 12345', 'abc defg', '']) {
      const response = await start('anna', id, phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        errors: { phone: ['invalidLocalPhoneNumber'] },
      });
    }
    const missing = await portal.call('anna', 'POST', SIGNING_API.signMobile, { json: { id } });
    expect(missing.statusCode).toBe(400);
    // A missing number reads as the signing form reads an empty one.
    expect(missing.json().errors).toEqual({ phone: ['invalidLocalPhoneNumber'] });
    const requests = await db()
      .selectFrom('signing_request')
      .select('id')
      .where('document_id', '=', id)
      .execute();
    expect(requests).toHaveLength(0);
  });

  it('signs with the simulator: code, pending, then signed in one go, audited, and never twice', async () => {
    const id = doc('anna-direct-debit');
    const started = await start('anna', id, ANNA_PHONE);
    expect(started.statusCode).toBe(200);
    const { requestId, verificationCode, status, expiresAt } = started.json();
    expect(status).toBe('pending');
    expect(verificationCode).toMatch(/^\d{4}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    expect((await poll('anna', requestId)).json()).toEqual({ status: 'pending' });
    expect(await signatures(id)).toHaveLength(0);

    await sleep(APPROVE_AFTER_MS + 50);
    const done = await poll('anna', requestId);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.status).toBe('signed');
    expect(body.document).toMatchObject({
      id,
      signature: { signerName: 'Anna Jónsdóttir', method: 'mobile_eid' },
    });
    expect(body.document.signature.reference).toMatch(/^RAF-[0-9A-F]{8}$/);

    const rows = await signatures(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ signer_kennitala: ANNA, method: 'mobile_eid' });
    const document = await db()
      .selectFrom('signable_document')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(document.status).toBe('signed');
    const audit = await db()
      .selectFrom('audit_event')
      .select(['actor', 'subject', 'detail'])
      .where('action', '=', 'document.signed')
      .execute();
    expect(audit.some((event) => event.actor === ANNA && event.detail.documentId === id)).toBe(
      true,
    );

    // The lists move it from "to sign" to "signed".
    const unsigned = (await portal.call('anna', 'GET', SIGNING_API.signable)).json()
      .documents as SignableDocument[];
    expect(unsigned.some((d) => d.id === id)).toBe(false);
    const signed = (await portal.call('anna', 'GET', SIGNING_API.signed)).json()
      .documents as SignedDocument[];
    expect(signed[0]!.id).toBe(id);

    // Replaying the finished request answers the same and signs nothing again.
    const replay = await poll('anna', requestId);
    expect(replay.json()).toMatchObject({ status: 'signed', document: { id } });
    expect(await signatures(id)).toHaveLength(1);
    // Starting again on a signed document is a conflict.
    const again = await start('anna', id, ANNA_PHONE);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('DocumentAlreadySigned');
    const memo = await portal.call('anna', 'POST', SIGNING_API.createMemo, {
      json: { id, text: 'Spurning' },
    });
    expect(memo.statusCode).toBe(404);
  });

  it('answers the signed PDF as an attachment that says who signed, how and when', async () => {
    const id = doc('anna-direct-debit');
    const response = await portal.call('anna', 'GET', `${SIGNING_API.downloadSigned}?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = parseDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('Beiðni um boðgreiðslur iðgjalda.pdf');
    const text = pdfFlatText(response.rawPayload);
    expect(text).toContain('Beiðni um boðgreiðslur iðgjalda');
    expect(text).toContain('Undirritað rafrænt');
    expect(text).toContain('Anna Jónsdóttir (120160-3389)');
    expect(text).toContain('Rafræn skilríki í farsíma');
    expect(text).toMatch(/RAF-[0-9A-F]{8}/);
    expect(text).toContain('skuldfæra iðgjöld');

    const english = await portal.call(
      'anna',
      'GET',
      `${SIGNING_API.downloadSigned}?id=${id}&lang=en`,
    );
    const englishText = pdfFlatText(english.rawPayload);
    expect(englishText).toContain('Card payment authorisation for premiums');
    expect(englishText).toContain('Mobile electronic ID');
    expect(englishText).toContain('Signed electronically');

    const unsigned = await portal.call(
      'anna',
      'GET',
      `${SIGNING_API.downloadSigned}?id=${doc('anna-car-terms')}`,
    );
    expect(unsigned.statusCode).toBe(404);
  });

  it('refuses expired documents, including a pending one whose sign-by day has passed', async () => {
    const expired = await start('anna', doc('anna-old-car-sale'), ANNA_PHONE);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errorCode).toBe('DocumentExpired');

    const id = doc('anna-life-beneficiary');
    await withDeadlinePassed(id, async () => {
      const late = await start('anna', id, ANNA_PHONE);
      expect(late.statusCode).toBe(409);
      expect(late.json().errorCode).toBe('DocumentExpired');
      const listed = (await portal.call('anna', 'GET', SIGNING_API.signable)).json()
        .documents as SignableDocument[];
      expect(listed.find((d) => d.id === id)?.status).toBe('expired');
    });
  });

  it('fails a request approved after the document stopped being signable, and keeps it unsigned', async () => {
    const id = doc('anna-life-beneficiary');
    const { requestId } = (await start('anna', id, ANNA_PHONE)).json();
    await withDeadlinePassed(id, async () => {
      await sleep(APPROVE_AFTER_MS + 50);
      expect((await poll('anna', requestId)).json()).toEqual({ status: 'failed' });
      expect(await signatures(id)).toHaveLength(0);
    });
  });

  it("rejects an approval from someone else's phone, an unknown phone, and a request that timed out", async () => {
    const id = doc('anna-car-terms');
    // Björn's phone approves as Björn: not the signed-in customer.
    const other = (await start('anna', id, BJORN_PHONE)).json();
    await sleep(APPROVE_AFTER_MS + 50);
    expect((await poll('anna', other.requestId)).json()).toEqual({ status: 'rejected' });
    expect((await poll('anna', other.requestId)).json()).toEqual({ status: 'rejected' });

    const unknown = (await start('anna', id, NOBODYS_PHONE)).json();
    expect((await poll('anna', unknown.requestId)).json()).toEqual({ status: 'rejected' });

    const late = (await start('anna', id, ANNA_PHONE)).json();
    await db()
      .updateTable('signing_request')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late.requestId)
      .execute();
    await sleep(APPROVE_AFTER_MS + 50);
    expect((await poll('anna', late.requestId)).json()).toEqual({ status: 'expired' });
    expect(await signatures(id)).toHaveLength(0);
    const failures = await db()
      .selectFrom('audit_event')
      .select('detail')
      .where('action', '=', 'document.sign.failed')
      .execute();
    expect(failures.map((event) => event.detail.reason)).toEqual(
      expect.arrayContaining(['signerMismatch', 'provider', 'timeout']),
    );
  });

  it('lets only the customer who started a request ask about it, acting for the same party', async () => {
    const id = doc('anna-car-terms');
    const { requestId } = (await start('anna', id, ANNA_PHONE)).json();
    const bjorn = await poll('bjorn', requestId);
    expect(bjorn.statusCode).toBe(404);
    expect(bjorn.json().errorCode).toBe('SigningRequestNotFound');
    const asTheCompany = await poll('anna', requestId, asCompany);
    expect(asTheCompany.statusCode).toBe(404);
    const unknown = await poll('anna', MISSING);
    expect(unknown.json().errorCode).toBe('SigningRequestNotFound');
  });

  it('lets staff read every signing call but never sign or write notes for the customer', async () => {
    const staff = { impersonatedUser: ANNA };
    const requestCount = async () =>
      (await db().selectFrom('signing_request').select('id').execute()).length;
    const before = await requestCount();
    for (const url of [
      SIGNING_API.signable,
      SIGNING_API.signed,
      `${SIGNING_API.document}?id=${doc('anna-car-terms')}`,
      `${SIGNING_API.downloadSigned}?id=${doc('anna-settlement')}`,
    ]) {
      for (const who of ['sigga', 'lesa'] as const) {
        const response = await portal.call(who, 'GET', url, { headers: staff });
        expect(response.statusCode, `${who} ${url}`).toBe(200);
      }
    }
    const full = await start('sigga', doc('anna-car-terms'), ANNA_PHONE, staff);
    expect(full.statusCode).toBe(403);
    expect(full.json().errorCode).toBe('StaffCannotSign');
    const poll403 = await poll('sigga', MISSING, staff);
    expect(poll403.json().errorCode).toBe('StaffCannotSign');
    const readonly = await start('lesa', doc('anna-car-terms'), ANNA_PHONE, staff);
    expect(readonly.statusCode).toBe(403);
    expect(readonly.json().errorCode).toBe('ReadOnlyRole');
    const memo = await portal.call('sigga', 'POST', SIGNING_API.createMemo, {
      headers: staff,
      json: { id: doc('anna-car-terms'), text: 'Skrifað af starfsmanni' },
    });
    expect(memo.statusCode).toBe(403);
    expect(memo.json().errorCode).toBe('CustomersOnly');
    expect(await requestCount()).toBe(before);
  });

  it("signs for a company through a full grant, never for a person's documents, and not with a narrower grant", async () => {
    const company = doc('hh-staff-declaration');
    const grant = () =>
      db()
        .updateTable('access_grant')
        .where('grantor_kennitala', '=', HRAUNHOLAR)
        .where('holder_kennitala', '=', ANNA);
    await grant().set({ scope: 'read' }).execute();
    try {
      const narrow = await start('anna', company, ANNA_PHONE, asCompany);
      // A read-only grant changes nothing anywhere in the portal (decision 029), signing included.
      expect(narrow.statusCode).toBe(403);
      expect(narrow.json().errorCode).toBe('ReadOnlyGrant');
    } finally {
      await grant().set({ scope: 'full' }).execute();
    }

    const started = await start('anna', company, ANNA_PHONE, asCompany);
    expect(started.statusCode).toBe(200);
    await sleep(APPROVE_AFTER_MS + 50);
    const done = (await poll('anna', started.json().requestId, asCompany)).json();
    expect(done).toMatchObject({ status: 'signed', document: { id: company } });
    expect((await signatures(company))[0]).toMatchObject({
      signer_kennitala: ANNA,
      signer_name: 'Anna Jónsdóttir',
    });
    const pdf = await portal.call('anna', 'GET', `${SIGNING_API.downloadSigned}?id=${company}`, {
      headers: asCompany,
    });
    const text = pdfFlatText(pdf.rawPayload);
    expect(text).toContain('Hraunhólar ehf.');
    expect(text).toContain('Anna Jónsdóttir (120160-3389)');

    // Guðrún may see Björn's documents through his grant, but a person signs for themselves.
    const person = await start('gudrun', doc('bjorn-health-declaration'), '633 3456', {
      overviewUser: BJORN,
    });
    expect(person.statusCode).toBe(403);
    expect(person.json().errorCode).toBe('GrantDoesNotAllowSigning');
    const visible = await portal.call('gudrun', 'GET', SIGNING_API.signable, {
      headers: { overviewUser: BJORN },
    });
    expect(visible.statusCode).toBe(200);
    expect(
      visible
        .json()
        .documents.some((d: SignableDocument) => d.id === doc('bjorn-health-declaration')),
    ).toBe(true);
    // Without any grant, acting for someone else is refused before signing is considered.
    const noGrant = await start('bjorn', doc('gudrun-cottage-contract'), BJORN_PHONE, {
      overviewUser: GUDRUN,
    });
    expect(noGrant.statusCode).toBe(403);
    expect(noGrant.json().errorCode).toBe('NoAccessGrant');
  });

  it("keeps the customer's notes on a document and validates them", async () => {
    const id = doc('gudrun-cottage-contract');
    const created = await portal.call('gudrun', 'POST', SIGNING_API.createMemo, {
      json: { id, text: '  Gildir tryggingin líka um gestahúsið?  ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      documentId: id,
      text: 'Gildir tryggingin líka um gestahúsið?',
      authorName: 'Guðrún Pálsdóttir',
    });
    const detail = (await portal.call('gudrun', 'GET', `${SIGNING_API.document}?id=${id}`)).json();
    expect(detail.memos.map((memo: { text: string }) => memo.text)).toEqual([
      'Gildir tryggingin líka um gestahúsið?',
    ]);
    expect(detail.memoCount).toBe(1);

    for (const [text, key] of [
      ['   ', 'requiredField'],
      ['x'.repeat(1001), 'tooLong'],
    ] as const) {
      const response = await portal.call('gudrun', 'POST', SIGNING_API.createMemo, {
        json: { id, text },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ text: [key] });
    }
  });

  it('documents every signing call in OpenAPI with its rules', async () => {
    const spec = (await portal.call(null, 'GET', '/api/docs/json')).json();
    for (const path of Object.values(SIGNING_API)) {
      expect(spec.paths[path], path).toBeDefined();
    }
    expect(spec.paths[SIGNING_API.signMobile].post.description).toContain(
      'GrantDoesNotAllowSigning',
    );
    expect(spec.paths[SIGNING_API.signStatus].post.description).toContain('StaffCannotSign');
  });
});
