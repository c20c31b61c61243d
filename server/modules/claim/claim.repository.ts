import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL only: claims of one claimant with their history and payments. */

function claimQuery(db: DbOrTx, claimant: string) {
  return anyClaimQuery(db).where('c.claimant_kennitala', '=', claimant);
}

function anyClaimQuery(db: DbOrTx) {
  return db
    .selectFrom('claim as c')
    .leftJoin('policy as p', 'p.id', 'c.policy_id')
    .select([
      'c.id',
      'c.number',
      'c.policy_id',
      'p.number as policy_number',
      'p.product_kind',
      'c.title_is',
      'c.title_en',
      'c.description_is',
      'c.description_en',
      isoDay('c.incident_date').as('incident_date'),
      isoDay('c.reported_date').as('reported_date'),
      'c.status',
      'c.next_step_is',
      'c.next_step_en',
      isoDay('c.next_step_date').as('next_step_date'),
      'c.handler_name',
      'c.handler_phone',
      'c.handler_email',
      'c.estimated_amount',
    ]);
}

export async function listClaimRows(db: DbOrTx, claimant: string) {
  return claimQuery(db, claimant)
    .orderBy('c.reported_date', 'desc')
    .orderBy('c.number', 'desc')
    .execute();
}

export type ClaimRow = Awaited<ReturnType<typeof listClaimRows>>[number];

export async function findClaimRow(db: DbOrTx, claimant: string, id: string) {
  return claimQuery(db, claimant).where('c.id', '=', id).executeTakeFirst();
}

/** Any claim by id, whoever it belongs to: for the claims desk only. */
export async function findAnyClaimRow(db: DbOrTx, id: string) {
  return anyClaimQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export async function statusEventRows(db: DbOrTx, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('claim_status_event')
    .select(['claim_id', 'status', isoDay('occurred_on').as('occurred_on'), 'note_is', 'note_en'])
    .where('claim_id', 'in', claimIds)
    .orderBy('claim_id')
    .orderBy('seq')
    .execute();
}

export async function paymentRows(db: DbOrTx, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('claim_payment')
    .select([
      'id',
      'claim_id',
      isoDay('paid_on').as('paid_on'),
      'amount',
      'payee',
      'description_is',
      'description_en',
    ])
    .where('claim_id', 'in', claimIds)
    .orderBy('paid_on')
    .execute();
}
