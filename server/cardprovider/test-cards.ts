/** The simulator's card rules: what a real provider would check before asking the bank. */

/** Approves like any good card would; shown on the simulator's page. */
export const APPROVED_TEST_CARD = '4242424242424242';
/** Passes every check and is then declined, as a bank would decline it. */
export const DECLINED_TEST_CARD = '4000000000000002';

export type CardInput = { cardNumber: string; expiry: string; cvc: string };
export type CardProblem = 'invalidCardNumber' | 'invalidExpiry' | 'expiredCard' | 'invalidCvc';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (also 'MMYY' or 'MM / YY') to month and full year, or undefined. */
function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

export function checkCard(
  input: CardInput,
  now: Date = new Date(),
):
  { number: string; expiry: string } | { problems: Partial<Record<keyof CardInput, CardProblem>> } {
  const problems: Partial<Record<keyof CardInput, CardProblem>> = {};
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) problems.cardNumber = 'invalidCardNumber';
  const expiry = parseExpiry(input.expiry);
  if (!expiry) problems.expiry = 'invalidExpiry';
  else if (
    expiry.year < now.getUTCFullYear() ||
    (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)
  )
    problems.expiry = 'expiredCard';
  if (!/^\d{3,4}$/.test(input.cvc.trim())) problems.cvc = 'invalidCvc';
  if (Object.keys(problems).length > 0 || !expiry) return { problems };
  return {
    number,
    expiry: `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`,
  };
}

/** Always 16 characters, as the portal shows it: first six, six stars, last four. */
export function maskCardNumber(number: string): string {
  return `${number.slice(0, 6)}******${number.slice(-4)}`;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}
