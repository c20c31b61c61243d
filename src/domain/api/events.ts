import { Type, type Static } from 'typebox';
import { SKJOL_EVENT_IDS } from '../events';
import {
  CONFERENCE_COMPANY_MAX_LENGTH,
  DIETARY_NEEDS_MAX_LENGTH,
} from '../forms/conference-signup';
import { IsoDateTime, MultilineText, PortalLanguage } from './common';

/** /api/form/v1/conferencesignup/: src/domain/events.ts and src/domain/forms/conference-signup.ts. */

export const ConferenceSignupRequest = Type.Object({
  eventId: Type.Enum(SKJOL_EVENT_IDS),
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  company: Type.Optional(Type.String({ maxLength: CONFERENCE_COMPANY_MAX_LENGTH })),
  dietaryNeeds: Type.Optional(MultilineText({ maxLength: DIETARY_NEEDS_MAX_LENGTH })),
  lang: Type.Optional(PortalLanguage),
  /** Left empty by people; a bot that fills it gets a normal-looking answer and no seat. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ConferenceSignupRequest = Static<typeof ConferenceSignupRequest>;

export const ConferenceSignupCreated = Type.Object({
  eventId: Type.String(),
  seatsLeft: Type.Integer({ minimum: 0 }),
});
export type ConferenceSignupCreated = Static<typeof ConferenceSignupCreated>;

export const EventSeats = Type.Object({
  events: Type.Array(
    Type.Object({
      id: Type.String(),
      startsAt: IsoDateTime,
      seats: Type.Integer(),
      seatsLeft: Type.Integer({ minimum: 0 }),
      open: Type.Boolean({ description: 'False once the event has started or is full' }),
    }),
  ),
});
export type EventSeats = Static<typeof EventSeats>;
