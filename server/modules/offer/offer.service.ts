import {
  PENDING_OFFERS_NOTIFICATION_ID,
  type NotificationStatus,
  type PendingOffersResponse,
  type ProductKind,
} from '../../../src/domain/api/portal';
import type { OfferDecided } from '../../../src/domain/api/offer';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { text } from '../../portal/shared';
import { addDaysIso, addMonthsIso, todayInIceland } from '../../../src/domain/calendar';
import { recordAuditEvent } from '../audit/audit.repository';
import { insertPolicy } from '../policy/policy.repository';
import { insertPaymentPlan } from '../payment/payment.repository';
import { monthlyDescription, MONTHS_IN_PLAN, shareByWeight } from '../quote/purchase-plan';
import { findPaymentMethod } from '../settings-payment/settings-payment.repository';
import {
  dismissOffers,
  lockOffer,
  offerExists,
  recordDecision,
  validOfferRows,
} from './offer.repository';

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

/**
 * The customer answers an offer. Accepting makes it a policy from today for a year at the offered
 * price, paid in twelve monthly installments; declining only closes it. Either way it is answered once, and only while valid.
 */
export async function decideOffer(
  db: Db,
  acting: ActingParty,
  actor: string,
  id: string,
  decision: 'accepted' | 'declined',
): Promise<OfferDecided> {
  const today = todayInIceland();
  return db.transaction().execute(async (trx) => {
    const offer = await lockOffer(trx, acting.kennitala, id);
    if (!offer) throw notFound('OfferNotFound', 'No such offer');
    if (offer.decision !== null)
      throw new AppError('OfferAlreadyAnswered', 409, 'This offer has already been answered');
    if (offer.valid_until < today)
      throw new AppError('OfferExpired', 409, 'This offer is no longer valid');
    let policyNumber: string | null = null;
    let policyId: string | null = null;
    if (decision === 'accepted') {
      policyId = await insertPolicy(trx, {
        holder: acting.kennitala,
        code: offer.product_code,
        kind: offer.product_kind,
        name: { is: offer.product_name_is, en: offer.product_name_en },
        object: { is: offer.description_is, en: offer.description_en },
        start: today,
        end: addDaysIso(addMonthsIso(today, 12), -1),
        annualPremium: offer.annual_premium,
        frequency: 'monthly',
        status: 'active',
        covers: [],
      });
      const policy = await trx
        .selectFrom('policy')
        .select('number')
        .where('id', '=', policyId)
        .executeTakeFirstOrThrow();
      policyNumber = policy.number;
      await insertPaymentPlan(trx, {
        party: acting.kennitala,
        name: { is: `Greiðsludreifing ${policy.number}`, en: `Payment plan ${policy.number}` },
        start: today,
        end: addDaysIso(addMonthsIso(today, 12), -1),
        // Charged to the card on file when there is one, else claimed in the online bank.
        method: (await findPaymentMethod(trx, acting.kennitala))?.card_masked
          ? 'card'
          : 'bank_claim',
        installments: shareByWeight(offer.annual_premium, Array(MONTHS_IN_PLAN).fill(1)).map(
          (amount, month) => ({
            policyId: policyId!,
            dueDate: addMonthsIso(today, month),
            amount,
            description: monthlyDescription(month),
          }),
        ),
      });
    }
    await recordDecision(trx, offer.id, decision, policyId);
    await recordAuditEvent(trx, {
      action: `offer.${decision}`,
      actor,
      subject: acting.kennitala,
      detail: { offerNumber: offer.number, policyNumber },
    });
    return { decision, offerNumber: offer.number, policyNumber };
  });
}
