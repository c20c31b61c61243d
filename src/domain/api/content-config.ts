import { Type, type Static } from 'typebox';

export const OpeningTime = Type.Object({
  title: Type.String(),
  /** 'HH:MM', Iceland's time (which is UTC all year). */
  opens: Type.String(),
  closes: Type.String(),
  /** Which days: 'virka-daga' (weekdays) or 'alla-daga' (every day), as the content names them. */
  days: Type.String(),
});

export const GeneralConfigResponse = Type.Object({
  /** The service phone number as printed ('440 2000'), from the footer document. */
  phone: Type.String(),
  email: Type.String(),
  /** The phone and chat opening hours document, or null when none is published. */
  openingHours: Type.Union([
    Type.Null(),
    Type.Object({ name: Type.String(), times: Type.Array(OpeningTime) }),
  ]),
  features: Type.Object({
    /** Whether the live chat takes conversations in its opening hours ('content') or at any hour. */
    chatAlways: Type.Boolean(),
  }),
});
export type GeneralConfigResponse = Static<typeof GeneralConfigResponse>;
