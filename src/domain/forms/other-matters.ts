import { object, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { optionalKennitala, requiredEmail, requiredText } from './common-fields';

/**
 * "Other matters" (önnur erindi): whatever fits no other form. A kennitala is optional; given,
 * it must be a customer's, as on the inquiry (it ties the case to them).
 */
export const OTHER_SUBJECT_MAX_LENGTH = 150;

export const otherMattersSchema = object({
  subject: requiredText(OTHER_SUBJECT_MAX_LENGTH),
  message: requiredText(DESCRIPTION_MAX_LENGTH),
  name: requiredText(200),
  email: requiredEmail(),
  ssn: optionalKennitala(),
});

export type OtherMattersForm = InferType<typeof otherMattersSchema>;
