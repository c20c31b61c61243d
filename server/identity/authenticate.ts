import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeKennitala } from '../../src/domain';
import type { StaffRole } from '../db/schema';
import { AppError } from '../errors';
import type { Impersonation } from '../../src/domain/api/user';
import type { AccessGrantScope } from '../../src/domain/api/values';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { checkImpersonation } from '../modules/impersonation/impersonation.service';
import { InvalidAccessToken } from './access-token';
import type { Identity } from './identity';
import { grantInForce } from './grants';
import { GRANT_CLAIM, isGrantRevoked } from './sessions';
import { CLOCK_TOLERANCE_SECONDS } from './access-token';
import { createAuthCache, type AuthCache, type CachedParty } from './auth-cache';

export type AuthContext = (
  | { kind: 'customer'; ssn: string; subject: string }
  | { kind: 'staff'; staffId: string; username: string; role: StaffRole; subject: string }
) & {
  /** The grant (browser session) the token was issued under; absent on external tenants' tokens. */
  grantId?: string;
};

/** Whose affairs a call concerns, and on whose authority. */
export type ActingParty = {
  kennitala: string;
  fullName: string;
  isCompany: boolean;
  /** self: the signed-in customer; grant: someone who granted them access; staff: impersonation. */
  via: 'self' | 'grant' | 'staff';
  /** Set when `via` is grant: full may act, read only sees (decision 029). */
  grantScope?: AccessGrantScope;
  /** Set when `via` is staff: the acting the employee started, with its reason and end. */
  impersonation?: Impersonation;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * The party this call acts for (resolveActingParty), resolved on the first ask and kept for
     * the rest of the request, so a call that acts for someone else is checked and audited once.
     */
    actingParty(): Promise<ActingParty>;
  }
  interface FastifyInstance {
    requireAuth: preHandlerAsyncHookHandler;
    /** Token checks and acting parties kept briefly (server/identity/auth-cache.ts). */
    authCache: AuthCache;
  }
}

const unauthorized = (message: string) => new AppError('Unauthorized', 401, message);
const forbidden = (code: string, message: string) => new AppError(code, 403, message);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Adds `requireAuth`: a valid access token of the tenant that matches the host, or 401. */
export function registerAuthentication(app: FastifyInstance, identity: Identity): void {
  const cache = createAuthCache(app.deps.database, app.log);
  app.decorate('authCache', cache);
  app.addHook('onClose', () => cache.close());
  app.decorateRequest('auth', null);
  app.decorate('requireAuth', async function requireAuth(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('A bearer access token is required');
    request.auth = await authenticateToken(request, identity, token);
  });
  const actingParties = new WeakMap<FastifyRequest, Promise<ActingParty>>();
  app.decorateRequest('actingParty', function actingParty(this: FastifyRequest) {
    let acting = actingParties.get(this);
    if (!acting) {
      acting = resolveActingParty(this);
      actingParties.set(this, acting);
    }
    return acting;
  });
}

/**
 * Who an access token says the caller is, checked as `requireAuth` checks it: valid, of the
 * tenant that matches the host, of a session still in force. Also used where no Authorization
 * header can be sent (the chat's WebSocket hello).
 */
export async function authenticateToken(
  request: FastifyRequest,
  identity: Identity,
  token: string,
): Promise<AuthContext> {
  const cache = request.server.authCache;
  const hostTenant = identity.tenantForHost(request.hostname).name;
  const kept = cache.token(token);
  if (kept) {
    // The answer does not depend on the request, except which host the token may be used on.
    if (kept.tenant !== hostTenant)
      throw unauthorized('The token belongs to another sign-in tenant');
    return kept.auth;
  }
  const since = cache.generation();
  const { tenant, auth, expiresAt } = await checkToken(request, identity, token);
  if (tenant !== hostTenant) throw unauthorized('The token belongs to another sign-in tenant');
  cache.keepToken(token, { tenant, auth }, expiresAt, since);
  return auth;
}

