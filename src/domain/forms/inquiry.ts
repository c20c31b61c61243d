import { object, string, type InferType } from 'yup';
import { isValidEmail } from '../email';
import { isValidKennitala, normalizeKennitala, type KennitalaOptions } from '../kennitala';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { MESSAGE_KEYS } from './message-keys';
import { INQUIRY_QUEUES, type InquiryQueue } from '../api/values';

/** What staff call each of the four service types an inquiry can be sent to (the inbox's queues). */
const INQUIRY_TYPE_LABELS: Record<InquiryQueue, string> = {
  individual: 'Einstaklingsþjónusta',
  company: 'Fyrirtækjaþjónusta',
  housingAssociation: 'Húsfélagaþjónusta',
  claims: 'Tjónaþjónusta',
};

/** The four service types; the id is stable (and is the case's queue), the label is what staff see. */
export const INQUIRY_TYPES = INQUIRY_QUEUES.map((id) => ({ id, label: INQUIRY_TYPE_LABELS[id] }));

export type InquiryTypeId = InquiryQueue;

export const INQUIRY_TYPE_IDS: readonly InquiryTypeId[] = INQUIRY_QUEUES;

export function inquiryTypeLabel(id: InquiryTypeId): string {
  return INQUIRY_TYPE_LABELS[id] ?? id;
}

/**
 * `kennitala` lets a demo or test deployment accept Registers Iceland's test-dataset ids; the mode stays
 * relaxed for user input (docs/decisions/003-kennitala-relaxed-check-digit.md).
 */
export function createInquirySchema(kennitala: Pick<KennitalaOptions, 'testDataset'> = {}) {
  const ssnOptions: KennitalaOptions = {
    mode: 'relaxed',
    testDataset: kennitala.testDataset === true,
  };
  return object({
    name: string()
      .typeError(MESSAGE_KEYS.requiredField)
      .trim()
      .required(MESSAGE_KEYS.requiredField),
    email: string()
      .typeError(MESSAGE_KEYS.invalidEmail)
      .trim()
      .required(MESSAGE_KEYS.requiredField)
      .test('email', MESSAGE_KEYS.invalidEmail, (value) => !value || isValidEmail(value)),
    ssn: string()
      .typeError(MESSAGE_KEYS.invalidSsn)
      .trim()
      .transform((value: string) => normalizeKennitala(value) ?? value)
      .default('')
      .test(
        'kennitala',
        MESSAGE_KEYS.invalidSsn,
        (value) => value === '' || isValidKennitala(value, ssnOptions),
      ),
    type: string()
      .typeError(MESSAGE_KEYS.requiredField)
      // An unknown type is treated like no choice: the select only offers the four ids.
      .oneOf(INQUIRY_TYPE_IDS, MESSAGE_KEYS.requiredField)
      .required(MESSAGE_KEYS.requiredField),
    description: string()
      .typeError(MESSAGE_KEYS.requiredField)
      .trim()
      .required(MESSAGE_KEYS.requiredField)
      .max(DESCRIPTION_MAX_LENGTH, MESSAGE_KEYS.tooLong),
  });
}

export const inquirySchema = createInquirySchema();

export type InquiryForm = InferType<typeof inquirySchema>;
