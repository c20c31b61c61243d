import { array, object, string, type InferType } from 'yup';
import { isValidEmail } from '../email';
import { isValidKennitala, normalizeKennitala } from '../kennitala';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { isValidLocalPhone, normalizeLocalPhone } from '../phone';
import { MESSAGE_KEYS } from './message-keys';

/**
 * "Request an offer" (/fa-tilbod/): for what the price calculators do not cover, or a visitor who
 * wants a person to put an offer together. It becomes a case in the individual or company queue.
 */
export const OFFER_REQUEST_PRODUCTS = [
  'car',
  'home',
  'property',
  'travel',
  'accident',
  'life',
  'health',
  'liability',
  'business',
  'other',
] as const;
export type OfferRequestProduct = (typeof OFFER_REQUEST_PRODUCTS)[number];

export const OFFER_REQUEST_CUSTOMER_TYPES = ['individual', 'company'] as const;

/** What staff read in the inbox for each product (the case is worked in Icelandic). */
export const OFFER_REQUEST_PRODUCT_LABELS: Record<OfferRequestProduct, string> = {
  car: 'Ökutæki',
  home: 'Heimili og innbú',
  property: 'Fasteign',
  travel: 'Ferðalög',
  accident: 'Slysatrygging',
  life: 'Líf- og sjúkdómatrygging',
  health: 'Heilsutrygging',
  liability: 'Ábyrgðartrygging',
  business: 'Rekstur fyrirtækis',
  other: 'Annað',
};

export const offerRequestSchema = object({
  name: string().typeError(MESSAGE_KEYS.requiredField).trim().required(MESSAGE_KEYS.requiredField),
  email: string()
    .typeError(MESSAGE_KEYS.invalidEmail)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .test('email', MESSAGE_KEYS.invalidEmail, (value) => !value || isValidEmail(value)),
  phone: string()
    .typeError(MESSAGE_KEYS.invalidLocalPhoneNumber)
    .trim()
    .default('')
    .test(
      'phone',
      MESSAGE_KEYS.invalidLocalPhoneNumber,
      (value) => value === '' || isValidLocalPhone(value),
    )
    .transform((value: string) => normalizeLocalPhone(value) ?? value),
  ssn: string()
    .typeError(MESSAGE_KEYS.invalidSsn)
    .trim()
    .transform((value: string) => normalizeKennitala(value) ?? value)
    .default('')
    .test(
      'kennitala',
      MESSAGE_KEYS.invalidSsn,
      (value) => value === '' || isValidKennitala(value, { mode: 'relaxed' }),
    ),
  customerType: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(OFFER_REQUEST_CUSTOMER_TYPES, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  products: array()
    .of(string().oneOf(OFFER_REQUEST_PRODUCTS).required())
    .typeError(MESSAGE_KEYS.requiredField)
    .min(1, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  description: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(DESCRIPTION_MAX_LENGTH, MESSAGE_KEYS.tooLong),
});

export type OfferRequestForm = InferType<typeof offerRequestSchema>;
