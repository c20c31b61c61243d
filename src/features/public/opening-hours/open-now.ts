import { DAY_SETS, weekdaysOf } from '../../../domain/opening-hours';
import { isWithinTimeWindow } from '../../../domain/time-window';

export { DAY_SETS };

export type OpeningTime = { title: string; opens: string; closes: string; days?: string | null };
export type OpeningHours = { name: string; times: OpeningTime[] };

/** Iceland keeps UTC all year. */
export const ICELAND_UTC_OFFSET_MINUTES = 0;

/**
 * Whether a line of opening hours is open at `now` in Iceland: on one of its days (every day when
 * it names none) and inside its time window (opens inclusive, closes exclusive).
 */
export function isOpenNow(time: OpeningTime, now: Date): boolean {
  const shifted = new Date(now.getTime() + ICELAND_UTC_OFFSET_MINUTES * 60_000);
  const weekday = shifted.getUTCDay();
  const days = weekdaysOf(time.days);
  if (!days.includes(weekday)) return false;
  return isWithinTimeWindow(
    { opens: time.opens, closes: time.closes },
    now,
    ICELAND_UTC_OFFSET_MINUTES,
  );
}
