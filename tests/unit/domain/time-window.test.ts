import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isWithinTimeWindow, parseTimeOfDay } from '../../../src/domain/time-window';

const at = (time: string): Date => new Date(`2026-03-10T${time}:00Z`);
const office = { opens: '09:00', closes: '17:00' };

describe('isWithinTimeWindow', () => {
  it.each([
    ['08:59', false],
    ['09:00', true],
    ['12:30', true],
    ['16:59', true],
    ['17:00', false],
    ['23:59', false],
  ])('09:00–17:00 at %s UTC+0 is %s', (time, expected) => {
    expect(isWithinTimeWindow(office, at(time), 0)).toBe(expected);
  });

  it('shifts the current time by the offset', () => {
    expect(isWithinTimeWindow(office, at('08:30'), 60)).toBe(true);
    expect(isWithinTimeWindow(office, at('16:30'), 60)).toBe(false);
    expect(isWithinTimeWindow(office, at('09:30'), -60)).toBe(false);
    expect(isWithinTimeWindow(office, at('17:30'), -60)).toBe(true);
  });

  it('handles an offset that moves the time into the next or previous day', () => {
    expect(isWithinTimeWindow({ opens: '00:00', closes: '01:00' }, at('23:30'), 60)).toBe(true);
    expect(isWithinTimeWindow({ opens: '23:00', closes: '23:59' }, at('00:30'), -60)).toBe(true);
  });

  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['01:59', true],
    ['02:00', false],
    ['12:00', false],
  ])('a window crossing midnight (22:00–02:00) at %s is %s', (time, expected) => {
    expect(isWithinTimeWindow({ opens: '22:00', closes: '02:00' }, at(time), 0)).toBe(expected);
  });

  it('treats equal opening and closing times as open around the clock', () => {
    for (const time of ['00:00', '08:00', '12:00', '23:59']) {
      expect(isWithinTimeWindow({ opens: '08:00', closes: '08:00' }, at(time), 0)).toBe(true);
    }
  });

  it('accepts 24:00 as the end of the day and single-digit hours', () => {
    expect(isWithinTimeWindow({ opens: '20:00', closes: '24:00' }, at('23:59'), 0)).toBe(true);
    expect(isWithinTimeWindow({ opens: '20:00', closes: '24:00' }, at('00:00'), 0)).toBe(false);
    expect(isWithinTimeWindow({ opens: '9:00', closes: '17:00' }, at('09:00'), 0)).toBe(true);
  });

  it.each([
    ['', '17:00'],
    ['9am', '17:00'],
    ['09:00', '25:00'],
    ['09:60', '17:00'],
    ['09:00', '24:01'],
    ['ab:cd', '17:00'],
    ['0900', '1700'],
    ['09:00:00', '17:00'],
  ])('is closed when a time is malformed (%j–%j)', (opens, closes) => {
    expect(isWithinTimeWindow({ opens, closes }, at('12:00'), 0)).toBe(false);
    // The same window with valid times is open at noon, so false above comes from the malformed time.
    expect(isWithinTimeWindow({ opens: '09:00', closes: '17:00' }, at('12:00'), 0)).toBe(true);
  });

  it('matches opens <= t < closes for every minute of the day', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
    const hhmm = (value: number): string =>
      `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(minute, minute, minute, (opens, closes, now) => {
        const date = new Date(Date.UTC(2026, 0, 1, 0, now));
        const expected =
          opens < closes ? now >= opens && now < closes : now >= opens || now < closes;
        expect(isWithinTimeWindow({ opens: hhmm(opens), closes: hhmm(closes) }, date, 0)).toBe(
          expected,
        );
      }),
    );
  });
});

describe('parseTimeOfDay', () => {
  it('reads minutes since midnight', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('09:05')).toBe(545);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('24:00')).toBe(1440);
    expect(parseTimeOfDay('24:30')).toBeNull();
  });
});
