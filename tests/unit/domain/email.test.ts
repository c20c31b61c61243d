import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EMAIL_REGEX, isValidEmail } from '../../../src/domain/email';

describe('isValidEmail', () => {
  it.each([
    ['anna@skjol.is', 'plain address'],
    ['Anna.Jonsdottir@Skjol.IS', 'upper case and a dot in the local part'],
    ['a_b%c+d-e@example.com', 'every allowed special character in the local part'],
    ['_@x.is', 'underscore alone'],
    ['test+tag@gmail.com', 'plus addressing'],
    ['123@456.is', 'digits in local part and domain'],
    ['first.last@sub.domain.is', 'several domain labels'],
    ['user@mail-server.example.co.uk', 'hyphen in the domain'],
    ['a@b-c.d-e.com', 'hyphens in several labels'],
    ['x@y.ab', 'top-level part of 2 letters'],
    ['x@y.abcdefghi', 'top-level part of 9 letters'],
    ['x@y.museum', 'long real top-level domain'],
    ['a.b.c@d.e.fg', 'single dots everywhere'],
    ['a@-x.is', 'the rule does not forbid a leading hyphen in the domain'],
    ['a.@b.is', 'the rule does not forbid a dot before the @'],
  ])('accepts %s (%s)', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['anna..j@skjol.is', 'two dots in the local part'],
    ['anna@skjol..is', 'two dots in the domain'],
    ['x@y.i', 'top-level part of 1 letter'],
    ['x@y.abcdefghij', 'top-level part of 10 letters'],
    ['x@y.c0m', 'digit in the top-level part'],
    ['x@y.123', 'numeric top-level part'],
    ['x@y.i-s', 'hyphen in the top-level part'],
    ['annaskjol.is', 'missing @'],
    ['a@b@skjol.is', 'two @'],
    ['@skjol.is', 'empty local part'],
    ['anna@.is', 'empty domain before the top-level part'],
    ['anna@skjol', 'no top-level part'],
    ['an na@skjol.is', 'space in the local part'],
    ['anna!@skjol.is', '! in the local part'],
    ['anna@sk_jol.is', 'underscore in the domain'],
    ['anna@sk+jol.is', 'plus in the domain'],
    ['jón@skjol.is', 'non-ASCII letter in the local part'],
    ['anna@skjól.is', 'non-ASCII letter in the domain'],
    [' anna@skjol.is', 'leading space'],
    ['anna@skjol.is\n', 'trailing newline'],
    ['anna@skjol.is.', 'trailing dot'],
    ['', 'empty'],
  ])('rejects %j (%s)', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('rejects any address that contains two consecutive dots', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,5}$/),
        fc.stringMatching(/^[a-z]{1,5}$/),
        (left, right) => {
          expect(isValidEmail(`${left}..${right}@skjol.is`)).toBe(false);
          expect(isValidEmail(`${left}@${right}..skjol.is`)).toBe(false);
          expect(isValidEmail(`${left}.${right}@skjol.is`)).toBe(true);
        },
      ),
    );
  });

  it('accepts exactly top-level parts of 2 to 9 letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,12}$/), (tld) => {
        expect(isValidEmail(`anna@skjol.${tld}`)).toBe(tld.length >= 2 && tld.length <= 9);
      }),
    );
  });

  it('exports the regex the function uses', () => {
    expect(EMAIL_REGEX.test('anna@skjol.is')).toBe(true);
    expect(EMAIL_REGEX.test('anna@skjol.i')).toBe(false);
  });
});
