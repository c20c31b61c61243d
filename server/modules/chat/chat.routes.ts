import { hashToken } from '../../security/token-hash';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { CaseCreated } from '../../../src/domain/api/case';
import {
  ChatAvailability,
  ChatConversation,
  ChatConversationDetail,
  ChatEvents,
  ChatEventsQuery,
  ChatMarksRequest,
  ChatOfflineMessageRequest,
  ChatSendRequest,
  ChatMessage,
  ChatRatingRequest,
  ChatStartRequest,
  ChatStarted,
  ChatTranscriptSent,
} from '../../../src/domain/api/chat';
import { CHAT_PATHS } from '../../../src/domain/api/chat-paths';
import { errors } from '../../../src/domain/api/common';
import {
  CHAT_FRAME_MAX_BYTES,
  CHAT_LONG_POLL_MS,
  CHAT_POLL_LIMIT,
  CHAT_RATE_LIMIT,
  CHAT_TRANSCRIPT_MAILS_PER_HOUR,
} from '../../../src/domain/chat';
import { AppError, badRequest } from '../../errors';
import { noContent, requestLanguage } from '../../portal/shared';
import { clientAddressKey, keyedLimit, tooManyRequests } from '../../security/rate-limit';
import { formLimits } from '../cases/form-limits';
import { allowedOrigins, originAllowed, SOCKETS_PER_ADDRESS } from './socket-guard';
import { findConversation, messagesOf } from './chat.repository';
import {
  announceTyping,
  chatAvailability,
  conversationByToken,
  conversationState,
  markConversation,
  messageOf,
  conversationDetail,
  conversationOf,
  endConversation,
  mailTranscript,
  offlineMessage,
  rateConversation,
  startConversation,
  postMessage,
} from './chat.service';

import { chatToken } from './chat-context';

/** Conversations one address may start in ten minutes. */
const STARTS_PER_ADDRESS = { max: 10, timeWindowMs: 10 * 60_000 };

