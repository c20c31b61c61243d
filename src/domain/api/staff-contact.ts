import { Type, type Static } from 'typebox';
import { PortalLanguage } from './common';
import {
  STAFF_CONTACT_NOTE_MAX,
  STAFF_CONTACT_NOTE_MIN,
  STAFF_CONTACT_REASONS,
} from './staff-contact-rules';

/**
 * POST /api/staff/v1/customers/{kennitala}/contact/: the shapes only; the e-mail, phone and reason
 * rules are staff-contact-rules.ts's, applied by the route so the field errors are the form's.
 */
export const StaffContactParams = Type.Object({ kennitala: Type.String({ maxLength: 20 }) });

export const StaffContactChangeRequest = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    mobilePhone: Type.Optional(Type.String({ maxLength: 20 })),
    reasonCode: Type.Enum(STAFF_CONTACT_REASONS),
    reasonText: Type.String({
      minLength: STAFF_CONTACT_NOTE_MIN,
      maxLength: STAFF_CONTACT_NOTE_MAX,
    }),
    /** The language the notice to the customer's earlier address leads with. */
    language: Type.Optional(PortalLanguage),
  },
  { additionalProperties: false },
);
export type StaffContactChangeRequest = Static<typeof StaffContactChangeRequest>;

export const StaffContactChangeResponse = Type.Object({
  email: Type.String(),
  mobilePhone: Type.String(),
});
export type StaffContactChangeResponse = Static<typeof StaffContactChangeResponse>;
