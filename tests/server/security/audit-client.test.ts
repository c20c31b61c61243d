import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEvent } from '../../../server/modules/audit/audit.repository';
import { createTestApp, type TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/databases';

describe.each(testDatabaseKinds)('audit events name the client on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {}, (app) => {
      const recorded = {
        type: 'object',
        required: ['recorded'],
        properties: { recorded: { type: 'boolean' } },
      } as const;
      app.post('/api/test/audit/', { schema: { response: { 200: recorded } } }, async () => {
        // Deep in a service, nothing but the database at hand.
        await recordAuditEvent(app.deps.database.db, { action: 'test.event', actor: null });
        return { recorded: true };
      });
    });
  });
  afterAll(() => testApp.close());

  it('records the address and user agent of the request being served', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/audit/',
      headers: { 'user-agent': `Probe/1.0 ${'x'.repeat(2000)}` },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const event = await testApp.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'test.event')
      .executeTakeFirstOrThrow();
    expect(event.ip).toBe('203.0.113.7');
    expect(event.user_agent?.startsWith('Probe/1.0 xxx')).toBe(true);
    expect(event.user_agent?.length).toBe(512);
  });

  it('records none outside a request', async () => {
    await recordAuditEvent(testApp.database.db, { action: 'test.job', actor: null });
    const event = await testApp.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'test.job')
      .executeTakeFirstOrThrow();
    expect(event.ip).toBeNull();
    expect(event.user_agent).toBeNull();
  });
});
