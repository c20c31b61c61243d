import { isWithinTimeWindow } from '../../domain/time-window';

/** Which days a line of opening hours applies to (the `days` select in the content models). */
export const DAY_SETS = {
  'alla-daga': [0, 1, 2, 3, 4, 5, 6],
  'virka-daga': [1, 2, 3, 4, 5],
  'man-fim': [1, 2, 3, 4],
  fos: [5],
  lau: [6],
  sun: [0],
  helgar: [0, 6],
} as const satisfies Record<string, readonly number[]>;

export type DaySet = keyof typeof DAY_SETS;

export type OpeningTime = { title: string; opens: string; closes: string; days?: string | null };
export type OpeningHours = { name: string; times: OpeningTime[] };

/** Iceland keeps UTC all year. */
export const ICELAND_UTC_OFFSET_MINUTES = 0;

function isDaySet(value: unknown): value is DaySet {
  return typeof value === 'string' && value in DAY_SETS;
}

/**
 * Whether a line of opening hours is open at `now` in Iceland: on one of its days (every day when
 * it names none) and inside its time window (opens inclusive, closes exclusive).
 */
export function isOpenNow(time: OpeningTime, now: Date): boolean {
  const shifted = new Date(now.getTime() + ICELAND_UTC_OFFSET_MINUTES * 60_000);
  const weekday = shifted.getUTCDay();
  const days: readonly number[] = isDaySet(time.days) ? DAY_SETS[time.days] : DAY_SETS['alla-daga'];
  if (!days.includes(weekday)) return false;
  return isWithinTimeWindow(
    { opens: time.opens, closes: time.closes },
    now,
    ICELAND_UTC_OFFSET_MINUTES,
  );
}
