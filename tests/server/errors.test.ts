import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

describe('errors leave as application/problem+json', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { bodyLimitBytes: 1024 }, (app) => {
      // The echo answers whatever arrived, so its answer's schema leaves the field open.
      const echoed = { type: 'object', properties: { received: {} } } as const;
      app.post('/api/test/echo/', { schema: { response: { 200: echoed } } }, async (request) => ({
        received: request.body,
      }));
      app.get('/api/test/crash/', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
    });
  });
  afterAll(() => testApp.close());

  it('answers an unknown API path with 404 NotFound', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, errorCode: 'NotFound' });
  });

  it('answers a body over the limit with 413 PayloadTooLarge', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2048) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 413, errorCode: 'PayloadTooLarge' });
  });

  it('accepts a body under the limit', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { text: 'lítið' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { text: 'lítið' } });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('never leaks internals in a 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 500, errorCode: 'InternalError' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
  });
});
