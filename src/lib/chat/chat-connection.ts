import { CHAT_PATHS, type ChatClientFrame, type ChatServerFrame } from '../../domain/api/chat';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** Waits between reconnects: 1 s, 2 s, 4 s … up to 15 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export function chatSocketUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${CHAT_PATHS.socket}`;
}

/**
 * One chat socket that keeps itself open: it says hello (asking for what it missed), hands every
 * frame to `onFrame`, and when the connection drops it tries again after a growing pause. A
 * refused hello (a token that opens nothing) ends the tries.
 */
export class ChatConnection {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly hello: () => ChatClientFrame,
    private readonly onFrame: (frame: ChatServerFrame) => void,
    private readonly onState: (state: ConnectionState) => void,
    private readonly url: string = chatSocketUrl(),
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  private open() {
    this.onState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => socket.send(JSON.stringify(this.hello())));
    socket.addEventListener('message', (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        this.attempt = 0;
        this.onState('open');
      }
      this.onFrame(frame);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = undefined;
      if (event.code === 4401) {
        this.onState('refused');
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
    this.socket?.close();
    this.socket = undefined;
  }
}
