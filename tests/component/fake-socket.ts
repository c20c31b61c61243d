/**
 * Stands in for the browser's WebSocket and keeps what is sent. `start` says what the network
 * does: the socket opens, is refused before it opens, or never gets that far.
 */
export function fakeSocketClass(start: 'open' | 'refused' | 'never' = 'open') {
  return class FakeSocket extends EventTarget {
    static OPEN = 1;
    /** How many sockets were made, and the newest. */
    static made = 0;
    static last: FakeSocket | undefined;
    readonly OPEN = 1;
    readyState = 0;
    readonly sent: string[] = [];
    constructor(readonly url: string) {
      super();
      FakeSocket.made += 1;
      FakeSocket.last = this;
      if (start === 'never') return;
      setTimeout(() => {
        if (start === 'refused') {
          this.readyState = 3;
          this.dispatchEvent(new Event('error'));
          this.dispatchEvent(Object.assign(new Event('close'), { code: 1006 }));
        } else {
          this.readyState = 1;
          this.dispatchEvent(new Event('open'));
        }
      }, 0);
    }
    /** What was sent, each frame read as JSON. */
    frames(): unknown[] {
      return this.sent.map((data) => JSON.parse(data) as unknown);
    }
    send(data: string) {
      this.sent.push(data);
    }
    close() {
      this.readyState = 3;
    }
  };
}
