import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { AppError, badRequest, notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { recordAuditEvent } from '../audit/audit.repository';
import { addDaysIso, todayInIceland } from '../../../src/domain/calendar';
import { isValidEmail } from '../../../src/domain/email';
import { formatDate, formatIsk } from '../../../src/domain/format';
import {
  MESSAGE_KEYS,
  quoteItemsSchema,
  validateWith,
  type QuoteItem,
} from '../../../src/domain/forms';
import type { QuotePrice, SavedQuote, Vehicle } from '../../../src/domain/api/quote';
import { PERIOD_KEYS, QUOTE_VALID_DAYS } from '../../../src/domain/quote';
import { VehicleRegisterError, type VehicleRegister } from '../../vehicle/vehicle-register';
import { priceQuote, withPeriod } from './pricing';
import { tariffInForce, type Tariff } from './tariff';
import { findQuote, insertQuote } from './quote.repository';
import { hashToken, matchesTokenHash } from '../../security/token-hash';

export type QuoteDeps = {
  db: Db;
  mailer: Mailer;
  /** null: no register is configured, and cars cannot be priced. */
  vehicleRegister: VehicleRegister | null;
  tariffs: readonly Tariff[];
  /** Where the e-mailed link opens the quote again. */
  siteUrl: string;
  now?: () => Date;
};

export const vehicleRegisterUnavailable = () =>
  new AppError('VehicleRegisterUnavailable', 503, 'Cars cannot be priced right now');

const vehicleRegisterFailed = () =>
  new AppError('VehicleRegisterFailed', 502, 'The vehicle register did not answer');

/** Asks the register; its failure becomes a translated 502 instead of a 500. */
export async function lookUpVehicle(
  register: VehicleRegister | null,
  registration: string,
): Promise<Vehicle | null> {
  if (!register) throw vehicleRegisterUnavailable();
  try {
    return await register.lookup(registration);
  } catch (error) {
    if (error instanceof VehicleRegisterError) throw vehicleRegisterFailed();
    throw error;
  }
}

/** The calculators' rules again, then the register's vehicle for every car, then the tariff. */
export async function priceItems(
  deps: QuoteDeps,
  body: unknown,
): Promise<{ items: QuoteItem[]; price: QuotePrice }> {
  const checked = await validateWith(quoteItemsSchema, (body as { items?: unknown })?.items);
  if (!checked.ok)
    throw badRequest('ValidationFailed', 'The choices cannot be priced', prefixed(checked.errors));
  const items = checked.value as QuoteItem[];
  const vehicles = new Map<string, Vehicle>();
  for (const [index, item] of items.entries()) {
    if (item.product !== 'car') continue;
    const vehicle = await lookUpVehicle(deps.vehicleRegister, item.registration);
    if (!vehicle)
      throw badRequest('VehicleNotFound', 'No vehicle has that registration number', {
        [`items[${index}].registration`]: ['quote|vehicleNotFound'],
      });
    vehicles.set(item.registration, vehicle);
  }
  const now = deps.now?.() ?? new Date();
  const tariff = tariffInForce(deps.tariffs, todayInIceland(now));
  return { items, price: priceQuote(items, { tariff, vehicles, year: now.getUTCFullYear() }) };
}

/** Errors of `items` are named the way the request names them: 'items[0].registration'. */
function prefixed(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [
      key === '_form' ? 'items' : `items${key}`,
      messages,
    ]),
  );
}

export function quoteLink(
  siteUrl: string,
  language: ServerLanguage,
  quoteNumber: string,
  key: string,
) {
  const page = language === 'en' ? '/en/get-price/' : '/fa-verd/';
  return `${siteUrl}${page}?tilbod=${encodeURIComponent(quoteNumber)}&lykill=${encodeURIComponent(key)}`;
}

/** Keeps a priced choice as a quote valid for 30 days; only the key's hash is stored. */
async function keepQuote(
  deps: QuoteDeps,
  items: QuoteItem[],
  price: QuotePrice,
  email: string | null,
  language: ServerLanguage,
) {
  const now = deps.now?.() ?? new Date();
  const validUntil = addDaysIso(todayInIceland(now), QUOTE_VALID_DAYS);
  const key = randomBytes(18).toString('base64url');
  const saved = await deps.db.transaction().execute(async (trx) => {
    const row = await insertQuote(trx, {
      keyHash: hashToken(key),
      email,
      language,
      tariffVersion: price.tariffVersion,
      items,
      price,
      validUntil,
    });
    await recordAuditEvent(trx, {
      action: 'quote.saved',
      actor: null,
      detail: {
        quoteNumber: row.quoteNumber,
        products: items.map((item) => item.product),
        yearly: price.yearly,
        mailed: email !== null,
      },
    });
    return row;
  });
  return { saved, key, validUntil };
}

