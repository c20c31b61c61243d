import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardProviderMessage } from '../../../domain/api/payment-settings';

/** The card provider's window, and how often the portal checks whether it was closed. */
export const CARD_POPUP = { name: 'skjol-card-provider', width: 800, height: 1100 } as const;
export const POPUP_CLOSED_POLL_MS = 1000;

/** A message that is the provider's success answer for the session `sessionId`. */
export function isProviderSuccess(
  data: unknown,
  sessionId: string,
): data is Required<CardProviderMessage> {
  const message = data as CardProviderMessage | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.message === 'success' &&
    message.verificationId === sessionId &&
    typeof message.verificationData === 'string' &&
    typeof message.verificationHash === 'string'
  );
}

/**
 * The card provider's page in a popup, shared by card registration and card payments: opens it
 * (from the click, so no popup blocker stops it), hears only messages from the provider's origin
 * while a session is on, reports a window closed without an answer, and closes it when the
 * screen goes away. It can show the page in a frame of ours instead (`openInFrame`, rendered by
 * the caller with `frameRef` and `framedLink`); then a message counts only when it comes from
 * that frame's window as well.
 */
export function useProviderWindow({
  providerOrigin,
  onMessage,
  onClosedWithoutAnswer,
}: {
  /** The provider's origin while a session is on; null otherwise. */
  providerOrigin: string | null;
  onMessage: (data: unknown) => void;
  onClosedWithoutAnswer: () => void;
}) {
  const popup = useRef<Window | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [framedLink, setFramedLink] = useState<string | null>(null);
  // Read by the message listener, which is not set up again when the frame opens.
  const framed = useRef(false);
  // Set once the provider answered, so closing its window afterwards is not a failure.
  const answered = useRef(false);
  const [isOpen, setIsOpen] = useState(false);
  // The latest callbacks, so the listeners need not be set up again on every render.
  const handlers = useRef({ onMessage, onClosedWithoutAnswer });
  handlers.current = { onMessage, onClosedWithoutAnswer };

  const close = useCallback(() => {
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
    answered.current = false;
    framed.current = false;
    setFramedLink(null);
    setIsOpen(false);
  }, []);

  /** Shows the provider's page in the caller's frame: no window to be blocked or lost. */
  const openInFrame = useCallback((link: string) => {
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
    answered.current = false;
    framed.current = true;
    setFramedLink(link);
    setIsOpen(true);
  }, []);

  /** Opens the provider's page; false when the browser blocked the window. */
  const open = useCallback((link: string): boolean => {
    const opened = window.open(
      link,
      CARD_POPUP.name,
      `width=${CARD_POPUP.width},height=${CARD_POPUP.height}`,
    );
    if (!opened) return false;
    popup.current = opened;
    answered.current = false;
    setIsOpen(true);
    return true;
  }, []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const timer = window.setInterval(() => {
      if (popup.current?.closed && !answered.current) handlers.current.onClosedWithoutAnswer();
    }, POPUP_CLOSED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isOpen]);

  useEffect(() => {
    if (!providerOrigin) return undefined;
    const listener = (event: MessageEvent) => {
      if (event.origin !== providerOrigin) return;
      // Framed, only our frame's page speaks for the provider (not another window of its origin).
      if (framed.current && (!frameRef.current || event.source !== frameRef.current.contentWindow))
        return;
      answered.current = true;
      handlers.current.onMessage(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [providerOrigin]);

  useEffect(
    () => () => {
      if (popup.current && !popup.current.closed) popup.current.close();
    },
    [],
  );

  return { open, openInFrame, close, isOpen, framedLink, frameRef };
}
