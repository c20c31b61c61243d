import { Type, type Static } from 'typebox';
import { CHAT_FRAME_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH, CHAT_QUEUES } from '../chat';
import { IsoDateTime, MultilineText, Nullable, PortalLanguage, Uuid } from './common';

/**
 * Live chat. A visitor starts a conversation over HTTP and gets its token; messages then flow over
 * the WebSocket `/api/chat/v1/socket` (frames: ChatClientFrame / ChatServerFrame below). Staff
 * work the queues from `/api/staff/v1/chat/…` and the same socket.
 */

export const ChatQueue = Type.Enum(CHAT_QUEUES);
/** Queues as a client sends them: checked by the server, so an unknown one is a field error. */
const ChatQueueList = () => Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 });
export const CHAT_STATUSES = ['waiting', 'active', 'ended'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_AUTHORS = ['customer', 'agent'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const ChatQueueAvailability = Type.Object({
  queue: ChatQueue,
  agentOnline: Type.Boolean(),
  withinHours: Type.Boolean(),
});
/** GET /api/chat/v1/availability: per queue, whether someone can answer now. */
export const ChatAvailability = Type.Object({ queues: Type.Array(ChatQueueAvailability) });
export type ChatAvailability = Static<typeof ChatAvailability>;

/** POST /api/chat/v1/conversations. Signed in, the session's name and e-mail win over these. */
export const ChatStartRequest = Type.Object({
  queue: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  lang: Type.Optional(PortalLanguage),
});
export type ChatStartRequest = Static<typeof ChatStartRequest>;

/**
 * Delivered and read marks: the last message id the visitor's and the agent's screens have
 * received, and shown to a reader who had the page in front of them. Ids only grow.
 */
export const ChatMarks = Type.Object({
  customerDelivered: Nullable(Type.String()),
  customerRead: Nullable(Type.String()),
  agentDelivered: Nullable(Type.String()),
  agentRead: Nullable(Type.String()),
});
export type ChatMarks = Static<typeof ChatMarks>;

export const ChatConversation = Type.Object({
  id: Uuid,
  queue: ChatQueue,
  status: Type.Enum(CHAT_STATUSES),
  name: Type.String(),
  email: Type.String(),
  verified: Type.Boolean(),
  language: PortalLanguage,
  /** The agent's display name once someone has taken it. */
  agentName: Nullable(Type.String()),
  assignee: Nullable(Type.String()),
  rating: Nullable(Type.Integer()),
  caseNumber: Nullable(Type.String()),
  createdAt: IsoDateTime,
  /** How far each side's screen has received and shown the other's messages (message ids). */
  marks: ChatMarks,
});
export type ChatConversation = Static<typeof ChatConversation>;

/**
 * A conversation as staff see it: with the kennitala of the signed-in customer who started it
 * (null for a visitor who only typed a name). Only the staff console's answers and frames carry
 * it; a visitor's never do.
 */
export const StaffChatConversation = Type.Intersect([
  ChatConversation,
  Type.Object({ kennitala: Nullable(Type.String()) }),
]);
export type StaffChatConversation = Static<typeof StaffChatConversation>;

export const ChatStarted = Type.Object({
  /** Proves the conversation is the holder's; sent back in the hello frame and `x-chat-token`. */
  token: Type.String(),
  conversation: ChatConversation,
});
export type ChatStarted = Static<typeof ChatStarted>;

/** A picture (redrawn as JPEG) or a PDF sent in the conversation. */
export const ChatAttachment = Type.Object({
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});
export type ChatAttachment = Static<typeof ChatAttachment>;

export const ChatMessage = Type.Object({
  /** Grows with every message: the client asks for everything after the last it saw. */
  id: Type.String(),
  conversationId: Uuid,
  clientId: Nullable(Type.String()),
  author: Type.Enum(CHAT_AUTHORS),
  authorName: Type.String(),
  body: Type.String(),
  createdAt: IsoDateTime,
  /** A file sent with the message; fetched by the message id with the conversation's token. */
  attachment: Nullable(ChatAttachment),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatConversationDetail = Type.Object({
  conversation: ChatConversation,
  messages: Type.Array(ChatMessage),
});
export type ChatConversationDetail = Static<typeof ChatConversationDetail>;
export const StaffChatConversationDetail = Type.Object({
  conversation: StaffChatConversation,
  messages: Type.Array(ChatMessage),
});
export type StaffChatConversationDetail = Static<typeof StaffChatConversationDetail>;

/** POST /api/chat/v1/conversation/rating. */
export const ChatRatingRequest = Type.Object({ rating: Type.Integer({ minimum: 1, maximum: 5 }) });
export type ChatRatingRequest = Static<typeof ChatRatingRequest>;

/** POST /api/chat/v1/conversation/transcript/: mailed to the conversation's address. */
export const ChatTranscriptSent = Type.Object({ sent: Type.Literal(true) });

/** POST /api/chat/v1/offline-message: nobody can chat now, so the words become an inquiry case. */
export const ChatOfflineMessageRequest = Type.Object({
  queue: Type.String({ maxLength: 40 }),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  message: MultilineText({ maxLength: CHAT_MESSAGE_MAX_LENGTH }),
  lang: Type.Optional(PortalLanguage),
});
export type ChatOfflineMessageRequest = Static<typeof ChatOfflineMessageRequest>;

/**
 * When the WebSocket is blocked the visitor's widget talks over HTTP with its token: it sends a
 * message (POST, the same client id / acknowledgement / resend rules as the socket frame) and
 * asks for what happened after the last message it has (a long poll).
 */
export const ChatSendRequest = Type.Object({
  clientId: Type.String({ minLength: 1, maxLength: 100 }),
  /** Longer than a message may be, so the answer says MessageTooLong as the socket does. */
  body: Type.String({ maxLength: CHAT_FRAME_MAX_BYTES }),
});
export type ChatSendRequest = Static<typeof ChatSendRequest>;

export const ChatMarksRequest = Type.Object({
  delivered: Type.Optional(Type.String({ maxLength: 20 })),
  read: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ChatMarksRequest = Static<typeof ChatMarksRequest>;

export const ChatEventsQuery = Type.Object({
  /** The last message id the widget has; the answer carries those after it. */
  after: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
  /** The `state` of the last answer: a changed conversation (marks, agent, end) answers at once. */
  state: Type.Optional(Type.String({ maxLength: 64 })),
  /** Seconds to wait for something to happen (at most the server's long-poll time). */
  wait: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
});
export type ChatEventsQuery = Static<typeof ChatEventsQuery>;

export const ChatEvents = Type.Object({
  conversation: ChatConversation,
  messages: Type.Array(ChatMessage),
  /** The agent was typing when this answer was made. */
  agentTyping: Type.Boolean(),
  /** A fingerprint of the conversation as answered; sent back on the next poll. */
  state: Type.String(),
});
export type ChatEvents = Static<typeof ChatEvents>;

/** Staff: the open conversations and whether the caller is taking chats. */
export const ChatConsole = Type.Object({
  available: Type.Boolean(),
  autoAssign: Type.Boolean(),
  /** The queues the caller answers; their conversations come first in the list. */
  queues: Type.Array(ChatQueue),
  conversations: Type.Array(StaffChatConversation),
});
export type ChatConsole = Static<typeof ChatConsole>;

export const ChatPresenceRequest = Type.Object({
  available: Type.Boolean(),
  /** Be given new conversations in turn with the other agents who ask for it. */
  autoAssign: Type.Optional(Type.Boolean()),
  /** The queues the agent answers: counted available there, and given their conversations. */
  queues: Type.Optional(ChatQueueList()),
});
export type ChatPresenceRequest = Static<typeof ChatPresenceRequest>;
export const ChatPresence = Type.Object({
  available: Type.Boolean(),
  autoAssign: Type.Boolean(),
  queues: Type.Array(ChatQueue),
});
export type ChatPresence = Static<typeof ChatPresence>;

/** The multipart text fields that travel with a chat file (the file in `attachments`). */
export const CHAT_UPLOAD_FIELDS = ['clientId', 'body'] as const;

/** GET /api/staff/v1/chat/canned-answers/?lang=: the ready answers in one language, in order. */
export const ChatCannedAnswersQuery = Type.Object({ lang: Type.Optional(PortalLanguage) });
export type ChatCannedAnswersQuery = Static<typeof ChatCannedAnswersQuery>;
export const ChatCannedAnswer = Type.Object({
  id: Uuid,
  shortcut: Type.String(),
  body: Type.String(),
});
export type ChatCannedAnswer = Static<typeof ChatCannedAnswer>;
export const ChatCannedAnswers = Type.Object({ answers: Type.Array(ChatCannedAnswer) });
export type ChatCannedAnswers = Static<typeof ChatCannedAnswers>;

/**
 * POST …/canned-answers/ (a new one, last in its language) and PUT …/canned-answers/:id/ (its
 * words; the language stays). Full and Admin staff; the limits are checked by the server, which
 * answers a translated code per field. Longer than allowed still parses, so the answer says why.
 */
export const ChatCannedAnswerRequest = Type.Object({
  language: PortalLanguage,
  shortcut: Type.String({ maxLength: 200 }),
  body: MultilineText({ maxLength: CHAT_FRAME_MAX_BYTES }),
});
export type ChatCannedAnswerRequest = Static<typeof ChatCannedAnswerRequest>;
export const ChatCannedAnswerUpdate = Type.Object({
  shortcut: Type.String({ maxLength: 200 }),
  body: MultilineText({ maxLength: CHAT_FRAME_MAX_BYTES }),
});
export type ChatCannedAnswerUpdate = Static<typeof ChatCannedAnswerUpdate>;
/** PUT …/canned-answers/order/: every answer of the language, in the order wanted. */
export const ChatCannedAnswerOrder = Type.Object({
  language: PortalLanguage,
  ids: Type.Array(Uuid, { maxItems: 500 }),
});
export type ChatCannedAnswerOrder = Static<typeof ChatCannedAnswerOrder>;

/** Staff who may take a transferred conversation (Full and Admin), and whether they are online. */
export const ChatAgent = Type.Object({
  username: Type.String(),
  name: Type.String(),
  online: Type.Boolean(),
  /** The queues the colleague answers. */
  queues: Type.Array(ChatQueue),
});
export type ChatAgent = Static<typeof ChatAgent>;
export const ChatAgents = Type.Object({ agents: Type.Array(ChatAgent) });
export type ChatAgents = Static<typeof ChatAgents>;

/** PUT /api/staff/v1/chat/agents/:username/queues/ (Admin): the queues a colleague answers. */
export const ChatAgentQueuesRequest = Type.Object({ queues: ChatQueueList() });
export type ChatAgentQueuesRequest = Static<typeof ChatAgentQueuesRequest>;

/** POST …/conversations/:id/transfer/: to a colleague, or back to waiting in another queue. */
export const ChatTransferRequest = Type.Union([
  Type.Object(
    { agent: Type.String({ minLength: 1, maxLength: 100 }) },
    { additionalProperties: false },
  ),
  Type.Object({ queue: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
]);
export type ChatTransferRequest = Static<typeof ChatTransferRequest>;

/** What a client writes on the socket. The first frame is a hello. */
export type ChatClientFrame =
  /** A visitor: the conversation's token and the id of the last message it has (replay after it). */
  | { type: 'hello'; token: string; after?: string | null }
  /** Staff: their access token (the staff host only). */
  | { type: 'hello'; accessToken: string }
  /** clientId: made by the client, the same on a resend; staff name the conversation. */
  | { type: 'message'; clientId: string; body: string; conversationId?: string }
  | { type: 'typing'; conversationId?: string }
  /** The client received (delivered) and showed its reader (read) messages up to these ids. */
  | { type: 'marks'; conversationId?: string; delivered?: string; read?: string }
  | { type: 'ping' };

/** What the server writes on the socket. */
export type ChatServerFrame =
  | { type: 'ready'; conversation?: ChatConversation }
  /** A message, to everyone in the conversation; to its sender it is also the acknowledgement. */
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; clientId: string; id: string }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'typing'; conversationId: string; author: ChatAuthor }
  | { type: 'marks'; conversationId: string; marks: ChatMarks }
  | { type: 'error'; code: ChatFrameError; clientId?: string }
  | { type: 'pong' };

/** What the server writes to a staff console: conversations come in the staff shape. */
export type ChatStaffServerFrame =
  | Exclude<ChatServerFrame, { type: 'conversation' }>
  | { type: 'conversation'; conversation: StaffChatConversation };

export type ChatFrameError =
  | 'Unauthorized'
  | 'InvalidFrame'
  | 'MessageTooLong'
  | 'EmptyMessage'
  | 'TooManyMessages'
  | 'ConversationEnded'
  | 'NotYourConversation'
  | 'ReadOnlyRole'
  /** The sign-in the conversation was started in has ended. */
  | 'ChatSignedOut'
  /** The conversation already has as many sockets open as it may. */
  | 'TooManySockets';
