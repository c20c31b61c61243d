import { boolean, string } from 'yup';
import { isValidEmail } from '../email';
import { isValidKennitala, normalizeKennitala, parseKennitala } from '../kennitala';
import { isValidLocalPhone, normalizeLocalPhone } from '../phone';
import { MESSAGE_KEYS } from './message-keys';

/**
 * Field rules the public forms share, so a name, an e-mail address, a phone number or a kennitala
 * is judged the same way on every form and on the server.
 */

export const requiredText = (max: number) =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(max, MESSAGE_KEYS.tooLong);

export const optionalText = (max: number) =>
  string().typeError(MESSAGE_KEYS.requiredField).trim().default('').max(max, MESSAGE_KEYS.tooLong);

export const requiredEmail = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidEmail)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(254, MESSAGE_KEYS.invalidEmail)
    .test('email', MESSAGE_KEYS.invalidEmail, (value) => !value || isValidEmail(value));

/** Seven digits, written 5551234 or 555 1234; stored as the seven digits. */
export const localPhone = ({ required }: { required: boolean }) => {
  const base = string().typeError(MESSAGE_KEYS.invalidLocalPhoneNumber).trim().default('');
  return (required ? base.required(MESSAGE_KEYS.requiredField) : base)
    .test(
      'phone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => !value || isValidLocalPhone(value),
    )
    .transform((value: string) => normalizeLocalPhone(value) ?? value);
};

/** An optional kennitala of anyone: the 10 digits, or '' when left out. */
export const optionalKennitala = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidSsn)
    .trim()
    .transform((value: string) => normalizeKennitala(value) ?? value)
    .default('')
    .test(
      'kennitala',
      MESSAGE_KEYS.invalidSsn,
      (value) => value === '' || isValidKennitala(value, { mode: 'relaxed' }),
    );

/** Whether a kennitala is a company's (its day is 41–71). */
export function isCompanyKennitala(value: string): boolean {
  const parsed = parseKennitala(value, { mode: 'relaxed' });
  return parsed.ok && parsed.value.kind === 'company';
}

/** A company's kennitala, required: a person's valid one is refused as not a company's. */
export const companyKennitala = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidSsn)
    .trim()
    .transform((value: string) => normalizeKennitala(value) ?? value)
    .required(MESSAGE_KEYS.requiredField)
    .test('kennitala', MESSAGE_KEYS.invalidSsn, (value) =>
      isValidKennitala(value, { mode: 'relaxed' }),
    )
    .test(
      'company',
      MESSAGE_KEYS.invalidCompanySsn,
      (value) => !isValidKennitala(value, { mode: 'relaxed' }) || isCompanyKennitala(value),
    );

/** One of a fixed list; anything else reads as no choice. */
export const requiredChoice = <T extends string>(choices: readonly T[]) =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(choices, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField);

export const flag = () => boolean().typeError(MESSAGE_KEYS.requiredField).default(false);
