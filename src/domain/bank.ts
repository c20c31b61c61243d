// Icelandic bank account: bank (4 digits), ledger (2), account (6).

export interface BankInfo {
  bank: string;
  ledger: string;
  account: string;
}

export const BANK_LENGTH = 4;
export const LEDGER_LENGTH = 2;
export const ACCOUNT_LENGTH = 6;

// A bank value shorter than this is still being typed, so blur leaves it alone.
const BANK_PAD_FROM = 3;
const SINGLE_BLOCK_MIN_LENGTH = 7;

export const emptyBankInfo: Readonly<BankInfo> = Object.freeze({
  bank: '',
  ledger: '',
  account: '',
});

/** Strips everything but ASCII digits and cuts the result to `maxLength`. */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, Math.max(0, maxLength));
}

function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Bank numbers are commonly written without their leading zero ('133' for '0133'). */
export function padBankOnBlur(bank: string): string {
  if (bank.length < BANK_PAD_FROM || !isDigits(bank)) return bank;
  return bank.padStart(BANK_LENGTH, '0');
}

export function padAccountOnBlur(account: string): string {
  if (account.length < 1 || !isDigits(account)) return account;
  return account.padStart(ACCOUNT_LENGTH, '0');
}

/**
 * Splits a pasted account number into its fields, or null when the paste is not recognisable.
 * Two or three digit groups separated by anything else are bank, ledger[, account]; a single block
 * of at least 7 digits is split 4 / 2 / rest. Each field is cut to its length and padded as on blur.
 */
export function splitPastedBankAccount(text: string): BankInfo | null {
  const groups = text.match(/\d+/g) ?? [];
  let parts: [string, string, string];
  const [first = '', second = '', third = ''] = groups;
  if (groups.length === 1) {
    if (first.length < SINGLE_BLOCK_MIN_LENGTH) return null;
    const ledgerEnd = BANK_LENGTH + LEDGER_LENGTH;
    parts = [
      first.slice(0, BANK_LENGTH),
      first.slice(BANK_LENGTH, ledgerEnd),
      first.slice(ledgerEnd),
    ];
  } else if (groups.length === 2 || groups.length === 3) {
    parts = [first, second, third];
  } else {
    // Nothing to split, or more groups than fields: guessing which ones belong where could save a wrong account.
    return null;
  }
  const [bank, ledger, account] = parts;
  return {
    bank: padBankOnBlur(bank.slice(0, BANK_LENGTH)),
    ledger: ledger.slice(0, LEDGER_LENGTH),
    account: padAccountOnBlur(account.slice(0, ACCOUNT_LENGTH)),
  };
}

function hasExactDigits(value: string, length: number): boolean {
  return value.length === length && isDigits(value);
}

export function isCompleteBankInfo(info: BankInfo): boolean {
  return (
    hasExactDigits(info.bank, BANK_LENGTH) &&
    hasExactDigits(info.ledger, LEDGER_LENGTH) &&
    hasExactDigits(info.account, ACCOUNT_LENGTH)
  );
}
