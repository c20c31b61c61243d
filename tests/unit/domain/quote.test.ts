import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carQuoteSchema,
  contentsQuoteSchema,
  quoteItemsSchema,
  travelQuoteSchema,
  validateWith,
} from '../../../src/domain/forms';
import {
  isValidPostcode,
  isValidRegistration,
  normalizeRegistration,
} from '../../../src/domain/quote';

describe('registration numbers', () => {
  it('takes the standard and personalised forms, however they are typed', () => {
    for (const good of ['AB123', 'ab-123', 'AB 123', 'ABC12', 'ÞÓ412', 'SKJOL', 'K9'])
      expect(isValidRegistration(good), good).toBe(true);
    for (const bad of ['', 'A', 'AB12345', 'AB1234X', 'AB!23', '1234567'])
      expect(isValidRegistration(bad), bad).toBe(false);
    expect(normalizeRegistration(' ab-123 ')).toBe('AB123');
  });
});

describe('postcodes', () => {
  it('are three digits from 101 to 902', () => {
    expect(['101', '220', '600', '902'].every(isValidPostcode)).toBe(true);
    expect(['100', '903', '1010', '10a', ''].some(isValidPostcode)).toBe(false);
  });
});

describe('the calculators’ rules', () => {
  it('cast what the inputs hold, thousands separators and all', async () => {
    const result = await validateWith(contentsQuoteSchema, {
      product: 'contents',
      postcode: ' 101 ',
      sumInsured: '6.500.000',
      deductible: '50000',
    });
    expect(result).toEqual({
      ok: true,
      value: { product: 'contents', postcode: '101', sumInsured: 6_500_000, deductible: 50_000 },
    });
  });

  it('name each wrong field with a translatable key', async () => {
    const result = await validateWith(carQuoteSchema, {
      product: 'car',
      registration: 'X!',
      cover: 'everything',
      bonusYears: '11',
      driverAge: '16.5',
      deductible: '1',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      registration: ['quote|invalidRegistration'],
      cover: ['requiredField'],
      bonusYears: ['quote|outOfRange'],
      driverAge: ['quote|wholeNumber'],
      deductible: ['requiredField'],
    });
  });

  it('ask an annual traveller neither destination nor days, and drop them', async () => {
    const result = await validateWith(travelQuoteSchema, {
      product: 'travel',
      kind: 'annual',
      travellers: 'family',
      destination: 'mars',
      days: 'forever',
    });
    expect(result).toEqual({
      ok: true,
      value: { product: 'travel', kind: 'annual', travellers: 'family' },
    });
  });

  it('price each product once at most, and at least one', async () => {
    const travel = { product: 'travel', kind: 'annual', travellers: 'individual' };
    expect((await validateWith(quoteItemsSchema, [travel, travel])).ok).toBe(false);
    expect((await validateWith(quoteItemsSchema, [])).ok).toBe(false);
    const unknown = await validateWith(quoteItemsSchema, [{ product: 'boat' }]);
    expect(!unknown.ok && unknown.errors).toEqual({ '[0].product': ['requiredField'] });
  });

  it('never take a number outside its range, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1e9, max: 1e9 }), async (age) => {
        const result = await validateWith(carQuoteSchema, {
          product: 'car',
          registration: 'AB123',
          cover: 'liability',
          bonusYears: 0,
          driverAge: String(age),
          deductible: 60000,
        });
        expect(result.ok).toBe(age >= 17 && age <= 99);
      }),
    );
  });
});
