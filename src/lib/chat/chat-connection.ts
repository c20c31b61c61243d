import {
  type ChatClientFrame,
  type ChatServerFrame,
  type ChatStaffServerFrame,
} from '../../domain/api/chat';
import { CHAT_PATHS } from '../../domain/api/chat-paths';
import { CHAT_CLOSE } from '../../domain/chat';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** Waits between reconnects: 1 s, 2 s, 4 s … up to 15 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export function chatSocketUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${CHAT_PATHS.socket}`;
}

/**
 * What a chat connection offers its screen, whichever way it talks to the server: frames out,
 * frames in (through the callbacks it was made with), start and stop.
 */
export type ChatTransport = {
  start(): void;
  /** False when the frame cannot go now (the caller keeps it to send after reconnecting). */
  send(frame: ChatClientFrame): boolean;
  stop(): void;
};

/**
 * One chat socket that keeps itself open: it says hello (asking for what it missed), hands every
 * frame to `onFrame`, and when the connection drops it tries again after a growing pause. A
 * refused hello (a token that opens nothing), or the end of the sign-in the socket rested on,
 * ends the tries. Given `onBlocked`, a first socket
 * that never gets as far as `ready` (refused before it opens, or silent for `readyMs`) is not
 * retried: the owner is told, to talk some other way. A staff console's frames are the staff kind.
 */
export class ChatConnection<
  Frame extends ChatServerFrame | ChatStaffServerFrame = ChatServerFrame,
> implements ChatTransport {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readyTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private everReady = false;

  constructor(
    private readonly hello: () => ChatClientFrame,
    private readonly onFrame: (frame: Frame) => void,
    private readonly onState: (state: ConnectionState) => void,
    private readonly url: string = chatSocketUrl(),
    private readonly fallback?: { onBlocked: () => void; readyMs: number },
  ) {}

  private blocked() {
    if (this.stopped) return;
    this.stop();
    this.fallback?.onBlocked();
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  private open() {
    this.onState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const first = !this.everReady && this.fallback !== undefined;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      // A page policy that forbids sockets throws here rather than failing later.
      if (first) this.blocked();
      return;
    }
    this.socket = socket;
    if (first) this.readyTimer = setTimeout(() => this.blocked(), this.fallback?.readyMs);
    socket.addEventListener('open', () => socket.send(JSON.stringify(this.hello())));
    socket.addEventListener('message', (event) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(event.data)) as Frame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        this.everReady = true;
        clearTimeout(this.readyTimer);
        this.attempt = 0;
        this.onState('open');
      }
      this.onFrame(frame);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = undefined;
      // Refused, or the sign-in it rested on has ended: trying again would be refused too.
      if (event.code === CHAT_CLOSE.unauthorized || event.code === CHAT_CLOSE.sessionEnded) {
        this.onState('refused');
        return;
      }
      if (first && !this.everReady) {
        this.blocked();
        return;
      }
      this.onState('reconnecting');
      const wait = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)] ?? 15_000;
      this.attempt += 1;
      this.timer = setTimeout(() => this.open(), wait);
    });
  }

  /** Sends when open; false when not (the caller keeps the frame to send after reconnecting). */
  send(frame: ChatClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.readyTimer);
    this.socket?.close();
    this.socket = undefined;
  }
}
