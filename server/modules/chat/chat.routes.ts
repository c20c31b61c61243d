import { hashToken } from '../../security/token-hash';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CaseCreated } from '../../../src/domain/api/case';
import {
  CHAT_PATHS,
  CHAT_TOKEN_HEADER,
  ChatAvailability,
  ChatConsole,
  ChatConversation,
  ChatConversationDetail,
  ChatOfflineMessageRequest,
  ChatPresenceRequest,
  ChatRatingRequest,
  ChatStartRequest,
  ChatStarted,
  ChatTranscriptSent,
} from '../../../src/domain/api/chat';
import { errors, Uuid } from '../../../src/domain/api/common';
import { CHAT_TRANSCRIPT_MAILS_PER_HOUR } from '../../../src/domain/chat';
import { AppError } from '../../errors';
import { recordAuditEvent } from '../audit/audit.repository';
import { requestLanguage } from '../../portal/shared';
import { clientAddressKey, keyedLimit } from '../../security/rate-limit';
import { formLimits } from '../cases/form-limits';
import { staffOf } from '../cases/cases.service';
import { inProcessBus, postgresBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import { agentAvailable, openConversations, setAgentPresence } from './chat.repository';
import {
  chatAvailability,
  conversationByToken,
  conversationDetail,
  conversationOf,
  endConversation,
  existingConversation,
  mailTranscript,
  offlineMessage,
  rateConversation,
  startConversation,
  takeConversation,
  type ChatDeps,
} from './chat.service';

/** Conversations one address may start in ten minutes. */
const STARTS_PER_ADDRESS = { max: 10, timeWindowMs: 10 * 60_000 };

const ConversationParams = Type.Object({ id: Uuid });

function chatToken(request: FastifyRequest): string | undefined {
  const value = request.headers[CHAT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** Writes need Full or Admin; a read-only employee reads the chats and is refused the rest. */
async function chatWriter(deps: ChatDeps, request: FastifyRequest) {
  const staff = staffOf(request.auth);
  if (staff.role === 'Readonly') {
    await recordAuditEvent(deps.db, {
      action: 'chat.writeRefused',
      actor: `staff:${staff.username}`,
      detail: { url: request.url, reason: 'readOnlyRole' },
    });
    throw new AppError('ReadOnlyRole', 403, 'A read-only employee may not answer chats');
  }
  return staff;
}

/**
 * The live chat: visitors' HTTP calls under /api/chat/v1, the staff console's under
 * /api/staff/v1/chat, and the WebSocket both talk on. Events go through one bus: NOTIFY on
 * PostgreSQL (several instances), in-process on PGlite (one).
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, identity } = app.deps;
  const bus = database.postgres
    ? postgresBus(database.db, database.postgres, app.log)
    : inProcessBus();
  const deps: ChatDeps = {
    db: database.db,
    mailer: identity.mailer,
    mailFrom: config.mailFrom,
    contentDir: config.contentDir,
    chatHours: config.chatHours,
    bus,
  };
  const hub = new ChatHub(deps, app.log);
  // Listening before the app says it is ready, so no event of another instance is missed.
  await bus.ready();
  app.addHook('onClose', async () => bus.close());

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
  const { withinFormLimits } = formLimits(app);
  const tags = ['chat'];
  const tooMany = (retryAfterSeconds: number, reply: { header(k: string, v: string): unknown }) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return new AppError('TooManyRequests', 429, 'Too many requests; try again later');
  };

  app.get(
    CHAT_PATHS.socket,
    {
      websocket: true,
      schema: {
        summary:
          'The chat WebSocket: a hello frame with a conversation token (visitor) or an access token (staff), then messages',
        tags,
        hide: true,
        // A plain GET, without the upgrade, finds nothing here.
        response: { ...errors(404) },
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
      if (limited.exceeded) throw tooMany(limited.retryAfterSeconds, reply);
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
      conversationDetail(deps.db, await conversationByToken(deps.db, chatToken(request))),
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
      const conversation = await conversationByToken(deps.db, chatToken(request));
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
      const conversation = await conversationByToken(deps.db, chatToken(request));
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
      const conversation = await conversationByToken(deps.db, chatToken(request));
      const limited = await transcriptLimit.hit(request);
      if (limited.exceeded) throw tooMany(limited.retryAfterSeconds, reply);
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

  app.get(
    CHAT_PATHS.staffConsole,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: the open conversations, and whether the caller is taking chats',
        tags,
        response: { 200: ChatConsole },
      },
    },
    async (request) => {
      const staff = staffOf(request.auth);
      return {
        available: await agentAvailable(deps.db, staff.username),
        conversations: (await openConversations(deps.db)).map(conversationOf),
      };
    },
  );

  app.get(
    `${CHAT_PATHS.staffConsole}:id/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: one conversation with its messages',
        tags,
        params: ConversationParams,
        response: { 200: ChatConversationDetail },
      },
    },
    async (request) => {
      staffOf(request.auth);
      return conversationDetail(deps.db, await existingConversation(deps.db, request.params.id));
    },
  );

  app.put(
    CHAT_PATHS.staffPresence,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: available for chats, or away',
        tags,
        body: ChatPresenceRequest,
        response: { 200: ChatPresenceRequest },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      await setAgentPresence(deps.db, staff.username, request.body.available);
      return { available: request.body.available };
    },
  );

  app.post(
    `${CHAT_PATHS.staffConsole}:id/take/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: take a waiting conversation',
        tags,
        params: ConversationParams,
        response: { 200: ChatConversation, ...errors(409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      return conversationOf(await takeConversation(deps, staff.username, request.params.id));
    },
  );

  app.post(
    `${CHAT_PATHS.staffConsole}:id/end/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: end a conversation; its transcript is kept as a case in the inbox',
        tags,
        params: ConversationParams,
        response: { 200: ChatConversation, ...errors(409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      const conversation = await existingConversation(deps.db, request.params.id);
      if (
        conversation.assignee_username !== null &&
        conversation.assignee_username !== staff.username
      )
        throw new AppError('ConversationTaken', 409, 'Another agent has this conversation');
      return conversationOf(await endConversation(deps, conversation, `staff:${staff.username}`));
    },
  );
};
