/** The live chat's calls and its token header; plain values the browser bundle may import. */

export const CHAT_PATHS = {
  availability: '/api/chat/v1/availability/',
  conversations: '/api/chat/v1/conversations/',
  conversation: '/api/chat/v1/conversation/',
  end: '/api/chat/v1/conversation/end/',
  rating: '/api/chat/v1/conversation/rating/',
  transcript: '/api/chat/v1/conversation/transcript/',
  offline: '/api/chat/v1/offline-message/',
  socket: '/api/chat/v1/socket',
  staffConsole: '/api/staff/v1/chat/conversations/',
  staffPresence: '/api/staff/v1/chat/presence/',
  /** POST a file (multipart) with the token; GET `${attachments}${messageId}/` fetches one. */
  attachments: '/api/chat/v1/conversation/attachments/',
  /** Without the socket: POST a message, GET a long poll, POST typing and marks. */
  messages: '/api/chat/v1/conversation/messages/',
  events: '/api/chat/v1/conversation/events/',
  typing: '/api/chat/v1/conversation/typing/',
  marks: '/api/chat/v1/conversation/marks/',
  staffCannedAnswers: '/api/staff/v1/chat/canned-answers/',
  /** PUT (words) and DELETE one ready answer. */
  staffCannedAnswer: (id: string) => `/api/staff/v1/chat/canned-answers/${encodeURIComponent(id)}/`,
  staffCannedAnswerOrder: '/api/staff/v1/chat/canned-answers/order/',
  staffAgents: '/api/staff/v1/chat/agents/',
  /** PUT: an Admin sets the queues a colleague answers. */
  staffAgentQueues: (username: string) =>
    `/api/staff/v1/chat/agents/${encodeURIComponent(username)}/queues/`,
} as const;

/** The header a visitor's HTTP calls carry their conversation token in. */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
