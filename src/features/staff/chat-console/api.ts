import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatAgentQueuesRequest,
  ChatCannedAnswerUpdate,
  ChatConsole,
  ChatMessage,
  ChatPresenceRequest,
  ChatTransferRequest,
} from '../../../domain/api/chat';
import type { PortalLanguage } from '../../../domain/api/common';
import { CHAT_PATHS } from '../../../domain/api/chat-paths';
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
    queryFn: ({ signal }) => call(CHAT_PATHS.staffConsole, { signal }),
    refetchInterval: 30_000,
  });
}

export function useChatConversation(id: string) {
  return useQuery({
    queryKey: chatConsoleKeys.detail(id),
    queryFn: ({ signal }) => call(CHAT_PATHS.staffConversation(id), { signal }),
  });
}

/**
 * Sets the agent's presence. The console shows what the server answered at once, and a read of the
 * console that started before the change is dropped, so an older "away" can never overwrite it.
 */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presence: ChatPresenceRequest) =>
      call(CHAT_PATHS.staffPresence, { method: 'PUT', payload: presence }),
    onMutate: () => queryClient.cancelQueries({ queryKey: chatConsoleKeys.list() }),
    onSuccess: (presence) => {
      queryClient.setQueryData<ChatConsole>(chatConsoleKeys.list(), (console) =>
        console ? { ...console, ...presence } : console,
      );
      return queryClient.invalidateQueries({ queryKey: chatConsoleKeys.list() });
    },
  });
}

export function useConversationAction(action: 'take' | 'end') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(CHAT_PATHS.staffConversationAction(id, action), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.all }),
  });
}

/** The ready answers in the conversation's language. */
export function useCannedAnswerList(language: PortalLanguage) {
  return useQuery({
    queryKey: chatConsoleKeys.cannedAnswers(language),
    queryFn: ({ signal }) =>
      call(CHAT_PATHS.staffCannedAnswers, { signal, payload: { lang: language } }),
    staleTime: 5 * 60_000,
  });
}

/** Ready answers are written, ordered and removed per language; the lists are read again after. */
export function useCannedAnswerChanges(language: PortalLanguage) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: chatConsoleKeys.cannedAnswers(language) });
  const create = useMutation({
    mutationFn: (words: ChatCannedAnswerUpdate) =>
      call(CHAT_PATHS.staffCannedAnswers, {
        method: 'POST',
        payload: { language, ...words },
      }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, ...words }: ChatCannedAnswerUpdate & { id: string }) =>
      call(CHAT_PATHS.staffCannedAnswer(id), { method: 'PUT', payload: words }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(CHAT_PATHS.staffCannedAnswer(id), { method: 'DELETE' }),
    onSettled,
  });
  const order = useMutation({
    mutationFn: (ids: string[]) =>
      call(CHAT_PATHS.staffCannedAnswerOrder, { method: 'PUT', payload: { language, ids } }),
    onSettled,
  });
  return { create, update, remove, order };
}

/** An Admin sets the queues a colleague answers. */
export function useSetAgentQueues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, queues }: { username: string } & ChatAgentQueuesRequest) =>
      call(CHAT_PATHS.staffAgentQueues(username), { method: 'PUT', payload: { queues } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.agents() }),
  });
}

/** Colleagues a conversation can be handed to. */
export function useChatAgents(enabled: boolean) {
  return useQuery({
    queryKey: chatConsoleKeys.agents(),
    queryFn: ({ signal }) => call(CHAT_PATHS.staffAgents, { signal }),
    enabled,
  });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: ChatTransferRequest }) =>
      call(CHAT_PATHS.staffTransfer(id), { method: 'POST', payload: to }),
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
  callForFile(CHAT_PATHS.staffAttachment(conversationId, messageId)).then((file) => file.blob);
