import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database';
import { createAdapterFactory } from './adapter';
import { GRANT_CLAIM, TTL } from './tokens';
import { findCustomer, findStaff } from './accounts';
import { loadSigningKeys } from './keys';
import { renderLogoutPage, renderProviderError, providerPagePolicy } from './pages';
import type { Tenant } from './tenants';

/** Which claims each OpenID scope releases, per tenant (ID token and userinfo alike). */
export function claimsByScope(tenant: Tenant['name']): Record<string, string[]> {
  return tenant === 'staff'
    ? { openid: ['sub'], profile: ['name', 'preferred_username', 'role'], email: ['email'] }
    : { openid: ['sub'], profile: ['name', 'ssn'], email: ['email'] };
}

/** The person's claims as the provider releases them; undefined when the account is gone. */
export async function accountClaims(
  db: Db,
  tenant: Tenant['name'],
  accountId: string,
): Promise<({ sub: string } & Record<string, unknown>) | undefined> {
  if (tenant === 'staff') {
    const staff = await findStaff(db, accountId);
    return (
      staff && {
        sub: staff.id,
        name: staff.fullName,
        preferred_username: staff.username,
        role: staff.role,
      }
    );
  }
  const customer = await findCustomer(db, accountId);
  return (
    customer && {
      sub: customer.kennitala,
      name: customer.fullName,
      ssn: customer.kennitala,
      ...(customer.email ? { email: customer.email } : {}),
    }
  );
}

/**
 * The provider's cookie names. Over https they carry a prefix the browser enforces: `__Host-`
 * (Secure, Path=/, no Domain, so no other host under our domain can set or overwrite it) for the
 * session, which lives at Path=/. The interaction and resume cookies are scoped by the provider to
 * /interaction/<uid> and /authorize/<uid>, so two sign-ins in two tabs do not overwrite each
 * other; `__Host-` demands Path=/, so they get `__Secure-` (Secure, set only over https). Plain
 * http (local development) keeps unprefixed names, which browsers would refuse there.
 */
export function providerCookieNames(tenant: Tenant['name'], https: boolean) {
  const host = https ? '__Host-' : '';
  const secure = https ? '__Secure-' : '';
  return {
    session: `${host}skjol_${tenant}_session`,
    interaction: `${secure}skjol_${tenant}_interaction`,
    resume: `${secure}skjol_${tenant}_resume`,
  };
}

type ProviderOptions = {
  db: Db;
  tenant: Tenant;
  cookieSecrets: string[];
  secureCookies: boolean;
};

/**
 * One OpenID provider tenant with the glue that lets the unmodified Auth0 SPA SDK use it:
 * Auth0's route names, `audience` as an RFC 8707 resource (so access tokens are RS256 JWTs),
 * web_message for silent and popup sign-in, rotated refresh tokens for the public client, and
 * consent granted silently because the only client is our own.
 */
export async function createProvider({
  db,
  tenant,
  cookieSecrets,
  secureCookies,
}: ProviderOptions): Promise<Provider> {
  const keys = await loadSigningKeys(db, tenant.name);
  const isStaff = tenant.name === 'staff';

  const configuration: Configuration = {
    adapter: createAdapterFactory(db, tenant.name),
    clients: [
      {
        client_id: tenant.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: tenant.redirectUris,
        post_logout_redirect_uris: tenant.postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: cookieSecrets,
      names: providerCookieNames(tenant.name, secureCookies),
      long: { signed: true, secure: secureCookies, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, secure: secureCookies, httpOnly: true, sameSite: 'lax' },
    },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      revocation: '/oauth/revoke',
      pushed_authorization_request: '/oauth/par',
      end_session: '/v2/logout',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
    },
    scopes: ['openid', 'profile', 'email', 'offline_access', ...tenant.apiScopes],
    claims: claimsByScope(tenant.name),
    // The SDK reads the person's name from the ID token, as Auth0 puts it there.
    conformIdTokenClaims: false,
    extraParams: ['audience', 'connection', 'auth0Client'],
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      const claims = await accountClaims(db, tenant.name, id);
      return claims ? { accountId: claims.sub, claims: async () => claims } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      // No sender-constrained (DPoP) tokens: the API and /userinfo take bearer tokens only, so
      // the provider neither advertises DPoP nor binds a token to a proof key.
      dPoP: { enabled: false },
      // Whoever holds one of our client's tokens may end it (the client is public).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      // Pushed authorization requests (RFC 9126) at Auth0's path, /oauth/par.
      pushedAuthorizationRequests: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx) => {
          const audience = ctx.oidc.params?.audience;
          return typeof audience === 'string' && audience ? audience : tenant.audience;
        },
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== tenant.audience) throw new errors.InvalidTarget();
          return {
            scope: tenant.apiScopes.join(' '),
            audience: tenant.audience,
            accessTokenTTL: TTL.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx) => renderLogoutPage(ctx),
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    async loadExistingGrant(ctx) {
      // Our own client needs no consent screen: grant what it asked for, once per session.
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      // Whatever the client asked for among the scopes this tenant knows (staff ask for impersonate).
      const known = new Set(['openid', 'profile', 'email', 'offline_access', ...tenant.apiScopes]);
      const requested = String(ctx.oidc.params?.scope ?? '')
        .split(' ')
        .filter((scope) => known.has(scope));
      grant.addOIDCScope(['openid', 'profile', 'email', 'offline_access', ...requested].join(' '));
      grant.addOIDCClaims(
        isStaff ? ['name', 'preferred_username', 'role', 'email'] : ['name', 'ssn', 'email'],
      );
      grant.addResourceScope(tenant.audience, tenant.apiScopes.join(' '));
      await grant.save();
      return grant;
    },
    // OpenID Core drops offline_access unless prompt=consent, which the Auth0 SDK never sends;
    // our own public client gets refresh tokens whenever it may use them.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Refresh tokens live by their own absolute lifetime, not the browser session's.
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: TTL.accessToken,
      AuthorizationCode: TTL.authorizationCode,
      IdToken: TTL.idToken,
      Interaction: TTL.interaction,
      Session: TTL.session,
      Grant: isStaff ? TTL.staffSignIn : TTL.grant,
      RefreshToken: (_ctx, token) => {
        const firstIssuedAt = token.iiat ?? token.iat ?? Math.floor(Date.now() / 1000);
        const lifetime = isStaff ? TTL.staffSignIn : TTL.refreshTokenAbsolute;
        return Math.max(1, firstIssuedAt + lifetime - Math.floor(Date.now() / 1000));
      },
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      // The grant ties the token to its browser session, so ending that session can end it.
      const session = 'grantId' in token && token.grantId ? { [GRANT_CLAIM]: token.grantId } : {};
      if (isStaff) {
        const staff = await findStaff(db, token.accountId);
        return staff
          ? { staff_id: staff.id, staff_username: staff.username, role: staff.role, ...session }
          : undefined;
      }
      return { ssn: token.accountId, ...session };
    },
    // Same-origin only: the SDK runs on the site that hosts the provider.
    clientBasedCORS: (_ctx, origin) => origin === tenant.origin,
    renderError: async (ctx: KoaContextWithOIDC, out) => renderProviderError(ctx, out),
  };

  const provider = new Provider(tenant.issuer, configuration);
  provider.use(providerPagePolicy);
  // The server sits behind TLS-terminating proxies in production: an https issuer reads the
  // protocol from X-Forwarded-Proto, which the routes pin to https for it (identity.routes.ts).
  provider.proxy = secureCookies;
  return provider;
}
