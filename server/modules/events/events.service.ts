import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { AppError, badRequest } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { findEvent, isEventOpen, SKJOL_EVENTS } from '../../../src/domain/events';
import { conferenceSignupSchema, formatDate, validateWith } from '../../../src/domain';
import type { ConferenceSignupCreated, EventSeats } from '../../../src/domain/api/events';
import { hasSignedUp, seatsTaken, takeNextSeat } from './events.repository';

/** How often a sign-up reaches again for a seat another sign-up took at the same moment. */
const SEAT_ATTEMPTS = 8;

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** Every declared event with the seats still free and whether it takes sign-ups. */
export async function eventSeats(db: Db, now: Date): Promise<EventSeats> {
  const taken = await seatsTaken(db);
  return {
    events: SKJOL_EVENTS.map((event) => {
      const seatsLeft = Math.max(0, event.seats - (taken.get(event.id) ?? 0));
      return {
        id: event.id,
        startsAt: event.startsAt,
        seats: event.seats,
        seatsLeft,
        open: seatsLeft > 0 && isEventOpen(event, now),
      };
    }),
  };
}

export async function seatsLeftAt(db: Db, eventId: string, now: Date): Promise<number> {
  return (await eventSeats(db, now)).events.find((event) => event.id === eventId)?.seatsLeft ?? 0;
}

/**
 * A sign-up takes one numbered seat of the event, if one is free and the event has not started,
 * once per e-mail address; the person is mailed a confirmation.
 */
export async function signUpForEvent(
  deps: { db: Db; mailer: Mailer },
  body: unknown,
  language: ServerLanguage,
  now: Date = new Date(),
): Promise<ConferenceSignupCreated> {
  const result = await validateWith(conferenceSignupSchema, body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The sign-up is not valid', result.errors);
  const form = result.value;
  const event = findEvent(form.eventId)!;
  if (!isEventOpen(event, now))
    throw new AppError('EventClosed', 409, 'Sign-up for this event has closed', {
      eventId: ['publicForms|eventClosed'],
    });
  const alreadySignedUp = () =>
    new AppError('AlreadySignedUp', 409, 'This e-mail address is already signed up', {
      email: ['publicForms|alreadySignedUp'],
    });
  if (await hasSignedUp(deps.db, event.id, form.email)) throw alreadySignedUp();

  let seat: number | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      seat = await takeNextSeat(deps.db, {
        eventId: event.id,
        seats: event.seats,
        name: form.name,
        email: form.email,
        company: form.company,
        dietaryNeeds: form.dietaryNeeds,
        language,
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same address at the same moment, or another sign-up took this seat number first.
      if (await hasSignedUp(deps.db, event.id, form.email)) throw alreadySignedUp();
      if (attempt >= SEAT_ATTEMPTS)
        throw new AppError('EventBusy', 503, 'Too many sign-ups at once; try again');
    }
  }
  if (seat === null)
    throw new AppError('EventFull', 409, 'Every seat is taken', {
      eventId: ['publicForms|eventFull'],
    });

  const t = translator(language, 'publicForms');
  await deps.mailer.send({
    to: form.email,
    subject: t('eventMailSubject', { event: event.title[language] }),
    text: [
      t('eventMailGreeting', { name: form.name }),
      '',
      t('eventMailIntro', {
        event: event.title[language],
        when: formatDate(event.startsAt, language, { weekday: true, time: true }),
        place: event.place[language],
      }),
      ...(form.dietaryNeeds ? [t('eventMailDiet', { dietaryNeeds: form.dietaryNeeds })] : []),
      t('eventMailCancel'),
      '',
      translator(language, 'cases')('signature'),
    ].join('\n'),
  });
  return { eventId: event.id, seatsLeft: await seatsLeftAt(deps.db, event.id, now) };
}
