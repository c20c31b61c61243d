import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatConversationDetail,
  type ChatServerFrame,
  type ChatStarted,
} from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import type { CaseDetail, CaseList } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import { CHAT_FRAME_MAX_BYTES, CHAT_RATE_LIMIT, chatOpenAt } from '../../src/domain/chat';
import { everyDatabaseKind } from './support/databases';
import { isType, messageWith, startChatInstances, TestSocket } from './support/chat';
import { outbox, type PortalApp } from './portal-helpers';

describe('the chat hours', () => {
  const lines = [
    { title: 'Símaver virka daga', opens: '08:30', closes: '16:00', days: 'virka-daga' },
    { title: 'Netspjall virka daga', opens: '09:00', closes: '16:00', days: 'virka-daga' },
    { title: 'Neyðarþjónusta', opens: '00:00', closes: '24:00', days: 'alla-daga' },
  ];
  it('follow the line named for the chat, opening inclusive and closing exclusive', () => {
    // 2026-12-01 is a Tuesday; Iceland keeps UTC.
    expect(chatOpenAt(lines, new Date('2026-12-01T08:45:00Z'))).toBe(false);
    expect(chatOpenAt(lines, new Date('2026-12-01T09:00:00Z'))).toBe(true);
    expect(chatOpenAt(lines, new Date('2026-12-01T15:59:00Z'))).toBe(true);
    expect(chatOpenAt(lines, new Date('2026-12-01T16:00:00Z'))).toBe(false);
    expect(chatOpenAt(lines, new Date('2026-12-05T10:00:00Z'))).toBe(false);
  });
  it('fall back to the office lines, never to the round-the-clock emergency line', () => {
    const office = [lines[0]!, lines[2]!];
    expect(chatOpenAt(office, new Date('2026-12-01T08:30:00Z'))).toBe(true);
    expect(chatOpenAt(office, new Date('2026-12-05T10:00:00Z'))).toBe(false);
  });
});

