import { CHAT_STORAGE_KEY } from './chat-key';

/**
 * What a visitor's browser keeps of a live conversation, in session storage so it lasts through
 * page changes and reloads in the tab and ends with it: the token that opens the conversation,
 * the last message id seen (a reconnect asks for what came after) and messages not yet
 * acknowledged (sent again on reconnect under the same client id, so none is doubled).
 */
export type PendingMessage = { clientId: string; body: string };
export type StoredChat = {
  token: string;
  conversationId: string;
  lastSeenId: string | null;
  pending: PendingMessage[];
  /** Set once the conversation has ended, so a reload shows the rating rather than the talk. */
  ended?: boolean;
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStoredChat(): StoredChat | null {
  const raw = storage()?.getItem(CHAT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredChat>;
    if (typeof value.token !== 'string' || typeof value.conversationId !== 'string') return null;
    return {
      token: value.token,
      conversationId: value.conversationId,
      lastSeenId: typeof value.lastSeenId === 'string' ? value.lastSeenId : null,
      pending: Array.isArray(value.pending)
        ? value.pending.filter(
            (item): item is PendingMessage =>
              typeof item?.clientId === 'string' && typeof item.body === 'string',
          )
        : [],
      ended: value.ended === true,
    };
  } catch {
    return null;
  }
}

export function writeStoredChat(chat: StoredChat | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (chat) store.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat));
    else store.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // A full or forbidden storage only costs the conversation's survival across reloads.
  }
}

/** Whether the tab holds a conversation still going on, so the panel reopens at the chat. */
export function hasLiveChat(): boolean {
  const chat = readStoredChat();
  return chat !== null && !chat.ended;
}

/**
 * Keys an earlier third-party chat snippet left in local storage (its page, page time, start and
 * page count); they are removed when the chat opens, as they only track the visitor.
 */
export const SNIPPET_KEY_PREFIXES = [
  'chat-snippet-page',
  'chat-snippet-page-time',
  'chat-snippet-start',
  'chat-snippet-page-count',
] as const;

export function cleanupSnippetStorage(store: Storage | undefined = safeLocalStorage()): number {
  if (!store) return 0;
  const doomed: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key && SNIPPET_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
  return doomed.length;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Readiness the assistance panel polls for: the widget says so once it has drawn itself. */
let widgetReady = false;
export function markChatWidgetReady(ready = true): void {
  widgetReady = ready;
}
export function isChatWidgetReady(): boolean {
  return widgetReady;
}
