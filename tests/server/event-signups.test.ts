import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_API } from '../../src/domain/api/form-paths';
import { SKJOL_EVENTS } from '../../src/domain/events';
import { INQUIRY_LIMIT_PER_ADDRESS } from '../../server/modules/cases/cases.routes';
import { signUpForEvent } from '../../server/modules/events/events.service';
import { testDatabaseKinds } from './support/databases';
import { outbox, startPortalApp, type PortalApp } from './portal-helpers';

const SMALL = SKJOL_EVENTS.find((event) => event.id === 'vetrarakstur-2027-03')!;
const BIG = SKJOL_EVENTS.find((event) => event.id === 'vinnustadurinn-2027-02')!;
const OTHER = SKJOL_EVENTS.find((event) => event.id === 'heimilid-2027-01')!;
const BEFORE_ALL = new Date('2026-12-01T12:00:00Z');

describe.each(testDatabaseKinds)('event sign-ups on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp([], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const deps = () => ({ db: db(), mailer: portal.testApp.identity.mailer });
  const unique = (what: string) => `${what}.${Math.random().toString(36).slice(2)}@example.com`;

  function post(body: unknown, address = `10.8.0.${nextAddress++}`) {
    return portal.testApp.app.inject({
      method: 'POST',
      url: FORM_API.conferenceSignup,
      remoteAddress: address,
      headers: { host: new URL(portal.testApp.config.siteUrl).host },
      payload: body as object,
    });
  }

  const signup = (overrides: Record<string, unknown> = {}) => ({
    eventId: OTHER.id,
    name: 'Anna Jónsdóttir',
    email: unique('vidburdur'),
    company: '',
    dietaryNeeds: 'Grænmetisfæði',
    lang: 'en',
    ...overrides,
  });

  it('takes a seat, answers the seats left and mails a confirmation with the event', async () => {
    const body = signup();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ eventId: OTHER.id, seatsLeft: OTHER.seats - 1 });
    const mail = (await outbox(portal.testApp)).find((m) => m.to_address === body.email);
    expect(mail?.subject).toContain(OTHER.title.en);
    expect(mail?.text_body ?? '').toContain('Borgartún 40, Reykjavík');
    expect(mail?.text_body ?? '').toContain('Grænmetisfæði');

    const seats = await portal.testApp.app.inject({
      method: 'GET',
      url: FORM_API.conferenceSignup,
    });
    expect(seats.statusCode).toBe(200);
    expect(seats.json().events.find((e: { id: string }) => e.id === OTHER.id)).toMatchObject({
      seats: OTHER.seats,
      seatsLeft: OTHER.seats - 1,
      open: true,
    });
  });

  it('says kindly that an address is already signed up, whatever its case, and takes no second seat', async () => {
    const email = unique('tvisvar');
    expect((await post(signup({ eventId: BIG.id, email }))).statusCode).toBe(201);
    const again = await post(signup({ eventId: BIG.id, email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'AlreadySignedUp',
      errors: { email: ['publicForms|alreadySignedUp'] },
    });
    // Another event is another seat.
    expect((await post(signup({ eventId: OTHER.id, email }))).statusCode).toBe(201);
  });

  it('never books more seats than the event has, even with sign-ups racing each other', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: SMALL.seats + 10 }, (_, index) =>
        signUpForEvent(
          deps(),
          signup({ eventId: SMALL.id, email: `kapp${index}@example.com` }),
          'is',
          BEFORE_ALL,
        ),
      ),
    );
    const taken = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(taken).toHaveLength(SMALL.seats);
    for (const refused of attempts.filter((attempt) => attempt.status === 'rejected'))
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'EventFull' });
    const rows = await db()
      .selectFrom('event_signup')
      .select('seat_number')
      .where('event_id', '=', SMALL.id)
      .orderBy('seat_number')
      .execute();
    expect(rows.map((row) => row.seat_number)).toEqual(
      Array.from({ length: SMALL.seats }, (_, index) => index + 1),
    );
    const full = await post(signup({ eventId: SMALL.id }));
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toEqual({ eventId: ['publicForms|eventFull'] });
  });

  it('refuses sign-ups once the event has started', async () => {
    await expect(
      signUpForEvent(deps(), signup(), 'is', new Date(Date.parse(OTHER.startsAt) + 1)),
    ).rejects.toMatchObject({ code: 'EventClosed', statusCode: 409 });
  });

  it('names every wrong field and never answers 500', async () => {
    const response = await post(signup({ eventId: 'jolaball', name: '', email: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      eventId: ['requiredField'],
      name: ['requiredField'],
      email: ['invalidEmail'],
    });
    for (const body of [{}, [], null, signup({ dietaryNeeds: 'x'.repeat(301) })])
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('drops a filled-in honeypot with a normal answer and keeps no seat', async () => {
    const body = signup({ website: 'http://spam.example' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const kept = await db()
      .selectFrom('event_signup')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(kept).toHaveLength(0);
    expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
  });

  it("counts into the public forms' limit per address", async () => {
    const address = '10.88.8.8';
    for (let i = 0; i < INQUIRY_LIMIT_PER_ADDRESS.max; i += 1)
      expect((await post(signup({ eventId: BIG.id }), address)).statusCode).toBe(201);
    const limited = await post(signup({ eventId: BIG.id }), address);
    expect(limited.statusCode).toBe(429);
  });
});
