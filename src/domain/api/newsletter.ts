import { Type, type Static } from 'typebox';
import { NEWSLETTER_NAME_MAX_LENGTH } from '../forms/newsletter';
import { PortalLanguage } from './common';

/**
 * The prevention newsletter: sign-up with double opt-in, confirmation by the mailed link, and a
 * one-click sign-out that every newsletter mail links to and names in its List-Unsubscribe header.
 */

/** POST /api/form/v1/forvarnarsignup/: the rules are src/domain/forms/newsletter.ts. */
export const NewsletterSignupRequest = Type.Object({
  email: Type.String({ maxLength: 254 }),
  name: Type.Optional(Type.String({ maxLength: NEWSLETTER_NAME_MAX_LENGTH })),
  lang: Type.Optional(PortalLanguage),
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type NewsletterSignupRequest = Static<typeof NewsletterSignupRequest>;

/**
 * The same answer whatever the address's state (new, waiting, subscribed, signed out), so the form
 * never tells anyone whether an address is on the list.
 */
export const NewsletterSignupAccepted = Type.Object({ status: Type.Literal('checkYourEmail') });
export type NewsletterSignupAccepted = Static<typeof NewsletterSignupAccepted>;

/** A signed token from a mailed link. */
export const NewsletterTokenRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 1000 }),
});
export type NewsletterTokenRequest = Static<typeof NewsletterTokenRequest>;

/** forvarnarsignout also takes RFC 8058's one-click POST: the token in the query string. */
export const NewsletterSignoutQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 1000 })),
});

/** A one-click POST (RFC 8058) carries only `List-Unsubscribe=One-Click` as a form body. */
export const NewsletterSignoutBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 1000 })),
  'List-Unsubscribe': Type.Optional(Type.String({ maxLength: 40 })),
});
export type NewsletterSignoutBody = Static<typeof NewsletterSignoutBody>;

export const NewsletterStatus = Type.Object({
  status: Type.Union([Type.Literal('subscribed'), Type.Literal('unsubscribed')]),
});
export type NewsletterStatus = Static<typeof NewsletterStatus>;
