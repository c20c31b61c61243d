import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that does `send` once: a second press (or Enter) while the first is on
 * its way is ignored, so nothing is sent twice. Called without an event, it sends as a press would
 * (a send held while the page's code was on its way).
 */
export function useSubmitOnce(send: () => Promise<unknown>) {
  const sending = useRef(false);
  return (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void send().finally(() => {
      sending.current = false;
    });
  };
}
