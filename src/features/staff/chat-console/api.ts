import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChatAgent,
  type ChatAgents,
  type ChatCannedAnswer,
  type ChatCannedAnswerUpdate,
  type ChatCannedAnswers,
  type ChatConsole,
  type StaffChatConversation,
  type StaffChatConversationDetail,
  type ChatMessage,
  type ChatPresence,
  type ChatPresenceRequest,
  type ChatTransferRequest,
} from '../../../domain/api/chat';
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

/**
 * Sets the agent's presence. The console shows what the server answered at once, and a read of the
 * console that started before the change is dropped, so an older "away" can never overwrite it.
 */
export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (presence: ChatPresenceRequest) =>
      call<ChatPresence>(CHAT_PATHS.staffPresence, { method: 'PUT', payload: presence }),
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

/** Ready answers are written, ordered and removed per language; the lists are read again after. */
export function useCannedAnswerChanges(language: 'is' | 'en') {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: chatConsoleKeys.cannedAnswers(language) });
  const create = useMutation({
    mutationFn: (words: ChatCannedAnswerUpdate) =>
      call<ChatCannedAnswer>(CHAT_PATHS.staffCannedAnswers, {
        method: 'POST',
        payload: { language, ...words },
      }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, ...words }: ChatCannedAnswerUpdate & { id: string }) =>
      call<ChatCannedAnswer>(CHAT_PATHS.staffCannedAnswer(id), { method: 'PUT', payload: words }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call<null>(CHAT_PATHS.staffCannedAnswer(id), { method: 'DELETE' }),
    onSettled,
  });
  const order = useMutation({
    mutationFn: (ids: string[]) =>
      call<ChatCannedAnswers>(CHAT_PATHS.staffCannedAnswerOrder, {
        method: 'PUT',
        payload: { language, ids },
      }),
    onSettled,
  });
  return { create, update, remove, order };
}

/** An Admin sets the queues a colleague answers. */
export function useSetAgentQueues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, queues }: { username: string; queues: string[] }) =>
      call<ChatAgent>(CHAT_PATHS.staffAgentQueues(username), {
        method: 'PUT',
        payload: { queues },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.agents() }),
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
