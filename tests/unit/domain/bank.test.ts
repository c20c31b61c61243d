import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_LENGTH,
  BANK_LENGTH,
  LEDGER_LENGTH,
  digitsOnly,
  emptyBankInfo,
  isCompleteBankInfo,
  padAccountOnBlur,
  padBankOnBlur,
  splitPastedBankAccount,
} from '../../../src/domain/bank';

describe('bank field basics', () => {
  it('has lengths 4, 2, 6 and empty defaults', () => {
    expect([BANK_LENGTH, LEDGER_LENGTH, ACCOUNT_LENGTH]).toEqual([4, 2, 6]);
    expect(emptyBankInfo).toEqual({ bank: '', ledger: '', account: '' });
  });

  it.each([
    ['01a33', 4, '0133'],
    ['0133-26', 4, '0133'],
    ['  12 ', 2, '12'],
    ['abc', 6, ''],
    ['1234567', 6, '123456'],
  ])('digitsOnly(%j, %i) is %j', (value, max, expected) => {
    expect(digitsOnly(value, max)).toBe(expected);
  });

  it('digitsOnly keeps the leading digits in order, up to the maximum', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 8 }), (value, max) => {
        const result = digitsOnly(value, max);
        expect(result).toMatch(/^\d*$/);
        expect(result).toBe(value.replace(/[^0-9]/g, '').slice(0, max));
      }),
    );
  });
});

describe('padding on blur', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['13', '13'],
    ['133', '0133'],
    ['0133', '0133'],
  ])('bank %j becomes %j', (value, expected) => {
    expect(padBankOnBlur(value)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['1', '000001'],
    ['12345', '012345'],
    ['012345', '012345'],
  ])('account %j becomes %j', (value, expected) => {
    expect(padAccountOnBlur(value)).toBe(expected);
  });
});

describe('splitPastedBankAccount', () => {
  it.each([
    ['0133-26-012345', { bank: '0133', ledger: '26', account: '012345' }],
    ['0133 26 12345', { bank: '0133', ledger: '26', account: '012345' }],
    ['133-26-1', { bank: '0133', ledger: '26', account: '000001' }],
    ['13-26-1', { bank: '13', ledger: '26', account: '000001' }],
    ['0133-26', { bank: '0133', ledger: '26', account: '' }],
    ['Reikningur: 0133/26/012345.', { bank: '0133', ledger: '26', account: '012345' }],
    ['01334-267-0123456', { bank: '0133', ledger: '26', account: '012345' }],
  ])('splits %j on non-digits', (text, expected) => {
    expect(splitPastedBankAccount(text)).toEqual(expected);
  });

  it.each([
    ['0133260123', { bank: '0133', ledger: '26', account: '000123' }],
    ['013326012345', { bank: '0133', ledger: '26', account: '012345' }],
    // Without separators the leading zero cannot be recovered: the block is cut 4 / 2 / rest.
    ['13326012345', { bank: '1332', ledger: '60', account: '012345' }],
    ['1332601', { bank: '1332', ledger: '60', account: '000001' }],
    ['01332601234567', { bank: '0133', ledger: '26', account: '012345' }],
  ])('splits the single block %j 4 / 2 / rest', (text, expected) => {
    expect(splitPastedBankAccount(text)).toEqual(expected);
  });

  it.each(['', 'no digits', '133260', '1', '0133-26-012345-99'])(
    'does not recognise %j',
    (text) => {
      expect(splitPastedBankAccount(text)).toBeNull();
    },
  );

  it('gives back any 4/2/6 digit triple joined by any non-digit separators', () => {
    const separator = fc
      .array(fc.constantFrom('-', ' ', '.', '/', '\t', 'a', 'ð', ':'), {
        minLength: 1,
        maxLength: 3,
      })
      .map((chars) => chars.join(''));
    const edge = fc
      .array(fc.constantFrom(' ', 'x', '#'), { maxLength: 2 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{4}$/),
        fc.stringMatching(/^\d{2}$/),
        fc.stringMatching(/^\d{6}$/),
        separator,
        separator,
        edge,
        edge,
        (bank, ledger, account, first, second, before, after) => {
          const text = `${before}${bank}${first}${ledger}${second}${account}${after}`;
          expect(splitPastedBankAccount(text)).toEqual({ bank, ledger, account });
        },
      ),
    );
  });
});

describe('isCompleteBankInfo', () => {
  it('needs exactly 4, 2 and 6 digits', () => {
    expect(isCompleteBankInfo({ bank: '0133', ledger: '26', account: '012345' })).toBe(true);
    expect(isCompleteBankInfo(emptyBankInfo)).toBe(false);
    expect(isCompleteBankInfo({ bank: '133', ledger: '26', account: '012345' })).toBe(false);
    expect(isCompleteBankInfo({ bank: '0133', ledger: '6', account: '012345' })).toBe(false);
    expect(isCompleteBankInfo({ bank: '0133', ledger: '26', account: '12345' })).toBe(false);
    expect(isCompleteBankInfo({ bank: '0133', ledger: '26', account: '0123456' })).toBe(false);
    expect(isCompleteBankInfo({ bank: '01a3', ledger: '26', account: '012345' })).toBe(false);
  });
});
