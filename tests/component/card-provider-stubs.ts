import { act } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeAll, vi } from 'vitest';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { server } from './api-stubs';

/** The card provider's side of the portal's card flows: its origin, its window and its answers. */

export const PROVIDER = 'http://127.0.0.1:8001';
export const PAYMENT_LINK = `${PROVIDER}/pay/?session=abc.def`;

export type Handler = (body: unknown) => { status: number; body: unknown } | Promise<never>;

/**
 * Answers each 'METHOD path' with its handler through msw, recording the requests answered. A
 * request to any other route fails the test (msw's unhandled-request error).
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  server.use(
    ...Object.entries(handlers).map(([key, handler]) => {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const route = method === 'GET' ? http.get : http.post;
      return route(path, async ({ request }) => {
        const text = await request.text();
        const body: unknown = text === '' ? undefined : JSON.parse(text);
        calls.push({ key, body });
        const answer = await handler(body);
        return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
      });
    }),
  );
  return calls;
}

type FakePopup = { closed: boolean; close: () => void };

export function stubPopup() {
  const popup: FakePopup = {
    closed: false,
    close() {
      popup.closed = true;
    },
  };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open };
}

export function providerMessage(data: unknown, origin = PROVIDER) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

/** The portal's texts loaded, and every stubbed global and spy undone after each test. */
export function withPortalTextsAndCleanStubs() {
  beforeAll(() => ensurePortalTexts());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
