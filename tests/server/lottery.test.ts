import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_API } from '../../src/domain/api/form-paths';
import { CALENDAR_DRAWS, CURRENT_DRAW, calendarDrawId } from '../../src/domain/lottery';
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

  describe("a Christmas calendar door's draw", () => {
    const december = (day: number, hour = 12) =>
      new Date(Date.UTC(CALENDAR_DRAWS.year, 11, day, hour));
    const calendarEntry = (overrides: Record<string, unknown> = {}) =>
      entry({ calendarDay: 5, answer: '2/3', ...overrides });

    it("stores the score in that day's draw, one entry per address per day", async () => {
      const email = unique();
      await expect(enterDraw(db(), calendarEntry({ email }), 'en', december(7))).resolves.toEqual({
        drawId: calendarDrawId(5),
        entered: true,
      });
      expect(await entries(email)).toMatchObject([
        { draw_id: 'jolakula-2026-05', answer: '2/3', language: 'en' },
      ]);
      // The same address may enter another day's draw, and the current prize draw...
      await enterDraw(db(), calendarEntry({ email, calendarDay: 6 }), 'en', december(7));
      await enterDraw(db(), entry({ email }), 'en', december(7));
      expect(await entries(email)).toHaveLength(3);
      // ...but not the same day's twice.
      await expect(
        enterDraw(db(), calendarEntry({ email: email.toUpperCase() }), 'en', december(8)),
      ).rejects.toMatchObject({ code: 'AlreadyEntered', statusCode: 409 });
    });

    it('refuses a door that has not opened, and every door once the calendar has closed', async () => {
      await expect(
        enterDraw(db(), calendarEntry({ calendarDay: 8 }), 'is', december(7, 23)),
      ).rejects.toMatchObject({ code: 'DrawClosed', statusCode: 409 });
      await expect(
        enterDraw(
          db(),
          calendarEntry({ calendarDay: 1 }),
          'is',
          new Date(Date.parse(CALENDAR_DRAWS.closesAt) + 1000),
        ),
      ).rejects.toMatchObject({ code: 'DrawClosed' });
      await expect(
        enterDraw(db(), calendarEntry({ calendarDay: 8 }), 'is', december(8, 0)),
      ).resolves.toMatchObject({ drawId: 'jolakula-2026-08' });
    });

    it('wants a score for an answer, and a day of the calendar', async () => {
      await expect(
        enterDraw(db(), calendarEntry({ answer: 'monthly' }), 'is', december(9)),
      ).rejects.toMatchObject({ code: 'ValidationFailed', statusCode: 400 });
      for (const calendarDay of [0, 25, 2.5, 'five']) {
        const response = await post(calendarEntry({ calendarDay }));
        expect(response.statusCode, String(calendarDay)).toBe(400);
      }
    });
  });
});
