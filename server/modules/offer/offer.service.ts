import {
  PENDING_OFFERS_NOTIFICATION_ID,
  type NotificationStatus,
  type PendingOffersResponse,
  type ProductKind,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import { text } from '../../portal/shared';
import { todayInIceland } from '../../../src/domain/calendar';
import { dismissOffers, offerExists, validOfferRows } from './offer.repository';

export async function pendingOffers(db: DbOrTx, party: string): Promise<PendingOffersResponse> {
  const rows = await validOfferRows(db, party, todayInIceland());
  const offers = rows.map((row) => ({
    id: row.id,
    number: row.number,
    product: {
      code: row.product_code,
      kind: row.product_kind as ProductKind,
      name: text(row.product_name_is, row.product_name_en),
    },
    description: text(row.description_is, row.description_en),
    annualPremium: row.annual_premium,
    createdAt: new Date(row.created_at).toISOString(),
    validUntil: row.valid_until,
    notificationStatus: row.notification_status as NotificationStatus,
  }));
  const anyNew = offers.some((offer) => offer.notificationStatus === 'initialized');
  return {
    offers,
    notification: {
      id: PENDING_OFFERS_NOTIFICATION_ID,
      status: anyNew ? 'initialized' : 'dismissed',
    },
  };
}

/** Dismisses one offer's notification (its id) or all of them ('pendingOffers'). */
export async function dismiss(
  db: DbOrTx,
  party: string,
  id: string,
): Promise<PendingOffersResponse> {
  if (id === PENDING_OFFERS_NOTIFICATION_ID) {
    await dismissOffers(db, party, null);
  } else {
    if (!(await offerExists(db, party, id))) throw notFound('OfferNotFound', 'No such offer');
    await dismissOffers(db, party, id);
  }
  return pendingOffers(db, party);
}
