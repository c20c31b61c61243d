import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_PATHS,
  type ChatAgents,
  type ChatCannedAnswers,
  type ChatConsole,
  type StaffChatConversation,
  type StaffChatConversationDetail,
  type ChatMessage,
  type ChatPresence,
  type ChatPresenceRequest,
  type ChatTransferRequest,
} from '../../../domain/api/chat';
import { call, callForFile, sendFormWithFiles } from '../../../lib/api';
import { chatFileForm } from '../../../lib/chat';

export const chatConsoleKeys = {
  all: ['chatConsole'] as const,
  list: () => [...chatConsoleKeys.all, 'list'] as const,
  detail: (id: string) => [...chatConsoleKeys.all, 'detail', id] as const,
  cannedAnswers: (language: string) => [...chatConsoleKeys.all, 'canned', language] as const,
  agents: () => [...chatConsoleKeys.all, 'agents'] as const,
};

/** The open conversations; the socket's news makes the screen ask again at once. */
export function useChatConsole() {
  return useQuery({
    queryKey: chatConsoleKeys.list(),
    queryFn: ({ signal }) => call<ChatConsole>(CHAT_PATHS.staffConsole, { signal }),
    refetchInterval: 30_000,
  });
}

export function useChatConversation(id: string) {
  return useQuery({
    queryKey: chatConsoleKeys.detail(id),
    queryFn: ({ signal }) =>
      call<StaffChatConversationDetail>(`${CHAT_PATHS.staffConsole}${id}/`, { signal }),
  });
}

export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presence: ChatPresenceRequest) =>
      call<ChatPresence>(CHAT_PATHS.staffPresence, { method: 'PUT', payload: presence }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.list() }),
  });
}

export function useConversationAction(action: 'take' | 'end') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call<StaffChatConversation>(`${CHAT_PATHS.staffConsole}${id}/${action}/`, {
        method: 'POST',
        payload: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.all }),
  });
}

/** The ready answers in the conversation's language. */
export function useCannedAnswerList(language: string) {
  return useQuery({
    queryKey: chatConsoleKeys.cannedAnswers(language),
    queryFn: ({ signal }) =>
      call<ChatCannedAnswers>(CHAT_PATHS.staffCannedAnswers, {
        signal,
        payload: { lang: language },
      }),
    staleTime: 5 * 60_000,
  });
}

/** Colleagues a conversation can be handed to. */
export function useChatAgents(enabled: boolean) {
  return useQuery({
    queryKey: chatConsoleKeys.agents(),
    queryFn: ({ signal }) => call<ChatAgents>(CHAT_PATHS.staffAgents, { signal }),
    enabled,
  });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: ChatTransferRequest }) =>
      call<StaffChatConversation>(`${CHAT_PATHS.staffConsole}${id}/transfer/`, {
        method: 'POST',
        payload: to,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.list() }),
  });
}

/** A picture or PDF into one's own conversation, with the reply's words as its caption. */
export function sendChatFile(conversationId: string, file: File, body: string) {
  return sendFormWithFiles<ChatMessage>(
    `${CHAT_PATHS.staffConsole}${conversationId}/attachments/`,
    chatFileForm(file, body),
  );
}

export const loadChatFile = (conversationId: string, messageId: string) =>
  callForFile(`${CHAT_PATHS.staffConsole}${conversationId}/attachments/${messageId}/`).then(
    (file) => file.blob,
  );
