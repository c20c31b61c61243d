import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatAgents,
  type ChatCannedAnswers,
  type ChatConversation,
  type ChatConversationDetail,
  type ChatMessage,
  type ChatServerFrame,
  type ChatStarted,
} from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import { ATTACHMENT_FIELD } from '../../src/domain/attachments';
import { CHAT_QUEUES, CHAT_RATE_LIMIT } from '../../src/domain/chat';
import type { CaseDetail, CaseList } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import { testDatabaseKinds } from './support/databases';
import { multipartBody } from './support/multipart';
import { isType, messageWith, startChatInstances, TestSocket } from './support/chat';
import { CHAT_CHANNEL_PREFIX } from '../../server/modules/chat/chat-bus';
import { notifyInSchema } from '../../server/db/listener';
import { staffToken, type PortalApp } from './portal-helpers';

type Staff = 'sigga' | 'lesa' | 'stjori';

const marksFrame =
  (conversationId: string, test: (marks: Extract<ChatServerFrame, { type: 'marks' }>) => boolean) =>
  (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'marks' }> =>
    frame.type === 'marks' && frame.conversationId === conversationId && test(frame);

describe.each(testDatabaseKinds)(
  'live chat marks, files, canned answers, transfer on %s',
  (kind) => {
    let portal: PortalApp;
    let second: FastifyInstance;
    let instances: Awaited<ReturnType<typeof startChatInstances>>;
    let tokens: Record<Staff, string>;
    let siteHost: string;
    let staffHost: string;
    let nextAddress = 1;

    beforeAll(async () => {
      instances = await startChatInstances(kind, ['anna', 'sigga', 'lesa']);
      ({ portal, second, siteHost, staffHost } = instances);
      tokens = {
        sigga: portal.tokens.sigga,
        lesa: portal.tokens.lesa,
        stjori: await staffToken(portal.testApp, 'stjori'),
      };
      expect((await presence('sigga', { available: true })).statusCode).toBe(200);
    });
    afterAll(async () => {
      await instances.close();
    });

    const staff = (who: Staff) => ({ host: staffHost, authorization: `Bearer ${tokens[who]}` });

    function presence(who: Staff, body: { available: boolean; autoAssign?: boolean }) {
      return portal.testApp.app.inject({
        method: 'PUT',
        url: CHAT_PATHS.staffPresence,
        headers: staff(who),
        payload: body,
      });
    }

    async function start(
      queue = 'individuals',
      headers: Record<string, string> = {},
    ): Promise<ChatStarted> {
      const response = await portal.testApp.app.inject({
        method: 'POST',
        url: CHAT_PATHS.conversations,
        headers: { host: siteHost, 'x-forwarded-for': `203.0.113.${nextAddress++}`, ...headers },
        payload: { queue, name: 'Gestur Jónsson', email: 'gestur@example.is', lang: 'is' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ChatStarted>();
    }

    function take(id: string, who: Staff = 'sigga', app = second) {
      return app.inject({
        method: 'POST',
        url: `${CHAT_PATHS.staffConsole}${id}/take/`,
        headers: staff(who),
      });
    }

    async function staffSocket(app: FastifyInstance, who: Staff = 'sigga') {
      const socket = await TestSocket.open(app, staffHost);
      socket.send({ type: 'hello', accessToken: tokens[who] });
      await socket.next(isType('ready'));
      return socket;
    }

    async function customerSocket(app: FastifyInstance, token: string) {
      const socket = await TestSocket.open(app, siteHost);
      socket.send({ type: 'hello', token });
      await socket.next(isType('ready'));
      return socket;
    }

    async function upload(
      token: string,
      file: { bytes: Buffer; name: string; type: string },
      fields: Record<string, string> = {},
    ) {
      const form = await multipartBody([
        { name: 'clientId', value: fields.clientId ?? `f-${Math.random()}` },
        ...(fields.body !== undefined ? [{ name: 'body', value: fields.body }] : []),
        { name: ATTACHMENT_FIELD, file: file.bytes, fileName: file.name, type: file.type },
      ]);
      return portal.testApp.app.inject({
        method: 'POST',
        url: CHAT_PATHS.attachments,
        headers: {
          host: siteHost,
          [CHAT_TOKEN_HEADER]: token,
          'content-type': form.contentType,
        },
        payload: form.body,
      });
    }

    const photo = () =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer();

    it('carries delivered and read marks between a visitor and an agent on two instances', async () => {
      const { token, conversation } = await start();
      expect(conversation.marks).toEqual({
        customerDelivered: null,
        customerRead: null,
        agentDelivered: null,
        agentRead: null,
      });
      expect((await take(conversation.id)).statusCode).toBe(200);
      const customer = await customerSocket(portal.testApp.app, token);
      const agent = await staffSocket(second);

      customer.send({ type: 'message', clientId: 'm-1', body: 'Halló' });
      const { id } = await customer.next(isType('ack'));
      // The visitor cannot mark their own message read for the agent.
      customer.send({ type: 'marks', read: id });
      agent.send({ type: 'marks', conversationId: conversation.id, delivered: id });
      const delivered = await customer.next(
        marksFrame(conversation.id, (frame) => frame.marks.agentDelivered === id),
      );
      expect(delivered.marks.agentRead).toBeNull();
      expect(delivered.marks.customerRead).toBeNull();

      agent.send({ type: 'marks', conversationId: conversation.id, read: id });
      await customer.next(marksFrame(conversation.id, (frame) => frame.marks.agentRead === id));

      // Read-only staff reading along mark nothing; nor does an older id move a mark back.
      const reader = await staffSocket(portal.testApp.app, 'lesa');
      agent.send({
        type: 'message',
        conversationId: conversation.id,
        clientId: 'a-1',
        body: 'Sæl',
      });
      const reply = await customer.next(
        (frame): frame is Extract<ChatServerFrame, { type: 'message' }> =>
          frame.type === 'message' && frame.message.body === 'Sæl',
      );
      reader.send({ type: 'marks', conversationId: conversation.id, read: reply.message.id });
      customer.send({ type: 'marks', delivered: reply.message.id });
      const atAgent = await agent.next(
        marksFrame(conversation.id, (frame) => frame.marks.customerDelivered === reply.message.id),
      );
      expect(atAgent.marks.customerRead).toBeNull();
      customer.send({ type: 'marks', read: reply.message.id });
      await agent.next(
        marksFrame(conversation.id, (frame) => frame.marks.customerRead === reply.message.id),
      );
      agent.send({ type: 'marks', conversationId: conversation.id, read: '1' });

      const detail = await second.inject({
        url: CHAT_PATHS.conversation,
        headers: { [CHAT_TOKEN_HEADER]: token },
      });
      expect(detail.json<ChatConversationDetail>().conversation.marks).toEqual({
        customerDelivered: reply.message.id,
        customerRead: reply.message.id,
        agentDelivered: id,
        agentRead: id,
      });
      customer.close();
      agent.close();
      reader.close();
    });

    it('drops marks beyond their rate window, and lets messages through meanwhile', async () => {
      const { token, conversation } = await start();
      expect((await take(conversation.id)).statusCode).toBe(200);
      const customer = await customerSocket(portal.testApp.app, token);
      const agent = await staffSocket(portal.testApp.app);
      agent.send({ type: 'message', conversationId: conversation.id, clientId: 'x', body: 'Hæ' });
      const { id } = await agent.next(isType('ack'));
      for (let i = 0; i < CHAT_RATE_LIMIT.max; i += 1) customer.send({ type: 'marks', read: '1' });
      customer.send({ type: 'marks', read: id });
      // A message after the flood of marks still goes through (marks do not spend its window).
      customer.send({ type: 'message', clientId: 'after-marks', body: 'Enn hér' });
      await customer.next(isType('ack'));
      const row = await portal.testApp.database.db
        .selectFrom('chat_conversation')
        .select('customer_read_id')
        .where('id', '=', conversation.id)
        .executeTakeFirstOrThrow();
      expect(row.customer_read_id).toBeNull();
      customer.close();
      agent.close();
    });

    it('takes a picture and a PDF by their bytes, and refuses a file that is neither', async () => {
      const { token, conversation } = await start();
      expect((await take(conversation.id)).statusCode).toBe(200);
      const agent = await staffSocket(second);

      const sent = await upload(
        token,
        { bytes: await photo(), name: 'rúða.png', type: 'image/png' },
        { clientId: 'p-1', body: 'Hér er myndin' },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json<ChatMessage>();
      // Redrawn as a JPEG without metadata, whatever it came as.
      expect(message).toMatchObject({
        author: 'customer',
        body: 'Hér er myndin',
        attachment: { name: 'rúða.jpg', contentType: 'image/jpeg' },
      });
      const atAgent = await agent.next(
        (frame): frame is Extract<ChatServerFrame, { type: 'message' }> =>
          frame.type === 'message' && frame.message.id === message.id,
      );
      expect(atAgent.message.attachment?.size).toBeGreaterThan(0);

      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const document = await upload(token, {
        bytes: pdf,
        name: 'skírteini.pdf',
        type: 'application/pdf',
      });
      expect(document.statusCode, document.body).toBe(201);
      expect(document.json<ChatMessage>()).toMatchObject({
        body: '',
        attachment: { name: 'skírteini.pdf', contentType: 'application/pdf', size: pdf.length },
      });

      // A page of HTML calling itself a PNG is refused, with a code the widget translates.
      const fake = await upload(token, {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'mynd.png',
        type: 'image/png',
      });
      expect(fake.statusCode).toBe(415);
      expect(fake.json().errorCode).toBe('UnsupportedAttachment');
      const empty = await upload(token, {
        bytes: Buffer.alloc(0),
        name: 'tómt.pdf',
        type: 'application/pdf',
      });
      expect(empty.statusCode).toBe(400);

      // Read-only staff may not send a file; the agent who has the conversation may.
      const form = async () =>
        multipartBody([
          { name: 'clientId', value: 'a-file' },
          { name: ATTACHMENT_FIELD, file: pdf, fileName: 'skilmálar.pdf', type: 'application/pdf' },
        ]);
      const staffUpload = async (who: Staff) => {
        const body = await form();
        return second.inject({
          method: 'POST',
          url: `${CHAT_PATHS.staffConsole}${conversation.id}/attachments/`,
          headers: { ...staff(who), 'content-type': body.contentType },
          payload: body.body,
        });
      };
      expect((await staffUpload('lesa')).statusCode).toBe(403);
      const fromAgent = await staffUpload('sigga');
      expect(fromAgent.statusCode, fromAgent.body).toBe(201);
      expect(fromAgent.json<ChatMessage>().author).toBe('agent');

      const messages = (
        await second.inject({
          url: CHAT_PATHS.conversation,
          headers: { [CHAT_TOKEN_HEADER]: token },
        })
      ).json<ChatConversationDetail>().messages;
      expect(messages.map((m) => m.attachment?.name)).toEqual([
        'rúða.jpg',
        'skírteini.pdf',
        'skilmálar.pdf',
      ]);

      // Ended, the files stay with the case, on the messages they came with.
      const ended = await portal.testApp.app.inject({
        method: 'POST',
        url: CHAT_PATHS.end,
        headers: { host: siteHost, [CHAT_TOKEN_HEADER]: token },
      });
      const { caseNumber } = ended.json<ChatConversation>();
      const cases = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?kind=chat`);
      const saved = cases.json<CaseList>().cases.find((item) => item.caseNumber === caseNumber)!;
      const kept = (
        await portal.call('sigga', 'GET', CASE_API.staffCase(saved.id))
      ).json<CaseDetail>();
      expect(
        kept.messages.map((m) => [m.body, m.attachments.map((a) => [a.filename, a.contentType])]),
      ).toEqual([
        ['Hér er myndin\n[Skrá: rúða.jpg]', [['rúða.jpg', 'image/jpeg']]],
        ['[Skrá: skírteini.pdf]', [['skírteini.pdf', 'application/pdf']]],
        ['[Skrá: skilmálar.pdf]', [['skilmálar.pdf', 'application/pdf']]],
      ]);
      agent.close();
    });

    it('gives a file only to the conversation’s token and to staff, never by guessing its id', async () => {
      const mine = await start();
      const theirs = await start();
      const sent = await upload(mine.token, {
        bytes: await photo(),
        name: 'mynd.png',
        type: 'image/png',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = sent.json<ChatMessage>();
      const url = `${CHAT_PATHS.attachments}${id}/`;

      const withToken = await portal.testApp.app.inject({
        url,
        headers: { host: siteHost, [CHAT_TOKEN_HEADER]: mine.token },
      });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers['content-type']).toBe('image/jpeg');
      expect(withToken.headers['content-disposition']).toMatch(/^attachment/);
      expect((await sharp(withToken.rawPayload).metadata()).format).toBe('jpeg');

      const noToken = await portal.testApp.app.inject({ url, headers: { host: siteHost } });
      expect(noToken.statusCode).toBe(401);
      const otherToken = await portal.testApp.app.inject({
        url,
        headers: { host: siteHost, [CHAT_TOKEN_HEADER]: theirs.token },
      });
      expect(otherToken.statusCode).toBe(404);
      // Staff reach it under its own conversation only.
      const staffUrl = (conversationId: string) =>
        `${CHAT_PATHS.staffConsole}${conversationId}/attachments/${id}/`;
      expect(
        (await second.inject({ url: staffUrl(mine.conversation.id), headers: staff('lesa') }))
          .statusCode,
      ).toBe(200);
      expect(
        (await second.inject({ url: staffUrl(theirs.conversation.id), headers: staff('sigga') }))
          .statusCode,
      ).toBe(404);
      expect(
        (await second.inject({ url: staffUrl(mine.conversation.id), headers: { host: staffHost } }))
          .statusCode,
      ).toBe(401);

      // A signed-in customer reaches the files of the conversations they started, no others.
      const anna = { host: siteHost, authorization: `Bearer ${portal.tokens.anna}` };
      const hers = await start('individuals', { authorization: anna.authorization });
      const photoOfHers = await upload(hers.token, {
        bytes: await photo(),
        name: 'hennar.png',
        type: 'image/png',
      });
      const hersUrl = `${CHAT_PATHS.attachments}${photoOfHers.json<ChatMessage>().id}/`;
      expect((await second.inject({ url: hersUrl, headers: anna })).statusCode).toBe(200);
      expect((await second.inject({ url, headers: anna })).statusCode).toBe(404);
      const asStaff = await second.inject({
        url: hersUrl,
        headers: { host: siteHost, authorization: `Bearer ${tokens.sigga}` },
      });
      expect([401, 403]).toContain(asStaff.statusCode);
    });

    it('offers canned answers in the conversation’s language, to staff only', async () => {
      const answers = async (lang: string) => {
        const response = await portal.testApp.app.inject({
          url: `${CHAT_PATHS.staffCannedAnswers}?lang=${lang}`,
          headers: staff('lesa'),
        });
        expect(response.statusCode).toBe(200);
        return response.json<ChatCannedAnswers>().answers;
      };
      const icelandic = await answers('is');
      const english = await answers('en');
      expect(icelandic.length).toBeGreaterThanOrEqual(3);
      expect(icelandic[0]).toMatchObject({ shortcut: 'kveðja' });
      expect(icelandic[0]!.body).toContain('Góðan dag');
      expect(english[0]).toMatchObject({ shortcut: 'hello' });
      expect(english.map((a) => a.id)).not.toContain(icelandic[0]!.id);
      // Staff change them as data: a new row is offered at once.
      await portal.testApp.database.db
        .insertInto('chat_canned_answer')
        .values({ language: 'en', shortcut: 'zz-test', body: 'A test answer', position: 99 })
        .execute();
      expect((await answers('en')).at(-1)).toMatchObject({ shortcut: 'zz-test' });
      const bad = await portal.testApp.app.inject({
        url: `${CHAT_PATHS.staffCannedAnswers}?lang=de`,
        headers: staff('sigga'),
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await portal.testApp.app.inject({
        url: CHAT_PATHS.staffCannedAnswers,
        headers: { host: staffHost },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('gives new conversations in turn, transfers them, and refuses read-only staff', async () => {
      expect((await presence('sigga', { available: true, autoAssign: true })).json()).toEqual({
        available: true,
        autoAssign: true,
        queues: [...CHAT_QUEUES],
      });
      expect((await presence('stjori', { available: true, autoAssign: true })).statusCode).toBe(
        200,
      );
      const assignees: (string | null)[] = [];
      const started: ChatConversation[] = [];
      for (let i = 0; i < 4; i += 1) {
        const { conversation } = await start();
        started.push(conversation);
        assignees.push(conversation.assignee);
        expect(conversation.status).toBe('active');
      }
      // Round-robin: each in turn, never the same agent twice running.
      expect(new Set(assignees)).toEqual(new Set(['sigga', 'stjori']));
      expect(assignees[0]).not.toBe(assignees[1]);
      expect(assignees[2]).toBe(assignees[0]);
      expect(assignees[3]).toBe(assignees[1]);

      const agents = await second.inject({ url: CHAT_PATHS.staffAgents, headers: staff('sigga') });
      const listed = agents.json<ChatAgents>().agents;
      expect(listed.map((a) => a.username).sort()).toEqual(['sigga', 'stjori']);
      expect(listed.every((a) => a.online)).toBe(true);

      const siggas = started[assignees.indexOf('sigga')]!;
      const stjoris = started[assignees.indexOf('stjori')]!;
      const transfer = (id: string, who: Staff, body: object) =>
        second.inject({
          method: 'POST',
          url: `${CHAT_PATHS.staffConsole}${id}/transfer/`,
          headers: staff(who),
          payload: body,
        });
      expect((await transfer(siggas.id, 'lesa', { agent: 'stjori' })).statusCode).toBe(403);
      // Nobody moves a colleague's conversation, except an admin.
      expect((await transfer(stjoris.id, 'sigga', { agent: 'sigga' })).statusCode).toBe(409);
      expect((await transfer(siggas.id, 'sigga', { agent: 'lesa' })).statusCode).toBe(400);

      const moved = await transfer(siggas.id, 'sigga', { agent: 'stjori' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<ChatConversation>()).toMatchObject({
        status: 'active',
        assignee: 'stjori',
      });

      // To another queue: waiting there for whoever takes it (nobody asks for turns now).
      await presence('sigga', { available: true, autoAssign: false });
      await presence('stjori', { available: true, autoAssign: false });
      const queued = await transfer(siggas.id, 'stjori', { queue: 'claims' });
      expect(queued.json<ChatConversation>()).toMatchObject({
        status: 'waiting',
        queue: 'claims',
        assignee: null,
      });
      expect((await transfer(siggas.id, 'sigga', { queue: 'nowhere' })).statusCode).toBe(400);
      expect((await take(siggas.id, 'sigga')).statusCode).toBe(200);

      const audited = await portal.testApp.database.db
        .selectFrom('audit_event')
        .select(['actor', 'detail'])
        .where('action', '=', 'chat.transferred')
        .orderBy('id')
        .execute();
      expect(audited.map((row) => [row.actor, row.detail.to])).toEqual([
        ['staff:sigga', { agent: 'stjori' }],
        ['staff:stjori', { queue: 'claims' }],
      ]);
      const refused = await portal.testApp.database.db
        .selectFrom('audit_event')
        .select('actor')
        .where('action', '=', 'chat.writeRefused')
        .where('actor', '=', 'staff:lesa')
        .execute();
      expect(refused.length).toBeGreaterThan(0);
      // With nobody asking for turns, a new conversation waits to be taken by hand, as before.
      expect((await start()).conversation).toMatchObject({ status: 'waiting', assignee: null });
    });
  },
);

describe.skipIf(!testDatabaseKinds.includes('postgres'))(
  'a chat when the visitor’s instance stops (PostgreSQL, two instances)',
  () => {
    let instances: Awaited<ReturnType<typeof startChatInstances>>;

    beforeAll(async () => {
      instances = await startChatInstances('postgres', ['sigga']);
    });
    afterAll(async () => {
      await instances.close();
    });

    it('goes on from the other instance: the visitor reconnects there, gets what was said meanwhile, and a resend is not doubled', async () => {
      const { portal, second } = instances;
      const { app, config } = portal.testApp;
      const siteHost = new URL(config.siteUrl).host;
      const staffHost = new URL(config.staffUrl).host;
      const auth = { host: staffHost, authorization: `Bearer ${portal.tokens.sigga}` };
      await app.inject({
        method: 'PUT',
        url: CHAT_PATHS.staffPresence,
        headers: auth,
        payload: { available: true },
      });
      const started = await app.inject({
        method: 'POST',
        url: CHAT_PATHS.conversations,
        headers: { host: siteHost },
        payload: { queue: 'claims', name: 'Gestur', email: 'gestur@example.is' },
      });
      const { token, conversation } = started.json<ChatStarted>();
      await app.inject({
        method: 'POST',
        url: `${CHAT_PATHS.staffConsole}${conversation.id}/take/`,
        headers: auth,
      });

      // The visitor is on the second instance, the agent on the first.
      const customer = await TestSocket.open(second, siteHost);
      customer.send({ type: 'hello', token });
      await customer.next(isType('ready'));
      customer.send({ type: 'message', clientId: 'before', body: 'Fyrir' });
      const seen = await customer.next(isType('ack'));
      const agent = await TestSocket.open(app, staffHost);
      agent.send({ type: 'hello', accessToken: portal.tokens.sigga });
      await agent.next(isType('ready'));

      // The visitor's instance stops (a deploy); its socket closes.
      await second.close();
      expect(await customer.closed()).not.toBe(-1);
      agent.send({
        type: 'message',
        conversationId: conversation.id,
        clientId: 'a',
        body: 'Á meðan',
      });
      await agent.next(isType('ack'));

      // Reconnected to the instance still running: the replay brings what was said meanwhile, and
      // the message whose acknowledgement was lost is resent under its client id, stored once.
      const back = await TestSocket.open(app, siteHost);
      back.send({ type: 'hello', token, after: seen.id });
      await back.next(isType('ready'));
      expect(back.frames.filter(isType('message')).map((frame) => frame.message.body)).toEqual([
        'Á meðan',
      ]);
      back.send({ type: 'message', clientId: 'before', body: 'Fyrir' });
      expect((await back.next(isType('ack'))).id).toBe(seen.id);

      // The notice of a message can reach an instance after the replay carried it (NOTIFY is
      // asynchronous); the visitor still gets the message once.
      const meanwhile = back.frames.find(messageWith('Á meðan'))!;
      const { database } = portal.testApp;
      await notifyInSchema(
        database.db,
        CHAT_CHANNEL_PREFIX,
        JSON.stringify({
          kind: 'message',
          conversationId: conversation.id,
          messageId: meanwhile.message.id,
        }),
      );
      back.send({ type: 'message', clientId: 'after', body: 'Eftir' });
      await agent.next(messageWith('Eftir'));
      await back.next(messageWith('Eftir'));
      expect(back.frames.filter(messageWith('Á meðan'))).toHaveLength(1);
      const detail = await app.inject({
        url: CHAT_PATHS.conversation,
        headers: { [CHAT_TOKEN_HEADER]: token },
      });
      expect(detail.json<ChatConversationDetail>().messages.map((m) => m.body)).toEqual([
        'Fyrir',
        'Á meðan',
        'Eftir',
      ]);
      back.close();
      agent.close();
    });
  },
);
