import { object, string, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import {
  flag,
  localPhone,
  optionalKennitala,
  requiredChoice,
  requiredEmail,
  requiredText,
} from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * "Let us know" (/lattu-okkur-vita/, /en/let-us-know/): a complaint or a compliment. It becomes a
 * case; a complaint about a claim goes to the claims service, everything else to the individual
 * service, where the quality manager picks up complaints.
 */
export const LET_US_KNOW_KINDS = ['complaint', 'compliment'] as const;
export type LetUsKnowKind = (typeof LET_US_KNOW_KINDS)[number];

export const LET_US_KNOW_TOPICS = [
  'service',
  'claim',
  'staff',
  'prices',
  'website',
  'other',
] as const;
export type LetUsKnowTopic = (typeof LET_US_KNOW_TOPICS)[number];

/** What staff read in the inbox (cases are worked in Icelandic). */
export const LET_US_KNOW_KIND_LABELS: Record<LetUsKnowKind, string> = {
  complaint: 'Kvörtun',
  compliment: 'Hrós',
};
export const LET_US_KNOW_TOPIC_LABELS: Record<LetUsKnowTopic, string> = {
  service: 'Þjónusta',
  claim: 'Afgreiðsla tjóns',
  staff: 'Starfsfólk',
  prices: 'Verð og skilmálar',
  website: 'Vefur og Mitt Skjól',
  other: 'Annað',
};

export const letUsKnowSchema = object({
  kind: requiredChoice(LET_US_KNOW_KINDS),
  topic: requiredChoice(LET_US_KNOW_TOPICS),
  description: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .max(DESCRIPTION_MAX_LENGTH, MESSAGE_KEYS.tooLong),
  name: requiredText(200),
  email: requiredEmail(),
  phone: localPhone({ required: false }),
  ssn: optionalKennitala(),
  /** The sender agrees that we get in touch about it (by e-mail, or phone when given). */
  contactConsent: flag(),
});

export type LetUsKnowForm = InferType<typeof letUsKnowSchema>;
