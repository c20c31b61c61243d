import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL only: pending offers of one party. */

/** What an offer says: its product, what it covers and its price. */
const OFFER_COLUMNS = [
  'id',
  'number',
  'product_code',
  'product_kind',
  'product_name_is',
  'product_name_en',
  'description_is',
  'description_en',
  'annual_premium',
] as const;

export async function validOfferRows(db: DbOrTx, party: string, today: string) {
  return (
    db
      .selectFrom('pending_offer')
      .select([
        ...OFFER_COLUMNS,
        'created_at',
        isoDay('valid_until').as('valid_until'),
        'notification_status',
      ])
      .where('party_kennitala', '=', party)
      .where('valid_until', '>=', today)
      // An answered offer is no longer pending: an accepted one is a policy now.
      .where('decision', 'is', null)
      .orderBy('created_at', 'desc')
      .execute()
  );
}

/** One offer of the party, locked until the transaction ends, so it is answered once. */
export async function lockOffer(db: DbOrTx, party: string, id: string) {
  return db
    .selectFrom('pending_offer')
    .select([...OFFER_COLUMNS, isoDay('valid_until').as('valid_until'), 'decision'])
    .where('party_kennitala', '=', party)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordDecision(
  db: DbOrTx,
  id: string,
  decision: 'accepted' | 'declined',
  policyId: string | null,
) {
  await db
    .updateTable('pending_offer')
    .set({
      decision,
      decided_at: new Date(),
      policy_id: policyId,
      notification_status: 'dismissed',
    })
    .where('id', '=', id)
    .execute();
}

/** Dismisses one offer's notification, or every offer's when id is null; returns rows changed. */
export async function dismissOffers(db: DbOrTx, party: string, id: string | null) {
  let query = db
    .updateTable('pending_offer')
    .set({ notification_status: 'dismissed' })
    .where('party_kennitala', '=', party);
  if (id) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function offerExists(db: DbOrTx, party: string, id: string) {
  const row = await db
    .selectFrom('pending_offer')
    .select('id')
    .where('party_kennitala', '=', party)
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row);
}
