/** An XMLHttpRequest the test drives: it reports upload progress and answers when told. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    [this.method, this.url] = [method, url];
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  respond(status: number, body: object) {
    [this.status, this.responseText] = [status, JSON.stringify(body)];
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}
