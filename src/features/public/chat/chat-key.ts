/** Where a visitor's conversation is kept in the tab's session storage (./chat-storage.ts). */
export const CHAT_STORAGE_KEY = 'skjolChat';

/**
 * Whether this tab may have a conversation going on: its key is in session storage. The page's
 * frame asks before any chat code has come, so it looks for the key rather than read and check the
 * conversation (./chat-storage.ts does that); a conversation that has ended still answers yes.
 */
export function mayHaveLiveChat(): boolean {
  try {
    return window.sessionStorage.getItem(CHAT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
