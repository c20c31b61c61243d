import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { grantInForce } from '../../identity/grants';

/** SQL for the signed-in user, acting for others and staff look-ups. Every function takes `db | trx` first. */

/** A party's name, kind and e-mail (a new password of theirs is judged against the e-mail). */
export function findPartyName(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party')
    .select(['full_name', 'kind', 'email'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

/** The people and companies who granted `holder` access that is still in force, by name. */
export function grantorsInForce(db: DbOrTx, holder: string) {
  return db
    .selectFrom('access_grant as g')
    .innerJoin('party as p', 'p.kennitala', 'g.grantor_kennitala')
    .select(['p.kennitala', 'p.full_name', 'p.kind'])
    .where('g.holder_kennitala', '=', holder)
    .where((eb) => grantInForce(eb))
    .orderBy('p.full_name')
    .execute();
}

/** Deletes every refresh token, session, grant and access token the account holds with its tenant. */
export async function deleteSessionsOf(
  db: DbOrTx,
  tenant: string,
  accountId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payload')
    .where('tenant', '=', tenant)
    .where('model', 'in', ['RefreshToken', 'Session', 'Grant', 'AccessToken'])
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
