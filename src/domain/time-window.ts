// Opening-hours check for the phone and chat times that come from the content service.

export interface TimeWindow {
  /** 'HH:MM' (or 'H:MM'), 00:00–23:59. */
  opens: string;
  /** 'HH:MM' (or 'H:MM'), 00:00–23:59, or '24:00' for end of day. */
  closes: string;
}

const MINUTES_PER_DAY = 24 * 60;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})$/;

/** Minutes since midnight, or null when the text is not a time of day. */
export function parseTimeOfDay(text: string): number | null {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY;
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

/**
 * Whether `now`, seen at `utcOffsetMinutes` from UTC (Iceland: 0), falls inside the window.
 * `opens` is inclusive and `closes` exclusive, so a 09:00–17:00 window is closed at 17:00 sharp.
 *
 * When `closes` is not after `opens` the window crosses midnight (22:00–02:00 is open late at night and
 * early in the morning); equal times therefore mean open around the clock.
 *
 * A malformed time gives false: the times are edited by hand in the content service, and telling a visitor
 * we are closed is safer than sending them into a chat or phone line nobody is staffing.
 */
export function isWithinTimeWindow(
  window: TimeWindow,
  now: Date,
  utcOffsetMinutes: number,
): boolean {
  const opens = parseTimeOfDay(window.opens);
  const closes = parseTimeOfDay(window.closes);
  if (opens === null || closes === null) return false;
  const shifted = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  const current = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  if (opens < closes) return current >= opens && current < closes;
  return current >= opens || current < closes;
}
