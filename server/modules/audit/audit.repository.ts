import type { DbOrTx } from '../../db/database';

export type AuditEvent = {
  action: string;
  /** Who did it: a kennitala, `staff:<username>`, or null for an anonymous visitor. */
  actor: string | null;
  /** Whose data or account it concerned, when that is someone else than the actor. */
  subject?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

export async function recordAuditEvent(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      action: event.action,
      actor: event.actor,
      subject: event.subject ?? null,
      ip: event.ip ?? null,
      detail: event.detail ?? {},
    })
    .execute();
}
