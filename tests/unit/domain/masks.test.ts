import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PHONE_MASK, STAFF_LOOKUP_MASK, applyMask, unmask } from '../../../src/domain/masks';

describe('applyMask', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123456', '123456'],
    ['1234567', '123456 7'],
    ['1201603389', '120160 3389'],
    ['120160-3389', '120160 3389'],
    ['120160 33890000', '120160 3389'],
    ['12a01b60', '120160'],
  ])('places %j into the staff lookup mask as %j', (value, expected) => {
    expect(applyMask(value, STAFF_LOOKUP_MASK)).toBe(expected);
  });

  it.each([
    ['611', '611'],
    ['6111', '611 1'],
    ['611-1234', '611 1234'],
    ['61112345', '611 1234'],
  ])('places %j into the phone mask as %j', (value, expected) => {
    expect(applyMask(value, PHONE_MASK)).toBe(expected);
  });

  it('writes leading and repeated separators only once a digit follows them', () => {
    expect(applyMask('', '(###) ###')).toBe('');
    expect(applyMask('1', '(###) ###')).toBe('(1');
    expect(applyMask('123', '(###) ###')).toBe('(123');
    expect(applyMask('1234', '(###) ###')).toBe('(123) 4');
  });

  it('keeps the digits in order, drops the extra ones, and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(STAFF_LOOKUP_MASK, PHONE_MASK), (value, mask) => {
        const placeholders = [...mask].filter((char) => char === '#').length;
        const masked = applyMask(value, mask);
        expect(unmask(masked)).toBe(value.replace(/[^0-9]/g, '').slice(0, placeholders));
        expect(applyMask(masked, mask)).toBe(masked);
        expect(mask.startsWith(masked.replace(/\d/g, '#'))).toBe(true);
      }),
    );
  });
});

describe('unmask', () => {
  it('keeps digits only', () => {
    expect(unmask('120160 3389')).toBe('1201603389');
    expect(unmask('611-12a34')).toBe('6111234');
    expect(unmask('')).toBe('');
  });
});
