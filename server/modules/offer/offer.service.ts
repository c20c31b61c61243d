import {
  PENDING_OFFERS_NOTIFICATION_ID,
  type NotificationStatus,
  type PendingOffersResponse,
  type ProductKind,
} from '../../../src/domain/api/portal';
import type { OfferDecided, OfferSigning } from '../../../src/domain/api/offer';
import { KINDS_ACCEPTED_BY_SIGNATURE } from '../../../src/domain/api/values';
import { formatIsk } from '../../../src/domain/format';
import { translator, type ServerLanguage } from '../../i18n/locales';
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
  declineAcceptanceDocument,
  dismissOffers,
  insertAcceptanceDocument,
  linkSignedDocumentToPolicy,
  lockOffer,
  lockOfferSignedBy,
  offerExists,
  recordDecision,
  validOfferRows,
  type LockedOffer,
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
    signatureRequired: acceptedBySignature(row.product_kind),
    signing:
      row.signing_document_id && row.signing_title_is !== null && row.signing_title_en !== null
        ? {
            documentId: row.signing_document_id,
            title: text(row.signing_title_is, row.signing_title_en),
          }
        : null,
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

const acceptedBySignature = (kind: string) =>
  (KINDS_ACCEPTED_BY_SIGNATURE as readonly string[]).includes(kind);

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
 * The customer answers an offer, once and only while it is valid. Accepting makes it a policy from
 * today for a year at the offered price, paid in twelve monthly installments; declining only
 * closes it. An offer of a product accepted by signature is not a policy yet: accepting puts its
 * acceptance among the documents to sign (asked again, the same one), and signing that makes the
 * policy (acceptSignedOffer).
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

    if (decision === 'accepted' && acceptedBySignature(offer.product_kind)) {
      const signing = await acceptanceToSign(trx, offer);
      await recordAuditEvent(trx, {
        action: 'offer.signatureRequested',
        actor,
        subject: acting.kennitala,
        detail: { offerNumber: offer.number, documentId: signing.documentId },
      });
      return {
        decision: 'signatureRequired' as const,
        offerNumber: offer.number,
        policyNumber: null,
        signing,
      };
    }

    let policyNumber: string | null = null;
    if (decision === 'accepted') policyNumber = (await offerToPolicy(trx, offer)).number;
    else {
      if (offer.signing_document_id)
        await declineAcceptanceDocument(trx, offer.signing_document_id);
      await recordDecision(trx, offer.id, 'declined', null);
    }
    await recordAuditEvent(trx, {
      action: `offer.${decision}`,
      actor,
      subject: acting.kennitala,
      detail: { offerNumber: offer.number, policyNumber },
    });
    return { decision, offerNumber: offer.number, policyNumber, signing: null };
  });
}

/**
 * Called in the transaction that stores a signature: when the signed document is an offer's
 * acceptance, the offer becomes a policy and the signed document names it. Any other document
 * is left alone.
 */
export async function acceptSignedOffer(
  trx: DbOrTx,
  documentId: string,
  signer: string,
): Promise<void> {
  const offer = await lockOfferSignedBy(trx, documentId);
  if (!offer || offer.decision !== null) return;
  const policy = await offerToPolicy(trx, offer);
  await linkSignedDocumentToPolicy(trx, documentId, policy.id);
  await recordAuditEvent(trx, {
    action: 'offer.accepted',
    actor: signer,
    subject: offer.party_kennitala,
    detail: { offerNumber: offer.number, policyNumber: policy.number, documentId },
  });
}

/** The acceptance document of an offer of a signed product: the one made before, or a new one. */
async function acceptanceToSign(trx: DbOrTx, offer: LockedOffer): Promise<OfferSigning> {
  const title = {
    is: translator('is', 'signing')('offerAcceptance.title', {
      number: offer.number,
      product: offer.product_name_is,
    }),
    en: translator('en', 'signing')('offerAcceptance.title', {
      number: offer.number,
      product: offer.product_name_en,
    }),
  };
  if (offer.signing_document_id) return { documentId: offer.signing_document_id, title };
  const body = (language: ServerLanguage) =>
    translator(language, 'signing')('offerAcceptance.body', {
      number: offer.number,
      product: language === 'is' ? offer.product_name_is : offer.product_name_en,
      description: language === 'is' ? offer.description_is : offer.description_en,
      premium: formatIsk(offer.annual_premium, language),
      months: String(MONTHS_IN_PLAN),
    });
  const documentId = await insertAcceptanceDocument(trx, offer.id, {
    party: offer.party_kennitala,
    title,
    body: { is: body('is'), en: body('en') },
    // The acceptance can be signed for as long as the offer stands.
    signBy: offer.valid_until,
  });
  return { documentId, title };
}

/** The accepted offer as a policy in force from today, with its year's payment plan. */
async function offerToPolicy(
  trx: DbOrTx,
  offer: LockedOffer,
): Promise<{ id: string; number: string }> {
  const today = todayInIceland();
  const holder = offer.party_kennitala;
  const { id: policyId, number } = await insertPolicy(trx, {
    holder,
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
  await insertPaymentPlan(trx, {
    party: holder,
    name: { is: `Greiðsludreifing ${number}`, en: `Payment plan ${number}` },
    start: today,
    end: addDaysIso(addMonthsIso(today, 12), -1),
    // Charged to the card on file when there is one, else claimed in the online bank.
    method: (await findPaymentMethod(trx, holder))?.card_masked ? 'card' : 'bank_claim',
    installments: shareByWeight(offer.annual_premium, Array(MONTHS_IN_PLAN).fill(1)).map(
      (amount, month) => ({
        policyId,
        dueDate: addMonthsIso(today, month),
        amount,
        description: monthlyDescription(month),
      }),
    ),
  });
  await recordDecision(trx, offer.id, 'accepted', policyId);
  return { id: policyId, number };
}
