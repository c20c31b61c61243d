import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import { isStaffHost } from '../../../domain/hosts';
import type { Language } from '../../../lib/i18n';

/** Build-time overrides point the site at an external tenant (e.g. Auth0); by default the server's own. */
const EXTERNAL = {
  customer: {
    domain: process.env.GATSBY_AUTH_DOMAIN,
    clientId: process.env.GATSBY_AUTH_CLIENT_ID,
    audience: process.env.GATSBY_AUTH_AUDIENCE,
  },
  staff: {
    domain: process.env.GATSBY_STAFF_AUTH_DOMAIN,
    clientId: process.env.GATSBY_STAFF_AUTH_CLIENT_ID,
    audience: process.env.GATSBY_STAFF_AUTH_AUDIENCE,
  },
};

export const CUSTOMER_SCOPE = 'openid profile email';
/** Staff act for customers, so they ask for more. */
export const STAFF_SCOPE = 'openid profile email impersonate';
export const STAFF_CONNECTION = 'staff';

/** Where the provider sends the browser back after sign-in: the portal, in the page's language. */
export function callbackUrl(origin: string, language: Language): string {
  return `${origin}${language === 'en' ? '/en/vidskipti/' : '/vidskipti/'}`;
}

/** The staff portal's host as the build was told it (GATSBY_STAFF_URL, as STAFF_URL); else guessed. */
const STAFF_HOSTNAME = process.env.GATSBY_STAFF_URL
  ? new URL(process.env.GATSBY_STAFF_URL).hostname
  : undefined;

export function isStaffPortal(hostname: string): boolean {
  return isStaffHost(hostname, STAFF_HOSTNAME);
}

/**
 * The SDK's settings (LOGIN in src/domain/limits.ts): tokens in local storage, refresh tokens (offline_access), 60 s
 * leeway, 60 s popup and frame timeouts, 10 s fetch timeout, day-long session-check cookie.
 */
export function authClientOptions(
  location: { origin: string; hostname: string },
  language: Language,
): Auth0ClientOptions {
  const staff = isStaffPortal(location.hostname);
  const external = staff ? EXTERNAL.staff : EXTERNAL.customer;
  return {
    domain: external.domain || location.origin,
    clientId: external.clientId || (staff ? 'skjol-staff' : 'skjol-web'),
    authorizationParams: {
      redirect_uri: callbackUrl(location.origin, language),
      audience: external.audience || `${location.origin}/api/`,
      scope: staff ? STAFF_SCOPE : CUSTOMER_SCOPE,
      ui_locales: language,
      ...(staff ? { connection: STAFF_CONNECTION } : {}),
    },
    cacheLocation: 'localstorage',
    useRefreshTokens: true,
    useRefreshTokensFallback: true,
    leeway: 60,
    authorizeTimeoutInSeconds: 60,
    httpTimeoutInSeconds: 10,
    sessionCheckExpiryDays: 1,
    useFormData: true,
  };
}
