import { object, string, type InferType } from 'yup';
import { requiredEmail } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

export const NEWSLETTER_NAME_MAX_LENGTH = 100;

/**
 * The prevention newsletter ("Forvarnir"): an e-mail address and, if the visitor likes, a name.
 * Nobody is subscribed until they follow the link mailed to the address (double opt-in).
 */
export const newsletterSignupSchema = object({
  email: requiredEmail(),
  name: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .default('')
    .max(NEWSLETTER_NAME_MAX_LENGTH, MESSAGE_KEYS.tooLong),
});

export type NewsletterSignupForm = InferType<typeof newsletterSignupSchema>;
