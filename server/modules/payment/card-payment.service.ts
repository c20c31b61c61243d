import { randomUUID } from 'node:crypto';
import type {
  CardPayment,
  CardPaymentConfirmRequest,
  CardPaymentStartRequest,
  CardPaymentStartResponse,
} from '../../../src/domain/api/card-payment';
import { CARD_PAYMENT_SESSION_MINUTES } from '../../../src/domain/api/card-payment-paths';
import { todayInIceland } from '../../../src/domain/calendar';
import { formatDate, formatIsk, formatKennitala } from '../../../src/domain/format';
import {
  assertOwnWindowOrigin,
  requireCardProvider,
  type CardProvider,
} from '../../cardprovider/card-provider';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { actorOf, type ActingParty, type PartyChange } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPdf } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import { insertTransaction } from '../account/account.repository';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  coveredInstallments,
  findCardPayment,
  insertCardPayment,
  markCardPaymentPaid,
  payableInstallments,
  settleInstallment,
  type CardPaymentRow,
} from './card-payment.repository';
import type { ServiceContact } from '../help/general-config';

/**
 * Paying installments by card. The portal starts a payment for chosen installments of the acting
 * party's; the amount is worked out here from what is left of each, never taken from the browser.
 * The provider's page charges the card and signs its answer; confirming checks that signature,
 * the payment's owner, amount and time, and settles the installments once: a second confirm of
 * the same payment answers the same receipt and charges nothing more.
 */

export async function startCardPayment(
  db: Db,
  provider: CardProvider | undefined,
  change: PartyChange,
  input: CardPaymentStartRequest,
  ownOrigins: string[],
  now: Date = new Date(),
): Promise<CardPaymentStartResponse> {
  const cardProvider = requireCardProvider(provider);
  assertOwnWindowOrigin(input.windowOrigin, ownOrigins);
  const party = change.acting.kennitala;
  const found = await payableInstallments(db, party, input.installmentIds);
  if (found.length !== input.installmentIds.length)
    throw notFound('InstallmentNotFound', 'No such installment of the acting party');
  const unpaid = found.map((row) => ({
    installment_id: row.id,
    amount: row.amount - row.paid_amount,
  }));
  if (unpaid.some((row) => row.amount <= 0))
    throw new AppError('InstallmentAlreadyPaid', 409, 'An installment chosen is already paid');
  const amount = unpaid.reduce((sum, row) => sum + row.amount, 0);
  const paymentId = randomUUID();
  const expiresAt = new Date(now.getTime() + CARD_PAYMENT_SESSION_MINUTES * 60_000);
  const { paymentLink } = await cardProvider.createPaymentSession({
    paymentId,
    amount,
    portalOrigin: input.windowOrigin,
    language: input.language,
    expiresAt,
  });
  await db.transaction().execute((trx) =>
    insertCardPayment(
      trx,
      {
        id: paymentId,
        party_kennitala: party,
        amount,
        portal_origin: input.windowOrigin,
        started_by: actorOf(change.auth),
        expires_at: expiresAt,
      },
      unpaid,
    ),
  );
  return { paymentId, paymentLink, amount, expiresAt: expiresAt.toISOString() };
}

