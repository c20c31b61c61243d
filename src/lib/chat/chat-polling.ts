import {
  type ChatClientFrame,
  type ChatEvents,
  type ChatFrameError,
  type ChatMessage,
  type ChatServerFrame,
} from '../../domain/api/chat';
import { CHAT_PATHS, CHAT_TOKEN_HEADER } from '../../domain/api/chat-paths';
import { CHAT_LONG_POLL_MS, CHAT_SOCKET_READY_MS } from '../../domain/chat';
import {
  ChatConnection,
  chatSocketUrl,
  type ChatTransport,
  type ConnectionState,
} from './chat-connection';

/** Waits between failed polls: 1 s, 2 s, 4 s … up to 15 s, as the socket's reconnects. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** The refusals of a message the widget handles as it does the socket's error frames. */
const FRAME_ERRORS: readonly string[] = [
  'MessageTooLong',
  'EmptyMessage',
  'TooManyMessages',
  'ConversationEnded',
] satisfies ChatFrameError[];

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`chat call refused: ${status}`);
  }
}

export type VisitorLinkOptions = {
  /** The conversation's token. */
  token: () => string;
  /** The last message id the screen has; what comes after it is asked for. */
  after: () => string | null;
  onFrame: (frame: ChatServerFrame) => void;
  onState: (state: ConnectionState) => void;
  /** Told once when the socket proved blocked and the talk went over to HTTP. */
  onFallback?: () => void;
};

/**
 * A visitor's conversation over plain HTTP, for when a WebSocket cannot be opened. It speaks to
 * its screen exactly as the socket does: a message goes by POST and its answer becomes the `ack`
 * and `message` frames; a long poll for what came after the last message id gives `message`,
 * `typing` and `conversation` frames; the first answer (and the first after a failure) is a
 * `ready`, on which the screen sends again what was never acknowledged, under the same client ids.
 */
export class ChatPolling implements ChatTransport {
  private stopped = true;
  private state: string | undefined;
  private poll: AbortController | undefined;
  private outbox: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;

  constructor(
    private readonly options: Omit<VisitorLinkOptions, 'onFallback'>,
    private readonly longPollMs: number = CHAT_LONG_POLL_MS,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.loop();
  }

  stop(): void {
    this.stopped = true;
    this.poll?.abort();
    this.wake?.();
  }

  send(frame: ChatClientFrame): boolean {
    if (this.stopped) return false;
    if (frame.type === 'message') {
      // One after another, so two messages are stored in the order they were written.
      this.outbox = this.outbox.then(() => this.post(frame.clientId, frame.body));
    } else if (frame.type === 'typing') {
      void this.call(CHAT_PATHS.typing, 'POST', {}).catch(() => undefined);
    } else if (frame.type === 'marks') {
      const { delivered, read } = frame;
      void this.call(CHAT_PATHS.marks, 'POST', {
        ...(delivered !== undefined ? { delivered } : {}),
        ...(read !== undefined ? { read } : {}),
      }).catch(() => undefined);
    }
    return true;
  }

  private async post(clientId: string, body: string): Promise<void> {
    try {
      const message = await this.call<ChatMessage>(CHAT_PATHS.messages, 'POST', {
        clientId,
        body,
      });
      this.options.onFrame({ type: 'ack', clientId, id: message.id });
      this.options.onFrame({ type: 'message', message });
    } catch (error) {
      if (error instanceof Refused && error.code && FRAME_ERRORS.includes(error.code)) {
        this.options.onFrame({ type: 'error', code: error.code as ChatFrameError, clientId });
      } else if (!this.stopped) {
        // Not through: the message stays pending, and the poll starts over, whose `ready`
        // sends it again.
        this.state = undefined;
        this.poll?.abort();
      }
    }
  }

  private async call<T>(path: string, method: 'GET' | 'POST', body?: object, signal?: AbortSignal) {
    const response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        [CHAT_TOKEN_HEADER]: this.options.token(),
        ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      },
      credentials: 'same-origin',
      ...(body ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) {
      const problem = (await response.json().catch(() => ({}))) as { errorCode?: unknown };
      throw new Refused(
        response.status,
        typeof problem.errorCode === 'string' ? problem.errorCode : undefined,
      );
    }
    return (response.status === 204 ? null : await response.json()) as T;
  }

  private async loop(): Promise<void> {
    let ready = false;
    let attempt = 0;
    this.options.onState('connecting');
    while (!this.stopped) {
      const controller = new AbortController();
      this.poll = controller;
      const query = new URLSearchParams();
      const after = this.options.after();
      if (after !== null) query.set('after', after);
      if (ready && this.state !== undefined) query.set('state', this.state);
      query.set('wait', ready ? String(Math.round(this.longPollMs / 1000)) : '0');
      try {
        const events = await this.call<ChatEvents>(
          `${CHAT_PATHS.events}?${query}`,
          'GET',
          undefined,
          controller.signal,
        );
        if (this.stopped) return;
        attempt = 0;
        for (const message of events.messages) this.options.onFrame({ type: 'message', message });
        if (!ready) {
          ready = true;
          this.options.onState('open');
          this.options.onFrame({ type: 'ready', conversation: events.conversation });
        }
        if (events.state !== this.state) {
          this.state = events.state;
          this.options.onFrame({ type: 'conversation', conversation: events.conversation });
        }
        if (events.agentTyping)
          this.options.onFrame({
            type: 'typing',
            conversationId: events.conversation.id,
            author: 'agent',
          });
        if (events.conversation.status === 'ended') return;
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof Refused && error.status === 401) {
          this.options.onState('refused');
          return;
        }
        // Aborted to resend at once, or a failure: start over with a `ready` after a pause.
        const resend = controller.signal.aborted;
        ready = false;
        this.options.onState('reconnecting');
        const wait = resend ? 0 : (RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 15_000);
        attempt += 1;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }
}

/**
 * A visitor's link to the conversation: the WebSocket first, and when that proves blocked (it
 * fails before it opens, or says nothing for a few seconds) plain HTTP from then on.
 */
export class VisitorChatLink implements ChatTransport {
  private current: ChatTransport;

  constructor(
    hello: () => ChatClientFrame,
    private readonly options: VisitorLinkOptions,
    socketUrl: string = chatSocketUrl(),
    readyMs: number = CHAT_SOCKET_READY_MS,
  ) {
    this.current = new ChatConnection(hello, options.onFrame, options.onState, socketUrl, {
      readyMs,
      onBlocked: () => {
        this.current = new ChatPolling(options);
        this.current.start();
        options.onFallback?.();
      },
    });
  }

  start(): void {
    this.current.start();
  }

  send(frame: ChatClientFrame): boolean {
    return this.current.send(frame);
  }

  stop(): void {
    this.current.stop();
  }
}
