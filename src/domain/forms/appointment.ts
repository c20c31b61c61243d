import { object, string, type InferType } from 'yup';
import {
  localPhone,
  optionalKennitala,
  requiredChoice,
  requiredEmail,
  requiredText,
} from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * Request an appointment (/boka-tima/, /en/book-appointment/): a half-hour with an adviser, at the
 * office or by phone, at a free time the server offers inside the opening hours.
 */
export const APPOINTMENT_TOPICS = ['advice', 'claim', 'company', 'pension', 'other'] as const;
export type AppointmentTopic = (typeof APPOINTMENT_TOPICS)[number];

export const APPOINTMENT_MEETINGS = ['office', 'phone'] as const;
export type AppointmentMeeting = (typeof APPOINTMENT_MEETINGS)[number];

export const APPOINTMENT_NOTE_MAX_LENGTH = 500;

export const APPOINTMENT_TOPIC_LABELS: Record<AppointmentTopic, string> = {
  advice: 'Ráðgjöf um tryggingar',
  claim: 'Tjón',
  company: 'Tryggingar fyrirtækis',
  pension: 'Líf- og sjúkdómatryggingar',
  other: 'Annað',
};
export const APPOINTMENT_MEETING_LABELS: Record<AppointmentMeeting, string> = {
  office: 'Á skrifstofu',
  phone: 'Í síma',
};

/** The field error a slot gets when it is not (or no longer) offered. */
export const SLOT_UNAVAILABLE = 'slotUnavailable';

/** A slot is named by its start in UTC, as the server lists it ('2026-12-01T09:30:00.000Z'). */
const SLOT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

export const appointmentSchema = object({
  topic: requiredChoice(APPOINTMENT_TOPICS),
  meeting: requiredChoice(APPOINTMENT_MEETINGS),
  slot: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .test('slot', SLOT_UNAVAILABLE, (value) => !value || SLOT_PATTERN.test(value)),
  name: requiredText(200),
  email: requiredEmail(),
  phone: localPhone({ required: true }),
  ssn: optionalKennitala(),
  note: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .default('')
    .max(APPOINTMENT_NOTE_MAX_LENGTH, MESSAGE_KEYS.tooLong),
});

export type AppointmentForm = InferType<typeof appointmentSchema>;