export async function confirmCardPayment(
  db: Db,
  provider: CardProvider | undefined,
  change: PartyChange,
  input: CardPaymentConfirmRequest,
  now: Date = new Date(),
): Promise<CardPayment> {
  const cardProvider = requireCardProvider(provider);
  const approved = cardProvider.verifyPayment(input.paymentData, input.paymentHash);
  if (!approved || approved.paymentId !== input.paymentId)
    throw badRequest('InvalidPaymentResult', 'The payment result is not valid');
  const party = change.acting.kennitala;
  const paid = await db.transaction().execute(async (trx) => {
    const payment = await findCardPayment(trx, party, input.paymentId, { lock: true });
    if (!payment) throw notFound('CardPaymentNotFound', 'No such card payment');
    // Sent twice (a double click, a retry after a lost answer): already settled, nothing more.
    if (payment.paid_at) return payment;
    if (approved.amount !== payment.amount)
      throw badRequest('InvalidPaymentResult', 'The amount charged is not the amount asked');
    // The provider refuses an expired session; an approval after it is not one we asked for.
    if (approved.approvedAt > new Date(payment.expires_at))
      throw badRequest('CardPaymentExpired', 'The payment session had expired');
    const today = todayInIceland(now);
    const settled = await markCardPaymentPaid(trx, payment.id, {
      paid_at: now,
      card_masked: approved.cardNumberMasked,
      card_brand: approved.brand,
      authorization_code: approved.authorizationCode,
    });
    if (!settled) throw new AppError('CardPaymentConflict', 409, 'The payment changed meanwhile');
    for (const row of await coveredInstallments(trx, payment.id))
      await settleInstallment(trx, row.id, row.amount, today);
    const card = `${approved.brand} ${approved.cardNumberMasked.slice(-4)}`;
    await insertTransaction(trx, {
      party,
      on: today,
      type: 'payment',
      description: {
        is: `Greiðsla með korti ${card}, kvittun ${settled.receipt_number}`,
        en: `Card payment ${card}, receipt ${settled.receipt_number}`,
      },
      amount: -payment.amount,
      policyId: null,
    });
    await recordAuditEvent(trx, {
      action: 'payment.card',
      actor: actorOf(change.auth),
      subject: party,
      ip: change.ip,
      detail: {
        paymentId: payment.id,
        amount: payment.amount,
        receiptNumber: settled.receipt_number,
        cardNumberMasked: approved.cardNumberMasked,
      },
    });
    return settled;
  });
  return cardPaymentView(db, paid, now);
}

export async function cardPayment(
  db: Db,
  party: string,
  paymentId: string,
  now: Date = new Date(),
): Promise<CardPayment> {
  const payment = await findCardPayment(db, party, paymentId);
  if (!payment) throw notFound('CardPaymentNotFound', 'No such card payment');
  return cardPaymentView(db, payment, now);
}

async function cardPaymentView(
  db: DbOrTx,
  payment: CardPaymentRow,
  now: Date,
): Promise<CardPayment> {
  const installments = await coveredInstallments(db, payment.id);
  const state = payment.paid_at
    ? 'paid'
    : new Date(payment.expires_at) <= now
      ? 'expired'
      : 'pending';
  return {
    paymentId: payment.id,
    state,
    amount: payment.amount,
    receiptNumber: payment.receipt_number,
    paidAt: payment.paid_at ? new Date(payment.paid_at).toISOString() : null,
    cardNumberMasked: payment.card_masked,
    cardBrand: payment.card_brand,
    authorizationCode: payment.authorization_code,
    installments: installments.map((row) => ({
      id: row.id,
      description: text(row.description_is, row.description_en),
      dueDate: row.due_date,
      policyNumber: row.policy_number,
      amount: row.amount,
    })),
  };
}

/** The receipt of a paid card payment; one that is not paid has none (404). */
export function receiptPdf(
  payment: CardPayment,
  party: ActingParty,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  if (payment.state !== 'paid' || !payment.receiptNumber || !payment.paidAt)
    throw notFound('CardPaymentNotPaid', 'The payment has no receipt until it is paid');
  const t = translator(lang, 'portal-documents');
  return renderPdf({
    lang,
    contact,
    overline: t('receipt.overline'),
    title: t('receipt.title', { number: payment.receiptNumber }),
    subject: t('receipt.title', { number: payment.receiptNumber }),
    sections: [
      {
        kind: 'keyValues',
        rows: [
          [t('label.receiptNumber'), payment.receiptNumber],
          [t('label.paidAt'), formatDate(payment.paidAt, lang, { time: true })],
          [t('label.name'), party.fullName],
          [t('label.kennitala'), formatKennitala(party.kennitala)],
          [t('label.card'), `${payment.cardBrand ?? ''} ${payment.cardNumberMasked ?? ''}`.trim()],
          [t('label.authorizationCode'), payment.authorizationCode ?? ''],
          [t('label.amount'), formatIsk(payment.amount, lang)],
        ],
      },
      { kind: 'heading', text: t('receipt.covers') },
      {
        kind: 'table',
        columns: [
          { label: t('label.description'), width: 200 },
          { label: t('label.policyNumber'), width: 110 },
          { label: t('label.dueDate'), width: 95 },
          { label: t('label.amount'), width: 90, align: 'right' },
        ],
        rows: payment.installments.map((installment) => [
          installment.description[lang],
          installment.policyNumber ?? '',
          formatDate(installment.dueDate, lang),
          formatIsk(installment.amount, lang),
        ]),
      },
      { kind: 'paragraphs', paragraphs: [t('receipt.note')] },
    ],
  });
}
