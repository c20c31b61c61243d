import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/** SQL for claims reported in someone else's name and that person's answer. */

export function holderContact(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party')
    .select(['full_name', 'email', 'email_verified_at'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

export function awaitingHolderRows(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('claim')
    .select([
      'id',
      'number',
      'title_is',
      'title_en',
      isoDay('incident_date').as('incident_date'),
      isoDay('reported_date').as('reported_date'),
      'reporter_name',
      'description_is',
    ])
    .where('insured_kennitala', '=', kennitala)
    .where('holder_confirmation', '=', 'pending')
    .orderBy('created_at', 'desc')
    .execute();
}

/** The claim still waiting for this holder, locked while they answer. */
export function pendingClaimOfHolder(db: DbOrTx, kennitala: string, id: string) {
  return db
    .selectFrom('claim')
    .select(['id', 'number', 'claimant_kennitala', 'report'])
    .where('id', '=', id)
    .where('insured_kennitala', '=', kennitala)
    .where('holder_confirmation', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function recordHolderAnswer(
  db: DbOrTx,
  id: string,
  answer:
    { confirmed: false } | { confirmed: true; claimant: string; policyId: string | undefined },
): Promise<void> {
  await db
    .updateTable('claim')
    .set({
      holder_confirmation: answer.confirmed ? 'confirmed' : 'rejected',
      holder_decided_at: new Date(),
      ...(answer.confirmed
        ? {
            claimant_kennitala: answer.claimant,
            ...(answer.policyId ? { policy_id: answer.policyId } : {}),
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}
