import { object, string, type InferType } from 'yup';
import { optionalKennitala, optionalText, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * Web-to-case: the one endpoint other parts of the site (the claims pages, the portal's helpers)
 * post a case to, with files. The category decides the queue.
 */
export const WEB_TO_CASE_CATEGORIES = ['claim', 'policy', 'payment', 'document', 'other'] as const;
export type WebToCaseCategory = (typeof WEB_TO_CASE_CATEGORIES)[number];

export const WEB_TO_CASE_SUBJECT_MAX_LENGTH = 150;
/** Longer than the visitor forms' 999: the claims pages post whole accounts of what happened. */
export const WEB_TO_CASE_DESCRIPTION_MAX_LENGTH = 4000;

/** What staff read for each category (the case is worked in Icelandic). */
export const WEB_TO_CASE_CATEGORY_LABELS: Record<WebToCaseCategory, string> = {
  claim: 'Tjón',
  policy: 'Tryggingar',
  payment: 'Greiðslur',
  document: 'Skjöl',
  other: 'Annað',
};

export const webToCaseSchema = object({
  subject: requiredText(WEB_TO_CASE_SUBJECT_MAX_LENGTH),
  description: requiredText(WEB_TO_CASE_DESCRIPTION_MAX_LENGTH),
  email: requiredEmail(),
  /** The sender's name when the posting page knows it; the e-mail address stands in otherwise. */
  name: optionalText(200),
  ssn: optionalKennitala(),
  category: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(WEB_TO_CASE_CATEGORIES, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
});

export type WebToCaseForm = InferType<typeof webToCaseSchema>;
