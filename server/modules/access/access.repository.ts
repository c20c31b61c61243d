import type { DbOrTx } from '../../db/database';
import { grantInForce } from '../../identity/grants';

/** SQL only: access grants (grantor lets holder act for them) and company involvement. */

/** Grants the grantor has given and not revoked, expired ones included (they can be removed). */
export async function grantsGivenBy(db: DbOrTx, grantor: string) {
  return db
    .selectFrom('access_grant as g')
    .innerJoin('party as p', 'p.kennitala', 'g.holder_kennitala')
    .select([
      'g.id',
      'g.holder_kennitala',
      'p.full_name as holder_name',
      'g.scope',
      'g.valid_to',
      'g.created_at',
    ])
    .where('g.grantor_kennitala', '=', grantor)
    .where('g.revoked_at', 'is', null)
    .orderBy('p.full_name')
    .orderBy('g.created_at')
    .execute();
}

/** Grants the holder may use now: whom they may act for. */
export async function grantsHeldBy(db: DbOrTx, holder: string, now: Date) {
  return db
    .selectFrom('access_grant as g')
    .innerJoin('party as p', 'p.kennitala', 'g.grantor_kennitala')
    .select([
      'g.id',
      'g.grantor_kennitala',
      'p.full_name as grantor_name',
      'p.kind as grantor_kind',
      'g.scope',
      'g.valid_to',
      'g.created_at',
    ])
    .where('g.holder_kennitala', '=', holder)
    .where((eb) => grantInForce(eb, now))
    .orderBy('p.full_name')
    .execute();
}

/** The not-revoked grant between two parties, if any (at most one: a unique index says so). */
export async function unrevokedGrant(db: DbOrTx, grantor: string, holder: string) {
  return db
    .selectFrom('access_grant')
    .select(['id', 'valid_to'])
    .where('grantor_kennitala', '=', grantor)
    .where('holder_kennitala', '=', holder)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function insertGrant(
  db: DbOrTx,
  grant: { grantor: string; holder: string; validTo: Date | null },
) {
  return db
    .insertInto('access_grant')
    .values({
      grantor_kennitala: grant.grantor,
      holder_kennitala: grant.holder,
      scope: 'full',
      valid_to: grant.validTo,
      revoked_at: null,
    })
    .returning(['id', 'scope', 'valid_to', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Revokes one not-yet-revoked grant, but only where `side` is the given party: a grantor revokes
 * what they gave, a holder what they hold. Undefined when there is no such grant for them.
 */
export async function revokeGrant(
  db: DbOrTx,
  id: string,
  side: { grantor: string } | { holder: string },
  now: Date,
) {
  return db
    .updateTable('access_grant')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where(
      'grantor' in side ? 'grantor_kennitala' : 'holder_kennitala',
      '=',
      'grantor' in side ? side.grantor : side.holder,
    )
    .returning(['id', 'grantor_kennitala', 'holder_kennitala'])
    .executeTakeFirst();
}

/** Companies the person is involved with, and in what role. */
export async function involvementOf(db: DbOrTx, person: string) {
  return db
    .selectFrom('company_involvement as i')
    .innerJoin('party as c', 'c.kennitala', 'i.company_kennitala')
    .select(['c.kennitala', 'c.full_name', 'i.role'])
    .where('i.person_kennitala', '=', person)
    .orderBy('c.full_name')
    .execute();
}

export async function isInvolvedWith(db: DbOrTx, person: string, company: string) {
  const row = await db
    .selectFrom('company_involvement')
    .select('role')
    .where('person_kennitala', '=', person)
    .where('company_kennitala', '=', company)
    .executeTakeFirst();
  return row !== undefined;
}
