/**
 * The prevention newsletter's API paths, for the site, the server and the tests; a plain module so
 * the site's bundle does not carry the TypeBox declarations.
 */
export const NEWSLETTER_API = {
  signup: '/api/form/v1/forvarnarsignup/',
  confirm: '/api/form/v1/forvarnarconfirm/',
  signout: '/api/form/v1/forvarnarsignout/',
} as const;

/** Error codes the pages translate. */
export const NEWSLETTER_TOKEN_INVALID = 'NewsletterTokenInvalid';
export const NEWSLETTER_TOKEN_EXPIRED = 'NewsletterTokenExpired';

/** The pages the mailed links open: they confirm, or sign out, with the token from the address. */
export const NEWSLETTER_PAGES = {
  confirm: { is: '/forvarnarbref/stadfesta/', en: '/en/prevention-newsletter/confirm/' },
  unsubscribe: { is: '/forvarnarbref/afskraning/', en: '/en/prevention-newsletter/unsubscribe/' },
} as const;

/** The list the prevention newsletter's subscribers are kept on. */
export const PREVENTION_LIST = 'forvarnir';
