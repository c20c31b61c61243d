import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNICATION_API } from '../../src/domain/api/communication-rules';
import { ANNA, BJORN, HRAUNHOLAR, startPortalApp, type PortalApp } from './portal-helpers';

const ALL = { emailNewsletter: true, smsOffers: true, post: true };
const NONE = { emailNewsletter: false, smsOffers: false, post: false };

describe('settings/communication: the marketing a customer chooses to receive', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'gudrun', 'sigga', 'lesa']);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const audit = (action: string, subject: string) =>
    db()
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', action)
      .where('subject', '=', subject)
      .orderBy('id')
      .execute();

  it('answers nothing chosen for a customer who never chose, and where mail would arrive', async () => {
    const response = await portal.call('anna', 'GET', COMMUNICATION_API);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      choices: NONE,
      email: 'anna@example.is',
      mobilePhone: '6111234',
      updatedAt: null,
      canChange: true,
    });
  });

  it('saves the choices, answers them and audits what changed', async () => {
    const saved = await portal.call('anna', 'POST', COMMUNICATION_API, {
      json: { emailNewsletter: true, smsOffers: false, post: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().choices).toEqual({ emailNewsletter: true, smsOffers: false, post: true });
    expect(saved.json().updatedAt).not.toBeNull();

    const again = await portal.call('anna', 'GET', COMMUNICATION_API);
    expect(again.json().choices).toEqual({ emailNewsletter: true, smsOffers: false, post: true });

    const events = await audit('settings.communicationChanged', ANNA);
    expect(events.at(-1)).toMatchObject({
      actor: ANNA,
      detail: { emailNewsletter: true, post: true },
    });

    await portal.call('anna', 'POST', COMMUNICATION_API, { json: NONE });
    expect((await portal.call('anna', 'GET', COMMUNICATION_API)).json().choices).toEqual(NONE);
  });

  it('refuses a body that is not three yes-or-no choices with 400, never a 500', async () => {
    for (const json of [
      {},
      { ...ALL, emailNewsletter: 'yes' },
      { ...ALL, post: 'maybe' },
      { emailNewsletter: true, smsOffers: true },
      [],
    ]) {
      const response = await portal.call('anna', 'POST', COMMUNICATION_API, { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
    }
  });

  it('refuses text messages to someone with no mobile number, naming the field', async () => {
    await db()
      .updateTable('party')
      .set({ mobile_phone: null })
      .where('kennitala', '=', ANNA)
      .execute();
    try {
      const response = await portal.call('anna', 'POST', COMMUNICATION_API, { json: ALL });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'NoMobileRegistered',
        errors: { smsOffers: ['settings|communicationNeedsMobile'] },
      });
    } finally {
      await db()
        .updateTable('party')
        .set({ mobile_phone: '6111234' })
        .where('kennitala', '=', ANNA)
        .execute();
    }
  });

  it('needs a sign-in', async () => {
    expect((await portal.call(null, 'GET', COMMUNICATION_API)).statusCode).toBe(401);
    expect((await portal.call(null, 'POST', COMMUNICATION_API, { json: ALL })).statusCode).toBe(
      401,
    );
  });

  it("lets someone acting for a person see that person's choices but not change them", async () => {
    const headers = { overviewUser: BJORN };
    const seen = await portal.call('gudrun', 'GET', COMMUNICATION_API, { headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canChange).toBe(false);
    const refused = await portal.call('gudrun', 'POST', COMMUNICATION_API, {
      headers,
      json: ALL,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('CommunicationSelfOnly');
    expect(await audit('settings.communicationChangeRefused', BJORN)).toHaveLength(1);
  });

  it('lets the people who run a company choose for it', async () => {
    const response = await portal.call('anna', 'POST', COMMUNICATION_API, {
      headers: { overviewUser: HRAUNHOLAR },
      json: { emailNewsletter: false, smsOffers: false, post: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().choices.post).toBe(true);
  });

  it('lets full-access staff record a choice and read-only staff only look', async () => {
    const headers = { impersonatedUser: BJORN };
    const viewed = await portal.call('lesa', 'GET', COMMUNICATION_API, { headers });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().canChange).toBe(false);
    const refused = await portal.call('lesa', 'POST', COMMUNICATION_API, { headers, json: ALL });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ReadOnlyRole');

    expect(
      (await portal.call('sigga', 'GET', COMMUNICATION_API, { headers })).json().canChange,
    ).toBe(true);
    const saved = await portal.call('sigga', 'POST', COMMUNICATION_API, {
      headers,
      json: { emailNewsletter: true, smsOffers: false, post: false },
    });
    expect(saved.statusCode).toBe(200);
    const events = await audit('settings.communicationChanged', BJORN);
    expect(events.at(-1)).toMatchObject({
      actor: 'staff:sigga',
      detail: { emailNewsletter: true },
    });
    const row = await db()
      .selectFrom('marketing_choice')
      .selectAll()
      .where('kennitala', '=', BJORN)
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe('staff:sigga');
  });
});
