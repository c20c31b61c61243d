import { jsonb } from './rows';
import { OVERVIEW_VALID_DAYS } from '../../../src/domain/api/settings-rules';
import { collectOverview } from '../../modules/settings/privacy.service';
import type { DbOrTx } from '../database';
import { demoId } from './dates-and-ids';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR } from './people';

/** Settings: addresses, ökuvísir trips and a finished privacy overview. */

const SETTINGS_ADDRESSES = [
  { kennitala: ANNA, street: 'Hraunbær 102', postal_code: '110', town: 'Reykjavík' },
  { kennitala: BJORN, street: 'Hraunbær 102', postal_code: '110', town: 'Reykjavík' },
  { kennitala: GUDRUN, street: 'Lindargata 5', postal_code: '101', town: 'Reykjavík' },
  { kennitala: HRAUNHOLAR, street: 'Hraunhólar 4', postal_code: '210', town: 'Garðabær' },
];

/** Trips the ökuvísir driving app recorded, per person. */
const OKUVISIR_TRIPS: Record<string, number> = { [ANNA]: 24, [BJORN]: 12 };

/**
 * Settings → General and Privacy: registered addresses, ökuvísir trips for Anna and Björn, and a
 * finished copy of Björn's personal data from three days ago (Anna has asked for none).
 */
export async function seedSettingsData(db: DbOrTx, now: Date): Promise<number> {
  let added = 0;
  const address = await db
    .insertInto('party_address')
    .values(SETTINGS_ADDRESSES)
    .onConflict((conflict) => conflict.column('kennitala').doNothing())
    .executeTakeFirst();
  added += Number(address.numInsertedOrUpdatedRows ?? 0);

  const trips = Object.entries(OKUVISIR_TRIPS).flatMap(([kennitala, count]) =>
    Array.from({ length: count }, (_, index) => ({
      id: demoId(`okuvisir:${kennitala}:${index}`),
      kennitala,
      // Every fourth day back from today, in the morning.
      started_at: new Date(now.getTime() - (index * 4 + 1) * 86_400_000 - 3 * 3_600_000),
      distance_km: ((index * 37) % 60) + 3.5,
      score: 70 + ((index * 13) % 30),
    })),
  );
  const trip = await db
    .insertInto('okuvisir_trip')
    .values(trips)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  added += Number(trip.numInsertedOrUpdatedRows ?? 0);

  const id = demoId('privacy:bjorn-overview');
  const existing = await db
    .selectFrom('privacy_request')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) {
    const requestedAt = new Date(now.getTime() - 3 * 86_400_000);
    const snapshot = await collectOverview(db, BJORN);
    const overview = await db
      .insertInto('privacy_request')
      .values({
        id,
        kennitala: BJORN,
        kind: 'overview',
        status: 'ready',
        requested_at: requestedAt,
        completed_at: new Date(requestedAt.getTime() + 60_000),
        expires_at: new Date(requestedAt.getTime() + OVERVIEW_VALID_DAYS * 86_400_000),
        snapshot: jsonb({ ...snapshot, generatedAt: requestedAt.toISOString() }),
        outcome: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    added += Number(overview.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
