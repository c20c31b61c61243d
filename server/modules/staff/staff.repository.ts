import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';

/**
 * SQL for the staff host's own tools: finding customers, the employee's recent customers and the
 * work queues' counts. Every function takes `db | trx` first.
 */

type PartyRow = { kennitala: string; full_name: string; kind: 'person' | 'company' };
export type MatchRow = PartyRow & { matched: string };

const PARTY = ['p.kennitala', 'p.full_name', 'p.kind'] as const;

/** `value` as a LIKE pattern that matches only itself (%, _ and \ lose their meaning). */
function literalLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Customers whose name holds every word, compared folded (skjol_fold: no case, no accents), so
 * "bjorn sig" finds Björn Sigurðsson.
 */
export function partiesByName(db: DbOrTx, words: readonly string[], limit: number) {
  let query = db.selectFrom('party as p').select([...PARTY, 'p.full_name as matched']);
  for (const word of words) {
    query = query.where(
      sql<boolean>`skjol_fold(p.full_name) like '%' || skjol_fold(${literalLike(word)}) || '%'`,
    );
  }
  return query
    .orderBy(
      sql`skjol_fold(p.full_name) like skjol_fold(${literalLike(words[0] ?? '')}) || '%'`,
      'desc',
    )
    .orderBy('p.full_name')
    .orderBy('p.kennitala')
    .limit(limit)
    .execute() as Promise<MatchRow[]>;
}

export function partyByKennitala(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party as p')
    .select([...PARTY, 'p.kennitala as matched'])
    .where('p.kennitala', '=', kennitala)
    .execute() as Promise<MatchRow[]>;
}

/** Seven digits, as phone numbers are kept: the mobile or the home phone. */
export function partiesByPhone(db: DbOrTx, phone: string, limit: number) {
  return db
    .selectFrom('party as p')
    .select([...PARTY, sql<string>`${phone}`.as('matched')])
    .where((eb) => eb.or([eb('p.mobile_phone', '=', phone), eb('p.home_phone', '=', phone)]))
    .orderBy('p.full_name')
    .limit(limit)
    .execute() as Promise<MatchRow[]>;
}

export function partiesByEmail(db: DbOrTx, email: string, limit: number) {
  return db
    .selectFrom('party as p')
    .select([...PARTY, sql<string>`p.email`.as('matched')])
    .where(sql<boolean>`lower(p.email) = lower(${email})`)
    .orderBy('p.full_name')
    .limit(limit)
    .execute() as Promise<MatchRow[]>;
}

/** The holder of the policy with this number (numbers are kept upper-case). */
export function partiesByPolicyNumber(db: DbOrTx, number: string) {
  return db
    .selectFrom('policy as o')
    .innerJoin('party as p', 'p.kennitala', 'o.holder_kennitala')
    .select([...PARTY, 'o.number as matched'])
    .where('o.number', '=', number)
    .execute() as Promise<MatchRow[]>;
}

/** The claimant of the claim with this number. */
export function partiesByClaimNumber(db: DbOrTx, number: string) {
  return db
    .selectFrom('claim as c')
    .innerJoin('party as p', 'p.kennitala', 'c.claimant_kennitala')
    .select([...PARTY, 'c.number as matched'])
    .where('c.number', '=', number)
    .execute() as Promise<MatchRow[]>;
}

/** Holders of a car insurance on this registration number (without separators, upper-case). */
export function partiesByRegistration(db: DbOrTx, registration: string, limit: number) {
  return db
    .selectFrom('policy as o')
    .innerJoin('party as p', 'p.kennitala', 'o.holder_kennitala')
    .select([...PARTY, 'o.insured_object_is as matched'])
    .where('o.vehicle_registration', '=', registration)
    .orderBy('o.period_end', 'desc')
    .limit(limit)
    .execute() as Promise<MatchRow[]>;
}

/** The customers this employee acted for, each once at their latest, newest first. */
export function recentCustomersOf(db: DbOrTx, staffId: string, limit: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('staff_impersonation')
        .select(['customer_kennitala', sql<Date>`max(started_at)`.as('last_acted_at')])
        .where('staff_id', '=', staffId)
        .groupBy('customer_kennitala')
        .as('r'),
    )
    .innerJoin('party as p', 'p.kennitala', 'r.customer_kennitala')
    .select([...PARTY, 'r.last_acted_at'])
    .orderBy('r.last_acted_at', 'desc')
    .limit(limit)
    .execute();
}

/** How much is waiting in each of the work queues. */
export async function queueCounts(db: DbOrTx) {
  const [cases, claims, chats] = await Promise.all([
    db
      .selectFrom('service_case')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '!=', 'closed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('claim')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'reported')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_conversation')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'waiting')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    openCases: Number(cases.count),
    newClaims: Number(claims.count),
    waitingChats: Number(chats.count),
  };
}
