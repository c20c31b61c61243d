import { hashToken } from '../../security/token-hash';
import { resolveActingParty } from '../../identity/authenticate';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { Type } from 'typebox';
import { CaseCreated } from '../../../src/domain/api/case';
import {
  CHAT_UPLOAD_FIELDS,
  ChatAvailability,
  ChatConsole,
  ChatConversation,
  ChatConversationDetail,
  ChatEvents,
  ChatEventsQuery,
  ChatMarksRequest,
  ChatOfflineMessageRequest,
  ChatSendRequest,
  ChatAgent,
  ChatAgentQueuesRequest,
  ChatAgents,
  ChatCannedAnswer,
  ChatCannedAnswerOrder,
  ChatCannedAnswerRequest,
  ChatCannedAnswerUpdate,
  ChatCannedAnswers,
  ChatCannedAnswersQuery,
  ChatMessage,
  ChatPresence,
  ChatPresenceRequest,
  ChatRatingRequest,
  ChatTransferRequest,
  ChatStartRequest,
  ChatStarted,
  ChatTranscriptSent,
  StaffChatConversation,
  StaffChatConversationDetail,
} from '../../../src/domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../../src/domain/api/chat-paths';
import { errors, Uuid } from '../../../src/domain/api/common';
import {
  CHAT_AGENT_FRESH_MS,
  CHAT_FRAME_MAX_BYTES,
  CHAT_LONG_POLL_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_POLL_LIMIT,
  CHAT_RATE_LIMIT,
  CHAT_TRANSCRIPT_MAILS_PER_HOUR,
} from '../../../src/domain/chat';
import { AppError, badRequest } from '../../errors';
import { contentDisposition } from '../../download-name';
import { ATTACHMENT_FIELD, ATTACHMENT_LIMITS } from '../../../src/domain/attachments';
import { recordAuditEvent } from '../audit/audit.repository';
import { requestLanguage, sendBytes } from '../../portal/shared';
import { clientAddressKey, keyedLimit } from '../../security/rate-limit';
import { formLimits } from '../cases/form-limits';
import { prepareAttachments } from '../../uploads/attachments';
import { readUpload } from '../../uploads/multipart';
import { staffOf } from '../cases/cases.service';
import { inProcessBus, postgresBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import { allowedOrigins, originAllowed, SOCKETS_PER_ADDRESS } from './socket-guard';
import {
  agentPresence,
  answeringStaff,
  cannedAnswers,
  findAnsweringStaff,
  findConversation,
  findMessageAttachment,
  messagesOf,
  openConversations,
  setAgentPresence,
  setAgentQueues,
  type ConversationRow,
} from './chat.repository';
import {
  agentQueues,
  announceTyping,
  changeCannedAnswer,
  createCannedAnswer,
  removeCannedAnswer,
  reorderCannedAnswers,
  chatAvailability,
  checkedQueues,
  conversationByToken,
  conversationState,
  markConversation,
  messageOf,
  conversationDetail,
  conversationOf,
  endConversation,
  existingConversation,
  mailTranscript,
  offlineMessage,
  rateConversation,
  startConversation,
  staffConversationDetail,
  staffConversationOf,
  postMessage,
  takeConversation,
  transferConversation,
  type ChatDeps,
} from './chat.service';

/** Conversations one address may start in ten minutes. */
const STARTS_PER_ADDRESS = { max: 10, timeWindowMs: 10 * 60_000 };

const ConversationParams = Type.Object({ id: Uuid });
const MessageId = Type.String({ pattern: '^[0-9]{1,18}$' });
const AttachmentParams = Type.Object({ messageId: MessageId });
const StaffAttachmentParams = Type.Object({ id: Uuid, messageId: MessageId });
/** Files one conversation may send in ten minutes (each is decoded and redrawn). */
const FILES_PER_CONVERSATION = { max: 20, timeWindowMs: 10 * 60_000 };

const noContent = { 204: { type: 'null', description: 'Done; nothing to answer' } } as const;

const fileDownload = {
  200: {
    description: 'The file as stored (a picture redrawn as JPEG, or a PDF)',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

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
 * A file sent into a conversation: one file (judged by its bytes, a picture redrawn, as the
 * public forms' files are) with the client's id and optional words, stored as a message.
 */
async function sendFile(
  deps: ChatDeps,
  request: FastifyRequest,
  conversation: ConversationRow,
  from: { author: 'customer' } | { author: 'agent'; username: string },
) {
  const upload = await readUpload(request, {
    fileFields: [ATTACHMENT_FIELD],
    maxFiles: 1,
    maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
    textFields: CHAT_UPLOAD_FIELDS,
    maxFieldLength: CHAT_MESSAGE_MAX_LENGTH,
  });
  const clientId = upload.fields.clientId;
  if (typeof clientId !== 'string' || clientId === '' || clientId.length > 100)
    throw badRequest('ValidationFailed', 'A client id is needed', { clientId: ['requiredField'] });
  const body = typeof upload.fields.body === 'string' ? upload.fields.body : '';
  const [file] = await prepareAttachments(upload.files);
  if (!file) throw badRequest('FileMissing', 'Send one file', { [ATTACHMENT_FIELD]: ['required'] });
  const result = await postMessage(deps, conversation, from, clientId, body, file);
  if (result.ok) return result.message;
  if (result.code === 'ConversationEnded')
    throw new AppError('ConversationEnded', 409, 'The conversation has ended');
  throw badRequest(result.code, 'The words with the file are not accepted', {
    body: [result.code === 'MessageTooLong' ? 'tooLong' : 'requiredField'],
  });
}

function sendStoredFile(
  reply: Parameters<typeof sendBytes>[0],
  file:
    { attachment_name: string | null; attachment_type: string | null; content: Buffer } | undefined,
) {
  if (!file) throw new AppError('AttachmentNotFound', 404, 'No such file in this conversation');
  // Served as a download, never rendered on our origin; the widget shows pictures from a blob.
  return sendBytes(reply, file.content, {
    'content-type': file.attachment_type ?? 'application/octet-stream',
    'content-disposition': contentDisposition('attachment', file.attachment_name ?? 'skjal'),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

/**
 * The live chat: visitors' HTTP calls under /api/chat/v1, the staff console's under
 * /api/staff/v1/chat, and the WebSocket both talk on. Events go through one bus: NOTIFY on
 * PostgreSQL (several instances), in-process on PGlite (one).
 */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The chat's sockets, in this plugin only: the WebSocket plugin's hooks run on every request of
  // the scope it is registered in. A frame over the limit closes its connection (1009) unread.
  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  const { database, config, identity } = app.deps;
  const bus = database.postgres
    ? postgresBus(database.db, database.postgres, app.log)
    : inProcessBus();
  const deps: ChatDeps = {
    db: database.db,
    redis: app.deps.redis,
    mailer: identity.mailer,
    mailFrom: config.mailFrom,
    contentDir: config.contentDir,
    chatHours: config.chatHours,
    bus,
    justStored: new Map(),
  };
  const hub = new ChatHub(deps, app.log, { db: database.db, redis: app.deps.redis });
  // Every end of a session, on any instance, empties the token caches of every instance (a
  // NOTIFY); each then closes its sockets whose session ended. The sweep catches a lost notice.
  const stopHearing = app.authCache.onCleared(() => hub.sessionsChanged());
  hub.watchSessions();
  // Listening before the app says it is ready, so no event of another instance is missed.
  await bus.ready();
  // Polls held open would keep a stopping server waiting; they are answered first.
  app.addHook('preClose', async () => hub.releasePolls());
  app.addHook('onClose', async () => {
    stopHearing();
    hub.stop();
    await bus.close();
  });
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
  const fileLimit = keyedLimit(app, {
    name: 'chat-files',
    ...FILES_PER_CONVERSATION,
    key: (request) => {
      const token = chatToken(request);
      if (token) return hashToken(token);
      const params = request.params as { id?: unknown };
      return typeof params.id === 'string' ? `staff:${params.id}` : undefined;
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
  const tooMany = (retryAfterSeconds: number, reply: { header(k: string, v: string): unknown }) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return new AppError('TooManyRequests', 429, 'Too many requests; try again later');
  };

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
      if (limited.exceeded) throw tooMany(limited.retryAfterSeconds, reply);
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
      if (limited.exceeded) throw tooMany(limited.retryAfterSeconds, reply);
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
      const presence = await agentPresence(deps.db, staff.username);
      const queues = agentQueues(presence.queues);
      // The caller's own queues first (in order of arrival), then the rest, still reachable.
      const rows = await openConversations(deps.db);
      const mineFirst = [
        ...rows.filter((row) => (queues as string[]).includes(row.queue)),
        ...rows.filter((row) => !(queues as string[]).includes(row.queue)),
      ];
      return { ...presence, queues, conversations: mineFirst.map(staffConversationOf) };
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
        response: { 200: StaffChatConversationDetail },
      },
    },
    async (request) => {
      staffOf(request.auth);
      return staffConversationDetail(
        deps.db,
        await existingConversation(deps.db, request.params.id),
      );
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
        response: { 200: ChatPresence },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      const { available, autoAssign, queues } = request.body;
      const chosen = queues === undefined ? undefined : checkedQueues(queues);
      await setAgentPresence(deps.db, staff.username, available, autoAssign, chosen);
      if (chosen !== undefined)
        await recordAuditEvent(deps.db, {
          action: 'chat.queuesChanged',
          actor: `staff:${staff.username}`,
          detail: { agent: staff.username, queues: chosen },
        });
      const presence = await agentPresence(deps.db, staff.username);
      return { ...presence, queues: agentQueues(presence.queues) };
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
        response: { 200: StaffChatConversation, ...errors(409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      return staffConversationOf(await takeConversation(deps, staff.username, request.params.id));
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
        response: { 200: StaffChatConversation, ...errors(409) },
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
      return staffConversationOf(
        await endConversation(deps, conversation, `staff:${staff.username}`),
      );
    },
  );

  app.post(
    CHAT_PATHS.attachments,
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: `The visitor sends a picture or PDF (multipart, in \`${ATTACHMENT_FIELD}\`, with \`clientId\` and optional \`body\`), judged by its bytes`,
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ChatMessage, ...errors(401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      const limited = await fileLimit.hit(request);
      if (limited.exceeded) throw tooMany(limited.retryAfterSeconds, reply);
      const message = await sendFile(deps, request, conversation, { author: 'customer' });
      return reply.code(201).send(message);
    },
  );

  app.get(
    `${CHAT_PATHS.attachments}:messageId/`,
    {
      schema: {
        summary:
          'A file sent in the conversation the x-chat-token header opens, or in one the party the signed-in customer acts for started (themself, or a grantor)',
        tags,
        params: AttachmentParams,
        response: { ...fileDownload, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { messageId } = request.params;
      const token = chatToken(request);
      if (token === undefined && request.headers.authorization) {
        // The conversations of the party the caller acts for, whichever tab holds the token: their
        // own, or those of someone who granted them access (read or full; the call is audited).
        // Their transcripts are that party's cases, which the same people see in the portal.
        // Staff read files through the console's own route.
        await app.requireAuth.call(app, request, reply);
        if (request.auth?.kind !== 'customer')
          throw new AppError('Forbidden', 403, 'Only the customer who started it');
        const acting = await resolveActingParty(request);
        return sendStoredFile(
          reply,
          await findMessageAttachment(deps.db, { partyKennitala: acting.kennitala }, messageId),
        );
      }
      const conversation = await conversationByToken(deps, token);
      return sendStoredFile(
        reply,
        await findMessageAttachment(deps.db, { conversationId: conversation.id }, messageId),
      );
    },
  );

  app.post(
    `${CHAT_PATHS.staffConsole}:id/attachments/`,
    {
      preHandler: app.requireAuth,
      config: { acceptsMultipart: true },
      schema: {
        summary: `Staff: send a picture or PDF into one's own conversation (multipart, in \`${ATTACHMENT_FIELD}\`)`,
        tags,
        consumes: ['multipart/form-data'],
        params: ConversationParams,
        response: { 201: ChatMessage, ...errors(409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const staff = await chatWriter(deps, request);
      const conversation = await existingConversation(deps.db, request.params.id);
      if (conversation.assignee_username !== staff.username)
        throw new AppError('NotYourConversation', 409, 'Take the conversation before answering');
      const limited = await fileLimit.hit(request);
      if (limited.exceeded) throw tooMany(limited.retryAfterSeconds, reply);
      const message = await sendFile(deps, request, conversation, {
        author: 'agent',
        username: staff.username,
      });
      return reply.code(201).send(message);
    },
  );

  app.get(
    `${CHAT_PATHS.staffConsole}:id/attachments/:messageId/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: a file sent in a conversation',
        tags,
        params: StaffAttachmentParams,
        response: { ...fileDownload },
      },
    },
    async (request, reply) => {
      staffOf(request.auth);
      return sendStoredFile(
        reply,
        await findMessageAttachment(
          deps.db,
          { conversationId: request.params.id },
          request.params.messageId,
        ),
      );
    },
  );

  app.get(
    CHAT_PATHS.staffCannedAnswers,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: the ready answers in a language (the conversation’s), in order',
        tags,
        querystring: ChatCannedAnswersQuery,
        response: { 200: ChatCannedAnswers },
      },
    },
    async (request) => {
      staffOf(request.auth);
      return { answers: await cannedAnswers(deps.db, request.query.lang ?? 'is') };
    },
  );

  app.post(
    CHAT_PATHS.staffCannedAnswers,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff (Full, Admin): a new ready answer, last in its language',
        tags,
        body: ChatCannedAnswerRequest,
        response: { 201: ChatCannedAnswer, ...errors(403, 409) },
      },
    },
    async (request, reply) => {
      const staff = await chatWriter(deps, request);
      const { language, ...words } = request.body;
      return reply.code(201).send(await createCannedAnswer(deps.db, staff, language, words));
    },
  );

  app.put(
    CHAT_PATHS.staffCannedAnswerOrder,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff (Full, Admin): the order of a language’s ready answers (every one, once)',
        tags,
        body: ChatCannedAnswerOrder,
        response: { 200: ChatCannedAnswers, ...errors(403, 409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      const { language, ids } = request.body;
      return { answers: await reorderCannedAnswers(deps.db, staff, language, ids) };
    },
  );

  app.put(
    `${CHAT_PATHS.staffCannedAnswers}:id/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff (Full, Admin): new words for a ready answer',
        tags,
        params: ConversationParams,
        body: ChatCannedAnswerUpdate,
        response: { 200: ChatCannedAnswer, ...errors(403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      return changeCannedAnswer(deps.db, staff, request.params.id, request.body);
    },
  );

  app.delete(
    `${CHAT_PATHS.staffCannedAnswers}:id/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff (Full, Admin): remove a ready answer',
        tags,
        params: ConversationParams,
        response: { ...noContent, ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const staff = await chatWriter(deps, request);
      await removeCannedAnswer(deps.db, staff, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    CHAT_PATHS.staffAgents,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: the colleagues a conversation can be transferred to, and who is online',
        tags,
        response: { 200: ChatAgents },
      },
    },
    async (request) => {
      staffOf(request.auth);
      const rows = await answeringStaff(deps.db, CHAT_AGENT_FRESH_MS);
      return {
        agents: rows.map((row) => ({
          username: row.username,
          name: row.full_name,
          online: row.online,
          queues: agentQueues(row.queues),
        })),
      };
    },
  );

  app.put(
    `${CHAT_PATHS.staffAgents}:username/queues/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Admin: the chat queues a colleague answers',
        tags,
        params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) }),
        body: ChatAgentQueuesRequest,
        response: { 200: ChatAgent, ...errors(403, 404) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      if (staff.role !== 'Admin')
        throw new AppError('AdminOnly', 403, 'Only an Admin sets a colleague’s queues');
      const target = await findAnsweringStaff(deps.db, request.params.username);
      if (!target)
        throw new AppError('AgentNotFound', 404, 'Nobody who answers chats has that username');
      const queues = checkedQueues(request.body.queues);
      await setAgentQueues(deps.db, target.username, queues);
      await recordAuditEvent(deps.db, {
        action: 'chat.queuesChanged',
        actor: `staff:${staff.username}`,
        detail: { agent: target.username, queues },
      });
      const row = (await answeringStaff(deps.db, CHAT_AGENT_FRESH_MS)).find(
        (agent) => agent.username === target.username,
      );
      return {
        username: target.username,
        name: target.full_name,
        online: row?.online ?? false,
        queues,
      };
    },
  );

  app.post(
    `${CHAT_PATHS.staffConsole}:id/transfer/`,
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff: hand a conversation to a colleague, or back to waiting in another queue',
        tags,
        params: ConversationParams,
        body: ChatTransferRequest,
        response: { 200: StaffChatConversation, ...errors(409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      return staffConversationOf(
        await transferConversation(deps, staff, request.params.id, request.body),
      );
    },
  );
};
