import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { REDACTED_EMAIL, maskEmail, redactDeep, redactEmails } from '../../../src/domain/redact';

describe('redactEmails', () => {
  it.each([
    ['anna@skjol.is', REDACTED_EMAIL],
    ['contact anna@skjol.is now', `contact ${REDACTED_EMAIL} now`],
    ['a@b.is, c.d+e@f-g.co.uk', `${REDACTED_EMAIL}, ${REDACTED_EMAIL}`],
    ['<jón.jónsson@skjól.is>', `<${REDACTED_EMAIL}>`],
    ['/leit?netfang=anna%40skjol.is&x=1', `/leit?netfang=${REDACTED_EMAIL}&x=1`],
    ['/leit?q=x#anna@skjol.is', `/leit?q=x#${REDACTED_EMAIL}`],
    ['"o\'brien!x@mail.example.com"', `"${REDACTED_EMAIL}"`],
    ['mailto:ANNA@SKJOL.IS', `mailto:${REDACTED_EMAIL}`],
  ])('redacts %j', (value, expected) => {
    expect(redactEmails(value)).toBe(expected);
  });

  it.each([
    'Skjól tryggingar',
    'follow @skjol',
    'price 5 @ 10.00',
    '/leit?q=tryggingar&x=1',
    'user@localhost',
    '120160-3389',
    '',
  ])('leaves %j alone', (value) => {
    expect(redactEmails(value)).toBe(value);
  });

  const before = fc.constantFrom('', ' ', 'x ', '(', 'email: ', '?email=');
  const after = fc.constantFrom('', ' ', ')', '. ', '&x=1');

  it('replaces an address wherever it sits', () => {
    const address = fc.emailAddress().filter((value) => !/[/?=&#]/.test(value.split('@')[0] ?? ''));
    fc.assert(
      fc.property(address, before, after, (value, head, tail) => {
        expect(redactEmails(`${head}${value}${tail}`)).toBe(`${head}${REDACTED_EMAIL}${tail}`);
      }),
    );
  });

  it('leaves no @ or domain behind even for addresses with URL delimiters in the local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), before, after, (value, head, tail) => {
        const redacted = redactEmails(`${head}${value}${tail}`);
        expect(redacted).not.toContain('@');
        expect(redacted.endsWith(`${REDACTED_EMAIL}${tail}`)).toBe(true);
      }),
    );
  });

  it('handles a long run of address characters without an address in it', () => {
    const long = `${'a'.repeat(50_000)}@`;
    expect(redactEmails(long)).toBe(long);
  });
});

describe('redactDeep', () => {
  it('redacts strings in nested objects and arrays and keeps everything else', () => {
    const when = new Date('2026-03-10T12:00:00Z');
    const input = {
      event: 'inquiry_submit',
      user: { email: 'anna@skjol.is', age: 66, tags: ['x', 'b@c.is', null, true] },
      list: [{ note: 'mail me at a@b.is' }],
      when,
    };
    const output = redactDeep(input);
    expect(output).toEqual({
      event: 'inquiry_submit',
      user: { email: REDACTED_EMAIL, age: 66, tags: ['x', REDACTED_EMAIL, null, true] },
      list: [{ note: `mail me at ${REDACTED_EMAIL}` }],
      when,
    });
    expect(output.when).toBe(when);
  });

  it('does not change its input', () => {
    const input = { email: 'anna@skjol.is', nested: ['b@c.is'] };
    redactDeep(input);
    expect(input).toEqual({ email: 'anna@skjol.is', nested: ['b@c.is'] });
  });

  it('redacts top-level strings and passes other primitives through', () => {
    expect(redactDeep('x anna@skjol.is')).toBe(`x ${REDACTED_EMAIL}`);
    expect(redactDeep(42)).toBe(42);
    expect(redactDeep(null)).toBeNull();
    expect(redactDeep(undefined)).toBeUndefined();
  });

  it('survives cycles', () => {
    const input: { email: string; self?: unknown } = { email: 'anna@skjol.is' };
    input.self = input;
    const output = redactDeep(input);
    expect(output.email).toBe(REDACTED_EMAIL);
    expect(output.self).toBe(output);
  });

  it('keeps a __proto__ key from parsed JSON as an ordinary redacted key', () => {
    const input: unknown = JSON.parse('{"__proto__": "anna@skjol.is"}');
    const output = redactDeep(input);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toBe(REDACTED_EMAIL);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain, hides the rest of the local part', () => {
    expect(maskEmail('anna@example.is')).toBe('a***@example.is');
    expect(maskEmail('x.y+tag@sub.skjol.is')).toBe('x***@sub.skjol.is');
  });

  it('hides all of something that is not an address, and gives nothing for nothing', () => {
    expect(maskEmail('@example.is')).toBe('***');
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail(null)).toBeNull();
    expect(maskEmail('')).toBeNull();
  });
});
