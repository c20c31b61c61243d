// Icelandic national id (kennitala; "ssn" in the API).
// Layout: DDMMYY SS C K — birth date, two sequence digits, check digit, century digit.
// Why the check digit is only enforced in strict mode: docs/decisions/003-kennitala-relaxed-check-digit.md

export type KennitalaKind = 'person' | 'company' | 'temporary';

/** A calendar date without a time zone: month and day are 1-based. */
export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

export interface Kennitala {
  /** The 10 digits, no separator. */
  kennitala: string;
  kind: KennitalaKind;
  /** Null for temporary ids, which carry no birth date. */
  birthday: BirthDate | null;
  /** Sequence digits 14 or 15: Registers Iceland's synthetic test data. */
  isTestDataset: boolean;
}

export type KennitalaFailure = 'format' | 'date' | 'century' | 'checkDigit' | 'testDataset';

export type KennitalaResult =
  { ok: true; value: Kennitala } | { ok: false; reason: KennitalaFailure };

export type KennitalaMode = 'strict' | 'relaxed';

export interface KennitalaOptions {
  /** 'relaxed' (default) skips the check digit; 'strict' enforces it. */
  mode?: KennitalaMode;
  /** Accept Registers Iceland's test-dataset ids (sequence digits 14 or 15). */
  testDataset?: boolean;
}

const INPUT_PATTERN = /^(\d{6})-?(\d{4})$/;
const CHECK_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const CENTURY_BY_DIGIT: Readonly<Record<string, number>> = { '8': 1800, '9': 1900, '0': 2000 };
const COMPANY_DAY_OFFSET = 40;
const TEST_DATASET_SEQUENCES = new Set(['14', '15']);

/** The 10 digits of a kennitala typed as DDMMYY[-]NNNN (surrounding whitespace ignored), or null. */
export function normalizeKennitala(input: string): string | null {
  const match = INPUT_PATTERN.exec(input.trim());
  if (!match) return null;
  return `${match[1]}${match[2]}`;
}

/**
 * The check digit (9th digit) for the first 8 digits, or null when the mod-11 remainder
 * leaves 10 — no valid kennitala exists for such a prefix — or the input is not 8 digits.
 */
export function kennitalaCheckDigit(first8: string): number | null {
  if (!/^\d{8}$/.test(first8)) return null;
  let sum = 0;
  CHECK_WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(first8[index]);
  });
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function hasValidCheckDigit(digits: string): boolean {
  return kennitalaCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

export function parseKennitala(input: string, options: KennitalaOptions = {}): KennitalaResult {
  const strict = options.mode === 'strict';
  const digits = normalizeKennitala(input);
  if (digits === null) return { ok: false, reason: 'format' };

  const firstDigit = digits[0];
  if (firstDigit === '8' || firstDigit === '9') {
    // Temporary ids carry no date, so neither date, century nor the test-dataset rule applies:
    // their sequence digits are not a "day field" and rejecting a real temporary id would lock someone out.
    if (strict && !hasValidCheckDigit(digits)) return { ok: false, reason: 'checkDigit' };
    return {
      ok: true,
      value: { kennitala: digits, kind: 'temporary', birthday: null, isTestDataset: false },
    };
  }

  const century = CENTURY_BY_DIGIT[digits.slice(9, 10)];
  if (century === undefined) return { ok: false, reason: 'century' };

  const dayField = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = century + Number(digits.slice(4, 6));
  const kind: KennitalaKind = dayField > COMPANY_DAY_OFFSET ? 'company' : 'person';
  const day = kind === 'company' ? dayField - COMPANY_DAY_OFFSET : dayField;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: 'date' };
  }

  const isTestDataset = TEST_DATASET_SEQUENCES.has(digits.slice(6, 8));
  if (isTestDataset && options.testDataset !== true) return { ok: false, reason: 'testDataset' };

  if (strict && !hasValidCheckDigit(digits)) return { ok: false, reason: 'checkDigit' };

  return {
    ok: true,
    value: { kennitala: digits, kind, birthday: { year, month, day }, isTestDataset },
  };
}

export function isValidKennitala(input: string, options?: KennitalaOptions): boolean {
  return parseKennitala(input, options).ok;
}

/**
 * Completed years of age on the date `at`, read in UTC because Iceland is UTC+0 all year.
 * Someone born on 29 February turns a year older on 1 March in non-leap years.
 */
export function ageAt(birthday: BirthDate, at: Date): number {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  const day = at.getUTCDate();
  const hadBirthdayThisYear =
    month > birthday.month || (month === birthday.month && day >= birthday.day);
  return year - birthday.year - (hadBirthdayThisYear ? 0 : 1);
}
