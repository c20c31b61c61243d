import { sql } from 'kysely';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { DbOrTx } from '../db/database';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import type { Redis } from '../redis';
import { CLOCK_TOLERANCE_SECONDS } from './access-token';
import { findStaff } from './accounts';
import { authChanged } from './auth-cache';
import { LONGEST_ACCESS_TOKEN_SECONDS } from './tokens';
import type { TenantName } from './tenants';

export { GRANT_CLAIM } from './tokens';

/**
 * Ending sign-in sessions before their tokens expire.
 *
 * Access tokens are JWTs the API checks by signature, so on their own they stay good for their
 * whole lifetime. Each one names the grant it was issued under (the `grant_id` claim): one grant
 * per browser session and client, shared by every token refreshed from it. Ending a session
 * records its grant as revoked (in PostgreSQL, or in Redis when REDIS_URL is set, so every
 * server instance sees it at once) and `requireAuth` refuses tokens of a revoked grant. The
 * grant's refresh tokens and the browser session itself are deleted at the same time.
 */

export type SessionEndReason =
  | 'signOut'
  | 'passwordChanged'
  | 'passwordReset'
  | 'refreshRevoked'
  | 'codeReused'
  | 'accountChanged';

/** Where revocations live: the database, or Redis when the instances share one. */
export type SessionStore = { db: DbOrTx; redis?: Redis };

/**
 * A revocation is needed only while a token of the grant could still pass the API's checks:
 * the longest access-token lifetime plus the clock leeway the API allows on `exp`.
 */
export const REVOCATION_SECONDS = LONGEST_ACCESS_TOKEN_SECONDS + CLOCK_TOLERANCE_SECONDS;

const redisKey = (tenant: TenantName, grantId: string) =>
  `skjol:revoked-grant:${tenant}:${grantId}`;

/**
 * One indexed lookup. The API keeps a token's answer briefly (server/identity/auth-cache.ts); each
 * revocation empties those caches on every instance, so another instance's revocation counts at once.
 */
export async function isGrantRevoked(
  store: SessionStore,
  tenant: TenantName,
  grantId: string,
): Promise<boolean> {
  return (await revokedGrants(store, tenant, [grantId])).has(grantId);
}

/** How many grants one revocation lookup names at most; more are asked in several. */
const GRANTS_PER_LOOKUP = 500;

/**
 * Which of these grants have been revoked, asked in as few lookups as possible (one for up to
 * `GRANTS_PER_LOOKUP` grants): for whoever holds many sessions open at once, such as the chat's
 * sockets, where one lookup per session would not do.
 */
export async function revokedGrants(
  store: SessionStore,
  tenant: TenantName,
  grantIds: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(grantIds)];
  const revoked = new Set<string>();
  for (let start = 0; start < unique.length; start += GRANTS_PER_LOOKUP) {
    const chunk = unique.slice(start, start + GRANTS_PER_LOOKUP);
    if (store.redis) {
      const batch = store.redis.pipeline();
      for (const grantId of chunk) batch.exists(redisKey(tenant, grantId));
      const results = (await batch.exec()) ?? [];
      results.forEach(([error, count], index) => {
        if (error) throw error;
        if (Number(count) > 0) revoked.add(chunk[index]!);
      });
      continue;
    }
    const rows = await store.db
      .selectFrom('revoked_grant')
      .select('grant_id')
      .where('tenant', '=', tenant)
      .where('grant_id', 'in', chunk)
      .where('expires_at', '>', new Date())
      .execute();
    for (const row of rows) revoked.add(row.grant_id);
  }
  return revoked;
}

async function recordRevocations(
  store: SessionStore,
  tenant: TenantName,
  grantIds: string[],
  reason: SessionEndReason,
): Promise<void> {
  if (grantIds.length === 0) return;
  await saveRevocations(store, tenant, grantIds, reason);
  // Every instance forgets the tokens it had checked (after the write, so none re-learns them).
  await authChanged(store.db);
}

