import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE } from '../../../src/domain/chat';
import { ChatConnection, type ConnectionState } from '../../../src/lib/chat/chat-connection';

/** Just enough of a browser WebSocket: the test closes it with the server's code. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {}
  closeWith(code: number) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

describe('a chat connection the server closes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function connect() {
    const states: ConnectionState[] = [];
    const connection = new ChatConnection(
      () => ({ type: 'hello', token: 't' }),
      () => undefined,
      (state) => states.push(state),
      'ws://skjol.test/socket',
    );
    connection.start();
    return states;
  }

  it('stops trying once the sign-in it rested on has ended, as when refused', () => {
    for (const code of [CHAT_CLOSE.sessionEnded, CHAT_CLOSE.unauthorized]) {
      FakeSocket.opened = [];
      const states = connect();
      FakeSocket.opened[0]!.closeWith(code);
      vi.advanceTimersByTime(60_000);
      expect(states.at(-1)).toBe('refused');
      expect(FakeSocket.opened).toHaveLength(1);
    }
  });

  it('opens again when its token ran out or it was one socket too many', () => {
    for (const code of [CHAT_CLOSE.tokenExpired, CHAT_CLOSE.tooMany]) {
      FakeSocket.opened = [];
      const states = connect();
      FakeSocket.opened[0]!.closeWith(code);
      vi.advanceTimersByTime(1_000);
      expect(states).toContain('reconnecting');
      expect(FakeSocket.opened).toHaveLength(2);
    }
  });
});
