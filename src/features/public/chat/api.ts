import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../../domain/api/chat-paths';
import type {
  ChatAvailability,
  ChatConversation,
  ChatConversationDetail,
  ChatOfflineMessageRequest,
  ChatStartRequest,
  ChatStarted,
} from '../../../domain/api/chat';
import type { CaseCreated } from '../../../domain/api/case';
import { ApiError } from '../../../lib/api';

/** The chat's calls carry the conversation token in a header of their own; errors as ApiError. */
async function chatFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string; bearer?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers[CHAT_TOKEN_HEADER] = options.token;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.method === 'POST') headers['content-type'] = 'application/json; charset=utf-8';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    ...(options.method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      body,
      typeof body.message === 'string' ? body.message : String(response.status),
    );
  return body as T;
}

export const fetchAvailability = () => chatFetch<ChatAvailability>(CHAT_PATHS.availability);

export const startChat = (request: ChatStartRequest, bearer?: string) =>
  chatFetch<ChatStarted>(CHAT_PATHS.conversations, {
    method: 'POST',
    body: request,
    ...(bearer ? { bearer } : {}),
  });

export const fetchConversation = (token: string) =>
  chatFetch<ChatConversationDetail>(CHAT_PATHS.conversation, { token });

export const endChat = (token: string) =>
  chatFetch<ChatConversation>(CHAT_PATHS.end, { method: 'POST', token });

export const rateChat = (token: string, rating: number) =>
  chatFetch<ChatConversation>(CHAT_PATHS.rating, { method: 'POST', token, body: { rating } });

export const mailChatTranscript = (token: string) =>
  chatFetch<{ sent: true }>(CHAT_PATHS.transcript, { method: 'POST', token });

export const sendOfflineMessage = (request: ChatOfflineMessageRequest) =>
  chatFetch<CaseCreated>(CHAT_PATHS.offline, { method: 'POST', body: request });
