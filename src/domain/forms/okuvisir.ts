import { object, string, type InferType } from 'yup';
import { OKUVISIR_MIN_AGE } from '../okuvisir';
import { isValidRegistration, normalizeRegistration } from '../quote';
import { personAge, personKennitala, requiredConsent } from './child-insurance';
import { localPhone, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/** Signing up for Ökuvísir: the driver, how to reach them, the car, and consent to the app's data use. */
export function createOkuvisirSchema(now: () => Date = () => new Date()) {
  return object({
    name: requiredText(200),
    ssn: personKennitala().test(
      'driver',
      'publicForms|okuvisirTooYoung',
      (value) => (personAge(value, now()) ?? OKUVISIR_MIN_AGE) >= OKUVISIR_MIN_AGE,
    ),
    email: requiredEmail(),
    phone: localPhone({ required: true }),
    registration: string()
      .typeError(MESSAGE_KEYS.requiredField)
      .trim()
      .required(MESSAGE_KEYS.requiredField)
      .transform((value: string) => normalizeRegistration(value))
      .test('registration', 'publicForms|invalidRegistration', (value) =>
        isValidRegistration(value),
      ),
    consent: requiredConsent(),
  });
}

export type OkuvisirForm = InferType<ReturnType<typeof createOkuvisirSchema>>;
