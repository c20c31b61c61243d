import { describe, expect, it } from 'vitest';
import {
  appointmentSlots,
  officeLines,
  slotEnd,
  slotProblem,
  type OfficeHoursLine,
} from '../../../src/domain/appointments';

// The content's 'opnunartimi': the telephone centre on weekdays, chat, and the round-the-clock line.
const HOURS: OfficeHoursLine[] = [
  { opens: '08:30', closes: '16:00', days: 'virka-daga' },
  { opens: '09:00', closes: '16:00', days: 'virka-daga' },
  { opens: '00:00', closes: '24:00', days: 'alla-daga' },
];
// Monday 30 November 2026, 12:10 in Iceland (UTC).
const MONDAY_NOON = new Date('2026-11-30T12:10:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('appointment slots', () => {
  it('leave out the round-the-clock emergency line', () => {
    expect(officeLines(HOURS)).toHaveLength(2);
  });

  it('are half-hours inside the hours on open days, ending by closing time, an hour ahead at the soonest', () => {
    const slots = appointmentSlots(HOURS, MONDAY_NOON, 7).map(iso);
    // Today: from 13:30 (12:10 + an hour, on the half-hour) to 15:30.
    expect(slots.slice(0, 5)).toEqual([
      '2026-11-30T13:30:00.000Z',
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:30:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-11-30T15:30:00.000Z',
    ]);
    expect(slots[5]).toBe('2026-12-01T08:30:00.000Z');
    // Two lines overlapping from 09:00 give each slot once; 15 a day, none on the weekend.
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.filter((slot) => slot.startsWith('2026-12-01'))).toHaveLength(15);
    expect(
      slots.some((slot) => slot.startsWith('2026-12-05') || slot.startsWith('2026-12-06')),
    ).toBe(false);
    expect(slots.at(-1)).toBe('2026-12-07T15:30:00.000Z');
  });

  it('are none when the content gives no office hours', () => {
    expect(appointmentSlots([], MONDAY_NOON)).toEqual([]);
    expect(appointmentSlots([{ opens: 'nine', closes: '16:00' }], MONDAY_NOON)).toEqual([]);
  });

  it('refuse past, closed-day, off-hours and far-off starts, and accept an offered one', () => {
    const problem = (slot: string) => slotProblem(HOURS, new Date(slot), MONDAY_NOON);
    expect(problem('2026-12-01T10:00:00Z')).toBeNull();
    expect(problem('2026-11-30T13:00:00Z')).toBe('past');
    expect(problem('2026-11-27T10:00:00Z')).toBe('past');
    expect(problem('2026-12-05T10:00:00Z')).toBe('outsideHours');
    expect(problem('2026-12-01T08:00:00Z')).toBe('outsideHours');
    expect(problem('2026-12-01T16:00:00Z')).toBe('outsideHours');
    expect(problem('2026-12-01T10:10:00Z')).toBe('outsideHours');
    expect(problem('2027-01-04T10:00:00Z')).toBe('tooFarAhead');
    expect(problem('not a date')).toBe('outsideHours');
  });

  it('end thirty minutes after they start', () => {
    expect(slotEnd(new Date('2026-12-01T15:30:00Z')).toISOString()).toBe(
      '2026-12-01T16:00:00.000Z',
    );
  });
});
