import { decodeJwt } from 'jose';
import type { StaffRole } from '../../db/schema';
import { CLOCK_TOLERANCE_SECONDS } from '../../identity/access-token';
import { revokedGrants, type SessionStore } from '../../identity/sessions';
import type { TenantName } from '../../identity/tenants';
import { enabledStaffRoles } from './chat.repository';

/**
 * What keeps the chat's sockets in bounds: which pages may open one, how many one address and one
 * conversation may hold, how many of them may use the database at once, and whether the sign-in
 * each one rests on is still in force.
 */

/** Sockets one address may hold open on one instance (an office behind one address has a few dozen). */
export const SOCKETS_PER_ADDRESS = 50;
/** Sockets one conversation may hold open on one instance (a visitor with a few tabs). */
export const SOCKETS_PER_CONVERSATION = 5;
/** Frames of one socket waiting for their turn; a client that sends faster is cut off. */
export const FRAMES_WAITING_PER_SOCKET = 64;
/**
 * Sockets' pieces of database work under way at once on one instance, whatever the number of
 * sockets (the pool holds ten connections; the rest stay for HTTP calls).
 */
export const SOCKET_DATABASE_WORK = 4;
/**
 * How often an instance asks again whether the sessions its sockets rest on are still in force,
 * should it have missed the notice of one ending.
 */
export const SESSION_SWEEP_MS = 10_000;

/** The origins (scheme, host and port) of the pages allowed to open a socket. */
export function allowedOrigins(urls: readonly string[]): Set<string> {
  return new Set(urls.map((url) => new URL(url).origin));
}

/**
 * Whether a socket may open from this page. Browsers always name the page's origin; a request
 * without one, or from any other site, is refused, so no other site's page can talk on a
 * visitor's or an employee's behalf.
 */
export function originAllowed(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return false;
  try {
    return allowed.has(new URL(origin).origin);
  } catch {
    return false;
  }
}

/**
 * When a socket opened with this (already verified) access token must close, in ms: when the API
 * would start refusing the token, its expiry plus the clock leeway the API allows.
 */
export function tokenEndsAt(token: string): number | undefined {
  const exp = decodeJwt(token).exp;
  return typeof exp === 'number' ? (exp + CLOCK_TOLERANCE_SECONDS) * 1000 : undefined;
}

/** Counts open sockets per key (an address, a conversation) and refuses one beyond the cap. */
export class SocketCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly cap: number) {}

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Counts one more for the key, or false (and counts nothing) when it already holds the cap. */
  tryAdd(key: string): boolean {
    const count = this.count(key);
    if (count >= this.cap) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  remove(key: string): void {
    const count = this.count(key) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}

/** The sign-in a socket rests on: its grant (browser session) and, for staff, who and as what. */
export type SocketSession = {
  tenant: TenantName;
  grantId?: string;
  staff?: { id: string; role: StaffRole };
};

/** How many employees one lookup names at most. */
const STAFF_PER_LOOKUP = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sessions among these that have ended: their grant was revoked (sign-out, a session
 * revoked, a password changed), or the employee was disabled, removed or given another role.
 * A lookup or two however many sockets there are.
 */
export async function endedSessions(
  store: SessionStore,
  sessions: readonly SocketSession[],
): Promise<Set<SocketSession>> {
  const ended = new Set<SocketSession>();
  for (const tenant of ['customer', 'staff'] as const) {
    const grants = sessions.flatMap((session) =>
      session.tenant === tenant && session.grantId ? [session.grantId] : [],
    );
    if (grants.length === 0) continue;
    const revoked = await revokedGrants(store, tenant, grants);
    for (const session of sessions)
      if (session.tenant === tenant && session.grantId && revoked.has(session.grantId))
        ended.add(session);
  }
  const staffIds = [
    ...new Set(sessions.flatMap((session) => (session.staff ? [session.staff.id] : []))),
  ];
  const standing = new Map<string, StaffRole>();
  for (let start = 0; start < staffIds.length; start += STAFF_PER_LOOKUP) {
    // An id that is no uuid names nobody in the table (and would make PostgreSQL refuse the query).
    const chunk = staffIds.slice(start, start + STAFF_PER_LOOKUP).filter((id) => UUID.test(id));
    for (const row of await enabledStaffRoles(store.db, chunk)) standing.set(row.id, row.role);
  }
  for (const session of sessions)
    if (session.staff && standing.get(session.staff.id) !== session.staff.role) ended.add(session);
  return ended;
}
