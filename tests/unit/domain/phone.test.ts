import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidLocalPhone, normalizeLocalPhone } from '../../../src/domain/phone';

describe('local phone numbers', () => {
  it.each(['6111234', '611-1234', '611 1234', '611.1234', '611\t1234'])('accepts %j', (value) => {
    expect(isValidLocalPhone(value)).toBe(true);
    expect(normalizeLocalPhone(value)).toBe('6111234');
  });

  it.each([
    ['611--1234', 'two hyphens'],
    ['611 -1234', 'two different separators'],
    ['611  1234', 'two spaces'],
    ['611-12-34', 'a second separator later'],
    ['61a1234', 'a letter'],
    ['611123', '6 digits'],
    ['61112345', '8 digits'],
    ['6111-234', 'separator after the fourth digit'],
    ['611/1234', 'slash is not a separator'],
    [' 611 1234', 'leading space'],
    ['+354 611 1234', 'country code'],
    ['', 'empty'],
    ['６１１１２３４', 'full-width digits'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidLocalPhone(value)).toBe(false);
    expect(normalizeLocalPhone(value)).toBeNull();
  });

  it('accepts any 7 digits with at most one allowed separator and normalizes to the digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{7}$/),
        fc.constantFrom('', '-', ' ', '.'),
        (digits, separator) => {
          const typed = `${digits.slice(0, 3)}${separator}${digits.slice(3)}`;
          expect(isValidLocalPhone(typed)).toBe(true);
          expect(normalizeLocalPhone(typed)).toBe(digits);
        },
      ),
    );
  });
});