function savedQuote(
  saved: { quoteNumber: string; createdAt: Date },
  key: string,
  validUntil: string,
  items: QuoteItem[],
  price: QuotePrice,
): SavedQuote {
  return {
    quoteNumber: saved.quoteNumber,
    key,
    createdAt: saved.createdAt.toISOString(),
    validUntil,
    expired: false,
    items: items as SavedQuote['items'],
    price,
  };
}

/**
 * "Buy now" straight from the price: the choices are priced once more and kept as a quote (the
 * purchase screen buys quotes, so the price bought is the one shown), without mailing anything.
 */
export async function keepQuoteToBuy(
  deps: QuoteDeps,
  body: { items: unknown },
  language: ServerLanguage,
): Promise<SavedQuote> {
  const { items, price } = await priceItems(deps, body);
  const { saved, key, validUntil } = await keepQuote(deps, items, price, null, language);
  return savedQuote(saved, key, validUntil, items, price);
}

/**
 * Prices the choices once more and keeps the result as a quote valid for 30 days, then mails the
 * quote with the link that opens it again.
 */
export async function saveQuote(
  deps: QuoteDeps,
  body: { items: unknown; email: string },
  language: ServerLanguage,
): Promise<SavedQuote> {
  const email = body.email.trim();
  const emailError = !email
    ? MESSAGE_KEYS.requiredField
    : !isValidEmail(email)
      ? MESSAGE_KEYS.invalidEmail
      : undefined;
  if (emailError)
    throw badRequest('ValidationFailed', 'The e-mail address is not valid', {
      email: [emailError],
    });
  const { items, price } = await priceItems(deps, body);
  const { saved, key, validUntil } = await keepQuote(deps, items, price, email, language);
  const t = translator(language, 'quote');
  const lines = price.items.map(
    (item) =>
      `- ${t(`product_${item.product}`)}: ${formatIsk(item.yearly, language)} ${t(PERIOD_KEYS[item.period])}`,
  );
  if (price.bundleDiscount.amount > 0)
    lines.push(
      `- ${t('bundleDiscountLine', { percent: String(Math.round(price.bundleDiscount.rate * 100)) })}: −${formatIsk(price.bundleDiscount.amount, language)}`,
    );
  await deps.mailer.send({
    to: email,
    subject: t('mailSubject', { quoteNumber: saved.quoteNumber }),
    text: [
      t('mailIntro', { quoteNumber: saved.quoteNumber }),
      '',
      ...lines,
      '',
      price.monthly > 0
        ? t('mailTotal', {
            yearly: formatIsk(price.yearly, language),
            monthly: formatIsk(price.monthly, language),
          })
        : t('mailTotalOnce', { amount: formatIsk(price.yearly, language) }),
      t('mailValidUntil', { date: formatDate(validUntil, language) }),
      '',
      t('mailOpen'),
      quoteLink(deps.siteUrl, language, saved.quoteNumber, key),
      '',
      t('mailSignature'),
    ].join('\n'),
  });

  return savedQuote(saved, key, validUntil, items, price);
}

/** What a bot that filled in the honeypot is told: a priced quote that looks real and was never kept. */
export async function decoyQuote(deps: QuoteDeps, body: unknown): Promise<SavedQuote> {
  const { items, price } = await priceItems(deps, body);
  const now = deps.now?.() ?? new Date();
  return {
    quoteNumber: `T-${String(1000 + randomBytes(2).readUInt16BE()).padStart(6, '0')}`,
    key: randomBytes(18).toString('base64url'),
    createdAt: now.toISOString(),
    validUntil: addDaysIso(todayInIceland(now), QUOTE_VALID_DAYS),
    expired: false,
    items: items as SavedQuote['items'],
    price,
  };
}

/** A saved quote, for whoever holds its key; a wrong key and an unknown number look the same. */
export async function openQuote(
  deps: QuoteDeps,
  quoteNumber: string,
  key: string,
): Promise<SavedQuote> {
  const found = await findQuote(deps.db, quoteNumber.trim().toUpperCase());
  if (!found || !matchesTokenHash(key, found.keyHash))
    throw notFound('QuoteNotFound', 'No quote has that number and key');
  const today = todayInIceland(deps.now?.() ?? new Date());
  const items = found.items as SavedQuote['items'];
  const price = found.price as unknown as QuotePrice;
  return {
    quoteNumber: found.quoteNumber,
    key,
    createdAt: found.createdAt.toISOString(),
    validUntil: found.validUntil,
    expired: found.validUntil < today,
    items,
    price: {
      ...price,
      items: price.items.map((priced, index) => withPeriod(priced, items[index])),
    },
  };
}
