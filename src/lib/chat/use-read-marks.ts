import { useEffect, useRef } from 'react';
import { compareMessageIds } from './message-ids';
import { pageInView } from './delivery';

export type MarksToSend = { delivered?: string; read?: string };

/**
 * Tells the other side how far this screen has got with its messages: delivered as soon as the
 * last one is here, read once it is on screen while the page is in front of the person (shown and
 * focused), again when they come back to the tab. Each mark is sent once per message, and only
 * counted as sent when the socket took it, so a mark made while reconnecting goes after.
 */
export function useReadMarks(
  lastId: string | null,
  connected: boolean,
  shown: boolean,
  send: (marks: MarksToSend) => boolean,
): void {
  const sent = useRef<{ delivered: string | null; read: string | null }>({
    delivered: null,
    read: null,
  });
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const ahead = (mark: string | null) =>
      lastId !== null && (mark === null || compareMessageIds(lastId, mark) > 0);
    const mark = () => {
      if (!connected || lastId === null) return;
      if (shown && pageInView() && ahead(sent.current.read)) {
        if (sendRef.current({ read: lastId })) sent.current = { delivered: lastId, read: lastId };
      } else if (ahead(sent.current.delivered)) {
        if (sendRef.current({ delivered: lastId })) sent.current.delivered = lastId;
      }
    };
    mark();
    window.addEventListener('focus', mark);
    document.addEventListener('visibilitychange', mark);
    return () => {
      window.removeEventListener('focus', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [lastId, connected, shown]);
}
