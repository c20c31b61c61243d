import { tooManyRequests } from '../../security/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChatConsole,
  ChatAgent,
  ChatAgentQueuesRequest,
  ChatAgents,
  ChatMessage,
  ChatPresence,
  ChatPresenceRequest,
  ChatTransferRequest,
  StaffChatConversation,
  StaffChatConversationDetail,
} from '../../../src/domain/api/chat';
import { CHAT_PATHS } from '../../../src/domain/api/chat-paths';
import { errors, Uuid } from '../../../src/domain/api/common';
import { CHAT_AGENT_FRESH_MS } from '../../../src/domain/chat';
import { AppError } from '../../errors';
import { ATTACHMENT_FIELD } from '../../../src/domain/attachments';
import { recordAuditEvent } from '../audit/audit.repository';
import { staffOnly } from '../staff/staff.service';
import {
  agentPresence,
  answeringStaff,
  findAnsweringStaff,
  findMessageAttachment,
  openConversations,
  setAgentPresence,
  setAgentQueues,
} from './chat.repository';
import {
  agentQueues,
  checkedQueues,
  endConversation,
  existingConversation,
  staffConversationDetail,
  staffConversationOf,
  takeConversation,
  transferConversation,
} from './chat.service';

import { chatWriter } from './chat-context';
import { ConversationParams, MessageId, fileDownload, sendFile, sendStoredFile } from './chat-http';

const StaffAttachmentParams = Type.Object({ id: Uuid, messageId: MessageId });

/** /api/staff/v1/chat/: the staff console's calls. Writes need Full or Admin. */
export const chatConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps, fileLimit } = app.chat;
  const tags = ['chat'];

  app.get(
    CHAT_PATHS.staffConsole,
    {
      schema: {
        summary: 'Staff: the open conversations, and whether the caller is taking chats',
        tags,
        response: { 200: ChatConsole },
      },
    },
    async (request) => {
      const staff = staffOnly(request.auth);
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
      schema: {
        summary: 'Staff: one conversation with its messages',
        tags,
        params: ConversationParams,
        response: { 200: StaffChatConversationDetail },
      },
    },
    async (request) => {
      return staffConversationDetail(
        deps.db,
        await existingConversation(deps.db, request.params.id),
      );
    },
  );

  app.put(
    CHAT_PATHS.staffPresence,
    {
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
    `${CHAT_PATHS.staffConsole}:id/attachments/`,
    {
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
      if (limited.exceeded) throw tooManyRequests(limited.retryAfterSeconds, reply);
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
      schema: {
        summary: 'Staff: a file sent in a conversation',
        tags,
        params: StaffAttachmentParams,
        response: { ...fileDownload },
      },
    },
    async (request, reply) => {
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
    CHAT_PATHS.staffAgents,
    {
      schema: {
        summary: 'Staff: the colleagues a conversation can be transferred to, and who is online',
        tags,
        response: { 200: ChatAgents },
      },
    },
    async () => {
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
