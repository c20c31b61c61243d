import type { DbOrTx } from '../../db/database';

/** SQL only: electronic documents of one party. */

function documentQuery(db: DbOrTx, party: string) {
  return db
    .selectFrom('electronic_document as d')
    .leftJoin('policy as p', 'p.id', 'd.policy_id')
    .leftJoin('claim as c', 'c.id', 'd.claim_id')
    .select([
      'd.id',
      'd.category',
      'd.title_is',
      'd.title_en',
      'd.body_is',
      'd.body_en',
      'd.created_at',
      'd.read_at',
      'd.policy_id',
      'p.number as policy_number',
      'd.claim_id',
      'c.number as claim_number',
    ])
    .where('d.party_kennitala', '=', party);
}

export async function listDocumentRows(db: DbOrTx, party: string) {
  return documentQuery(db, party).orderBy('d.created_at', 'desc').orderBy('d.id').execute();
}

export type DocumentRow = Awaited<ReturnType<typeof listDocumentRows>>[number];

export async function findDocumentRow(db: DbOrTx, party: string, id: string) {
  return documentQuery(db, party).where('d.id', '=', id).executeTakeFirst();
}

/** Marks the document read the first time only; returns when it was read. */
export async function markDocumentRead(
  db: DbOrTx,
  party: string,
  id: string,
): Promise<Date | null> {
  await db
    .updateTable('electronic_document')
    .set({ read_at: new Date() })
    .where('party_kennitala', '=', party)
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('electronic_document')
    .select('read_at')
    .where('party_kennitala', '=', party)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.read_at ?? null;
}

export async function countUnread(db: DbOrTx, party: string): Promise<number> {
  const row = await db
    .selectFrom('electronic_document')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('party_kennitala', '=', party)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
