import { object, string, type InferType } from 'yup';
import { SIGNING_MEMO_MAX_LENGTH } from '../api/signing-rules';
import { isValidLocalPhone, normalizeLocalPhone } from '../phone';
import { MESSAGE_KEYS } from './message-keys';

/** Signing with mobile electronic ID: the phone that approves. Stored and sent as 7 digits. */
export const mobileSigningSchema = object({
  phone: string()
    .typeError(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .trim()
    .transform((value: string) => normalizeLocalPhone(value) ?? value)
    .required(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .test('localPhone', MESSAGE_KEYS.invalidLocalPhoneNumber, (value) => isValidLocalPhone(value)),
});

export type MobileSigningForm = InferType<typeof mobileSigningSchema>;

/** A note to the insurer about a document to sign ("I have a question about …"). */
export const signingMemoSchema = object({
  text: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(SIGNING_MEMO_MAX_LENGTH, MESSAGE_KEYS.tooLong),
});

export type SigningMemoForm = InferType<typeof signingMemoSchema>;
