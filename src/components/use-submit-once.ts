import { useRef, type FormEvent } from 'react';

/**
 * A form's submit handler that does `send` once: a second press (or Enter) while the first is on
 * its way is ignored, so nothing is sent twice.
 */
export function useSubmitOnce(send: () => Promise<unknown>) {
  const sending = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void send().finally(() => {
      sending.current = false;
    });
  };
}
