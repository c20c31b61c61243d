import type { Config } from '../config';

export type TenantName = 'customer' | 'staff';

/** One sign-in tenant: its issuer, its single first-party client and the API audience it serves. */
export type Tenant = {
  name: TenantName;
  /** Exactly origin + '/', as the Auth0 SDK expects. */
  issuer: string;
  origin: string;
  clientId: string;
  audience: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Scopes the API recognises on this tenant's access tokens. */
  apiScopes: string[];
};

export const CUSTOMER_CLIENT_ID = 'skjol-web';
export const STAFF_CLIENT_ID = 'skjol-staff';

/** Paths the front end's login may return to: the portal, in either language. */
const CALLBACK_PATHS = ['/vidskipti/', '/en/vidskipti/'];
const LOGOUT_RETURN_PATHS = ['/', '/en/'];

function tenant(
  name: TenantName,
  origin: string,
  clientId: string,
  audience: string,
  apiScopes: string[],
): Tenant {
  return {
    name,
    issuer: `${origin}/`,
    origin,
    clientId,
    audience,
    redirectUris: CALLBACK_PATHS.map((path) => `${origin}${path}`),
    postLogoutRedirectUris: LOGOUT_RETURN_PATHS.map((path) => `${origin}${path}`),
    apiScopes,
  };
}

export function tenantsFor(config: Config): Record<TenantName, Tenant> {
  return {
    customer: tenant('customer', config.siteUrl, CUSTOMER_CLIENT_ID, config.authAudience, [
      'portal',
    ]),
    // Staff act for customers, so their tokens carry a wider scope.
    staff: tenant('staff', config.staffUrl, STAFF_CLIENT_ID, config.staffAuthAudience, [
      'portal',
      'impersonate',
    ]),
  };
}

export { isStaffHost } from '../../src/domain/hosts';
