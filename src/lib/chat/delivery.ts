import type { ChatAuthor, ChatMarks, ChatMessage } from '../../domain/api/chat';
import { compareMessageIds } from './message-ids';

/** What the author of a message knows of it: stored, on the other side's screen, or read there. */
export type DeliveryState = 'sent' | 'delivered' | 'read';

const atLeast = (mark: string | null, id: string) =>
  mark !== null && compareMessageIds(mark, id) >= 0;

/**
 * The state of `author`'s last message, from the other side's marks; null when the author has
 * said nothing yet. Only the last one is shown: everything before it is at least as far along.
 */
export function lastMessageState(
  messages: readonly ChatMessage[],
  author: ChatAuthor,
  marks: ChatMarks,
): { id: string; state: DeliveryState } | null {
  const last = messages.filter((message) => message.author === author).at(-1);
  if (!last) return null;
  const other =
    author === 'customer'
      ? { delivered: marks.agentDelivered, read: marks.agentRead }
      : { delivered: marks.customerDelivered, read: marks.customerRead };
  const state = atLeast(other.read, last.id)
    ? 'read'
    : atLeast(other.delivered, last.id)
      ? 'delivered'
      : 'sent';
  return { id: last.id, state };
}

/** The id of the other side's last message, which a screen marks delivered or read; or null. */
export function lastFrom(messages: readonly ChatMessage[], author: ChatAuthor): string | null {
  return messages.filter((message) => message.author === author).at(-1)?.id ?? null;
}

/** Whether the person can be looking at the page now: the tab is shown and the window focused. */
export function pageInView(): boolean {
  return (
    typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus()
  );
}
