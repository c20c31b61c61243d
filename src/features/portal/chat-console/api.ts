import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_PATHS,
  type ChatConsole,
  type ChatConversation,
  type ChatConversationDetail,
} from '../../../domain/api/chat';
import { call } from '../../../lib/api';

export const chatConsoleKeys = {
  all: ['chatConsole'] as const,
  list: () => [...chatConsoleKeys.all, 'list'] as const,
  detail: (id: string) => [...chatConsoleKeys.all, 'detail', id] as const,
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
      call<ChatConversationDetail>(`${CHAT_PATHS.staffConsole}${id}/`, { signal }),
  });
}

export function useSetPresence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) =>
      call<{ available: boolean }>(CHAT_PATHS.staffPresence, {
        method: 'PUT',
        payload: { available },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.list() }),
  });
}

export function useConversationAction(action: 'take' | 'end') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call<ChatConversation>(`${CHAT_PATHS.staffConsole}${id}/${action}/`, {
        method: 'POST',
        payload: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatConsoleKeys.all }),
  });
}
