import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/errorCode.json';
import is from '../../../locales/is/errorCode.json';
import { PORTAL_API } from '../../../src/domain/api/portal';
import { PORTAL_MAILS_PER_HOUR } from '../../../server/modules/portal-mail/portal-mail.service';
import { outbox, startPortalApp, type PortalApp } from '../portal-helpers';

describe('e-mails the portal sends, per person and hour', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn']);
  });
  afterAll(() => portal.close());

  const endpoints = [
    PORTAL_API.sendPolicyOverview,
    PORTAL_API.sendClaimsOverview,
    PORTAL_API.sendTransactionOverview,
  ];

  it('sends ten in all over every endpoint, then answers 429 TooManyMails and sends nothing', async () => {
    for (let i = 0; i < PORTAL_MAILS_PER_HOUR; i += 1) {
      const response = await portal.call('anna', 'POST', endpoints[i % endpoints.length]!, {
        json: {},
      });
      expect(response.statusCode).toBe(200);
    }
    const before = (await outbox(portal.testApp)).length;
    for (const endpoint of endpoints) {
      const response = await portal.call('anna', 'POST', endpoint, { json: {} });
      expect(response.statusCode).toBe(429);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 429, errorCode: 'TooManyMails' });
    }
    expect((await outbox(portal.testApp)).length).toBe(before);

    // Someone else's budget is their own.
    const bjorn = await portal.call('bjorn', 'POST', PORTAL_API.sendPolicyOverview, { json: {} });
    expect(bjorn.statusCode).toBe(200);
  });

  it('has the message the portal shows for it in both languages', () => {
    expect(is.TooManyMails).toMatch(/tölvupóst/);
    expect(en.TooManyMails).toMatch(/e-mails/);
  });
});
