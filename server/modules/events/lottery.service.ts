import type { Db } from '../../db/database';
import { AppError, badRequest } from '../../errors';
import type { ServerLanguage } from '../../i18n/locales';
import { CURRENT_DRAW, isDrawOpen } from '../../../src/domain/lottery';
import { lotteryEntrySchema, validateWith } from '../../../src/domain';
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
  if (!isDrawOpen(CURRENT_DRAW, now))
    throw new AppError('DrawClosed', 409, 'The prize draw has closed');
  const result = await validateWith(lotteryEntrySchema, body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The entry is not valid', result.errors);
  const form = result.value;
  try {
    await insertLotteryEntry(db, { drawId: CURRENT_DRAW.id, ...form, language });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('AlreadyEntered', 409, 'This e-mail address has already entered', {
      email: ['publicForms|alreadyEntered'],
    });
  }
  return { drawId: CURRENT_DRAW.id, entered: true };
}
