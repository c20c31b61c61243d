import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network as the browser side sees it in component tests: Mock Service Worker answers every
 * request. Tests add the answers they need with `server.use(http.get<Params, Body, Answer>(...))`,
 * typed with the API's own types from src/domain/api; a request nobody answers fails the test.
 */
export const server = setupServer();

/** A JSON body parsed; anything else (a multipart upload) as its text. */
function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type RecordedRequest = { method: string; path: string; body: unknown };

/**
 * Every request the code under test sends from now on, as method, path (with query) and body
 * (parsed when JSON), for tests that prove what was sent.
 */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: undefined,
    };
    recorded.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text === '' ? undefined : parseOrText(text);
      });
  });
  return recorded;
}

/** The API's error answer: application/problem+json with its stable code. */
export function problem(status: number, errorCode: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { status, errorCode, message: errorCode, ...extra },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}
