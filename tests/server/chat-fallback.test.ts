import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatConversationDetail,
  type ChatEvents,
  type ChatMessage,
  type ChatServerFrame,
  type ChatStarted,
} from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_RATE_LIMIT } from '../../src/domain/chat';
import { testDatabaseKinds } from './support/databases';
import { isType, messageWith, startChatInstances, TestSocket } from './support/chat';
import type { PortalApp } from './portal-helpers';

/**
 * The visitor's HTTP fallback, for when a WebSocket cannot be opened: messages sent by POST under
 * the same client-id rules as the socket, and everything else by long poll. On PostgreSQL the
 * visitor's calls go to one instance and the agent's socket to the other.
 */
describe.each(testDatabaseKinds)('live chat without a WebSocket on %s', (kind) => {
  let portal: PortalApp;
  let second: FastifyInstance;
  let instances: Awaited<ReturnType<typeof startChatInstances>>;
  let siteHost: string;
  let staffHost: string;
  let nextAddress = 1;

  beforeAll(async () => {
    instances = await startChatInstances(kind, ['sigga']);
    ({ portal, second, siteHost, staffHost } = instances);
    const response = await portal.testApp.app.inject({
      method: 'PUT',
      url: CHAT_PATHS.staffPresence,
      headers: staff(),
      payload: { available: true },
    });
    expect(response.statusCode).toBe(200);
  });
  afterAll(async () => {
    await instances.close();
  });

  const staff = () => ({ host: staffHost, authorization: `Bearer ${portal.tokens.sigga}` });

  /** A conversation sigga has taken, and her console's socket on the first instance. */
  async function taken(): Promise<{ token: string; id: string; agent: TestSocket }> {
    const started = await portal.testApp.app.inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: { host: siteHost, 'x-forwarded-for': `198.18.0.${nextAddress++}` },
      payload: { queue: 'individuals', name: 'Gestur', email: 'gestur@example.is', lang: 'is' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { token, conversation } = started.json<ChatStarted>();
    const take = await portal.testApp.app.inject({
      method: 'POST',
      url: `${CHAT_PATHS.staffConsole}${conversation.id}/take/`,
      headers: staff(),
    });
    expect(take.statusCode).toBe(200);
    const agent = await TestSocket.open(portal.testApp.app, staffHost);
    agent.send({ type: 'hello', accessToken: portal.tokens.sigga });
    await agent.next(isType('ready'));
    return { token, id: conversation.id, agent };
  }

  const visitor = (token: string) => ({ host: siteHost, [CHAT_TOKEN_HEADER]: token });

  function post(token: string, body: object, url: string = CHAT_PATHS.messages) {
    return second.inject({ method: 'POST', url, headers: visitor(token), payload: body });
  }

  function poll(token: string, query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    return second.inject({ url: `${CHAT_PATHS.events}?${search}`, headers: visitor(token) });
  }

  it('delivers a posted message to the agent’s socket on the other instance, once per client id', async () => {
    const { token, id, agent } = await taken();
    const sent = await post(token, { clientId: 'h-1', body: 'Halló um HTTP' });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<ChatMessage>();
    expect(message).toMatchObject({ clientId: 'h-1', author: 'customer', body: 'Halló um HTTP' });
    const atAgent = await agent.next(messageWith('Halló um HTTP'));
    expect(atAgent.message.id).toBe(message.id);

    // Its answer was lost, so the widget sends it again: the same message, stored once.
    const again = await post(token, { clientId: 'h-1', body: 'Halló um HTTP' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatMessage>().id).toBe(message.id);
    const detail = await second.inject({ url: CHAT_PATHS.conversation, headers: visitor(token) });
    expect(detail.json<ChatConversationDetail>().messages.map((m) => m.body)).toEqual([
      'Halló um HTTP',
    ]);
    expect(agent.frames.filter(messageWith('Halló um HTTP'))).toHaveLength(1);
    expect(message.conversationId).toBe(id);
    agent.close();
  });

  it('answers a long poll on one instance when the agent writes on the other', async () => {
    const { token, id, agent } = await taken();
    const first = await poll(token, { wait: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const { state, messages, conversation } = first.json<ChatEvents>();
    expect(messages).toEqual([]);
    expect(conversation).toMatchObject({ id, status: 'active', assignee: 'sigga' });

    // Nothing new and nothing changed: the poll waits, and the agent's words end the wait.
    const waiting = poll(token, { state, wait: 20 });
    let answered = false;
    void waiting.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    const startedAt = Date.now();
    agent.send({
      type: 'message',
      conversationId: id,
      clientId: 'a-1',
      body: 'Sæl, hvað get ég gert?',
    });
    const { id: agentMessageId } = await agent.next(isType('ack'));
    const events = (await waiting).json<ChatEvents>();
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(events.messages.map((m) => [m.id, m.author, m.body])).toEqual([
      [agentMessageId, 'agent', 'Sæl, hvað get ég gert?'],
    ]);

    // Asked after the last id it has, the poll brings what came since, straight away.
    await post(token, { clientId: 'h-2', body: 'Bíllinn minn' });
    const since = (
      await poll(token, { after: agentMessageId, state: events.state, wait: 20 })
    ).json<ChatEvents>();
    expect(since.messages.map((m) => m.body)).toEqual(['Bíllinn minn']);

    // The agent typing and the agent's read mark both reach a waiting poll.
    const typing = poll(token, { after: since.messages[0]!.id, state: since.state, wait: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    agent.send({ type: 'typing', conversationId: id });
    const typed = (await typing).json<ChatEvents>();
    expect(typed).toMatchObject({ agentTyping: true, messages: [] });

    const marked = poll(token, { after: since.messages[0]!.id, state: typed.state, wait: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    agent.send({ type: 'marks', conversationId: id, read: since.messages[0]!.id });
    const marks = (await marked).json<ChatEvents>();
    expect(marks.conversation.marks.agentRead).toBe(since.messages[0]!.id);
    expect(marks.state).not.toBe(typed.state);

    // A poll with nothing to say answers empty when its wait is up.
    const quiet = await poll(token, { after: since.messages[0]!.id, state: marks.state, wait: 1 });
    expect(quiet.json<ChatEvents>()).toMatchObject({ messages: [], agentTyping: false });
    agent.close();
  });

  it('carries the visitor’s typing and read marks to the agent', async () => {
    const { token, id, agent } = await taken();
    agent.send({ type: 'message', conversationId: id, clientId: 'a-1', body: 'Góðan dag' });
    const { id: messageId } = await agent.next(isType('ack'));
    const from = agent.frames.length;
    expect((await post(token, {}, CHAT_PATHS.typing)).statusCode).toBe(204);
    const typing = await agent.next(isType('typing'), from);
    expect(typing).toEqual({ type: 'typing', conversationId: id, author: 'customer' });
    expect((await post(token, { read: messageId }, CHAT_PATHS.marks)).statusCode).toBe(204);
    const marks = await agent.next(
      (frame): frame is Extract<ChatServerFrame, { type: 'marks' }> =>
        frame.type === 'marks' && frame.marks.customerRead === messageId,
    );
    expect(marks.marks.customerDelivered).toBe(messageId);
    agent.close();
  });

  it('applies the socket’s rules: the token, the size, the rate and the end', async () => {
    const { token, id, agent } = await taken();
    expect((await post('not-a-token', { clientId: 'x', body: 'Hæ' })).statusCode).toBe(401);
    expect((await poll('not-a-token', { wait: 0 })).statusCode).toBe(401);
    const long = await post(token, {
      clientId: 'long',
      body: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorCode).toBe('MessageTooLong');
    const empty = await post(token, { clientId: 'empty', body: '   ' });
    expect(empty.json().errorCode).toBe('EmptyMessage');
    expect((await post(token, { body: 'no id' })).statusCode).toBe(400);

    // The two refused by the rules above spent the window too, as frames do on the socket (the
    // one without a client id never reached them).
    const statuses: number[] = [];
    for (let i = 0; i < CHAT_RATE_LIMIT.max; i += 1)
      statuses.push((await post(token, { clientId: `r-${i}`, body: `Skilaboð ${i}` })).statusCode);
    expect(statuses.filter((status) => status === 201).length).toBe(CHAT_RATE_LIMIT.max - 2);
    const refused = await post(token, { clientId: 'one-too-many', body: 'Of mikið' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('TooManyMessages');
    expect(refused.headers['retry-after']).toBeDefined();

    const ended = await portal.testApp.app.inject({
      method: 'POST',
      url: `${CHAT_PATHS.staffConsole}${id}/end/`,
      headers: staff(),
    });
    expect(ended.statusCode).toBe(200);
    const events = (await poll(token, { wait: 20 })).json<ChatEvents>();
    expect(events.conversation.status).toBe('ended');
    agent.close();
  });

  // Last: it stops the second instance (on PGlite there is only the one).
  it.skipIf(kind !== 'postgres')('answers a waiting poll when its instance stops', async () => {
    const { token, agent } = await taken();
    agent.close();
    const state = (await poll(token, { wait: 0 })).json<ChatEvents>().state;
    const waiting = poll(token, { state, wait: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const startedAt = Date.now();
    await second.close();
    const answer = await waiting;
    expect(answer.statusCode).toBeLessThan(500);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });
});
