import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { PrivacyRequestTable, ProfilePictureTable } from '../../db/schema';

/** SQL for Settings → General, Password and Privacy. Every function takes `db | trx` first. */

export function findPartyWithSpouse(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party as p')
    .leftJoin('party as spouse', 'spouse.kennitala', 'p.spouse_kennitala')
    .leftJoin('party_address as a', 'a.kennitala', 'p.kennitala')
    .select([
      'p.kennitala',
      'p.full_name',
      'p.kind',
      'p.email',
      'p.mobile_phone',
      'p.home_phone',
      'spouse.kennitala as spouse_kennitala',
      'spouse.full_name as spouse_name',
      'a.street',
      'a.postal_code',
      'a.town',
    ])
    .where('p.kennitala', '=', kennitala)
    .executeTakeFirst();
}

export async function savePasswordHash(db: DbOrTx, kennitala: string, passwordHash: string) {
  await db
    .updateTable('credential')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('kennitala', '=', kennitala)
    .execute();
}

// ---- popups ---------------------------------------------------------------------------------

export function findDismissal(db: DbOrTx, kennitala: string, popupType: string) {
  return db
    .selectFrom('popup_dismissal')
    .select('dismissed_at')
    .where('kennitala', '=', kennitala)
    .where('popup_type', '=', popupType)
    .executeTakeFirst();
}

/** The first dismissal counts; dismissing again keeps its date. */
export async function saveDismissal(db: DbOrTx, kennitala: string, popupType: string) {
  await db
    .insertInto('popup_dismissal')
    .values({ kennitala, popup_type: popupType })
    .onConflict((conflict) => conflict.columns(['kennitala', 'popup_type']).doNothing())
    .execute();
  return findDismissal(db, kennitala, popupType);
}

// ---- profile picture -----------------------------------------------------------------------

export function findPictureMeta(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('profile_picture')
    .select(['sha256', 'content_type', 'byte_size'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

export function findPicture(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('profile_picture')
    .select(['data', 'content_type', 'sha256'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
}

export async function savePicture(
  db: DbOrTx,
  picture: Omit<ProfilePictureTable, 'uploaded_at'>,
): Promise<void> {
  const { kennitala: _kennitala, ...replace } = picture;
  await db
    .insertInto('profile_picture')
    .values(picture)
    .onConflict((conflict) =>
      conflict.column('kennitala').doUpdateSet({ ...replace, uploaded_at: new Date() }),
    )
    .execute();
}

export async function deletePicture(db: DbOrTx, kennitala: string): Promise<boolean> {
  const result = await db
    .deleteFrom('profile_picture')
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- privacy requests ----------------------------------------------------------------------

const requestColumns = [
  'id',
  'kind',
  'status',
  'requested_at',
  'completed_at',
  'expires_at',
  'outcome',
] as const;

export function latestRequest(db: DbOrTx, kennitala: string, kind: PrivacyRequestTable['kind']) {
  return db
    .selectFrom('privacy_request')
    .select(requestColumns)
    .where('kennitala', '=', kennitala)
    .where('kind', '=', kind)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findOverviewSnapshot(db: DbOrTx, kennitala: string, id: string) {
  return db
    .selectFrom('privacy_request')
    .select(['id', 'status', 'expires_at', 'completed_at', 'snapshot'])
    .where('id', '=', id)
    .where('kennitala', '=', kennitala)
    .where('kind', '=', 'overview')
    .executeTakeFirst();
}

export async function insertRequest(
  db: DbOrTx,
  kennitala: string,
  kind: PrivacyRequestTable['kind'],
): Promise<string> {
  const row = await db
    .insertInto('privacy_request')
    .values({
      kennitala,
      kind,
      status: 'processing',
      completed_at: null,
      expires_at: null,
      snapshot: null,
      outcome: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishRequest(
  db: DbOrTx,
  id: string,
  values: {
    status: 'ready' | 'completed' | 'failed';
    expires_at?: Date | null;
    snapshot?: unknown;
    outcome?: unknown;
  },
): Promise<void> {
  await db
    .updateTable('privacy_request')
    .set({
      status: values.status,
      completed_at: new Date(),
      expires_at: values.expires_at ?? null,
      // jsonb goes as text so node-postgres does not turn arrays into PostgreSQL arrays.
      snapshot:
        values.snapshot === undefined
          ? null
          : sql<Record<string, unknown>>`(${JSON.stringify(values.snapshot)}::text)::jsonb`,
      outcome:
        values.outcome === undefined
          ? null
          : sql<Record<string, unknown>>`(${JSON.stringify(values.outcome)}::text)::jsonb`,
    })
    .where('id', '=', id)
    .execute();
}

/** Expired copies are not kept: the personal data in them goes once nobody can fetch it. */
export async function purgeExpiredSnapshots(db: DbOrTx, kennitala: string): Promise<void> {
  await db
    .updateTable('privacy_request')
    .set({ snapshot: null })
    .where('kennitala', '=', kennitala)
    .where('kind', '=', 'overview')
    .where('expires_at', '<=', new Date())
    .where('snapshot', 'is not', null)
    .execute();
}

export async function countTrips(db: DbOrTx, kennitala: string): Promise<number> {
  const row = await db
    .selectFrom('okuvisir_trip')
    .select(sql<number>`count(*)::int`.as('trips'))
    .where('kennitala', '=', kennitala)
    .executeTakeFirstOrThrow();
  return row.trips;
}

export async function deleteTrips(db: DbOrTx, kennitala: string): Promise<number> {
  const result = await db
    .deleteFrom('okuvisir_trip')
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
