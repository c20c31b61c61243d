import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentSlots, CaseList } from '../../src/domain/api/case';
import { APPOINTMENT_SLOT_TAKEN, CASE_API } from '../../src/domain/api/case-paths';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { createIdentity } from '../../server/identity/identity';
import { testDatabaseKinds } from './support/databases';
import { outbox, startPortalApp, type PortalApp } from './portal-helpers';

const DAY_MS = 24 * 60 * 60_000;

/** The next date (UTC midnight) after today whose weekday is one of `weekdays`. */
function nextDay(weekdays: number[], from = new Date()): number {
  const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let offset = 1; offset < 14; offset += 1) {
    const day = today + offset * DAY_MS;
    if (weekdays.includes(new Date(day).getUTCDay())) return day;
  }
  throw new Error('no such day');
}
const at = (day: number, hours: number, minutes = 0) =>
  new Date(day + (hours * 60 + minutes) * 60_000).toISOString();

describe.each(testDatabaseKinds)('appointments on %s', (kind) => {
  let portal: PortalApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle | undefined;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['sigga'], kind);
    // A second instance of the app over the same database, as behind a load balancer: on
    // PostgreSQL with a connection pool of its own; PGlite in memory has only the one handle.
    const { config, database } = portal.testApp;
    if (kind === 'postgres') {
      const { rows } = await sql<{
        schema: string;
      }>`select current_schema() as schema`.execute(database.db);
      secondDatabase = openDatabase({
        kind: 'postgres',
        url: process.env.TEST_DATABASE_URL!,
        schema: rows[0]!.schema,
      });
    }
    const shared = secondDatabase ?? database;
    second = await buildApp({
      config,
      database: shared,
      identity: await createIdentity(config, shared.db),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
    await portal.close();
  });

  function post(body: Record<string, unknown>, app: FastifyInstance = portal.testApp.app) {
    return app.inject({
      method: 'POST',
      url: CASE_API.requestAppointment,
      remoteAddress: `10.5.0.${nextAddress++}`,
      payload: body,
    });
  }
  const slots = async () =>
    (
      await portal.testApp.app.inject({ method: 'GET', url: CASE_API.appointmentSlots })
    ).json<AppointmentSlots>();

  const booking = (slot: string, overrides: Record<string, unknown> = {}) => ({
    topic: 'claim',
    meeting: 'office',
    slot,
    name: 'Páll Pálsson',
    email: `timi.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '699 1234',
    ssn: '',
    note: 'Vil fara yfir tjón á bílnum; með myndir.',
    lang: 'en',
    ...overrides,
  });

  it('lists free half-hours on weekdays inside the opening hours, none sooner than an hour away', async () => {
    const { slotMinutes, slots: free } = await slots();
    expect(slotMinutes).toBe(30);
    expect(free.length).toBeGreaterThan(100);
    const soonest = Date.now() + 60 * 60_000;
    for (const { start, end } of free) {
      const begins = new Date(start);
      const minute = begins.getUTCHours() * 60 + begins.getUTCMinutes();
      expect([1, 2, 3, 4, 5]).toContain(begins.getUTCDay());
      // 'opnunartimi': 08:30–16:00 on weekdays; the last slot starts at 15:30.
      expect(minute).toBeGreaterThanOrEqual(8 * 60 + 30);
      expect(minute).toBeLessThanOrEqual(15 * 60 + 30);
      expect(minute % 30).toBe(0);
      expect(begins.getTime()).toBeGreaterThanOrEqual(soonest);
      expect(new Date(end).getTime() - begins.getTime()).toBe(30 * 60_000);
    }
  });

  it('holds the slot, makes a case in the inbox and mails a confirmation with a valid .ics', async () => {
    const slot = at(nextDay([2]), 10);
    const body = booking(slot);
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const created = response.json<{ caseNumber: string; start: string; end: string }>();
    expect(created.start).toBe(slot);
    expect(created.end).toBe(at(nextDay([2]), 10, 30));
    expect((await slots()).slots.map((s) => s.start)).not.toContain(slot);

    const inbox = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?kind=appointment`);
    const found = inbox.json<CaseList>().cases.find((row) => row.caseNumber === created.caseNumber);
    expect(found).toMatchObject({ kind: 'appointment', origin: 'webform', queue: 'claims' });
    expect(found!.subject).toMatch(/^Tímapöntun af vef: Tjón, þriðjudagur \d+\. \S+ kl\. 10:00$/);

    const mail = (await outbox(portal.testApp)).find((row) => row.to_address === body.email)!;
    // A booking, not an inquiry: the subject names the time and nobody promises an e-mailed answer.
    expect(mail.subject).toMatch(/^Your appointment is booked: Tuesday \d+ \S+ \d{4} at 10:00$/);
    expect(mail.text_body).toContain(
      `The time is held for you and your booking has the number ${created.caseNumber}.`,
    );
    expect(mail.text_body).toContain('timapontun.ics');
    expect(mail.text_body).not.toMatch(/received your request|answer you by e-mail/);
    expect(mail.text_body).toMatch(/When: Tuesday \d+ \S+ \d{4} at 10:00/);
    expect(mail.text_body).toContain('Where: Skjól, Borgartún 40, 105 Reykjavík');
    const [ics] = mail.attachments;
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const text = Buffer.from(ics!.contentBase64, 'base64').toString('utf8');
    const stamp = slot.replace(/[-:]/g, '').replace('.000', '');
    expect(text).toContain(`\r\nDTSTART:${stamp}\r\n`);
    expect(text).toContain('\r\nLOCATION:Skjól\\, Borgartún 40\\, 105 Reykjavík\r\n');
    expect(text).toMatch(/\r\nUID:[0-9a-f-]{36}@[^\r]+\r\n/);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('lets only one of two visitors on two instances have the same slot; the other gets 409', async () => {
    const slot = at(nextDay([3]), 13, 30);
    const [one, two] = await Promise.all([post(booking(slot)), post(booking(slot), second)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(refused.json().errorCode).toBe(APPOINTMENT_SLOT_TAKEN);
    const held = await portal.testApp.database.db
      .selectFrom('appointment')
      .select('case_id')
      .where('starts_at', '=', new Date(slot))
      .execute();
    expect(held).toHaveLength(1);
    // The refused visitor left no case behind: the hold and the case are one transaction.
    const cases = await portal.testApp.database.db
      .selectFrom('service_case')
      .select('id')
      .where('kind', '=', 'appointment')
      .where('subject', 'like', '%kl. 13:30')
      .execute();
    expect(cases).toHaveLength(1);
    // And a later try, on either instance, is refused too.
    expect((await post(booking(slot), second)).statusCode).toBe(409);
  });

  it('refuses past slots, closed days, times outside the hours or off the half-hour, and too far ahead', async () => {
    const weekday = nextDay([1, 2, 3, 4, 5]);
    const refused = [
      at(nextDay([1, 2, 3, 4, 5]) - 7 * DAY_MS, 10),
      at(nextDay([6]), 10),
      at(nextDay([0]), 11),
      at(weekday, 7),
      at(weekday, 15, 45),
      at(weekday, 16),
      at(weekday, 10, 15),
      at(weekday + 35 * DAY_MS, 10),
    ];
    for (const slot of refused) {
      const response = await post(booking(slot));
      expect(response.statusCode, slot).toBe(400);
      expect(response.json().errors, slot).toEqual({ slot: ['slotUnavailable'] });
    }
  });

  it('names every wrong field and never answers 500', async () => {
    const response = await post(
      booking('tomorrow', {
        topic: 'boat',
        meeting: 'moon',
        name: '',
        email: 'no',
        phone: '',
        ssn: '12',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      topic: ['requiredField'],
      meeting: ['requiredField'],
      slot: ['slotUnavailable'],
      name: ['requiredField'],
      email: ['invalidEmail'],
      phone: ['requiredField'],
      ssn: ['invalidSsn'],
    });
    expect(
      (await post(booking(at(nextDay([4]), 9), { note: 'x'.repeat(501) }))).json().errors,
    ).toEqual({
      note: ['tooLong'],
    });
    expect((await post({})).statusCode).toBe(400);
    expect((await post(booking('2026-02-30T10:00:00Z'))).statusCode).toBe(400);
  });

  it('gives a bot that fills in the honeypot a normal answer, and holds nothing', async () => {
    const slot = at(nextDay([4]), 14);
    const response = await post(booking(slot, { website: 'spam' }));
    expect(response.statusCode).toBe(201);
    expect((await slots()).slots.map((s) => s.start)).toContain(slot);
  });

  it('is limited per address', async () => {
    const day = nextDay([5]);
    const from = (i: number) =>
      portal.testApp.app.inject({
        method: 'POST',
        url: CASE_API.requestAppointment,
        remoteAddress: '10.5.9.9',
        payload: booking(at(day, 9 + i)),
      });
    for (let i = 0; i < 5; i += 1) expect((await from(i)).statusCode).toBe(201);
    expect((await from(5)).statusCode).toBe(429);
  });
});