/**
 * /api/chat/v1/: the live chat's visitors, signed in or not, over the WebSocket or plain HTTP
 * calls (the staff console's calls are chat-console.routes.ts).
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The chat's sockets, in this plugin only: the WebSocket plugin's hooks run on every request of
  // the scope it is registered in. A frame over the limit closes its connection (1009) unread.
  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  const { config, identity } = app.deps;
  const { deps, hub } = app.chat;
  const socketOrigins = allowedOrigins([config.siteUrl, config.staffUrl]);

  const startLimit = keyedLimit(app, {
    name: 'chat-start',
    ...STARTS_PER_ADDRESS,
    key: clientAddressKey,
  });
  const transcriptLimit = keyedLimit(app, {
    name: 'chat-transcript',
    max: CHAT_TRANSCRIPT_MAILS_PER_HOUR,
    timeWindowMs: 60 * 60_000,
    key: (request) => {
      const token = chatToken(request);
      return token ? hashToken(token) : undefined;
    },
  });
  const byToken = (request: FastifyRequest) => {
    const token = chatToken(request);
    return token ? hashToken(token) : undefined;
  };
  // Without the socket the same limits hold per conversation instead of per connection: its
  // messages and typing share one window, its marks have another, its polls a third.
  const frameLimit = keyedLimit(app, {
    name: 'chat-http-frames',
    max: CHAT_RATE_LIMIT.max,
    timeWindowMs: CHAT_RATE_LIMIT.windowMs,
    key: byToken,
  });
  const marksLimit = keyedLimit(app, {
    name: 'chat-http-marks',
    max: CHAT_RATE_LIMIT.max,
    timeWindowMs: CHAT_RATE_LIMIT.windowMs,
    key: byToken,
  });
  const pollLimit = keyedLimit(app, {
    name: 'chat-polls',
    max: CHAT_POLL_LIMIT.max,
    timeWindowMs: CHAT_POLL_LIMIT.windowMs,
    key: byToken,
  });
  const { withinFormLimits } = formLimits(app);
  const tags = ['chat'];

  app.get(
    CHAT_PATHS.socket,
    {
      websocket: true,
      // Refused before the upgrade: a page of another site, or an address holding its share.
      preValidation: async (request, reply) => {
        if (!originAllowed(request.headers.origin, socketOrigins))
          throw new AppError('ChatOriginRefused', 403, 'The chat opens only from our own pages');
        if (hub.socketsFrom(clientAddressKey(request)) >= SOCKETS_PER_ADDRESS) {
          reply.header('retry-after', '60');
          throw new AppError('TooManySockets', 429, 'Too many chat connections from this address');
        }
      },
      schema: {
        summary:
          'The chat WebSocket: a hello frame with a conversation token (visitor) or an access token (staff), then messages',
        tags,
        hide: true,
        // A plain GET, without the upgrade, finds nothing here.
        response: { ...errors(403, 404, 429) },
      },
    },
    (socket, request) => hub.accept(socket, request, identity),
  );

  app.get(
    CHAT_PATHS.availability,
    {
      schema: {
        summary:
          'Per chat queue: whether an agent is online and whether it is within the chat hours',
        tags,
        response: { 200: ChatAvailability },
      },
    },
    async () => chatAvailability(deps),
  );

  app.post(
    CHAT_PATHS.conversations,
    {
      schema: {
        summary:
          'A visitor starts a conversation and gets its token (name and e-mail from the session when signed in)',
        tags,
        body: ChatStartRequest,
        response: { 201: ChatStarted, ...errors(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const limited = await startLimit.hit(request);
      if (limited.exceeded) throw tooManyRequests(limited.retryAfterSeconds, reply);
      // Signed in or not: a bearer token, when sent, must be good.
      if (request.headers.authorization) await app.requireAuth.call(app, request, reply);
      const started = await startConversation(
        deps,
        request.auth,
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send(started);
    },
  );

  app.post(
    CHAT_PATHS.messages,
    {
      schema: {
        summary:
          'Without the socket: the visitor sends a message (stored once per clientId; a resend answers the stored one with 200)',
        tags,
        body: ChatSendRequest,
        response: { 200: ChatMessage, 201: ChatMessage, ...errors(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      const limited = await frameLimit.hit(request);
      if (limited.exceeded) {
        reply.header('retry-after', String(limited.retryAfterSeconds));
        throw new AppError('TooManyMessages', 429, 'Too many messages; wait a moment');
      }
      const { clientId, body } = request.body;
      const result = await postMessage(deps, conversation, { author: 'customer' }, clientId, body);
      if (!result.ok) {
        if (result.code === 'ConversationEnded')
          throw new AppError('ConversationEnded', 409, 'The conversation has ended');
        throw badRequest(result.code, 'The message is not accepted', {
          body: [result.code === 'MessageTooLong' ? 'tooLong' : 'requiredField'],
        });
      }
      return reply.code(result.created ? 201 : 200).send(result.message);
    },
  );

  app.post(
    CHAT_PATHS.typing,
    {
      schema: {
        summary: 'Without the socket: the visitor is typing (the agent is told)',
        tags,
        response: { ...noContent, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      const limited = await frameLimit.hit(request);
      if (limited.exceeded) throw tooManyRequests(limited.retryAfterSeconds, reply);
      await announceTyping(deps, conversation.id, 'customer');
      return reply.code(204).send(null);
    },
  );

  app.post(
    CHAT_PATHS.marks,
    {
      schema: {
        summary:
          'Without the socket: the visitor’s screen received (delivered) or showed (read) the agent’s messages up to these ids',
        tags,
        body: ChatMarksRequest,
        response: { ...noContent, ...errors(401) },
      },
    },
    async (request, reply) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      // As on the socket: marks beyond their window are dropped without a word.
      if (!(await marksLimit.hit(request)).exceeded)
        await markConversation(deps, conversation.id, 'customer', request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    CHAT_PATHS.events,
    {
      schema: {
        summary:
          'Without the socket: a long poll for the messages after `after`, and the conversation (marks, agent, end) when its `state` changed',
        tags,
        querystring: ChatEventsQuery,
        response: { 200: ChatEvents, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const first = await conversationByToken(deps, chatToken(request));
      const limited = await pollLimit.hit(request);
      if (limited.exceeded) throw tooManyRequests(limited.retryAfterSeconds, reply);
      const { after = null, state, wait } = request.query;
      const waitMs = Math.min((wait ?? CHAT_LONG_POLL_MS / 1000) * 1000, CHAT_LONG_POLL_MS);
      // Waiting starts before the rows are read, so nothing said in between is missed.
      const waiting = hub.waitForEvent(first.id, waitMs);
      const stop = () => waiting.cancel();
      reply.raw.once('close', stop);
      try {
        let row = first;
        let messages = await messagesOf(deps.db, row.id, after);
        let agentTyping = false;
        const news = messages.length > 0 || conversationState(row) !== state;
        if (!news && waitMs > 0 && row.status !== 'ended') {
          const event = await waiting.event;
          agentTyping = event?.kind === 'typing';
          row = (await findConversation(deps.db, row.id)) ?? row;
          messages = await messagesOf(deps.db, row.id, after);
        }
        return {
          conversation: conversationOf(row),
          messages: messages.map(messageOf),
          agentTyping,
          state: conversationState(row),
        };
      } finally {
        reply.raw.off('close', stop);
        waiting.cancel();
      }
    },
  );

  app.get(
    CHAT_PATHS.conversation,
    {
      schema: {
        summary: 'The conversation the x-chat-token header opens, with its messages',
        tags,
        response: { 200: ChatConversationDetail, ...errors(401) },
      },
    },
    async (request) =>
      conversationDetail(deps.db, await conversationByToken(deps, chatToken(request))),
  );

  app.post(
    CHAT_PATHS.end,
    {
      schema: {
        summary: 'The visitor ends the conversation; its transcript is kept as a case',
        tags,
        response: { 200: ChatConversation, ...errors(401) },
      },
    },
    async (request) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      return conversationOf(await endConversation(deps, conversation, null));
    },
  );

  app.post(
    CHAT_PATHS.rating,
    {
      schema: {
        summary: 'The visitor rates the conversation 1–5',
        tags,
        body: ChatRatingRequest,
        response: { 200: ChatConversation, ...errors(401) },
      },
    },
    async (request) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      return conversationOf(await rateConversation(deps, conversation, request.body.rating));
    },
  );

  app.post(
    CHAT_PATHS.transcript,
    {
      schema: {
        summary: 'Mails the transcript to the conversation’s e-mail address (a few times an hour)',
        tags,
        response: { 200: ChatTranscriptSent, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      const limited = await transcriptLimit.hit(request);
      if (limited.exceeded) throw tooManyRequests(limited.retryAfterSeconds, reply);
      await mailTranscript(deps, conversation);
      return { sent: true as const };
    },
  );

  app.post(
    CHAT_PATHS.offline,
    {
      schema: {
        summary:
          'Nobody can chat now: the message becomes an inquiry case and the sender is mailed',
        tags,
        body: ChatOfflineMessageRequest,
        response: { 201: CaseCreated, ...errors(429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      const created = await offlineMessage(deps, request.body, requestLanguage(request));
      return reply.code(201).send(created);
    },
  );
};
