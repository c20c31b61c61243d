import type { DbOrTx } from '../../db/database';
import { currentActingStaff, currentRequestClient } from './request-client';

export type AuditEvent = {
  action: string;
  /** Who did it: a kennitala, `staff:<username>`, or null for an anonymous visitor. */
  actor: string | null;
  /** Whose data or account it concerned, when that is someone else than the actor. */
  subject?: string | null;
  /** Defaults to the address of the request being served. */
  ip?: string | null;
  /** Defaults to the user agent of the request being served. */
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Writes one event. Within a request where an employee acts for a customer, whatever the code
 * beneath names as the actor, the event names the employee, the customer and the reason they gave:
 * a change made while acting is never recorded as the customer's own.
 */
export async function recordAuditEvent(db: DbOrTx, event: AuditEvent): Promise<void> {
  const client = currentRequestClient();
  const acting = currentActingStaff();
  const staffActor = acting ? `staff:${acting.username}` : undefined;
  const detail = acting
    ? {
        ...event.detail,
        ...(event.actor !== staffActor ? { namedActor: event.actor } : {}),
        impersonation: { id: acting.impersonationId, reason: acting.reason, note: acting.note },
      }
    : (event.detail ?? {});
  await db
    .insertInto('audit_event')
    .values({
      action: event.action,
      actor: staffActor ?? event.actor,
      subject: event.subject ?? acting?.customer ?? null,
      ip: event.ip ?? client?.ip ?? null,
      user_agent: event.userAgent ?? client?.userAgent ?? null,
      detail,
    })
    .execute();
}

/** How many of these actions the actor has taken since a moment (for limits kept in the audit trail). */
export async function countRecentActions(
  db: DbOrTx,
  actor: string,
  actions: readonly string[],
  since: Date,
): Promise<number> {
  const { count } = await db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('actor', '=', actor)
    .where('action', 'in', actions)
    .where('occurred_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}
