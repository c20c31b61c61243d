import type { DbOrTx } from '../../db/database';

/** SQL only: persons and companies by kennitala, as every module reads them. */

export async function findParty(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party')
    .select(['kennitala', 'full_name', 'kind', 'email'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

export async function partyName(db: DbOrTx, kennitala: string): Promise<string | undefined> {
  return (await findParty(db, kennitala))?.full_name;
}

/** The party's registered e-mail address, trimmed; undefined when there is none. */
export async function partyEmail(db: DbOrTx, kennitala: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('party')
    .select('email')
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
  return row?.email?.trim() || undefined;
}

/** Names of several parties at once, by kennitala. */
export async function partyNames(
  db: DbOrTx,
  kennitalas: readonly string[],
): Promise<Map<string, string>> {
  if (kennitalas.length === 0) return new Map();
  const rows = await db
    .selectFrom('party')
    .select(['kennitala', 'full_name'])
    .where('kennitala', 'in', kennitalas)
    .execute();
  return new Map(rows.map((row) => [row.kennitala, row.full_name]));
}

/** Name, e-mail and mobile number: what a form fills in for the signed-in party. */
export async function partyContact(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party')
    .select(['kennitala', 'full_name', 'email', 'mobile_phone'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}
