import { mixed, object, string, type InferType } from 'yup';
import { isValidEmail } from '../email';
import { MESSAGE_KEYS } from '../forms/message-keys';
import { isValidLocalPhone, normalizeLocalPhone } from '../phone';

/**
 * Staff change a customer's e-mail or mobile phone only through this action, which names why.
 * The staff screen and the server share the reasons and the rules; the request and response
 * shapes are declared in staff-contact.ts.
 */

export const STAFF_CONTACT_API = {
  change: (kennitala: string) => `/api/staff/v1/customers/${kennitala}/contact/`,
} as const;

/**
 * Why staff changed the details: the customer asked in person with identification, asked by
 * phone after identity checks, asked in writing signed electronically, our mail to the address
 * bounced, or something else (the free text says what).
 */
export const STAFF_CONTACT_REASONS = [
  'customerInPerson',
  'customerPhoneVerified',
  'customerSignedRequest',
  'addressUndeliverable',
  'other',
] as const;
export type StaffContactReason = (typeof STAFF_CONTACT_REASONS)[number];

export const STAFF_CONTACT_NOTE_MIN = 5;
export const STAFF_CONTACT_NOTE_MAX = 500;

export const staffContactChangeSchema = object({
  email: string()
    .typeError(MESSAGE_KEYS.invalidEmail)
    .trim()
    .test(
      'email',
      MESSAGE_KEYS.invalidEmail,
      (value) => value === undefined || isValidEmail(value),
    ),
  mobilePhone: string()
    .typeError(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .trim()
    .transform((value: string) => normalizeLocalPhone(value) ?? value)
    .test(
      'localPhone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => value === undefined || isValidLocalPhone(value),
    ),
  reasonCode: mixed<StaffContactReason>()
    .oneOf([...STAFF_CONTACT_REASONS], MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  reasonText: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .min(STAFF_CONTACT_NOTE_MIN, MESSAGE_KEYS.requiredField)
    .max(STAFF_CONTACT_NOTE_MAX, MESSAGE_KEYS.tooLong),
});

/** The request after the rules: trimmed, the phone number in its local form. */
export type StaffContactChange = InferType<typeof staffContactChangeSchema>;
