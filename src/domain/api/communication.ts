import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable } from './common';

/** Settings → Communication (`COMMUNICATION_API`): the acting party's marketing choices. */

const Choice = (description: string) => Type.Boolean({ description });

/** POST body: every channel, chosen or not. */
export const CommunicationChoices = Type.Object(
  {
    emailNewsletter: Choice('The e-mail newsletter: news, offers and advice'),
    smsOffers: Choice('Offers by text message to the mobile number'),
    post: Choice('Letters and brochures to the registered address'),
  },
  { additionalProperties: false },
);
export type CommunicationChoices = Static<typeof CommunicationChoices>;

/** GET and POST answer: the choices, where they would arrive, and whether the caller may change them. */
export const CommunicationSettings = Type.Object({
  choices: CommunicationChoices,
  email: Type.String({ description: "The registered e-mail address, or ''" }),
  mobilePhone: Type.String({ description: "The registered mobile number (7 digits), or ''" }),
  hasAddress: Type.Boolean(),
  /** When the choices were last saved; null when they never were (nothing is sent). */
  updatedAt: Nullable(IsoDateTime),
  /**
   * False for read-only staff and for someone acting for another person: they see the choices
   * but only the person themself (or a full-access employee on their word) changes them.
   */
  canChange: Type.Boolean(),
});
export type CommunicationSettings = Static<typeof CommunicationSettings>;
