/**
 * The prize draw running now, declared in one place: the page shows its question and options and,
 * after the closing time, that it has closed; the server takes entries only until then.
 */
export type PrizeDraw = {
  id: string;
  question: { is: string; en: string };
  options: readonly { id: string; is: string; en: string }[];
  prize: { is: string; en: string };
  /** Entries are taken until this moment (UTC, Iceland's time). */
  closesAt: string;
};

export const CURRENT_DRAW: PrizeDraw = {
  id: 'reykskynjari-2027',
  question: {
    is: 'Hversu oft á að prófa reykskynjara?',
    en: 'How often should a smoke alarm be tested?',
  },
  options: [
    { id: 'monthly', is: 'Einu sinni í mánuði', en: 'Once a month' },
    { id: 'yearly', is: 'Einu sinni á ári', en: 'Once a year' },
    { id: 'never', is: 'Aldrei, þeir prófa sig sjálfir', en: 'Never, they test themselves' },
  ],
  prize: {
    is: 'Eldvarnapakki: reykskynjarar, eldvarnateppi og slökkvitæki',
    en: 'A fire safety kit: smoke alarms, a fire blanket and an extinguisher',
  },
  closesAt: '2027-01-31T23:59:59.000Z',
};

export function isDrawOpen(draw: PrizeDraw, now: Date): boolean {
  return now.getTime() <= Date.parse(draw.closesAt);
}

/**
 * The Christmas calendar's draws: one a day, for the door of that day. A door's draw takes entries
 * from the moment the door opens until the calendar closes at the year's end, so someone who comes
 * late can still play earlier doors; all the day's draws are held together after Christmas.
 */
export const CALENDAR_DRAWS = {
  year: 2026,
  lastDay: 24,
  closesAt: '2026-12-31T23:59:59.000Z',
  drawnOn: '2027-01-06T12:00:00.000Z',
} as const;

/** The id a calendar door's draw is stored under, e.g. jolakula-2026-05. */
export function calendarDrawId(day: number): string {
  return `jolakula-${CALENDAR_DRAWS.year}-${String(day).padStart(2, '0')}`;
}

/** Whether door `day`'s draw takes entries at `now`: its door has opened and the calendar has not closed. */
export function isCalendarDrawOpen(day: number, now: Date): boolean {
  if (!Number.isInteger(day) || day < 1 || day > CALENDAR_DRAWS.lastDay) return false;
  const opens = Date.UTC(CALENDAR_DRAWS.year, 11, day);
  return now.getTime() >= opens && now.getTime() <= Date.parse(CALENDAR_DRAWS.closesAt);
}
