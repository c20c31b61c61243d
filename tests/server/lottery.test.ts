import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_API } from '../../src/domain/api/form-paths';
import { CURRENT_DRAW } from '../../src/domain/lottery';
import { INQUIRY_LIMIT_PER_ADDRESS } from '../../server/modules/cases/cases.routes';
import { enterDraw } from '../../server/modules/events/lottery.service';
import { testDatabaseKinds } from './support/databases';
import { outbox, startPortalApp, type PortalApp } from './portal-helpers';

describe.each(testDatabaseKinds)('the prize draw on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp([], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const unique = () => `leikur.${Math.random().toString(36).slice(2)}@example.com`;
  const entry = (overrides: Record<string, unknown> = {}) => ({
    name: 'Anna Jónsdóttir',
    email: unique(),
    phone: '611 1234',
    answer: 'monthly',
    consent: true,
    ...overrides,
  });
  function post(body: unknown, address = `10.9.0.${nextAddress++}`) {
    return portal.testApp.app.inject({
      method: 'POST',
      url: FORM_API.lotteryGame,
      remoteAddress: address,
      headers: { host: new URL(portal.testApp.config.siteUrl).host },
      payload: body as object,
    });
  }
  const entries = (email: string) =>
    db().selectFrom('lottery_entry').selectAll().where('email', 'ilike', email).execute();

  it('stores an entry with the answer, and makes no case', async () => {
    const body = entry();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ drawId: CURRENT_DRAW.id, entered: true });
    expect(await entries(body.email)).toMatchObject([
      { draw_id: CURRENT_DRAW.id, answer: 'monthly', phone: '6111234' },
    ]);
    const cases = await db()
      .selectFrom('service_case')
      .select('id')
      .where('sender_email', '=', body.email)
      .execute();
    expect(cases).toHaveLength(0);
  });

  it('takes one entry per e-mail address, whatever its case, and says so kindly', async () => {
    const email = unique();
    expect((await post(entry({ email }))).statusCode).toBe(201);
    const again = await post(entry({ email: email.toUpperCase(), answer: 'yearly', name: 'X' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'AlreadyEntered',
      errors: { email: ['publicForms|alreadyEntered'] },
    });
    expect(again.body).not.toContain('monthly');
    expect(await entries(email)).toHaveLength(1);
  });

  it('refuses entries after the closing time', async () => {
    await expect(
      enterDraw(db(), entry(), 'is', new Date(Date.parse(CURRENT_DRAW.closesAt) + 1000)),
    ).rejects.toMatchObject({ code: 'DrawClosed', statusCode: 409 });
  });

  it('names every wrong field and never answers 500', async () => {
    const response = await post(entry({ name: '', email: 'x', answer: 'maybe', consent: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['requiredField'],
      email: ['invalidEmail'],
      answer: ['requiredField'],
      consent: ['publicForms|consentRequired'],
    });
    for (const body of [{}, [], null, entry({ consent: 'x' })])
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('drops a filled-in honeypot with a normal answer and stores nothing', async () => {
    const body = entry({ website: 'http://spam.example' });
    expect((await post(body)).statusCode).toBe(201);
    expect(await entries(body.email)).toHaveLength(0);
    expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
  });

  it("counts into the public forms' limit per address", async () => {
    const address = '10.99.9.9';
    for (let i = 0; i < INQUIRY_LIMIT_PER_ADDRESS.max; i += 1)
      expect((await post(entry(), address)).statusCode).toBe(201);
    expect((await post(entry(), address)).statusCode).toBe(429);
  });
});
