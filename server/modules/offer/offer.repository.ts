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
      .selectFrom('pending_offer as offer')
      .leftJoin('signable_document as document', 'document.id', 'offer.signing_document_id')
      .select([
        ...OFFER_COLUMNS.map((column) => `offer.${column}` as const),
        'offer.created_at',
        isoDay('offer.valid_until').as('valid_until'),
        'offer.notification_status',
        'offer.signing_document_id',
        'document.title_is as signing_title_is',
        'document.title_en as signing_title_en',
      ])
      .where('offer.party_kennitala', '=', party)
      .where('offer.valid_until', '>=', today)
      // An answered offer is no longer pending: an accepted one is a policy now.
      .where('offer.decision', 'is', null)
      .orderBy('offer.created_at', 'desc')
      .execute()
  );
}

const LOCKED_COLUMNS = [
  ...OFFER_COLUMNS,
  'party_kennitala',
  'decision',
  'signing_document_id',
] as const;

/** One offer of the party, locked until the transaction ends, so it is answered once. */
export async function lockOffer(db: DbOrTx, party: string, id: string) {
  return db
    .selectFrom('pending_offer')
    .select([...LOCKED_COLUMNS, isoDay('valid_until').as('valid_until')])
    .where('party_kennitala', '=', party)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The offer whose acceptance a document is, locked until the transaction ends. */
export async function lockOfferSignedBy(db: DbOrTx, documentId: string) {
  return db
    .selectFrom('pending_offer')
    .select([...LOCKED_COLUMNS, isoDay('valid_until').as('valid_until')])
    .where('signing_document_id', '=', documentId)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedOffer = NonNullable<Awaited<ReturnType<typeof lockOffer>>>;

/** The document a customer signs to accept an offer; it waits among their documents to sign. */
export async function insertAcceptanceDocument(
  db: DbOrTx,
  offerId: string,
  document: {
    party: string;
    title: { is: string; en: string };
    body: { is: string; en: string };
    signBy: string;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('signable_document')
    .values({
      party_kennitala: document.party,
      title_is: document.title.is,
      title_en: document.title.en,
      body_is: document.body.is,
      body_en: document.body.en,
      status: 'pending',
      sign_by: document.signBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('pending_offer')
    .set({ signing_document_id: id })
    .where('id', '=', offerId)
    .execute();
  return id;
}

/** A declined offer's acceptance can no longer be signed. */
export async function declineAcceptanceDocument(db: DbOrTx, documentId: string) {
  await db
    .updateTable('signable_document')
    .set({ status: 'declined' })
    .where('id', '=', documentId)
    .where('status', '=', 'pending')
    .execute();
}

/** The signed acceptance names the policy it made. */
export async function linkSignedDocumentToPolicy(db: DbOrTx, documentId: string, policyId: string) {
  await db
    .updateTable('signable_document')
    .set({ policy_id: policyId })
    .where('id', '=', documentId)
    .execute();
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
