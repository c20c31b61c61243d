import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStarted } from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import { ATTACHMENT_FIELD } from '../../src/domain/attachments';
import { testDatabaseKinds } from './support/databases';
import { multipartBody } from './support/multipart';
import { startChatInstances } from './support/chat';
import { ANNA, GUDRUN, type PortalApp } from './portal-helpers';

/**
 * A chat's files without the conversation's token follow who may see the party's affairs: the
 * customer who chatted, and someone that customer granted access to (read or full), as their
 * transcripts are that customer's cases. Nobody else, and not after the grant is revoked.
 */
describe.each(testDatabaseKinds)('chat files for a customer’s proxy on %s', (kind) => {
  let portal: PortalApp;
  let instances: Awaited<ReturnType<typeof startChatInstances>>;
  let siteHost: string;
  let staffHost: string;
  let fileUrl: string;

  beforeAll(async () => {
    instances = await startChatInstances(kind, ['anna', 'bjorn', 'gudrun', 'sigga']);
    ({ portal, siteHost, staffHost } = instances);
    const app = portal.testApp.app;
    const available = await app.inject({
      method: 'PUT',
      url: CHAT_PATHS.staffPresence,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens.sigga}` },
      payload: { available: true },
    });
    expect(available.statusCode).toBe(200);

    // Anna, signed in, chats and sends a picture.
    const started = await app.inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: { host: siteHost, authorization: `Bearer ${portal.tokens.anna}` },
      payload: { queue: 'individuals', name: '', email: '' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { token } = started.json<ChatStarted>();
    const bytes = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const form = await multipartBody([
      { name: 'clientId', value: 'proxy-file-1' },
      { name: ATTACHMENT_FIELD, file: bytes, fileName: 'tjon.png', type: 'image/png' },
    ]);
    const sent = await app.inject({
      method: 'POST',
      url: CHAT_PATHS.attachments,
      headers: { host: siteHost, [CHAT_TOKEN_HEADER]: token, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    fileUrl = `${CHAT_PATHS.attachments}${sent.json<ChatMessage>().id}/`;
  });
  afterAll(async () => {
    await instances.close();
  });

  const fetchAs = (who: 'anna' | 'bjorn' | 'gudrun', actingFor?: string) =>
    instances.second.inject({
      url: fileUrl,
      headers: {
        host: siteHost,
        authorization: `Bearer ${portal.tokens[who]}`,
        ...(actingFor ? { overviewUser: actingFor } : {}),
      },
    });

  it('opens the file for the customer who chatted, as before', async () => {
    expect((await fetchAs('anna')).statusCode).toBe(200);
  });

  it('opens it for a holder of the customer’s grant acting for them, and audits the look', async () => {
    const { db } = portal.testApp.database;
    // Without a grant Guðrún is refused when she names Anna, and finds nothing as herself.
    const refused = await fetchAs('gudrun', ANNA);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'NoAccessGrant']);
    expect((await fetchAs('gudrun')).statusCode).toBe(404);

    const grant = await db
      .insertInto('access_grant')
      .values({ grantor_kennitala: ANNA, holder_kennitala: GUDRUN, scope: 'read' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const allowed = await fetchAs('gudrun', ANNA);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('image/jpeg');
    const looks = await db
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', 'like', 'proxy.GET %attachments%')
      .execute();
    expect(looks).toContainEqual({ actor: GUDRUN, subject: ANNA });
    // Acting as herself she still sees only her own conversations.
    expect((await fetchAs('gudrun')).statusCode).toBe(404);

    // Someone Anna never granted anything gets nothing.
    const stranger = await fetchAs('bjorn', ANNA);
    expect([stranger.statusCode, stranger.json().errorCode]).toEqual([403, 'NoAccessGrant']);

    // A revoked grant opens nothing.
    await db
      .updateTable('access_grant')
      .set({ revoked_at: new Date() })
      .where('id', '=', grant.id)
      .execute();
    expect((await fetchAs('gudrun', ANNA)).statusCode).toBe(403);
  });
});
