import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeKennitala } from '../../../src/domain/kennitala';
import {
  formatBankAccount,
  formatDate,
  formatFileSize,
  formatIsk,
  formatKennitala,
  formatMonth,
  formatMonthShort,
  formatNumber,
  formatPeriod,
  formatPhone,
  formatTime,
  isoDate,
} from '../../../src/domain/format';
import { normalizeLocalPhone } from '../../../src/domain/phone';

const calendarDay = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('dates', () => {
  it('writes dates the way each language does, whatever locale data the machine has', () => {
    expect(formatDate('2026-03-07', 'is')).toBe('7. mars 2026');
    expect(formatDate('2026-03-07', 'en')).toBe('7 March 2026');
    expect(formatDate('2026-10-29', 'is')).toBe('29. október 2026');
    expect(formatDate('2027-03-11T16:00:00Z', 'is', { time: true, weekday: true })).toBe(
      'fimmtudagur 11. mars 2027 kl. 16:00',
    );
    expect(formatDate('2027-03-11T16:00:00Z', 'en', { time: true })).toBe('11 March 2027 at 16:00');
    expect(formatDate('2027-03-11T16:00:00Z', 'en', { year: false })).toBe('11 March');
    expect(formatDate(new Date('2026-02-01T23:59:00Z'), 'is')).toBe('1. febrúar 2026');
  });

  it('prints nothing for a missing or unreadable date', () => {
    expect(formatDate('not a date', 'is')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(isoDate('nonsense')).toBeUndefined();
  });

  it('shows times on Iceland’s clock (UTC, no daylight saving) in both halves of the year', () => {
    expect(formatTime('2026-01-15T08:05:00Z')).toBe('08:05');
    expect(formatTime('2026-07-15T08:05:00Z')).toBe('08:05');
    expect(formatTime('2026-07-15T23:30:00-02:00')).toBe('01:30');
    expect(formatDate('2026-07-15T23:30:00-02:00', 'is')).toBe('16. júlí 2026');
  });

  it('never moves a calendar date to another day, and reads it back as the same ISO date', () => {
    fc.assert(
      fc.property(calendarDay, (day) => {
        expect(isoDate(day)).toBe(day);
        const [year, , date] = day.split('-').map(Number) as [number, number, number];
        expect(formatDate(day, 'is')).toMatch(new RegExp(`^${date}\\. \\S+ ${year}$`));
        expect(formatDate(day, 'en')).toMatch(new RegExp(`^${date} \\S+ ${year}$`));
      }),
    );
  });

  it('agrees with full Intl locale data (Node ships it; not every browser does)', () => {
    const long = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Atlantic/Reykjavik' });
    // Iceland has kept UTC since 1968 (before that its clocks ran an hour behind).
    const sinceIcelandKeptUtc = calendarDay.filter((day) => day >= '1968-04-07');
    fc.assert(
      fc.property(sinceIcelandKeptUtc, (day) => {
        const instant = new Date(`${day}T00:00:00Z`);
        expect(formatDate(day, 'is')).toBe(long('is').format(instant));
        expect(formatDate(day, 'en')).toBe(long('en-GB').format(instant));
      }),
    );
  });

  it('names a month with its year, or shortly for a chart', () => {
    expect(formatMonth('2026-03', 'is')).toBe('mars 2026');
    expect(formatMonth('2026-08', 'en')).toBe('August 2026');
    expect(formatMonthShort('2026-08', 'is')).toBe('ágú');
    expect(formatMonthShort('2026-05', 'en')).toBe('May');
    expect(formatMonth('2026-13', 'is')).toBe('2026-13');
  });

  it('joins a period with an en dash', () => {
    expect(formatPeriod('2026-03-01', '2027-02-28', 'is')).toBe('1. mars 2026 – 28. febrúar 2027');
    expect(formatPeriod('2026-03-01', '2027-02-28', 'en')).toBe('1 March 2026 – 28 February 2027');
  });
});

describe('money and numbers', () => {
  it('groups thousands as each language does and names the currency as the screens do', () => {
    expect(formatIsk(12345, 'is')).toBe('12.345 kr.');
    expect(formatIsk(12345, 'en')).toBe('ISK 12,345');
    expect(formatIsk(-1234567, 'is')).toBe('-1.234.567 kr.');
    expect(formatIsk(0, 'en')).toBe('ISK 0');
    expect(formatNumber(999, 'is')).toBe('999');
    expect(formatNumber(-0.4, 'is')).toBe('0');
  });

  it('keeps every digit: removing the separators gives the rounded number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(Number(formatNumber(amount, 'is').replace(/\./g, ''))).toBe(amount);
        expect(Number(formatNumber(amount, 'en').replace(/,/g, ''))).toBe(amount);
      }),
    );
  });
});

describe('kennitala, phone and bank account', () => {
  it('writes a kennitala as DDMMYY-NNNN and leaves anything else as it came', () => {
    expect(formatKennitala('0101302989')).toBe('010130-2989');
    expect(formatKennitala('010130-2989')).toBe('010130-2989');
    expect(formatKennitala('12016')).toBe('12016');
  });

  it('round-trips any ten digits through format and normalize', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(normalizeKennitala(formatKennitala(digits))).toBe(digits);
      }),
    );
  });

  it('groups phone numbers 3 + 4, with the country code when asked', () => {
    expect(formatPhone('5551234')).toBe('555 1234');
    expect(formatPhone('555-1234')).toBe('555 1234');
    expect(formatPhone('+3545551234')).toBe('555 1234');
    expect(formatPhone('5551234', { international: true })).toBe('+354 555 1234');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('round-trips any seven-digit phone number through format and normalize', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), (digits) => {
        expect(normalizeLocalPhone(formatPhone(digits))).toBe(digits);
      }),
    );
  });

  it('writes a bank account as bank-ledger-account', () => {
    expect(formatBankAccount('013326012345')).toBe('0133-26-012345');
    expect(formatBankAccount('0133 26 012345')).toBe('0133-26-012345');
    expect(formatBankAccount('0133-26')).toBe('0133-26');
  });
});

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes as each language does', () => {
    expect(formatFileSize(850, 'is')).toBe('850 B');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(1536 * 1024, 'is')).toBe('1,5 MB');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(20 * 1024 * 1024, 'is')).toBe('20 MB');
  });
});
