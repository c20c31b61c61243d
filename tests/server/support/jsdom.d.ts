// jsdom ships without types here (vitest's component environment uses it internally); the server
// tests use only this much of it, to run a server-rendered page's script.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only' });
    readonly window: Window & typeof globalThis;
  }
}
