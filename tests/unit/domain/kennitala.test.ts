import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ageAt,
  isValidKennitala,
  kennitalaCheckDigit,
  normalizeKennitala,
  parseKennitala,
  type KennitalaResult,
} from '../../../src/domain/kennitala';
import { formatKennitala } from '../../../src/domain/format';

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

// Written out here rather than imported so the tests do not check the module against itself.
function referenceCheckDigit(first8: string): number | null {
  const sum = [...first8].reduce(
    (total, digit, index) => total + Number(digit) * (WEIGHTS[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  if (remainder === 1) return null;
  return 11 - remainder;
}

function dateExists(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const two = (value: number): string => String(value).padStart(2, '0');

/** A strict-valid id for DDMMYY + century, with the first sequence from 20 up that has a check digit. */
function withValidCheck(ddmmyy: string, century: string): string {
  for (let sequence = 20; sequence <= 99; sequence += 1) {
    const first8 = `${ddmmyy}${two(sequence)}`;
    const check = referenceCheckDigit(first8);
    if (check !== null) return `${first8}${check}${century}`;
  }
  throw new Error(`no sequence gives a check digit for ${ddmmyy}`);
}

function reasonOf(result: KennitalaResult): string {
  return result.ok ? 'ok' : result.reason;
}

const CENTURIES = { '8': 1800, '9': 1900, '0': 2000 } as const;

const validId = fc
  .record({
    century: fc.constantFrom('8', '9', '0'),
    yy: fc.integer({ min: 0, max: 99 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    company: fc.boolean(),
    sequence: fc.integer({ min: 20, max: 99 }),
  })
  .filter(({ century, yy, month, day }) => dateExists(CENTURIES[century] + yy, month, day))
  .map((parts) => {
    const first8 = `${two(parts.company ? parts.day + 40 : parts.day)}${two(parts.month)}${two(parts.yy)}${two(parts.sequence)}`;
    return {
      ...parts,
      year: CENTURIES[parts.century] + parts.yy,
      first8,
      check: referenceCheckDigit(first8),
    };
  })
  .filter((parts) => parts.check !== null)
  .map((parts) => ({ ...parts, id: `${parts.first8}${parts.check}${parts.century}` }));

describe('kennitala check digit', () => {
  it.each([
    ['1201603389', 'Anna'],
    ['0503852139', 'Björn'],
    ['1407702999', 'Guðrún'],
    ['4502952219', 'Hraunhólar ehf.'],
  ])('the demo id %s (%s) passes strict mode', (id) => {
    expect(kennitalaCheckDigit(id.slice(0, 8))).toBe(Number(id[8]));
    expect(parseKennitala(id, { mode: 'strict' }).ok).toBe(true);
  });

  it('agrees with the mod-11 definition for every 8-digit prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (first8) => {
        expect(kennitalaCheckDigit(first8)).toBe(referenceCheckDigit(first8));
      }),
    );
  });

  it('returns null where the remainder would need a check digit of 10', () => {
    expect(kennitalaCheckDigit('12016029')).toBeNull();
  });

  it('maps a remainder of 0 to check digit 0', () => {
    // 1,2,0,1,6,0,2,3 weighs 3+4+0+6+30+0+6+6 = 55 = 5 * 11
    expect(kennitalaCheckDigit('12016023')).toBe(0);
  });

  it('returns null for input that is not 8 digits', () => {
    expect(kennitalaCheckDigit('1201602')).toBeNull();
    expect(kennitalaCheckDigit('120160233')).toBeNull();
    expect(kennitalaCheckDigit('1201602a')).toBeNull();
  });
});

describe('normalizeKennitala and formatKennitala', () => {
  it.each([
    ['1201603389', '1201603389'],
    ['120160-3389', '1201603389'],
    ['  120160-3389\t', '1201603389'],
  ])('normalizes %j to %s', (input, expected) => {
    expect(normalizeKennitala(input)).toBe(expected);
  });

  it.each([
    '',
    '120160 3389',
    '12016-03389',
    '1201-603389',
    '120160--3389',
    '12016033890',
    '120160338',
    'abcdefghij',
    '１２０１６０３３８９',
  ])('rejects the shape %j', (input) => {
    expect(normalizeKennitala(input)).toBeNull();
    expect(parseKennitala(input)).toEqual({ ok: false, reason: 'format' });
  });

  it('formats as DDMMYY-NNNN', () => {
    expect(formatKennitala('1201603389')).toBe('120160-3389');
    expect(formatKennitala('120160-3389')).toBe('120160-3389');
    // Anything not shaped like a kennitala is shown as it came.
    expect(formatKennitala('12016')).toBe('12016');
  });

  it('round-trips any valid id through format and parse, with or without the hyphen', () => {
    fc.assert(
      fc.property(validId, ({ id }) => {
        const formatted = formatKennitala(id);
        expect(formatted).toBe(`${id.slice(0, 6)}-${id.slice(6)}`);
        const fromFormatted = parseKennitala(formatted, { mode: 'strict' });
        const fromDigits = parseKennitala(id, { mode: 'strict' });
        expect(fromFormatted).toEqual(fromDigits);
        expect(fromFormatted.ok && fromFormatted.value.kennitala).toBe(id);
      }),
    );
  });
});

describe('parseKennitala on generated valid ids', () => {
  it('accepts every valid person and company id in strict and relaxed mode, deriving kind and birthday', () => {
    fc.assert(
      fc.property(validId, ({ id, company, year, month, day }) => {
        for (const mode of ['strict', 'relaxed'] as const) {
          const result = parseKennitala(id, { mode });
          expect(result).toEqual({
            ok: true,
            value: {
              kennitala: id,
              kind: company ? 'company' : 'person',
              birthday: { year, month, day },
              isTestDataset: false,
            },
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('changing any one of digits 1–8 always changes the mod-11 sum, so the check digit no longer fits', () => {
    // Every weight is 1–10 and every digit change is ±1–9; neither is a multiple of the prime 11, so the product is not.
    fc.assert(
      fc.property(
        validId,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        ({ id, check }, position, shift) => {
          const digit = (Number(id[position]) + shift) % 10;
          const changed8 = `${id.slice(0, position)}${digit}${id.slice(position + 1, 8)}`;
          expect(kennitalaCheckDigit(changed8)).not.toBe(check);
        },
      ),
    );
  });

  it('rejects in strict mode every single-digit change of digits 1–9', () => {
    fc.assert(
      fc.property(
        validId,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        ({ id }, position, shift) => {
          const digit = (Number(id[position]) + shift) % 10;
          const changed = `${id.slice(0, position)}${digit}${id.slice(position + 1)}`;
          expect(parseKennitala(changed, { mode: 'strict' }).ok).toBe(false);
        },
      ),
    );
  });

  it('reports checkDigit when only the check digit is wrong', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 1, max: 9 }), ({ id, check }, shift) => {
        const wrong = `${id.slice(0, 8)}${((check ?? 0) + shift) % 10}${id[9]}`;
        expect(parseKennitala(wrong, { mode: 'strict' })).toEqual({
          ok: false,
          reason: 'checkDigit',
        });
        expect(parseKennitala(wrong, { mode: 'relaxed' }).ok).toBe(true);
      }),
    );
  });
});

describe('parseKennitala boundaries', () => {
  it.each([
    ['00', 'date'],
    ['01', 'ok'],
    ['31', 'ok'],
    ['32', 'date'],
    ['40', 'date'],
    ['41', 'ok'],
    ['71', 'ok'],
    ['72', 'date'],
  ])('day field %s in January is %s', (dayField, expected) => {
    const id = withValidCheck(`${dayField}0190`, '9');
    expect(reasonOf(parseKennitala(id, { mode: 'strict' }))).toBe(expected);
  });

  it.each([
    ['00', 'date'],
    ['01', 'ok'],
    ['12', 'ok'],
    ['13', 'date'],
  ])('month %s is %s', (month, expected) => {
    const id = withValidCheck(`15${month}90`, '9');
    expect(reasonOf(parseKennitala(id, { mode: 'strict' }))).toBe(expected);
  });

  it.each([
    ['3104', '90', '9', 'date'],
    ['3004', '90', '9', 'ok'],
    ['2902', '00', '0', 'ok'], // 2000: divisible by 400
    ['2902', '00', '9', 'date'], // 1900: divisible by 100 only
    ['2902', '24', '0', 'ok'],
    ['2902', '23', '0', 'date'],
    ['6902', '24', '0', 'ok'], // a company founded on 29 February
    ['6902', '23', '0', 'date'],
  ])('%s%s with century digit %s is %s', (ddmm, yy, century, expected) => {
    expect(
      reasonOf(parseKennitala(withValidCheck(`${ddmm}${yy}`, century), { mode: 'strict' })),
    ).toBe(expected);
  });

  it.each([
    ['0', 2000],
    ['8', 1800],
    ['9', 1900],
  ])('century digit %s means the %is', (century, start) => {
    const result = parseKennitala(withValidCheck('010150', century), { mode: 'strict' });
    expect(result.ok && result.value.birthday).toEqual({ year: start + 50, month: 1, day: 1 });
  });

  it.each(['1', '2', '3', '4', '5', '6', '7'])(
    'century digit %s is rejected in both modes',
    (century) => {
      const id = withValidCheck('010150', century);
      expect(parseKennitala(id, { mode: 'strict' })).toEqual({ ok: false, reason: 'century' });
      expect(parseKennitala(id)).toEqual({ ok: false, reason: 'century' });
    },
  );
});

describe('test-dataset ids', () => {
  const testIds = ['14', '15'].map((sequence) => {
    const first8 = `010190${sequence}`;
    return `${first8}${referenceCheckDigit(first8)}9`;
  });

  it.each(testIds)('%s is rejected without the option', (id) => {
    expect(parseKennitala(id)).toEqual({ ok: false, reason: 'testDataset' });
    expect(parseKennitala(id, { mode: 'strict', testDataset: false })).toEqual({
      ok: false,
      reason: 'testDataset',
    });
  });

  it.each(testIds)('%s is accepted with testDataset: true and marked as test data', (id) => {
    const result = parseKennitala(id, { mode: 'strict', testDataset: true });
    expect(result).toEqual({
      ok: true,
      value: {
        kennitala: id,
        kind: 'person',
        birthday: { year: 1990, month: 1, day: 1 },
        isTestDataset: true,
      },
    });
  });

  it('sequences 13 and 16 are ordinary ids', () => {
    for (const sequence of ['13', '16']) {
      const first8 = `010190${sequence}`;
      const result = parseKennitala(`${first8}${referenceCheckDigit(first8)}9`, { mode: 'strict' });
      expect(result.ok && result.value.isTestDataset).toBe(false);
    }
  });

  it('still needs a correct check digit in strict mode', () => {
    const [first = ''] = testIds;
    const wrong = `${first.slice(0, 8)}${(Number(first[8]) + 1) % 10}9`;
    expect(parseKennitala(wrong, { mode: 'strict', testDataset: true })).toEqual({
      ok: false,
      reason: 'checkDigit',
    });
  });
});

describe('relaxed mode (the default)', () => {
  it('accepts a wrong check digit when structure, date and century are right', () => {
    expect(parseKennitala('1201603309').ok).toBe(true);
    expect(parseKennitala('1201603309', { mode: 'strict' })).toEqual({
      ok: false,
      reason: 'checkDigit',
    });
  });

  it('accepts a prefix that has no valid check digit at all; strict mode rejects it', () => {
    expect(isValidKennitala('1201602959')).toBe(true);
    expect(isValidKennitala('1201602959', { mode: 'strict' })).toBe(false);
  });

  it('still rejects a bad date or century', () => {
    expect(parseKennitala('3204603389')).toEqual({ ok: false, reason: 'date' });
    expect(parseKennitala('1201603385')).toEqual({ ok: false, reason: 'century' });
  });
});

describe('temporary ids', () => {
  const temporary = fc
    .tuple(fc.constantFrom('8', '9'), fc.stringMatching(/^\d{7}$/), fc.stringMatching(/^\d$/))
    .map(([first, rest, last]) => ({ first8: `${first}${rest}`, last }))
    .filter(({ first8 }) => referenceCheckDigit(first8) !== null)
    .map(({ first8, last }) => `${first8}${referenceCheckDigit(first8)}${last}`);

  it('accepts any id starting with 8 or 9 with a correct check digit, with no birthday and any last digit', () => {
    fc.assert(
      fc.property(temporary, (id) => {
        expect(parseKennitala(id, { mode: 'strict' })).toEqual({
          ok: true,
          value: { kennitala: id, kind: 'temporary', birthday: null, isTestDataset: false },
        });
      }),
    );
  });

  it('enforces the check digit only in strict mode', () => {
    fc.assert(
      fc.property(temporary, fc.integer({ min: 1, max: 9 }), (id, shift) => {
        const wrong = `${id.slice(0, 8)}${(Number(id[8]) + shift) % 10}${id[9]}`;
        expect(parseKennitala(wrong, { mode: 'strict' })).toEqual({
          ok: false,
          reason: 'checkDigit',
        });
        expect(parseKennitala(wrong).ok).toBe(true);
      }),
    );
  });

  it('does not read a date or the test-dataset field from a temporary id', () => {
    // Month 99, sequence 14 and century digit 5 would each fail for a person.
    const first8 = '99989914';
    const check = referenceCheckDigit(first8);
    expect(check).not.toBeNull();
    expect(parseKennitala(`${first8}${check}5`, { mode: 'strict' }).ok).toBe(true);
  });

  it('must still be 10 digits', () => {
    expect(parseKennitala('812345678')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('ageAt', () => {
  const anna = { year: 1960, month: 1, day: 12 };

  it('counts a year only from the birthday on', () => {
    expect(ageAt(anna, new Date('2026-01-11T23:59:59Z'))).toBe(65);
    expect(ageAt(anna, new Date('2026-01-12T00:00:00Z'))).toBe(66);
    expect(ageAt(anna, new Date('2026-12-31T12:00:00Z'))).toBe(66);
    expect(ageAt(anna, new Date('2026-02-01T00:00:00Z'))).toBe(66);
  });

  it('is 0 on the day of birth', () => {
    expect(ageAt({ year: 2024, month: 5, day: 3 }, new Date('2024-05-03T10:00:00Z'))).toBe(0);
  });

  it('treats 1 March as the birthday of someone born on 29 February in non-leap years', () => {
    const leapling = { year: 2000, month: 2, day: 29 };
    expect(ageAt(leapling, new Date('2023-02-28T12:00:00Z'))).toBe(22);
    expect(ageAt(leapling, new Date('2023-03-01T00:00:00Z'))).toBe(23);
    expect(ageAt(leapling, new Date('2024-02-29T00:00:00Z'))).toBe(24);
  });

  it('goes up by exactly one from the day before the birthday to the birthday', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 1, max: 120 }), ({ id, year, month, day }, years) => {
        fc.pre(!(month === 2 && day === 29));
        const result = parseKennitala(id);
        if (!result.ok || result.value.birthday === null)
          throw new Error('generated id should parse');
        const birthday = Date.UTC(year + years, month - 1, day);
        const dayBefore = new Date(birthday - 24 * 60 * 60 * 1000);
        expect(ageAt(result.value.birthday, new Date(birthday))).toBe(years);
        expect(ageAt(result.value.birthday, dayBefore)).toBe(years - 1);
      }),
    );
  });

  it('derives kind and birthday for the demo people', () => {
    const company = parseKennitala('4502952219');
    expect(company.ok && company.value).toMatchObject({
      kind: 'company',
      birthday: { year: 1995, month: 2, day: 5 },
    });
    const person = parseKennitala('0503852139');
    expect(person.ok && person.value).toMatchObject({
      kind: 'person',
      birthday: { year: 1985, month: 3, day: 5 },
    });
  });
});
