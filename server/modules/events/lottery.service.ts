import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../errors';
import type { ServerLanguage } from '../../i18n/locales';
import {
  CURRENT_DRAW,
  calendarDrawId,
  isCalendarDrawOpen,
  isDrawOpen,
} from '../../../src/domain/lottery';
import { calendarEntrySchema, lotteryEntrySchema, validateWith } from '../../../src/domain';
import type { LotteryEntryCreated } from '../../../src/domain/api/lottery';
import { insertLotteryEntry } from './events.repository';

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * An entry in the current draw is stored (no case: nobody acts on it until the draw). One per
 * e-mail address: a second says so kindly and tells nothing about the first.
 */
export async function enterDraw(
  db: Db,
  body: unknown,
  language: ServerLanguage,
  now: Date = new Date(),
): Promise<LotteryEntryCreated> {
  // A calendar door's entry goes to that day's draw, which is open only once the door has opened:
  // the day comes from the request, but whether it may be entered is the server's to say.
  const calendarDay = (body as { calendarDay?: unknown } | null)?.calendarDay;
  const fromCalendar = typeof calendarDay === 'number';
  const drawId = fromCalendar ? calendarDrawId(calendarDay) : CURRENT_DRAW.id;
  const open = fromCalendar ? isCalendarDrawOpen(calendarDay, now) : isDrawOpen(CURRENT_DRAW, now);
  if (!open) throw new AppError('DrawClosed', 409, 'The prize draw is not open');
  const result = await validateWith(fromCalendar ? calendarEntrySchema : lotteryEntrySchema, body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The entry is not valid', result.errors);
  const form = result.value;
  try {
    await insertLotteryEntry(db, { drawId, ...form, language });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('AlreadyEntered', 409, 'This e-mail address has already entered', {
      email: ['publicForms|alreadyEntered'],
    });
  }
  return { drawId, entered: true };
}
