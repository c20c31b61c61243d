import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from './security/acting-helpers';
import { GUDRUN, startPortalApp, type PortalApp } from './portal-helpers';

const SIGNED_IN = '/api/user/v1/info/';
const STAFF = '/api/staff/v1/cases/';

describe('the server areas decide who may call a route', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'sigga']);
  });
  afterAll(() => portal.close());

  it('answers a public route without a token', async () => {
    const health = await portal.call(null, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    const chat = await portal.call(null, 'GET', '/api/chat/v1/availability/');
    expect(chat.statusCode).toBe(200);
  });

  it('refuses a signed-in route without a token (401 Unauthorized)', async () => {
    const response = await portal.call(null, 'GET', SIGNED_IN);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('Unauthorized');
  });

  it('still validates the request before asking for a token (400, then 401)', async () => {
    const invalid = await portal.call(null, 'POST', '/api/user/v1/login/switchcustomer/', {
      json: {},
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a staff route without a token (401) and with a customer token (403 StaffOnly)', async () => {
    expect((await portal.call(null, 'GET', STAFF)).statusCode).toBe(401);
    const customer = await portal.call('anna', 'GET', STAFF);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().errorCode).toBe('StaffOnly');
    expect((await portal.call('sigga', 'GET', STAFF)).statusCode).toBe(200);
  });

  it('resolves and audits whom staff act for once per request', async () => {
    const action = `staff.GET ${SIGNED_IN}`;
    // The first call also starts the acting, which is audited on its own.
    await portal.call('sigga', 'GET', SIGNED_IN, { headers: { impersonatedUser: GUDRUN } });
    const before = (await auditEvents(portal.testApp, action)).length;
    const response = await portal.call('sigga', 'GET', SIGNED_IN, {
      headers: { impersonatedUser: GUDRUN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().impersonation).not.toBeNull();
    expect((await auditEvents(portal.testApp, action)).length).toBe(before + 1);
  });
});
