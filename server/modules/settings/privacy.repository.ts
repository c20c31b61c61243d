import type { DbOrTx } from '../../db/database';
import { isoDay } from '../../portal/shared';

/**
 * SQL for the copy of a person's personal data: one read per kind of record we hold about them.
 * Every function takes `db | trx` first.
 */

export function pictureMetaOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('profile_picture')
    .select(['content_type', 'byte_size', 'uploaded_at'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

export function policiesHeldBy(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('policy')
    .select([
      'number',
      'product_name_is',
      'product_name_en',
      'insured_object_is',
      'insured_object_en',
      isoDay('period_start').as('period_start'),
      isoDay('period_end').as('period_end'),
      'status',
      'annual_premium',
    ])
    .where('holder_kennitala', '=', kennitala)
    .orderBy('number')
    .execute();
}

export function claimsMadeBy(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('claim')
    .select(['number', 'title_is', 'title_en', isoDay('incident_date').as('incident'), 'status'])
    .where('claimant_kennitala', '=', kennitala)
    .orderBy('incident_date', 'desc')
    .execute();
}

export function transactionsOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('account_transaction')
    .select([isoDay('occurred_on').as('date'), 'description_is', 'description_en', 'amount'])
    .where('party_kennitala', '=', kennitala)
    .orderBy('occurred_on', 'desc')
    .execute();
}

export function documentsOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('electronic_document')
    .select(['title_is', 'title_en', 'created_at', 'read_at'])
    .where('party_kennitala', '=', kennitala)
    .orderBy('created_at', 'desc')
    .execute();
}

export function travelCertificatesOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('travel_certificate')
    .select([
      'code',
      'traveller_name',
      isoDay('start_date').as('start'),
      isoDay('end_date').as('end'),
    ])
    .where('party_kennitala', '=', kennitala)
    .orderBy('issued_at', 'desc')
    .execute();
}

/** Grants the person gave (`grantor_kennitala`) or received (`holder_kennitala`), with the other side's name. */
export function unrevokedGrantsOf(
  db: DbOrTx,
  kennitala: string,
  side: 'grantor_kennitala' | 'holder_kennitala',
) {
  const other = side === 'grantor_kennitala' ? 'holder_kennitala' : 'grantor_kennitala';
  return db
    .selectFrom('access_grant as g')
    .innerJoin('party as o', 'o.kennitala', `g.${other}`)
    .select(['o.kennitala', 'o.full_name', 'g.created_at', 'g.valid_to'])
    .where(`g.${side}`, '=', kennitala)
    .where('g.revoked_at', 'is', null)
    .orderBy('g.created_at')
    .execute();
}

export function tripSummaryOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('okuvisir_trip')
    .select((eb) => [
      eb.fn.countAll<number>().as('trips'),
      eb.fn.min('started_at').as('first'),
      eb.fn.max('started_at').as('last'),
    ])
    .where('kennitala', '=', kennitala)
    .executeTakeFirstOrThrow();
}

export function popupDismissalsOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('popup_dismissal')
    .select(['popup_type', 'dismissed_at'])
    .where('kennitala', '=', kennitala)
    .execute();
}

/** The latest 200 audit events the person did or that were about them. */
export function recentActivityOf(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('audit_event')
    .select(['occurred_at', 'action', 'ip'])
    .where((eb) => eb.or([eb('actor', '=', kennitala), eb('subject', '=', kennitala)]))
    .orderBy('occurred_at', 'desc')
    .limit(200)
    .execute();
}
