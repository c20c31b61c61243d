import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso, addMonthsIso, isIsoDate, todayInIceland } from '../../../src/domain/calendar';

const calendarDay = fc
  .date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('takes today from Iceland’s clock, UTC, whatever the hour', () => {
    expect(todayInIceland(new Date('2026-03-07T23:59:59Z'))).toBe('2026-03-07');
    expect(todayInIceland(new Date('2026-03-08T00:00:00+01:00'))).toBe('2026-03-07');
  });

  it('adds days across months, years and leap days, and undoes them exactly', () => {
    expect(addDaysIso('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -4000, max: 4000 }), (day, days) => {
        const moved = addDaysIso(day, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(addDaysIso(moved, -days)).toBe(day);
      }),
    );
  });

  it('adds whole months, keeping the day where the month has it', () => {
    expect(addMonthsIso('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonthsIso('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonthsIso('2026-01-15', 12)).toBe('2027-01-15');
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -240, max: 240 }), (day, months) => {
        const moved = addMonthsIso(day, months);
        expect(Number(moved.slice(8, 10))).toBeLessThanOrEqual(Number(day.slice(8, 10)));
        const monthsApart =
          (Number(moved.slice(0, 4)) - Number(day.slice(0, 4))) * 12 +
          (Number(moved.slice(5, 7)) - Number(day.slice(5, 7)));
        expect(monthsApart).toBe(months);
      }),
    );
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate(20260201)).toBe(false);
  });
});
