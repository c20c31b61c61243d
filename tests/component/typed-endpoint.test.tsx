import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoint, type Get, type Post } from '../../src/domain/api/endpoint';
import { call } from '../../src/lib/api/call';
import { server } from './api-stubs';

const DECIDE =
  endpoint<Post<{ decision: 'confirm' | 'reject' }, { decided: true }, { id: string }>>(
    '/api/test/decide/',
  );
const LOOKUP = endpoint<Get<{ name: string }, { ssn: string }>>('/api/test/lookup/');

describe('call with a typed endpoint', () => {
  it("sends a write's query in the URL and its payload as the JSON body", async () => {
    const heard: { search: string; body: unknown }[] = [];
    server.use(
      http.post('/api/test/decide/', async ({ request }) => {
        heard.push({ search: new URL(request.url).search, body: await request.json() });
        return HttpResponse.json({ decided: true });
      }),
    );
    const answer = await call(DECIDE, {
      method: 'POST',
      query: { id: 'a b' },
      payload: { decision: 'confirm' },
    });
    expect(heard).toEqual([{ search: '?id=a%20b', body: { decision: 'confirm' } }]);
    expect(answer.decided).toBe(true);
  });

  it("sends a GET's payload as its query string", async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/test/lookup/', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({ name: 'Anna' });
      }),
    );
    const answer = await call(LOOKUP, { payload: { ssn: '1203894569' } });
    expect(searches).toEqual(['?ssn=1203894569']);
    expect(answer.name).toBe('Anna');
  });
});

/**
 * What the endpoint's types refuse. Never run: the type check of the tests (`tsc`) fails when one
 * of these lines is accepted.
 */
export function refusedByTheTypeChecker() {
  // @ts-expect-error the GET needs its query
  void call(LOOKUP);
  // @ts-expect-error a payload of another shape
  void call(LOOKUP, { payload: { kennitala: '1203894569' } });
  // @ts-expect-error the endpoint declares no GET
  void call(DECIDE);
  // @ts-expect-error the endpoint declares no PUT
  void call(DECIDE, { method: 'PUT', payload: { decision: 'confirm' } });
  // @ts-expect-error an endpoint is not a plain path whose answer the caller names
  void call<{ other: number }>(LOOKUP, { payload: { ssn: '1' } });
}