async function saveRevocations(
  store: SessionStore,
  tenant: TenantName,
  grantIds: string[],
  reason: SessionEndReason,
): Promise<void> {
  if (store.redis) {
    const batch = store.redis.multi();
    for (const grantId of grantIds)
      batch.set(redisKey(tenant, grantId), reason, 'EX', REVOCATION_SECONDS);
    const results = (await batch.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
    return;
  }
  const now = new Date();
  const expiresAt = new Date(now.getTime() + REVOCATION_SECONDS * 1000);
  // Revocations are rare, so each one also clears those that no longer matter.
  await store.db.deleteFrom('revoked_grant').where('expires_at', '<=', now).execute();
  await store.db
    .insertInto('revoked_grant')
    .values(
      grantIds.map((grantId) => ({ tenant, grant_id: grantId, reason, expires_at: expiresAt })),
    )
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'grant_id']).doUpdateSet({ reason, expires_at: expiresAt }),
    )
    .execute();
}

type StoredSession = { id: string; uid: string | null; grantIds: string[] };

function grantsOfSession(payload: unknown): string[] {
  const authorizations = (payload as { authorizations?: Record<string, { grantId?: unknown }> })
    .authorizations;
  return Object.values(authorizations ?? {})
    .map((authorization) => authorization.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');
}

async function sessionsOf(
  db: DbOrTx,
  tenant: TenantName,
  accountId: string,
): Promise<StoredSession[]> {
  const rows = await db
    .selectFrom('oidc_payload')
    .select(['id', 'uid', 'payload'])
    .where('tenant', '=', tenant)
    .where('model', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
  return rows.map((row) => ({ id: row.id, uid: row.uid, grantIds: grantsOfSession(row.payload) }));
}

async function actorFor(db: DbOrTx, tenant: TenantName, accountId: string): Promise<string> {
  if (tenant === 'customer') return accountId;
  const staff = await findStaff(db, accountId);
  return `staff:${staff?.username ?? accountId}`;
}

/**
 * Ends the given grants of one person: their access tokens are refused from now on, their
 * refresh tokens and codes are deleted, and so is every browser session that holds them.
 */
async function endGrants(
  store: SessionStore,
  input: {
    tenant: TenantName;
    accountId: string;
    grantIds: string[];
    sessions: StoredSession[];
    reason: SessionEndReason;
  },
): Promise<void> {
  const { db } = store;
  const { tenant, grantIds, sessions } = input;
  if (grantIds.length === 0 && sessions.length === 0) return;
  // Refused first: should the deletes fail, the tokens are already dead.
  await recordRevocations(store, tenant, grantIds, input.reason);
  if (grantIds.length > 0) {
    await db
      .deleteFrom('oidc_payload')
      .where('tenant', '=', tenant)
      .where((eb) =>
        eb.or([
          eb('grant_id', 'in', grantIds),
          eb.and([eb('model', '=', 'Grant'), eb('id', 'in', grantIds)]),
        ]),
      )
      .execute();
  }
  if (sessions.length > 0) {
    await db
      .deleteFrom('oidc_payload')
      .where('tenant', '=', tenant)
      .where('model', '=', 'Session')
      .where(
        'id',
        'in',
        sessions.map((session) => session.id),
      )
      .execute();
  }
  await recordAuditEvent(db, {
    action: 'session.revoked',
    actor: await actorFor(db, tenant, input.accountId),
    detail: {
      reason: input.reason,
      tenant,
      grants: grantIds,
      sessions: sessions.map((session) => session.uid).filter(Boolean),
    },
  });
}

/** Every grant the person holds on the tenant: one per browser session, and refresh-token families. */
async function grantsOf(db: DbOrTx, tenant: TenantName, accountId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('oidc_payload')
    .select(sql<string>`coalesce(grant_id, id)`.as('grant'))
    .where('tenant', '=', tenant)
    .where((eb) => eb.or([eb('model', '=', 'Grant'), eb('grant_id', 'is not', null)]))
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
  return [...new Set(rows.map((row) => row.grant))];
}

/**
 * Ends a person's sessions on a tenant: all of them, or all but the one holding `keepGrantId`
 * (the session a signed-in password change was made from).
 */
export async function endSessionsOf(
  store: SessionStore,
  input: {
    tenant: TenantName;
    accountId: string;
    reason: SessionEndReason;
    keepGrantId?: string;
  },
): Promise<void> {
  const { keepGrantId } = input;
  const grantIds = (await grantsOf(store.db, input.tenant, input.accountId)).filter(
    (grantId) => grantId !== keepGrantId,
  );
  const sessions = (await sessionsOf(store.db, input.tenant, input.accountId)).filter(
    (session) => !keepGrantId || !session.grantIds.includes(keepGrantId),
  );
  // Revoked even if no row names it any more, as its access tokens may still be about.
  await endGrants(store, { ...input, grantIds, sessions });
}

/** Ends the one session a token was issued in (sign-out from the portal). */
export async function endSessionOfGrant(
  store: SessionStore,
  input: { tenant: TenantName; accountId: string; grantId: string; reason: SessionEndReason },
): Promise<void> {
  const sessions = (await sessionsOf(store.db, input.tenant, input.accountId)).filter((session) =>
    session.grantIds.includes(input.grantId),
  );
  const grantIds = [...new Set([input.grantId, ...sessions.flatMap((s) => s.grantIds)])];
  await endGrants(store, { ...input, grantIds, sessions });
}

/** What a signed-in password change needs to know to end the person's other sessions. */
export type CurrentSession = { redis: Redis | undefined; grantId: string | undefined };

/** After a signed-in password change: every other session of the person ends, this one stays. */
export function endOtherSessionsAfterPasswordChange(
  db: DbOrTx,
  kennitala: string,
  current: CurrentSession,
): Promise<void> {
  return endSessionsOf(
    { db, redis: current.redis },
    {
      tenant: 'customer',
      accountId: kennitala,
      reason: 'passwordChanged',
      keepGrantId: current.grantId,
    },
  );
}

/** After a password reset by e-mailed link: every session of the person ends. */
export function endAllSessionsAfterPasswordReset(
  db: DbOrTx,
  kennitala: string,
  redis: Redis | undefined,
): Promise<void> {
  return endSessionsOf(
    { db, redis },
    { tenant: 'customer', accountId: kennitala, reason: 'passwordReset' },
  );
}

const revokedDuringRequest = new WeakMap<object, Set<string>>();
const watched = new WeakSet<Provider>();

function reasonFor(ctx: KoaContextWithOIDC): SessionEndReason {
  if (ctx.oidc.route === 'end_session_confirm') return 'signOut';
  if (ctx.oidc.route === 'token' && !ctx.oidc.entities.RefreshToken) return 'codeReused';
  return 'refreshRevoked';
}

/**
 * Ties the provider's own session endings to the API: sign-out at `/v2/logout` (the provider
 * keeps refresh tokens past sign-out by default; we end them with the session), a refresh token
 * revoked at `/oauth/revoke`, and a reused refresh token or code (the provider revokes the
 * whole grant). The work is done before the provider answers, so the next API call is refused.
 */
export function watchSessionEnds(
  provider: Provider,
  tenant: TenantName,
  store: () => SessionStore,
): void {
  if (watched.has(provider)) return;
  watched.add(provider);
  provider.on('grant.revoked', (ctx: object, grantId: string) => {
    const revoked = revokedDuringRequest.get(ctx) ?? new Set<string>();
    revoked.add(grantId);
    revokedDuringRequest.set(ctx, revoked);
  });
  provider.use(async (koaContext, next) => {
    await next();
    const ctx = koaContext as KoaContextWithOIDC;
    if (!ctx.oidc) return;
    const grantIds = new Set(revokedDuringRequest.get(ctx) ?? []);
    const session = ctx.oidc.entities.Session as
      (NonNullable<typeof ctx.oidc.entities.Session> & { destroyed?: boolean }) | undefined;
    const signedOut =
      ctx.oidc.route === 'end_session_confirm' && session?.destroyed && session.accountId;
    if (signedOut) for (const grantId of grantsOfSession(session)) grantIds.add(grantId);
    if (grantIds.size === 0) return;
    const entities = ctx.oidc.entities;
    const accountId =
      entities.RefreshToken?.accountId ??
      entities.AuthorizationCode?.accountId ??
      entities.Grant?.accountId ??
      session?.accountId;
    if (!accountId) {
      // Nobody to name in the audit, but the tokens must die all the same.
      await recordRevocations(store(), tenant, [...grantIds], reasonFor(ctx));
      return;
    }
    await endGrants(store(), {
      tenant,
      accountId,
      grantIds: [...grantIds],
      // Already deleted by the provider; named so the audit says which session ended.
      sessions:
        signedOut && session
          ? [{ id: session.jti, uid: session.uid, grantIds: grantsOfSession(session) }]
          : [],
      reason: reasonFor(ctx),
    });
  });
}