/** The token's signature, claims and session, checked against the keys and the database. */
async function checkToken(
  request: FastifyRequest,
  identity: Identity,
  token: string,
): Promise<{ tenant: string; auth: AuthContext; expiresAt: number }> {
  let verified;
  try {
    verified = await identity.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof InvalidAccessToken) throw unauthorized(error.message);
    throw error;
  }
  // A staff token is only good on the staff host, a customer token only on the site.
  if (verified.tenant !== identity.tenantForHost(request.hostname).name) {
    throw unauthorized('The token belongs to another sign-in tenant');
  }
  const claims = verified.claims;
  // Kept no longer than the token itself would pass (exp is required, leeway included).
  const expiresAt = (Number(claims.exp) + CLOCK_TOLERANCE_SECONDS) * 1000;
  const tenant = verified.tenant;
  const subject = String(claims.sub);
  // A token of a session that has ended (sign-out, password change…) is refused at once.
  const grantId = typeof claims[GRANT_CLAIM] === 'string' ? claims[GRANT_CLAIM] : undefined;
  if (grantId && identity.providers[verified.tenant]) {
    const store = { db: request.server.deps.database.db, redis: request.server.deps.redis };
    const revoked = await isGrantRevoked(store, verified.tenant, grantId).catch((error) => {
      request.log.error({ err: error }, 'could not check whether the session has ended');
      // Refused, not let through: a token of an ended session must never pass.
      throw new AppError(
        'SessionCheckUnavailable',
        503,
        'Whether the sign-in session is still valid cannot be checked right now',
      );
    });
    if (revoked) throw unauthorized('The sign-in session of this token has ended');
  }
  if (verified.tenant === 'staff') {
    const role = claims.role;
    if (role !== 'Readonly' && role !== 'Full' && role !== 'Admin')
      throw unauthorized('The token carries no staff role');
    const auth: AuthContext = {
      kind: 'staff',
      staffId: String(claims.staff_id ?? subject),
      username: String(claims.staff_username ?? ''),
      role,
      subject,
      grantId,
    };
    return { tenant, auth, expiresAt };
  }
  const ssn = typeof claims.ssn === 'string' ? claims.ssn : undefined;
  if (!ssn) throw unauthorized('The token carries no ssn claim');
  return { tenant, auth: { kind: 'customer', ssn, subject, grantId }, expiresAt };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Who did it, as the audit log names people. */
export function actorOf(auth: AuthContext): string {
  return auth.kind === 'staff' ? `staff:${auth.username}` : auth.ssn;
}

/** A change the signed-in caller makes for the party they act for, and the address it came from. */
export type PartyChange = { auth: AuthContext; acting: ActingParty; ip: string };

/** The signed-in caller's change of the acting party's affairs, as services audit it. */
export async function partyChange(request: FastifyRequest): Promise<PartyChange> {
  const auth = request.auth;
  if (!auth) throw unauthorized('Not signed in');
  return { auth, acting: await request.actingParty(), ip: request.ip };
}

/** Whether the signed-in person may change anything: everyone but Readonly staff. */
export function mayWrite(auth: AuthContext): boolean {
  return !(auth.kind === 'staff' && auth.role === 'Readonly');
}

/**
 * Resolves the person or company a call acts for, checking that the signed-in customer was
 * granted access (`overviewUser` header) or that staff may act (`impersonatedUser` header;
 * Readonly staff only read), both on every call. Acting for someone else is audited
 * on every call.
 */
