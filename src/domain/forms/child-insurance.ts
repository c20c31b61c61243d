import { boolean, object, string, type InferType } from 'yup';
import { ageAt, normalizeKennitala, parseKennitala } from '../kennitala';
import { localPhone, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * Applying for child insurance (barnatrygging): a parent applies for a child under 18. The cover
 * runs on to the child's 25th year (the product page says so); taking it out is for minors.
 */
export const CHILD_COVER_LEVELS = ['basic', 'standard', 'extended'] as const;
export type ChildCoverLevel = (typeof CHILD_COVER_LEVELS)[number];

/** The sum insured for serious illness and accident at each level, in krónur. */
export const CHILD_COVER_SUMS: Record<ChildCoverLevel, number> = {
  basic: 5_000_000,
  standard: 10_000_000,
  extended: 20_000_000,
};

/** How staff read the level in the case. */
export const CHILD_COVER_LABELS: Record<ChildCoverLevel, string> = {
  basic: 'Grunnvernd',
  standard: 'Millivernd',
  extended: 'Víðtæk vernd',
};

/** A child is taken into the insurance before this age. */
export const CHILD_MAX_AGE = 18;
/** The applicant is a parent or guardian of age. */
export const PARENT_MIN_AGE = 18;

export const CHILD_FORM_MESSAGES = {
  personSsnRequired: 'publicForms|personSsnRequired',
  childTooOld: 'publicForms|childTooOld',
  childNotBorn: 'publicForms|childNotBorn',
  childSameAsParent: 'publicForms|childSameAsParent',
  parentTooYoung: 'publicForms|parentTooYoung',
  consentRequired: 'publicForms|consentRequired',
} as const;

/** The person's age today, or null when the kennitala is not a person's with a birth date. */
export function personAge(kennitala: string, now: Date): number | null {
  const parsed = parseKennitala(kennitala, { mode: 'relaxed' });
  if (!parsed.ok || parsed.value.kind !== 'person' || !parsed.value.birthday) return null;
  return ageAt(parsed.value.birthday, now);
}

/** A person's kennitala, required: valid, and not a company's. */
export const personKennitala = () =>
  string()
    .typeError(MESSAGE_KEYS.invalidSsn)
    .trim()
    .transform((value: string) => normalizeKennitala(value) ?? value)
    .required(MESSAGE_KEYS.requiredField)
    .test('kennitala', MESSAGE_KEYS.invalidSsn, (value) => {
      const parsed = parseKennitala(value, { mode: 'relaxed' });
      return parsed.ok;
    })
    .test('person', CHILD_FORM_MESSAGES.personSsnRequired, (value) => {
      const parsed = parseKennitala(value, { mode: 'relaxed' });
      return !parsed.ok || parsed.value.kind === 'person';
    });

/** A consent box that must be ticked. */
export const requiredConsent = () =>
  boolean()
    .typeError(CHILD_FORM_MESSAGES.consentRequired)
    .required(CHILD_FORM_MESSAGES.consentRequired)
    .oneOf([true], CHILD_FORM_MESSAGES.consentRequired);

/** The ages are judged on `now()`'s date, so tests and the server's clock decide the same. */
export function createChildInsuranceSchema(now: () => Date = () => new Date()) {
  return object({
    parentName: requiredText(200),
    parentSsn: personKennitala().test(
      'adult',
      CHILD_FORM_MESSAGES.parentTooYoung,
      (value) => (personAge(value, now()) ?? PARENT_MIN_AGE) >= PARENT_MIN_AGE,
    ),
    email: requiredEmail(),
    phone: localPhone({ required: true }),
    childName: requiredText(200),
    childSsn: personKennitala()
      .test('born', CHILD_FORM_MESSAGES.childNotBorn, (value) => {
        const age = personAge(value, now());
        return age === null || age >= 0;
      })
      .test('minor', CHILD_FORM_MESSAGES.childTooOld, (value) => {
        const age = personAge(value, now());
        return age === null || age < CHILD_MAX_AGE;
      })
      .test('notParent', CHILD_FORM_MESSAGES.childSameAsParent, function notParent(value) {
        const parent = normalizeKennitala(
          String((this.parent as { parentSsn?: unknown }).parentSsn ?? ''),
        );
        return value !== parent;
      }),
    coverLevel: string()
      .typeError(MESSAGE_KEYS.requiredField)
      .oneOf(CHILD_COVER_LEVELS, MESSAGE_KEYS.requiredField)
      .required(MESSAGE_KEYS.requiredField),
    consent: requiredConsent(),
  });
}

export type ChildInsuranceForm = InferType<ReturnType<typeof createChildInsuranceSchema>>;
