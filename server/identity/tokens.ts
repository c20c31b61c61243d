// Facts about the tokens, kept apart from the provider so that code which only needs them (session
// revocation, which the seed reaches) does not load oidc-provider.

/** How long things live, in seconds. */
export const TTL = {
  accessToken: 60 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  session: 8 * 60 * 60,
  grant: 14 * 24 * 60 * 60,
  /** A refresh-token family ends this long after the first sign-in, however often it rotates. */
  refreshTokenAbsolute: 14 * 24 * 60 * 60,
  /**
   * A staff sign-in lasts a working day, however often its tokens are refreshed: staff reach
   * every customer's affairs, so a forgotten browser does not stay signed in for days.
   */
  staffSignIn: 8 * 60 * 60,
} as const;

/**
 * The longest an access token of either tenant lives. A revoked session is remembered this long
 * (plus the API's clock leeway), so keep it the largest of the tenants' access-token lifetimes.
 */
export const LONGEST_ACCESS_TOKEN_SECONDS = TTL.accessToken;

/** The access-token claim naming the grant (one per browser session) the token was issued under. */
export const GRANT_CLAIM = 'grant_id';
