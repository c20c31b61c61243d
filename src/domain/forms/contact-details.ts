import { object, string, type InferType } from 'yup';
import { isValidEmail } from '../email';
import { isValidLocalPhone, normalizeLocalPhone } from '../phone';
import { MESSAGE_KEYS } from './message-keys';

export const CONTACT_DETAILS_TYPE = 'contactDetailsModal';

// Valid numbers are stored as 7 digits; the UI formats them with PHONE_MASK.
function phoneField() {
  return string()
    .typeError(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .trim()
    .transform((value: string) => normalizeLocalPhone(value) ?? value);
}

export const contactDetailsSchema = object({
  type: string()
    .oneOf([CONTACT_DETAILS_TYPE], MESSAGE_KEYS.requiredField)
    .default(CONTACT_DETAILS_TYPE),
  email: string()
    .typeError(MESSAGE_KEYS.invalidEmail)
    .trim()
    .required(MESSAGE_KEYS.missingEmail)
    .test('email', MESSAGE_KEYS.invalidEmail, (value) => !value || isValidEmail(value)),
  // The mobile number must be a valid number; an empty one is not, so it gets the same key.
  mobilePhone: phoneField()
    .required(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .test(
      'localPhone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => !value || isValidLocalPhone(value),
    ),
  homePhone: phoneField()
    .default('')
    .test(
      'localPhone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => value === '' || isValidLocalPhone(value),
    ),
});

export type ContactDetailsForm = InferType<typeof contactDetailsSchema>;
