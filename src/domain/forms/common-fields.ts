import { boolean, string } from 'yup';
import { isValidEmail } from '../email';
import { isValidKennitala, normalizeKennitala } from '../kennitala';
import { isValidLocalPhone, normalizeLocalPhone } from '../phone';
import { MESSAGE_KEYS } from './message-keys';

/**
 * The fields the public forms share, each with the same rule and message keys everywhere, so a
 * kennitala or a phone number is judged the same in every form and on the server.
 */

export const requiredName = () =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(200, MESSAGE_KEYS.tooLong);

export const requiredEmail = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidEmail)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .test('email', MESSAGE_KEYS.invalidEmail, (value) => !value || isValidEmail(value));

/** '' when left out; else a local number, sent as seven digits. */
export const optionalPhone = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .trim()
    .default('')
    .test(
      'phone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => value === '' || isValidLocalPhone(value),
    )
    .transform((value: string) => normalizeLocalPhone(value) ?? value);

export const requiredPhone = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .test(
      'phone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => !value || isValidLocalPhone(value),
    )
    .transform((value: string) => normalizeLocalPhone(value) ?? value);

/** '' when left out; else ten digits of a valid kennitala (check digit relaxed, decision 003). */
export const optionalSsn = () =>
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

/** One of a fixed list; anything else reads as no choice. */
export const requiredChoice = <T extends string>(choices: readonly T[]) =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(choices, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField);

export const flag = () => boolean().typeError(MESSAGE_KEYS.requiredField).default(false);
