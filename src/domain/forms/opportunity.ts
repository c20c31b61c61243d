import { array, object, string, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import {
  localPhone,
  optionalKennitala,
  optionalText,
  requiredEmail,
  requiredText,
} from './common-fields';
import { MESSAGE_KEYS } from './message-keys';
import { OFFER_REQUEST_PRODUCTS } from './offer-request';

/**
 * An opportunity (a sales lead): "contact me about insurance". The JSON version (v1) and the
 * multipart one (v2, the same fields plus files) share these rules. The lead goes to the
 * company queue when the kennitala is a company's, else to the individual queue.
 */
export const OPPORTUNITY_CALL_TIMES = ['morning', 'midday', 'afternoon', 'any'] as const;
export type OpportunityCallTime = (typeof OPPORTUNITY_CALL_TIMES)[number];

export const OPPORTUNITY_CALL_TIME_LABELS: Record<OpportunityCallTime, string> = {
  morning: 'Fyrir hádegi (9–12)',
  midday: 'Um miðjan dag (12–14)',
  afternoon: 'Síðdegis (14–16)',
  any: 'Hvenær sem er',
};

export const opportunitySchema = object({
  name: requiredText(200),
  email: requiredEmail(),
  phone: localPhone({ required: true }),
  ssn: optionalKennitala(),
  products: array()
    .of(string().oneOf(OFFER_REQUEST_PRODUCTS).required())
    .typeError(MESSAGE_KEYS.requiredField)
    .min(1, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  callTime: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(OPPORTUNITY_CALL_TIMES, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  note: optionalText(DESCRIPTION_MAX_LENGTH),
});

export type OpportunityForm = InferType<typeof opportunitySchema>;
