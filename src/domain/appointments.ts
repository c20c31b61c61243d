import { weekdaysOf, isAroundTheClock } from './opening-hours';
import { parseTimeOfDay } from './time-window';

/**
 * Appointments with an adviser: half-hour slots inside the office's opening hours, offered for the
 * next three weeks and no sooner than an hour from now. Iceland keeps UTC all year, so the office's
 * local time is UTC and a slot is named by its start in UTC ('2026-12-01T09:30:00.000Z').
 */
export const APPOINTMENT_SLOT_MINUTES = 30;
export const APPOINTMENT_DAYS_AHEAD = 21;
export const APPOINTMENT_MIN_LEAD_MINUTES = 60;

/** One line of opening hours as the content gives it ('08:30'–'16:00' on 'virka-daga'). */
export type OfficeHoursLine = { opens: string; closes: string; days?: string | null };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The lines that say when the office is staffed: every line that is not open around the clock
 * (a round-the-clock line is the emergency service, which takes no appointments).
 */
export function officeLines(lines: readonly OfficeHoursLine[]): OfficeHoursLine[] {
  return lines.filter((line) => !isAroundTheClock(line));
}

function slotStartsOn(day: Date, line: OfficeHoursLine): number[] {
  const opens = parseTimeOfDay(line.opens);
  const closes = parseTimeOfDay(line.closes);
  if (opens === null || closes === null || closes <= opens) return [];
  if (!weekdaysOf(line.days).includes(day.getUTCDay())) return [];
  const starts: number[] = [];
  // A slot must end by closing time: 08:30–16:00 offers 08:30 … 15:30.
  for (
    let minute = opens;
    minute + APPOINTMENT_SLOT_MINUTES <= closes;
    minute += APPOINTMENT_SLOT_MINUTES
  )
    starts.push(day.getTime() + minute * MINUTE_MS);
  return starts;
}

/**
 * Every slot start (ms since the epoch) inside the office hours from `now` to the end of the last
 * day offered, earliest first, without duplicates where two lines overlap.
 */
export function appointmentSlots(
  lines: readonly OfficeHoursLine[],
  now: Date,
  daysAhead = APPOINTMENT_DAYS_AHEAD,
): number[] {
  const office = officeLines(lines);
  const earliest = now.getTime() + APPOINTMENT_MIN_LEAD_MINUTES * MINUTE_MS;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const starts = new Set<number>();
  for (let offset = 0; offset <= daysAhead; offset += 1) {
    const day = new Date(today + offset * DAY_MS);
    for (const line of office)
      for (const start of slotStartsOn(day, line)) if (start >= earliest) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Why a slot cannot be booked, or null when it can (taken slots are the database's to refuse). */
export function slotProblem(
  lines: readonly OfficeHoursLine[],
  start: Date,
  now: Date,
): 'past' | 'tooFarAhead' | 'outsideHours' | null {
  if (Number.isNaN(start.getTime())) return 'outsideHours';
  if (start.getTime() < now.getTime() + APPOINTMENT_MIN_LEAD_MINUTES * MINUTE_MS) return 'past';
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (start.getTime() >= today + (APPOINTMENT_DAYS_AHEAD + 1) * DAY_MS) return 'tooFarAhead';
  const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  const offered = officeLines(lines).some((line) =>
    slotStartsOn(day, line).includes(start.getTime()),
  );
  return offered ? null : 'outsideHours';
}

export function slotEnd(start: Date): Date {
  return new Date(start.getTime() + APPOINTMENT_SLOT_MINUTES * MINUTE_MS);
}
