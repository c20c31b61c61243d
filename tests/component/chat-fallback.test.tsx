import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ChatConversation,
  type ChatEvents,
  type ChatMessage,
  type ChatServerFrame,
} from '../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../src/domain/api/chat-paths';
import { VisitorChatLink, type ConnectionState } from '../../src/lib/chat';
import { server } from './api-stubs';
import { fakeSocketClass } from './fake-socket';

const conversation: ChatConversation = {
  id: '6f1c2a4e-0000-4000-8000-0000000fa11b',
  queue: 'individuals',
  status: 'active',
  name: 'Gestur',
  email: 'gestur@example.is',
  verified: false,
  language: 'is',
  agentName: 'Sigríður',
  assignee: 'sigga',
  rating: null,
  caseNumber: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  marks: { customerDelivered: null, customerRead: null, agentDelivered: null, agentRead: null },
};

const stored = (id: string, clientId: string, body: string): ChatMessage => ({
  id,
  conversationId: conversation.id,
  clientId,
  author: 'customer',
  authorName: 'Gestur',
  body,
  createdAt: '2026-11-30T10:01:00.000Z',
  attachment: null,
});

/** The widget's side, as far as the link is concerned: frames in, pending resent on ready. */
function visitor(options: { readyMs?: number } = {}) {
  const frames: ChatServerFrame[] = [];
  const states: ConnectionState[] = [];
  const pending = new Map<string, string>();
  let fellBack = 0;
  let lastSeen: string | null = null;
  const link: VisitorChatLink = new VisitorChatLink(
    () => ({ type: 'hello', token: 'the-token', after: lastSeen }),
    {
      token: () => 'the-token',
      after: () => lastSeen,
      onFrame: (frame) => {
        frames.push(frame);
        if (frame.type === 'message') lastSeen = frame.message.id;
        if (frame.type === 'ack') pending.delete(frame.clientId);
        if (frame.type === 'ready')
          for (const [clientId, body] of pending) link.send({ type: 'message', clientId, body });
      },
      onState: (state) => states.push(state),
      onFallback: () => (fellBack += 1),
    },
    'ws://localhost/api/chat/v1/socket',
    options.readyMs ?? 5_000,
  );
  const say = (clientId: string, body: string) => {
    pending.set(clientId, body);
    link.send({ type: 'message', clientId, body });
  };
  return { link, frames, states, pending, say, fellBack: () => fellBack };
}

/** The server's side: stores messages once per client id, answers polls from what it has. */
function chatServer() {
  const messages: ChatMessage[] = [];
  const posts: { clientId: string; token: string | null }[] = [];
  const polls: URLSearchParams[] = [];
  let failNextPost = false;
  server.use(
    http.get(CHAT_PATHS.events, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      polls.push(query);
      if (query.get('wait') !== '0') await delay(30);
      const after = query.get('after');
      const answer: ChatEvents = {
        conversation,
        messages: messages.filter(
          (message) => after === null || Number(message.id) > Number(after),
        ),
        agentTyping: false,
        state: 'state-1',
      };
      return HttpResponse.json(answer);
    }),
    http.post(CHAT_PATHS.messages, async ({ request }) => {
      const { clientId, body } = (await request.json()) as { clientId: string; body: string };
      posts.push({ clientId, token: request.headers.get(CHAT_TOKEN_HEADER) });
      if (failNextPost) {
        failNextPost = false;
        return HttpResponse.error();
      }
      if (body.length > 10)
        return HttpResponse.json({ errorCode: 'MessageTooLong', status: 400 }, { status: 400 });
      const existing = messages.find((message) => message.clientId === clientId);
      if (existing) return HttpResponse.json(existing, { status: 200 });
      const message = stored(String(messages.length + 1), clientId, body);
      messages.push(message);
      return HttpResponse.json(message, { status: 201 });
    }),
  );
  return { messages, posts, polls, failNext: () => (failNextPost = true) };
}

let made: { made: number };
beforeEach(() => {
  const Socket = fakeSocketClass('refused');
  made = Socket;
  vi.stubGlobal('WebSocket', Socket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a visitor whose WebSocket is blocked', () => {
  it('goes over to HTTP at once when the socket fails before it opens, and tries it only once', async () => {
    const backend = chatServer();
    const chat = visitor();
    chat.link.start();
    await waitFor(() => expect(chat.frames.some((frame) => frame.type === 'ready')).toBe(true));
    expect(chat.fellBack()).toBe(1);
    expect(made.made).toBe(1);
    expect(chat.states).toContain('open');
    // The first poll asks at once for what there is; later ones wait, sending the state back.
    expect(backend.polls[0]?.get('wait')).toBe('0');
    await waitFor(() => expect(backend.polls.length).toBeGreaterThan(1));
    expect(backend.polls[1]?.get('state')).toBe('state-1');
    expect(backend.polls[1]?.get('wait')).toBe('25');
    chat.link.stop();
  });

  it('sends a message by POST and gets its acknowledgement and the stored message', async () => {
    const backend = chatServer();
    const chat = visitor();
    chat.link.start();
    await waitFor(() => expect(chat.fellBack()).toBe(1));
    chat.say('c-1', 'Halló');
    await waitFor(() =>
      expect(chat.frames).toContainEqual({ type: 'ack', clientId: 'c-1', id: '1' }),
    );
    expect(backend.posts).toEqual([{ clientId: 'c-1', token: 'the-token' }]);
    expect(chat.pending.size).toBe(0);
    chat.link.stop();
  });

  it('sends a message again under the same client id when its POST did not get through, stored once', async () => {
    const backend = chatServer();
    const chat = visitor();
    chat.link.start();
    await waitFor(() => expect(chat.frames.some((frame) => frame.type === 'ready')).toBe(true));
    backend.failNext();
    chat.say('c-2', 'Aftur');
    // The failure starts the poll over; its ready sends what is still pending.
    await waitFor(() =>
      expect(chat.frames).toContainEqual({ type: 'ack', clientId: 'c-2', id: '1' }),
    );
    expect(backend.posts.map((post) => post.clientId)).toEqual(['c-2', 'c-2']);
    expect(backend.messages).toHaveLength(1);
    expect(chat.states).toContain('reconnecting');
    chat.link.stop();
  });

  it('hands a refused message back as the socket’s error frame, not to be sent again', async () => {
    chatServer();
    const chat = visitor();
    chat.link.start();
    await waitFor(() => expect(chat.fellBack()).toBe(1));
    chat.say('c-3', 'Allt of löng skilaboð');
    await waitFor(() =>
      expect(chat.frames).toContainEqual({
        type: 'error',
        code: 'MessageTooLong',
        clientId: 'c-3',
      }),
    );
    chat.link.stop();
  });

  it('takes a socket that opens but never says ready as blocked too', async () => {
    const Silent = fakeSocketClass('open');
    vi.stubGlobal('WebSocket', Silent);
    chatServer();
    const chat = visitor({ readyMs: 50 });
    chat.link.start();
    await waitFor(() => expect(chat.fellBack()).toBe(1));
    await waitFor(() => expect(chat.frames.some((frame) => frame.type === 'ready')).toBe(true));
    expect(Silent.made).toBe(1);
    chat.link.stop();
  });
});
