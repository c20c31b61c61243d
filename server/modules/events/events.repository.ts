import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database';

/** SQL for event sign-ups. Every function takes `db | trx` first. */

export async function seatsTaken(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('event_signup')
    .select(['event_id', (eb) => eb.fn.countAll<string>().as('taken')])
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.taken)]));
}

export async function hasSignedUp(db: DbOrTx, eventId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('event_signup')
    .select('id')
    .where('event_id', '=', eventId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the next free seat in one statement, or none when all `seats` are taken (answers null).
 * Two sign-ups at once may both reach for the same number: the unique (event, seat) pair refuses
 * the second, which the caller tries again.
 */
export async function takeNextSeat(
  db: Db,
  row: {
    eventId: string;
    seats: number;
    name: string;
    email: string;
    company: string;
    dietaryNeeds: string;
    language: string;
  },
): Promise<number | null> {
  // Sign-ups for one event take their seat numbers one at a time (the lock ends with the
  // transaction), so racing sign-ups queue instead of colliding on the same number.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(3, hashtext(${row.eventId}))`.execute(trx);
    return insertNextSeat(trx, row);
  });
}

async function insertNextSeat(
  db: DbOrTx,
  row: Parameters<typeof takeNextSeat>[1],
): Promise<number | null> {
  const result = await sql<{ seat_number: number }>`
    insert into event_signup (event_id, seat_number, name, email, company, dietary_needs, language)
    select ${row.eventId}, coalesce(max(seat_number), 0) + 1, ${row.name}, ${row.email},
           ${row.company}, ${row.dietaryNeeds}, ${row.language}
      from event_signup
     where event_id = ${row.eventId}
    having coalesce(max(seat_number), 0) < ${row.seats}
    returning seat_number`.execute(db);
  return result.rows[0]?.seat_number ?? null;
}

/** One entry in a prize draw; a second entry with the same e-mail breaks the unique index. */
export async function insertLotteryEntry(
  db: DbOrTx,
  entry: {
    drawId: string;
    name: string;
    email: string;
    phone: string;
    answer: string;
    language: string;
  },
): Promise<void> {
  await db
    .insertInto('lottery_entry')
    .values({
      draw_id: entry.drawId,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      answer: entry.answer,
      language: entry.language,
    })
    .execute();
}
