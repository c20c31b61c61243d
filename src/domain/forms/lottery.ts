import { object, string, type InferType } from 'yup';
import { CURRENT_DRAW } from '../lottery';
import { requiredConsent } from './child-insurance';
import { localPhone, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/** An entry in the current prize draw: who, how to reach them, the answer, and the rules accepted. */
export const lotteryEntrySchema = object({
  name: requiredText(200),
  email: requiredEmail(),
  phone: localPhone({ required: true }),
  answer: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(
      CURRENT_DRAW.options.map((option) => option.id),
      MESSAGE_KEYS.requiredField,
    )
    .required(MESSAGE_KEYS.requiredField),
  consent: requiredConsent(),
});

export type LotteryEntryForm = InferType<typeof lotteryEntrySchema>;

/** A score as the calendar's door game reports it: right answers out of questions, e.g. "2/3". */
export const CALENDAR_SCORE = /^\d\/\d$/;

/** An entry in a Christmas calendar door's draw: as above, the answer being the door game's score. */
export const calendarEntrySchema = lotteryEntrySchema.shape({
  answer: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .matches(CALENDAR_SCORE, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
});
