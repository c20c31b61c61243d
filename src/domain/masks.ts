// Input masks where '#' stands for one digit and anything else is a literal separator.

export const STAFF_LOOKUP_MASK = '###### ####';
export const PHONE_MASK = '### ####';

const PLACEHOLDER = '#';

export function unmask(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Places the digits of `value` into `mask`. A separator is written only once a digit follows it,
 * so deleting the last digit never leaves a dangling separator the user has to delete too.
 * Digits beyond the mask's placeholders are dropped.
 */
export function applyMask(value: string, mask: string): string {
  const digits = unmask(value);
  let next = 0;
  let result = '';
  let pendingSeparators = '';
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === PLACEHOLDER) {
      result += pendingSeparators + digits.charAt(next);
      pendingSeparators = '';
      next += 1;
    } else {
      pendingSeparators += char;
    }
  }
  return result;
}