async function resolveActingParty(request: FastifyRequest): Promise<ActingParty> {
  const auth = request.auth;
  if (!auth) throw unauthorized('Not signed in');
  const { db } = request.server.deps.database;
  const findParty = (kennitala: string) =>
    db
      .selectFrom('party')
      .select(['kennitala', 'full_name', 'kind'])
      .where('kennitala', '=', kennitala)
      .executeTakeFirst();

  if (auth.kind === 'staff') {
    const requested = normalizeKennitala(headerValue(request, 'impersonatedUser') ?? '');
    if (!requested)
      throw new AppError(
        'NoCustomerSelected',
        400,
        'Choose a customer to act for (impersonatedUser header)',
      );
    if (auth.role === 'Readonly' && request.method !== 'GET') {
      throw forbidden('ReadOnlyRole', "A read-only employee may not change a customer's affairs");
    }
    const party = await findParty(requested);
    if (!party) throw new AppError('CustomerNotFound', 404, 'No customer with that kennitala');
    // Only within an acting the employee started with a reason, and only until it runs out.
    const impersonation = await checkImpersonation(
      db,
      { staffId: auth.staffId, username: auth.username },
      party.kennitala,
      request.method !== 'GET',
    );
    await recordAuditEvent(db, {
      action: `staff.${request.method} ${request.routeOptions.url ?? request.url}`,
      actor: `staff:${auth.username}`,
      subject: party.kennitala,
      ip: request.ip,
    });
    return {
      kennitala: party.kennitala,
      fullName: party.full_name,
      isCompany: party.kind === 'company',
      via: 'staff',
      impersonation,
    };
  }

  const requested = normalizeKennitala(headerValue(request, 'overviewUser') ?? '') ?? auth.ssn;
  const resolved = await customerParty(request, auth.ssn, requested);
  // A read-only representative sees the pages and changes nothing, as Readonly staff.
  if (resolved.grantScope === 'read' && request.method !== 'GET')
    throw forbidden('ReadOnlyGrant', 'A read-only grant does not allow changes');
  if (requested !== auth.ssn) {
    await recordAuditEvent(db, {
      action: `proxy.${request.method} ${request.routeOptions.url ?? request.url}`,
      actor: auth.ssn,
      subject: requested,
      ip: request.ip,
    });
  }
  return {
    kennitala: resolved.kennitala,
    fullName: resolved.fullName,
    isCompany: resolved.isCompany,
    via: requested === auth.ssn ? 'self' : 'grant',
    ...(resolved.grantScope ? { grantScope: resolved.grantScope } : {}),
  };
}

/**
 * The party a customer acts for: themself (kept briefly in the auth cache, as their own party row
 * does not come and go), or a grantor whose grant is in force, checked in the database on every
 * call, as each such call is audited anyway.
 */
async function customerParty(
  request: FastifyRequest,
  holder: string,
  requested: string,
): Promise<CachedParty> {
  const cache = request.server.authCache;
  const self = requested === holder;
  const kept = self ? cache.party(holder) : undefined;
  if (kept) return kept;
  const since = cache.generation();
  const { db } = request.server.deps.database;
  let grantScope: AccessGrantScope | undefined;
  if (!self) {
    const grant = await db
      .selectFrom('access_grant as g')
      .select(['g.id', 'g.scope'])
      .where('g.grantor_kennitala', '=', requested)
      .where('g.holder_kennitala', '=', holder)
      .where((eb) => grantInForce(eb))
      .executeTakeFirst();
    if (!grant)
      throw forbidden(
        'NoAccessGrant',
        'You have not been granted access to act for this person or company',
      );
    grantScope = grant.scope === 'read' ? 'read' : 'full';
  }
  const party = await db
    .selectFrom('party')
    .select(['kennitala', 'full_name', 'kind'])
    .where('kennitala', '=', requested)
    .executeTakeFirst();
  if (!party) throw unauthorized('The signed-in customer no longer exists');
  const resolved: CachedParty = {
    kennitala: party.kennitala,
    fullName: party.full_name,
    isCompany: party.kind === 'company',
    ...(grantScope ? { grantScope } : {}),
  };
  if (self) cache.keepParty(holder, resolved, since);
  return resolved;
}
