/** The live chat's calls and its token header; plain values the browser bundle may import. */

import type {
  ChatAgent,
  ChatAgentQueuesRequest,
  ChatAgents,
  ChatCannedAnswer,
  ChatCannedAnswerOrder,
  ChatCannedAnswerRequest,
  ChatCannedAnswers,
  ChatCannedAnswersQuery,
  ChatCannedAnswerUpdate,
  ChatConsole,
  ChatPresence,
  ChatPresenceRequest,
  ChatTransferRequest,
  StaffChatConversation,
  StaffChatConversationDetail,
} from './chat';
import {
  endpoint,
  type Delete,
  type FileResponse,
  type Get,
  type NoContent,
  type Post,
  type Put,
} from './endpoint';

/** The staff console's conversation paths all start here, followed by the conversation's id. */
const STAFF_CONSOLE = '/api/staff/v1/chat/conversations/';

export const CHAT_PATHS = {
  availability: '/api/chat/v1/availability/',
  conversations: '/api/chat/v1/conversations/',
  conversation: '/api/chat/v1/conversation/',
  end: '/api/chat/v1/conversation/end/',
  rating: '/api/chat/v1/conversation/rating/',
  transcript: '/api/chat/v1/conversation/transcript/',
  offline: '/api/chat/v1/offline-message/',
  socket: '/api/chat/v1/socket',
  staffConsole: endpoint<Get<ChatConsole>>(STAFF_CONSOLE),
  staffConversation: (id: string) =>
    endpoint<Get<StaffChatConversationDetail>>(`${STAFF_CONSOLE}${id}/`),
  /** POST: take the conversation, or end it. */
  staffConversationAction: (id: string, action: 'take' | 'end') =>
    endpoint<Post<undefined, StaffChatConversation>>(`${STAFF_CONSOLE}${id}/${action}/`),
  staffTransfer: (id: string) =>
    endpoint<Post<ChatTransferRequest, StaffChatConversation>>(`${STAFF_CONSOLE}${id}/transfer/`),
  staffAttachment: (id: string, messageId: string) =>
    endpoint<Get<FileResponse>>(`${STAFF_CONSOLE}${id}/attachments/${messageId}/`),
  staffPresence: endpoint<Put<ChatPresenceRequest, ChatPresence>>('/api/staff/v1/chat/presence/'),
  /** POST a file (multipart) with the token; GET `${attachments}${messageId}/` fetches one. */
  attachments: '/api/chat/v1/conversation/attachments/',
  /** Without the socket: POST a message, GET a long poll, POST typing and marks. */
  messages: '/api/chat/v1/conversation/messages/',
  events: '/api/chat/v1/conversation/events/',
  typing: '/api/chat/v1/conversation/typing/',
  marks: '/api/chat/v1/conversation/marks/',
  staffCannedAnswers: endpoint<
    Get<ChatCannedAnswers, ChatCannedAnswersQuery> & Post<ChatCannedAnswerRequest, ChatCannedAnswer>
  >('/api/staff/v1/chat/canned-answers/'),
  /** PUT (words) and DELETE one ready answer. */
  staffCannedAnswer: (id: string) =>
    endpoint<Put<ChatCannedAnswerUpdate, ChatCannedAnswer> & Delete<NoContent>>(
      `/api/staff/v1/chat/canned-answers/${encodeURIComponent(id)}/`,
    ),
  staffCannedAnswerOrder: endpoint<Put<ChatCannedAnswerOrder, ChatCannedAnswers>>(
    '/api/staff/v1/chat/canned-answers/order/',
  ),
  staffAgents: endpoint<Get<ChatAgents>>('/api/staff/v1/chat/agents/'),
  /** PUT: an Admin sets the queues a colleague answers. */
  staffAgentQueues: (username: string) =>
    endpoint<Put<ChatAgentQueuesRequest, ChatAgent>>(
      `/api/staff/v1/chat/agents/${encodeURIComponent(username)}/queues/`,
    ),
} as const;

/** The header a visitor's HTTP calls carry their conversation token in. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
