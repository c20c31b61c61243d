import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatConsole,
  type ChatStarted,
  type StaffChatConversationDetail,
} from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import { testDatabaseKinds } from './support/databases';
import { isType, startChatInstances, TestSocket } from './support/chat';
import { ANNA, type PortalApp } from './portal-helpers';

/**
 * Who a signed-in customer is (their kennitala) reaches staff, so an agent can open their portal,
 * and never the visitor's side: not in the answers, the frames nor the long poll.
 */
describe.each(testDatabaseKinds)('the customer’s kennitala in the chat on %s', (kind) => {
  let portal: PortalApp;
  let second: FastifyInstance;
  let instances: Awaited<ReturnType<typeof startChatInstances>>;
  let siteHost: string;
  let staffHost: string;
  let nextAddress = 1;

  beforeAll(async () => {
    instances = await startChatInstances(kind, ['anna', 'sigga', 'lesa']);
    ({ portal, second, siteHost, staffHost } = instances);
    const available = await app().inject({
      method: 'PUT',
      url: CHAT_PATHS.staffPresence,
      headers: staff('sigga'),
      payload: { available: true, autoAssign: false },
    });
    expect(available.statusCode).toBe(200);
  });
  afterAll(async () => {
    await instances.close();
  });

  const app = () => portal.testApp.app;
  const staff = (who: 'sigga' | 'lesa') => ({
    host: staffHost,
    authorization: `Bearer ${portal.tokens[who]}`,
  });

  async function start(signedIn: boolean): Promise<ChatStarted> {
    const response = await app().inject({
      method: 'POST',
      url: CHAT_PATHS.conversations,
      headers: {
        host: siteHost,
        'x-forwarded-for': `198.18.7.${nextAddress++}`,
        ...(signedIn ? { authorization: `Bearer ${portal.tokens.anna}` } : {}),
      },
      payload: { queue: 'individuals', name: 'Gestur', email: 'gestur@example.is' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ChatStarted>();
  }

  it('gives staff the signed-in customer’s kennitala in the list and the conversation', async () => {
    const { conversation } = await start(true);
    const visitor = await start(false);

    for (const who of ['sigga', 'lesa'] as const) {
      const list = await app().inject({ url: CHAT_PATHS.staffConsole, headers: staff(who) });
      expect(list.statusCode).toBe(200);
      const byId = new Map(
        list.json<ChatConsole>().conversations.map((each) => [each.id, each.kennitala]),
      );
      expect(byId.get(conversation.id)).toBe(ANNA);
      // A visitor who only typed a name has no kennitala to show.
      expect(byId.get(visitor.conversation.id)).toBeNull();
    }

    const detail = await second.inject({
      url: `${CHAT_PATHS.staffConsole}${conversation.id}/`,
      headers: staff('lesa'),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<StaffChatConversationDetail>().conversation).toMatchObject({
      verified: true,
      kennitala: ANNA,
    });
  });

  it('never puts the kennitala in what the visitor is answered or sent', async () => {
    const { token, conversation } = await start(true);
    expect(conversation.verified).toBe(true);
    expect(conversation).not.toHaveProperty('kennitala');
    const serialised: string[] = [];

    const detail = await app().inject({
      url: CHAT_PATHS.conversation,
      headers: { host: siteHost, [CHAT_TOKEN_HEADER]: token },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ conversation: object }>().conversation).not.toHaveProperty('kennitala');
    serialised.push(detail.body);

    const events = await app().inject({
      url: `${CHAT_PATHS.events}?wait=0`,
      headers: { host: siteHost, [CHAT_TOKEN_HEADER]: token },
    });
    expect(events.statusCode).toBe(200);
    serialised.push(events.body);

    // The same change reaches the visitor's socket without it and the staff socket with it.
    const customer = await TestSocket.open(second, siteHost);
    customer.send({ type: 'hello', token });
    await customer.next(isType('ready'));
    const console = await TestSocket.open(app(), staffHost);
    console.send({ type: 'hello', accessToken: portal.tokens.lesa });
    await console.next(isType('ready'));
    const taken = await app().inject({
      method: 'POST',
      url: `${CHAT_PATHS.staffConsole}${conversation.id}/take/`,
      headers: staff('sigga'),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<{ kennitala: string }>().kennitala).toBe(ANNA);

    const toStaff = await console.next(
      (frame): frame is Extract<typeof frame, { type: 'conversation' }> =>
        frame.type === 'conversation' &&
        frame.conversation.id === conversation.id &&
        frame.conversation.status === 'active',
    );
    expect(toStaff.conversation).toMatchObject({ kennitala: ANNA });
    const toVisitor = await customer.next(
      (frame): frame is Extract<typeof frame, { type: 'conversation' }> =>
        frame.type === 'conversation' && frame.conversation.status === 'active',
    );
    expect(toVisitor.conversation).not.toHaveProperty('kennitala');
    serialised.push(...customer.frames.map((frame) => JSON.stringify(frame)));
    customer.close();
    console.close();

    // Nowhere in anything the visitor got, under any name.
    for (const text of serialised) expect(text).not.toContain(ANNA);
  });
});
