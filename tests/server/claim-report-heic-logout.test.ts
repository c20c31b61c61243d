import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDraftCreated, ClaimDraftFile } from '../../src/domain/api/claim-report';
import {
  CLAIM_DRAFT_KEY_HEADER,
  CLAIM_REPORT_API,
  CLAIM_REPORT_LOGOUT,
} from '../../src/domain/api/claim-report-paths';
import { CLAIM_LOGOUTS_PER_ADDRESS } from '../../server/modules/claim/claim-report.routes';
import { testDatabaseKinds } from './support/databases';
import { multipartBody } from './support/multipart';
import { startPortalApp, type PortalApp } from './portal-helpers';

/** A 64×48 HEIC photo made by libheif's heif-enc from a JPEG whose EXIF holds a GPS position. */
const HEIC = readFileSync(new URL('../fixtures/claim-photo.heic', import.meta.url));
const locales = (language: string, group: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${group}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe.each(testDatabaseKinds)('claim reports on %s: iPhone photos and the logout', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['anna'], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const host = () => new URL(portal.testApp.config.siteUrl).host;
  const address = () => `10.11.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

  function request(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { key?: string; anna?: boolean; json?: unknown; remoteAddress?: string } = {},
  ) {
    return portal.testApp.app.inject({
      method,
      url,
      remoteAddress: options.remoteAddress ?? address(),
      headers: {
        host: host(),
        ...(options.key ? { [CLAIM_DRAFT_KEY_HEADER]: options.key } : {}),
        ...(options.anna ? { authorization: `Bearer ${portal.tokens.anna}` } : {}),
      },
      ...(options.json !== undefined ? { payload: options.json as object } : {}),
    });
  }

  async function newDraft(anna = false) {
    const response = await request('POST', CLAIM_REPORT_API.drafts, {
      anna,
      json: { type: 'propertyWater', lang: 'is' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ClaimDraftCreated>();
  }

  async function upload(draft: ClaimDraftCreated, fileName: string, file: Buffer) {
    const form = await multipartBody([{ name: 'attachments', fileName, file, type: 'image/heic' }]);
    return portal.testApp.app.inject({
      method: 'POST',
      url: CLAIM_REPORT_API.files(draft.id),
      remoteAddress: address(),
      headers: {
        host: host(),
        [CLAIM_DRAFT_KEY_HEADER]: draft.key,
        'content-type': form.contentType,
      },
      payload: form.body,
    });
  }

  it('takes an iPhone HEIC photo and keeps it as a JPEG without its EXIF', async () => {
    const draft = await newDraft();
    const added = await upload(draft, 'IMG_4410.HEIC', HEIC);
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json<ClaimDraftFile>();
    expect(file).toMatchObject({ name: 'IMG_4410.jpg', contentType: 'image/jpeg' });
    const stored = await db()
      .selectFrom('claim_draft_file as f')
      .innerJoin('attachment_content as c', 'c.sha256', 'f.sha256')
      .select('c.content')
      .where('f.id', '=', file.id)
      .executeTakeFirstOrThrow();
    const picture = await sharp(stored.content).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(picture.exif).toBeUndefined();
    expect(stored.content.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('answers a broken HEIC with the translated unreadable-picture refusal, never a 500', async () => {
    const draft = await newDraft();
    for (const broken of [
      HEIC.subarray(0, 400),
      Buffer.concat([HEIC.subarray(0, 28), Buffer.alloc(600, 0xaa)]),
    ]) {
      const refused = await upload(draft, 'IMG_4411.HEIC', broken);
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({
        errorCode: 'UnreadableImage',
        errors: { attachments: ['attachmentUnreadable'] },
      });
    }
    for (const language of ['is', 'en']) {
      expect(locales(language, 'errorCode').UnreadableImage).toBeTruthy();
      expect(locales(language, 'claimReport').uploadUnreadable).toBeTruthy();
      expect(locales(language, 'ui').serverAttachmentUnreadable).toBeTruthy();
    }
    const listed = await request('GET', CLAIM_REPORT_API.draft(draft.id), { key: draft.key });
    expect(listed.json().files).toEqual([]);
  });

  it("the claims app's logout revokes the key of a signed-in party's draft, and only that", async () => {
    const owned = await newDraft(true);
    expect(owned.owned).toBe(true);
    const visitors = await newDraft();
    expect(
      (await request('GET', CLAIM_REPORT_API.draft(owned.id), { key: owned.key })).statusCode,
    ).toBe(200);

    for (const draft of [owned, visitors]) {
      const out = await request('POST', CLAIM_REPORT_LOGOUT, { key: draft.key });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
    }
    // The key copied from a shared computer opens nothing now; the owner still gets in by signing in.
    expect(
      (await request('GET', CLAIM_REPORT_API.draft(owned.id), { key: owned.key })).statusCode,
    ).toBe(404);
    expect(
      (await request('GET', CLAIM_REPORT_API.draft(owned.id), { anna: true })).statusCode,
    ).toBe(200);
    // A visitor's own draft has only its key: it keeps working.
    expect(
      (await request('GET', CLAIM_REPORT_API.draft(visitors.id), { key: visitors.key })).statusCode,
    ).toBe(200);

    // No key, an unknown key, one too long: the same empty 204 (nothing to learn), never a 500.
    expect((await request('POST', CLAIM_REPORT_LOGOUT)).statusCode).toBe(204);
    expect((await request('POST', CLAIM_REPORT_LOGOUT, { key: 'x'.repeat(32) })).statusCode).toBe(
      204,
    );
    expect((await request('POST', CLAIM_REPORT_LOGOUT, { key: 'x'.repeat(500) })).statusCode).toBe(
      400,
    );

    const events = await db()
      .selectFrom('audit_event')
      .select(['subject', 'detail'])
      .where('action', '=', 'claim.draftKeyRevoked')
      .execute();
    expect(events).toEqual([{ subject: '1201603389', detail: { draftId: owned.id } }]);
  });

  it('limits how often one address signs out', async () => {
    const remoteAddress = '10.12.0.1';
    for (let count = 0; count < CLAIM_LOGOUTS_PER_ADDRESS.max; count++)
      expect((await request('POST', CLAIM_REPORT_LOGOUT, { remoteAddress })).statusCode).toBe(204);
    const limited = await request('POST', CLAIM_REPORT_LOGOUT, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
