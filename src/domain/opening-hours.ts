import { parseTimeOfDay } from './time-window';

/**
 * Which days a line of opening hours applies to (the `days` select in the content models), as
 * weekday numbers (0 = Sunday). Shared by the site, which says "open now", and the server, which
 * offers appointments inside the same hours.
 */
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

export function isDaySet(value: unknown): value is DaySet {
  return typeof value === 'string' && value in DAY_SETS;
}

/** The weekdays a line names; every day when it names none or a set nobody knows. */
export function weekdaysOf(days: string | null | undefined): readonly number[] {
  return isDaySet(days) ? DAY_SETS[days] : DAY_SETS['alla-daga'];
}

/** Whether a line is open around the clock (00:00–24:00): an emergency line, not an office. */
export function isAroundTheClock(time: { opens: string; closes: string }): boolean {
  const opens = parseTimeOfDay(time.opens);
  const closes = parseTimeOfDay(time.closes);
  return (
    opens !== null && closes !== null && (opens === closes || (opens === 0 && closes === 1440))
  );
}
