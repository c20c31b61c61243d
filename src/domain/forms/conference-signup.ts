import { object, string, type InferType } from 'yup';
import { SKJOL_EVENT_IDS } from '../events';
import { optionalText, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/** Signing up for an event: which one, who comes, from which company, and any dietary needs. */
export const DIETARY_NEEDS_MAX_LENGTH = 300;
export const CONFERENCE_COMPANY_MAX_LENGTH = 200;

export const conferenceSignupSchema = object({
  eventId: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(SKJOL_EVENT_IDS, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  name: requiredText(200),
  email: requiredEmail(),
  company: optionalText(CONFERENCE_COMPANY_MAX_LENGTH),
  dietaryNeeds: optionalText(DIETARY_NEEDS_MAX_LENGTH),
});

export type ConferenceSignupForm = InferType<typeof conferenceSignupSchema>;
