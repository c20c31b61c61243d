/**
 * Arithmetic on calendar dates written 'YYYY-MM-DD', shared by the portal's screens and the
 * server. Done on UTC dates so no machine's time zone or daylight saving can move a day.
 */

function parts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** Today's date in Iceland, which keeps UTC all year. */
export function todayInIceland(now: Date = new Date()): string {
  return isoOf(now);
}

export function addDaysIso(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return isoOf(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Whole months, keeping the day where the month has it: 31 May − 3 months = 28 (29) February. */
export function addMonthsIso(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

/** True for a real calendar date in the 'YYYY-MM-DD' form (not '2026-02-30'). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = parts(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
