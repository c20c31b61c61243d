import {
  CARD_SESSION_MINUTES,
  type CardInfo,
  type CardInitResponse,
  type CardRegisterRequest,
  type CardRegisterResponse,
  type CardVerifyResponse,
  type PaymentMethodResponse,
} from '../../../src/domain/api/payment-settings';
import { emptyBankInfo, type BankInfo } from '../../../src/domain/bank';
import { bankInfoSchema, validateWith } from '../../../src/domain/forms';
import {
  assertOwnWindowOrigin,
  requireCardProvider,
  type CardProvider,
} from '../../cardprovider/card-provider';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { actorOf, type ActingParty, type PartyChange } from '../../identity/authenticate';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  chargedToCardNow,
  consumeCardVerification,
  findCardVerification,
  findPaymentMethod,
  insertCardVerification,
  savePaymentMethod,
} from './settings-payment.repository';

function bankOf(row: Awaited<ReturnType<typeof findPaymentMethod>>): BankInfo {
  return row?.bank && row.ledger && row.account
    ? { bank: row.bank, ledger: row.ledger, account: row.account }
    : { ...emptyBankInfo };
}

export async function bankInfo(db: Db, kennitala: string): Promise<BankInfo> {
  return bankOf(await findPaymentMethod(db, kennitala));
}

export async function cardInfo(db: Db, kennitala: string): Promise<CardInfo> {
  const row = await findPaymentMethod(db, kennitala);
  return { cardNumberMasked: row?.card_masked ?? null };
}

/** 'YYYY-MM' of a moment, in Iceland's time (UTC). */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The provider's MM/YY as 'YYYY-MM'; null when it is not a month. */
export function validThruOf(expiry: string): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  return match ? `20${match[2]}-${match[1]}` : null;
}

/**
 * The user's paymentMethod: the masked card, if any, the bank account, and what is wrong with
 * paying by card: a card past its last valid month, or premiums charged to a card with none on
 * file. A card of unknown expiry is taken as good.
 */
export async function paymentMethod(
  db: Db,
  kennitala: string,
  now: Date = new Date(),
): Promise<PaymentMethodResponse> {
  const row = await findPaymentMethod(db, kennitala);
  let errorCode: PaymentMethodResponse['errorCode'] = null;
  if (row?.card_masked) {
    if (row.card_valid_thru && row.card_valid_thru < monthOf(now)) errorCode = 'CardExpired';
  } else if (await chargedToCardNow(db, kennitala)) {
    errorCode = 'CardMissing';
  }
  return {
    ccardInfo: row?.card_masked ? { cardNumberMasked: row.card_masked } : null,
    bankInfo: bankOf(row),
    errorCode,
  };
}

/** Checks the account with the same rules as the form (src/domain), then stores and audits it. */
export async function setBankInfo(db: Db, change: PartyChange, input: unknown): Promise<BankInfo> {
  const checked = await validateWith(bankInfoSchema, input);
  if (!checked.ok)
    throw badRequest('InvalidBankInfo', 'The bank account is not valid', checked.errors);
  const account: BankInfo = checked.value;
  await db.transaction().execute(async (trx) => {
    await savePaymentMethod(trx, change.acting.kennitala, account);
    await recordAuditEvent(trx, {
      action: 'settings.bankInfo.update',
      actor: actorOf(change.auth),
      subject: change.acting.kennitala,
      ip: change.ip,
      // Enough to tell which account it became, not the whole number.
      detail: { bank: account.bank, ledger: account.ledger, accountEnd: account.account.slice(-2) },
    });
  });
  return account;
}

/** Starts a card registration (8 minutes) for the acting party. */
export async function initCard(
  db: Db,
  provider: CardProvider | undefined,
  acting: ActingParty,
  input: { language: string; windowOrigin: string },
  ownOrigins: string[],
  now: Date = new Date(),
): Promise<CardInitResponse> {
  const cardProvider = requireCardProvider(provider);
  assertOwnWindowOrigin(input.windowOrigin, ownOrigins);
  const language = input.language.trim().slice(0, 2).toLowerCase() === 'en' ? 'en' : 'is';
  const expiresAt = new Date(now.getTime() + CARD_SESSION_MINUTES * 60_000);
  const session = await cardProvider.createSession({
    portalOrigin: input.windowOrigin,
    language,
    expiresAt,
  });
  await insertCardVerification(db, {
    id: session.verificationId,
    party_kennitala: acting.kennitala,
    portal_origin: input.windowOrigin,
    expires_at: expiresAt,
  });
  return { ...session, expiresAt: expiresAt.toISOString() };
}

/** Where one of the party's own sessions stands; anyone else's reads as not found. */
export async function verifyCard(
  db: Db,
  acting: ActingParty,
  verificationId: string,
  now: Date = new Date(),
): Promise<CardVerifyResponse> {
  const row = await findCardVerification(db, verificationId, acting.kennitala);
  if (!row) throw notFound('CardVerificationNotFound', 'No such card registration session');
  const expiresAt = new Date(row.expires_at);
  return {
    verificationId: row.id,
    state: row.consumed_at ? 'used' : expiresAt <= now ? 'expired' : 'pending',
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Registers the card the provider verified: the result must carry the provider's signature and
 * name this session, which must be the acting party's own, unexpired and not used before.
 */
export async function registerCard(
  db: Db,
  provider: CardProvider | undefined,
  change: PartyChange,
  input: CardRegisterRequest,
): Promise<CardRegisterResponse> {
  const cardProvider = requireCardProvider(provider);
  const card = cardProvider.verifyResult(input.verificationData, input.verificationHash);
  if (!card || card.verificationId !== input.verificationId)
    throw badRequest('InvalidCardVerification', 'The card verification result is not valid');
  const kennitala = change.acting.kennitala;
  return db.transaction().execute(async (trx) => {
    const session = await findCardVerification(trx, input.verificationId, kennitala);
    if (!session) throw notFound('CardVerificationNotFound', 'No such card registration session');
    const used = () =>
      new AppError('CardVerificationUsed', 409, 'This card verification was already used');
    if (session.consumed_at) throw used();
    if (new Date(session.expires_at) <= new Date())
      throw badRequest('CardVerificationExpired', 'The card registration session has expired');
    // Someone else may have used it since it was read.
    if (!(await consumeCardVerification(trx, input.verificationId, kennitala))) throw used();
    await savePaymentMethod(trx, kennitala, {
      card_masked: card.cardNumberMasked,
      card_brand: card.brand,
      card_valid_thru: validThruOf(card.expiry),
    });
    await recordAuditEvent(trx, {
      action: 'settings.ccard.register',
      actor: actorOf(change.auth),
      subject: kennitala,
      ip: change.ip,
      detail: { cardNumberMasked: card.cardNumberMasked, brand: card.brand },
    });
    return { cardNumberMasked: card.cardNumberMasked };
  });
}