describe.each(everyDatabaseKind)('live chat on %s', (kind) => {
  let portal: PortalApp;
  let second: FastifyInstance;
  let instances: Awaited<ReturnType<typeof startChatInstances>>;
  let siteHost: string;
  let staffHost: string;
  let nextAddress = 1;

  beforeAll(async () => {
    instances = await startChatInstances(kind, ['anna', 'sigga', 'lesa']);
    ({ portal, second, siteHost, staffHost } = instances);
    // Sigga takes chats unless a test says otherwise, so each test can also run alone.
    expect((await setAvailable(true)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await instances.close();
  });

  /** Each visitor its own address, so the per-address limits of one test never meet another's. */
  const visitor = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

  async function setAvailable(available: boolean, who: 'sigga' | 'lesa' = 'sigga') {
    return portal.testApp.app.inject({
      method: 'PUT',
      url: CHAT_PATHS.staffPresence,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens[who]}` },
      payload: { available },
    });
  }

  async function start(
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<ChatStarted> {
    const response = await portal.testApp.app.inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: { host: siteHost, ...visitor(), ...headers },
      payload: {
        queue: 'individuals',
        name: 'Gestur Jónsson',
        email: 'gestur@example.is',
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatStarted>();
  }

  async function staffSocket(app: FastifyInstance, who: 'sigga' | 'lesa' = 'sigga') {
    const socket = await TestSocket.open(app, staffHost);
    socket.send({ type: 'hello', accessToken: portal.tokens[who] });
    await socket.next(isType('ready'));
    return socket;
  }

  async function customerSocket(app: FastifyInstance, token: string, after?: string) {
    const socket = await TestSocket.open(app, siteHost);
    socket.send({ type: 'hello', token, ...(after ? { after } : {}) });
    await socket.next(isType('ready'));
    return socket;
  }

  function take(id: string, app: FastifyInstance = second, who: 'sigga' | 'lesa' = 'sigga') {
    return app.inject({
      method: 'POST',
      url: `${CHAT_PATHS.staffConsole}${id}/take/`,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens[who]}` },
    });
  }

  it('says per queue whether an agent is online', async () => {
    await setAvailable(false);
    const away = await portal.testApp.app.inject({ url: CHAT_PATHS.availability });
    expect(away.json()).toEqual({
      queues: ['businesses', 'individuals', 'claims'].map((queue) => ({
        queue,
        agentOnline: false,
        withinHours: true,
      })),
    });
    expect((await setAvailable(true)).statusCode).toBe(200);
    const online = await second.inject({ url: CHAT_PATHS.availability });
    expect(online.json<{ queues: { agentOnline: boolean }[] }>().queues[0]!.agentOnline).toBe(true);
  });

  it('refuses to start a conversation with nobody online, and takes the words as an inquiry case', async () => {
    await setAvailable(false);
    const refused = await portal.testApp.app.inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: { host: siteHost, ...visitor() },
      payload: { queue: 'claims', name: 'Gestur', email: 'gestur@example.is' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('ChatUnavailable');

    const offline = await portal.testApp.app.inject({
      method: 'POST',
      url: CHAT_PATHS.offline,
      headers: { host: siteHost, ...visitor() },
      payload: {
        queue: 'claims',
        name: 'Gestur',
        email: 'gestur-offline@example.is',
        message: 'Rúðan brotnaði í nótt',
        lang: 'is',
      },
    });
    expect(offline.statusCode, offline.body).toBe(201);
    const { caseNumber } = offline.json<{ caseNumber: string }>();
    const cases = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?queue=claims`);
    const found = cases.json<CaseList>().cases.find((item) => item.caseNumber === caseNumber);
    expect(found).toMatchObject({
      kind: 'inquiry',
      subject: 'Fyrirspurn af vef: Rúðan brotnaði í nótt',
    });
    const mails = await outbox(portal.testApp);
    expect(mails.at(-1)).toMatchObject({ to_address: 'gestur-offline@example.is' });
    expect(mails.at(-1)!.subject).toContain(caseNumber);
    await setAvailable(true);
  });

  it('carries messages both ways between a visitor on one instance and an agent on the other', async () => {
    await setAvailable(true);
    const agent = await staffSocket(second);
    const { token, conversation } = await start();
    expect(conversation).toMatchObject({
      status: 'waiting',
      verified: false,
      name: 'Gestur Jónsson',
    });
    // The agent's console hears of the new conversation though it started on the other instance.
    await agent.next(
      (frame): frame is Extract<ChatServerFrame, { type: 'conversation' }> =>
        frame.type === 'conversation' && frame.conversation.id === conversation.id,
    );
    const customer = await customerSocket(portal.testApp.app, token);

    customer.send({ type: 'message', clientId: 'c-1', body: 'Góðan dag, <b>halló</b>' });
    const ack = await customer.next(isType('ack'));
    expect(ack.clientId).toBe('c-1');
    const atAgent = await agent.next(messageWith('Góðan dag, <b>halló</b>'));
    expect(atAgent.message).toMatchObject({ author: 'customer', id: ack.id, clientId: 'c-1' });

    expect((await take(conversation.id)).statusCode).toBe(200);
    const taken = await customer.next(
      (frame): frame is Extract<ChatServerFrame, { type: 'conversation' }> =>
        frame.type === 'conversation' && frame.conversation.status === 'active',
    );
    expect(taken.conversation.agentName).toBeTruthy();

    agent.send({ type: 'message', conversationId: conversation.id, clientId: 'a-1', body: 'Sæl!' });
    const reply = await customer.next(messageWith('Sæl!'));
    expect(reply.message.author).toBe('agent');
    await agent.next(isType('ack'));

    // Typing is passed to the other side.
    customer.send({ type: 'typing' });
    await agent.next(isType('typing'));

    // The agent ends it: the transcript becomes a closed case in the inbox, in the chosen queue.
    const ended = await second.inject({
      method: 'POST',
      url: `${CHAT_PATHS.staffConsole}${conversation.id}/end/`,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens.sigga}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const { caseNumber } = ended.json<{ caseNumber: string }>();
    expect(caseNumber).toMatch(/^E-/);
    await customer.next(
      (frame): frame is Extract<ChatServerFrame, { type: 'conversation' }> =>
        frame.type === 'conversation' && frame.conversation.status === 'ended',
    );
    const cases = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?queue=individual`);
    const saved = cases.json<CaseList>().cases.find((item) => item.caseNumber === caseNumber)!;
    expect(saved).toMatchObject({ kind: 'chat', status: 'closed' });
    const detail = (
      await portal.call('sigga', 'GET', CASE_API.staffCase(saved.id))
    ).json<CaseDetail>();
    expect(detail.messages.map((message) => [message.direction, message.body])).toEqual([
      ['incoming', 'Góðan dag, <b>halló</b>'],
      ['outgoing', 'Sæl!'],
    ]);

    // After the end no more messages are taken.
    customer.send({ type: 'message', clientId: 'c-2', body: 'Eitt enn' });
    expect((await customer.next(isType('error'))).code).toBe('ConversationEnded');
    customer.close();
    agent.close();
  });

  it('stores a resent message once and acknowledges it with the stored id', async () => {
    const { token, conversation } = await start();
    const customer = await customerSocket(second, token);
    customer.send({ type: 'message', clientId: 'same', body: 'Fyrst' });
    const first = await customer.next(isType('ack'));
    customer.send({ type: 'message', clientId: 'same', body: 'Fyrst' });
    const again = await customer.next(isType('ack'), customer.frames.indexOf(first) + 1);
    expect(again.id).toBe(first.id);
    const detail = await portal.testApp.app.inject({
      url: CHAT_PATHS.conversation,
      headers: { [CHAT_TOKEN_HEADER]: token },
    });
    const messages = detail.json<ChatConversationDetail>().messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]!.conversationId).toBe(conversation.id);
    customer.close();
  });

  it('replays what was said after the last message a reconnecting visitor saw', async () => {
    const { token, conversation } = await start();
    expect((await take(conversation.id, portal.testApp.app)).statusCode).toBe(200);
    const customer = await customerSocket(portal.testApp.app, token);
    customer.send({ type: 'message', clientId: 'r-1', body: 'Eitt' });
    const seen = await customer.next(isType('ack'));
    customer.close();
    const agent = await staffSocket(second);
    for (const [clientId, body] of [
      ['ra-1', 'Tvö'],
      ['ra-2', 'Þrjú'],
    ] as const) {
      agent.send({ type: 'message', conversationId: conversation.id, clientId, body });
      await agent.next(
        (frame): frame is Extract<ChatServerFrame, { type: 'ack' }> =>
          frame.type === 'ack' && frame.clientId === clientId,
      );
    }
    const back = await customerSocket(second, token, seen.id);
    const replayed = back.frames.filter(isType('message')).map((frame) => frame.message.body);
    expect(replayed).toEqual(['Tvö', 'Þrjú']);
    back.close();
    agent.close();
  });

  it('lets only the token reach its conversation', async () => {
    const mine = await start();
    const theirs = await start();
    const wrong = await TestSocket.open(portal.testApp.app, siteHost);
    wrong.send({ type: 'hello', token: 'not-a-token' });
    expect((await wrong.next(isType('error'))).code).toBe('Unauthorized');
    expect(await wrong.closed()).toBe(4401);

    // A visitor hears their own conversation and nothing of another's.
    const customer = await customerSocket(portal.testApp.app, mine.token);
    const other = await customerSocket(portal.testApp.app, theirs.token);
    other.send({ type: 'message', clientId: 'o-1', body: 'Leyndó' });
    await other.next(isType('ack'));
    customer.send({ type: 'message', clientId: 'm-1', body: 'Mitt' });
    await customer.next(isType('ack'));
    expect(customer.frames.some(messageWith('Leyndó'))).toBe(false);
    // A visitor cannot write into another conversation by naming it.
    customer.send({
      type: 'message',
      conversationId: theirs.conversation.id,
      clientId: 'm-2',
      body: 'Inn til þín',
    });
    await customer.next(
      (frame): frame is Extract<ChatServerFrame, { type: 'ack' }> =>
        frame.type === 'ack' && frame.clientId === 'm-2',
    );
    const theirDetail = await portal.testApp.app.inject({
      url: CHAT_PATHS.conversation,
      headers: { [CHAT_TOKEN_HEADER]: theirs.token },
    });
    expect(theirDetail.json<ChatConversationDetail>().messages.map((m) => m.body)).toEqual([
      'Leyndó',
    ]);
    const noToken = await portal.testApp.app.inject({ url: CHAT_PATHS.conversation });
    expect(noToken.statusCode).toBe(401);
    // A customer token is no staff hello.
    const customerAsStaff = await TestSocket.open(portal.testApp.app, siteHost);
    customerAsStaff.send({ type: 'hello', accessToken: portal.tokens.anna });
    expect(await customerAsStaff.closed()).toBe(4401);
    customer.close();
    other.close();
  });

  it('takes a signed-in customer’s name and e-mail from the session, marked verified', async () => {
    const { conversation } = await start(
      { name: 'Einhver annar', email: 'annar@example.is' },
      { authorization: `Bearer ${portal.tokens.anna}` },
    );
    expect(conversation.verified).toBe(true);
    expect(conversation.name).not.toBe('Einhver annar');
    expect(conversation.email).not.toBe('annar@example.is');
  });

  it('refuses messages over the size limit and beyond the rate limit', async () => {
    const { token } = await start();
    const customer = await customerSocket(portal.testApp.app, token);
    customer.send({ type: 'message', clientId: 'long', body: 'x'.repeat(2001) });
    expect((await customer.next(isType('error'))).code).toBe('MessageTooLong');
    for (let i = 0; i < CHAT_RATE_LIMIT.max + 2; i += 1)
      customer.send({ type: 'message', clientId: `burst-${i}`, body: `Skilaboð ${i}` });
    const limited = await customer.next(
      (frame): frame is Extract<ChatServerFrame, { type: 'error' }> =>
        frame.type === 'error' && frame.code === 'TooManyMessages',
    );
    expect(limited.clientId).toMatch(/^burst-/);
    // A frame bigger than the socket allows closes the connection.
    customer.send(
      JSON.stringify({ type: 'message', clientId: 'big', body: 'y'.repeat(CHAT_FRAME_MAX_BYTES) }),
    );
    expect(await customer.closed()).toBe(1009);
  });

  it('lets read-only staff read but not answer', async () => {
    const { token, conversation } = await start();
    const customer = await customerSocket(portal.testApp.app, token);
    customer.send({ type: 'message', clientId: 'q', body: 'Spurning' });
    await customer.next(isType('ack'));
    const reader = await staffSocket(portal.testApp.app, 'lesa');
    expect((await take(conversation.id, portal.testApp.app, 'lesa')).statusCode).toBe(403);
    expect((await setAvailable(true, 'lesa')).statusCode).toBe(403);
    reader.send({ type: 'message', conversationId: conversation.id, clientId: 'l', body: 'Svar' });
    expect((await reader.next(isType('error'))).code).toBe('ReadOnlyRole');
    const read = await portal.testApp.app.inject({
      url: `${CHAT_PATHS.staffConsole}${conversation.id}/`,
      headers: { host: staffHost, authorization: `Bearer ${portal.tokens.lesa}` },
    });
    expect(read.json<ChatConversationDetail>().messages.map((m) => m.body)).toEqual(['Spurning']);
    customer.close();
    reader.close();
  });

  it('rates the conversation and mails the transcript a few times an hour at most', async () => {
    const { token } = await start({ email: 'afrit@example.is' });
    const customer = await customerSocket(portal.testApp.app, token);
    customer.send({ type: 'message', clientId: 't', body: 'Takk fyrir' });
    await customer.next(isType('ack'));
    customer.close();
    const headers = { host: siteHost, [CHAT_TOKEN_HEADER]: token };
    const app = portal.testApp.app;
    const ended = await app.inject({ method: 'POST', url: CHAT_PATHS.end, headers });
    expect(ended.statusCode).toBe(200);
    // Nobody answered it: the transcript waits in the inbox as a new case for someone to follow up.
    const { caseNumber } = ended.json<{ caseNumber: string }>();
    const cases = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?kind=chat`);
    expect(
      cases.json<CaseList>().cases.find((item) => item.caseNumber === caseNumber),
    ).toMatchObject({ status: 'new', queue: 'individual' });
    const rated = await app.inject({
      method: 'POST',
      url: CHAT_PATHS.rating,
      headers,
      payload: { rating: 5 },
    });
    expect(rated.json().rating).toBe(5);
    const bad = await app.inject({
      method: 'POST',
      url: CHAT_PATHS.rating,
      headers,
      payload: { rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) {
      const sent = await app.inject({ method: 'POST', url: CHAT_PATHS.transcript, headers });
      expect(sent.statusCode).toBe(200);
    }
    const fourth = await app.inject({ method: 'POST', url: CHAT_PATHS.transcript, headers });
    expect(fourth.statusCode).toBe(429);
    const mail = (await outbox(portal.testApp)).filter((m) => m.to_address === 'afrit@example.is');
    expect(mail).toHaveLength(3);
    expect(mail[0]!.text_body).toContain('Takk fyrir');
  });
  it('answers a WebSocket handshake to any other address as plain HTTP, and closes its connection', async () => {
    const { port } = portal.testApp.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      [
        'GET /api/policy/v3/overview/ HTTP/1.1',
        `Host: ${siteHost}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: c2tqb2wtdGVzdC1rZXktMTY=',
        '',
        '',
      ].join('\r\n'),
    );
    // The server ends the connection itself: a kept one would leave this waiting until the timeout.
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
  });
});
