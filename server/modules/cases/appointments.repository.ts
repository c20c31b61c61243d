import type { DbOrTx } from '../../db/database';

/** SQL for booked appointments. The unique start is the guard against double booking. */

export async function takenStarts(db: DbOrTx, from: Date, until: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('appointment')
    .select('starts_at')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', until)
    .execute();
  return new Set(rows.map((row) => new Date(row.starts_at).getTime()));
}

export async function isTaken(db: DbOrTx, start: Date): Promise<boolean> {
  const row = await db
    .selectFrom('appointment')
    .select('id')
    .where('starts_at', '=', start)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAppointment(
  db: DbOrTx,
  appointment: { caseId: string; start: Date; end: Date; topic: string; meeting: string },
): Promise<void> {
  await db
    .insertInto('appointment')
    .values({
      case_id: appointment.caseId,
      starts_at: appointment.start,
      ends_at: appointment.end,
      topic: appointment.topic,
      meeting: appointment.meeting,
    })
    .execute();
}

/** Whether a database error is a unique constraint refusing the row (PostgreSQL and PGlite alike). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
