import type { DbOrTx } from '../../db/database';
import { currentRequestClient } from './request-client';

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

export async function recordAuditEvent(db: DbOrTx, event: AuditEvent): Promise<void> {
  const client = currentRequestClient();
  await db
    .insertInto('audit_event')
    .values({
      action: event.action,
      actor: event.actor,
      subject: event.subject ?? null,
      ip: event.ip ?? client?.ip ?? null,
      user_agent: event.userAgent ?? client?.userAgent ?? null,
      detail: event.detail ?? {},
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
