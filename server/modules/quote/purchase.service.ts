import type { DbOrTx } from '../../db/database';
import type { ActingParty } from '../../identity/authenticate';
import { AppError, badRequest, notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { recordAuditEvent } from '../audit/audit.repository';
import { addDaysIso, addMonthsIso, isIsoDate, todayInIceland } from '../../../src/domain/calendar';
import { formatDate, formatIsk } from '../../../src/domain/format';
import type { QuoteItem } from '../../../src/domain/forms/quote';
import type {
  BoughtPolicy,
  PricedItem,
  PurchaseQuoteRequest,
  QuotePrice,
  QuotePurchased,
} from '../../../src/domain/api/quote';
import { PURCHASE_START_MAX_DAYS, WITHDRAWAL_DAYS } from '../../../src/domain/quote';
import type { QuoteDeps } from './quote.service';
import { hashToken } from '../../security/token-hash';
import { findQuote, lockQuotePurchase, markQuotePurchased } from './quote.repository';
import { insertPolicy, policiesOfQuote } from '../policy/policy.repository';
import { partyEmail } from '../party/party.repository';
import { findPaymentMethod } from '../settings-payment/settings-payment.repository';
import { insertPaymentPlan } from '../payment/payment.repository';
import { purchaseInstallments, type PlannedPolicy } from './purchase-plan';
import { productTerms } from './terms';

type Text = [is: string, en: string];
type Cover = { name: Text; sum: number | null; deductible: number | null };

/** What a bought product is called in the portal, on its policy and in its PDF. */
type PolicyTerms = { code: string; kind: string; name: Text; object: Text; covers: Cover[] };

/** 'AB123' as plates are written, 'AB-123'; a personalised plate as it is. */
function plate(registration: string): string {
  return /^[A-ZÁÐÉÍÓÚÝÞÆÖ]{2}[A-ZÁÐÉÍÓÚÝÞÆÖ0-9]\d{2}$/.test(registration)
    ? `${registration.slice(0, 2)}-${registration.slice(2)}`
    : registration;
}

function policyTerms(item: QuoteItem, priced: PricedItem): PolicyTerms {
  switch (item.product) {
    case 'car': {
      const vehicle = priced.vehicle!;
      const object = `${vehicle.make} ${vehicle.model}, ${plate(vehicle.registration)}`;
      return {
        code: 'BI10',
        kind: 'car',
        name: ['Bifreiðatrygging', 'Car insurance'],
        object: [object, object],
        covers: [
          {
            name: ['Lögboðin ábyrgðartrygging ökutækis', 'Compulsory motor liability'],
            sum: null,
            deductible: null,
          },
          {
            name: ['Slysatrygging ökumanns og eiganda', 'Driver and owner accident cover'],
            sum: 30_000_000,
            deductible: null,
          },
          ...(item.cover === 'casco'
            ? [
                {
                  name: ['Kaskótrygging', 'Comprehensive (own damage)'] as Text,
                  sum: vehicle.value,
                  deductible: item.deductible,
                },
              ]
            : []),
        ],
      };
    }
    case 'contents':
      return {
        code: 'HE10',
        kind: 'home',
        name: ['Innbústrygging', 'Home contents insurance'],
        object: [`Innbú, póstnúmer ${item.postcode}`, `Home contents, postcode ${item.postcode}`],
        covers: [
          { name: ['Innbú', 'Contents'], sum: item.sumInsured, deductible: item.deductible },
        ],
      };
    case 'house':
      return {
        code: 'HU20',
        kind: 'property',
        name: ['Húseigendatrygging', 'Homeowner insurance'],
        object: [
          `Húseign, ${item.sizeSqm} m², póstnúmer ${item.postcode}`,
          `House, ${item.sizeSqm} m², postcode ${item.postcode}`,
        ],
        covers: [
          { name: ['Vatnstjón', 'Water damage'], sum: null, deductible: item.deductible },
          { name: ['Glertrygging', 'Glass'], sum: null, deductible: item.deductible },
          { name: ['Foktjón', 'Storm damage'], sum: null, deductible: item.deductible },
        ],
      };
    case 'travel': {
      const who: Record<string, Text> = {
        individual: ['einstaklingur', 'one person'],
        couple: ['hjón eða par', 'a couple'],
        family: ['fjölskylda', 'a family'],
      };
      const [is, en] = who[item.travellers]!;
      return {
        code: item.kind === 'annual' ? 'FE10' : 'FE11',
        kind: 'travel',
        name:
          item.kind === 'annual'
            ? ['Ferðatrygging', 'Travel insurance']
            : ['Ferðatrygging, stök ferð', 'Single-trip travel insurance'],
        object: [`Ferðatrygging fyrir ${is}`, `Travel insurance for ${en}`],
        covers: [
          {
            name: ['Ferðasjúkratrygging', 'Travel medical expenses'],
            sum: 30_000_000,
            deductible: null,
          },
          { name: ['Farangurstrygging', 'Baggage'], sum: 500_000, deductible: 15_000 },
          { name: ['Forfallatrygging', 'Trip cancellation'], sum: 600_000, deductible: 15_000 },
        ],
      };
    }
    case 'accident':
      return {
        code: 'SL10',
        kind: 'accident',
        name: ['Slysatrygging', 'Accident insurance'],
        object:
          item.cover === 'allDay'
            ? ['Slysatrygging allan sólarhringinn', 'Accident cover around the clock']
            : ['Slysatrygging í frítíma', 'Accident cover in free time'],
        covers: [
          { name: ['Dánarbætur', 'Death benefit'], sum: item.sumInsured, deductible: null },
          { name: ['Örorkubætur', 'Disability benefit'], sum: item.sumInsured, deductible: null },
        ],
      };
  }
}

async function boughtPolicies(db: DbOrTx, quoteNumber: string): Promise<BoughtPolicy[]> {
  const rows = await policiesOfQuote(db, quoteNumber);
  const product = (kind: string): BoughtPolicy['product'] =>
    kind === 'home'
      ? 'contents'
      : kind === 'property'
        ? 'house'
        : (kind as BoughtPolicy['product']);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    product: product(row.product_kind),
    annualPremium: row.annual_premium,
    startDate: row.start,
    endDate: row.end,
  }));
}

/**
 * A signed-in customer (or someone acting for them) buys a saved quote: each product becomes a
 * policy from the chosen start date at the quote's price, paid as chosen. A quote is bought once;
 * the same buyer asking again gets the same policies back, so a repeated press buys nothing twice.
 */
export async function purchaseQuote(
  deps: QuoteDeps,
  acting: ActingParty,
  actor: string,
  quoteNumber: string,
  body: PurchaseQuoteRequest,
  language: ServerLanguage,
): Promise<QuotePurchased> {
  const now = deps.now?.() ?? new Date();
  const today = todayInIceland(now);
  const errors: Record<string, string[]> = {};
  if (body.acceptTerms !== true) errors.acceptTerms = ['quote|acceptTermsRequired'];
  const latestStart = addDaysIso(today, PURCHASE_START_MAX_DAYS);
  if (!isIsoDate(body.startDate) || body.startDate < today || body.startDate > latestStart)
    errors.startDate = ['quote|startDateRange'];

  const result = await deps.db.transaction().execute(async (trx) => {
    const found = await findQuote(trx, quoteNumber.trim().toUpperCase());
    if (!found || hashToken(body.key) !== found.keyHash)
      throw notFound('QuoteNotFound', 'No quote has that number and key');
    // One purchase at a time per quote: the second waits here and then sees the first.
    const purchasedBy = await lockQuotePurchase(trx, found.quoteNumber);
    if (purchasedBy !== null) {
      if (purchasedBy !== acting.kennitala)
        throw new AppError(
          'QuoteAlreadyPurchased',
          409,
          'This quote has been bought by someone else',
        );
      return {
        quoteNumber: found.quoteNumber,
        policies: await boughtPolicies(trx, found.quoteNumber),
        fresh: false,
      };
    }
    if (found.validUntil < today)
      throw new AppError('QuoteExpired', 409, 'The quote has expired; ask for a new price');
    // The confirmation, the policies and the right of withdrawal are sent by e-mail: a buyer with
    // no address on file (a new customer who has not opened the confirmation link yet) first
    // confirms one.
    if (!(await partyEmail(trx, acting.kennitala)))
      throw new AppError(
        'EmailNotConfirmed',
        409,
        'Confirm your e-mail address before buying; the link is in your inbox',
      );
    if (body.payment === 'card') {
      const method = await findPaymentMethod(trx, acting.kennitala);
      if (!method?.card_masked) errors.payment = ['quote|noCardOnFile'];
    }
    if (Object.keys(errors).length > 0)
      throw badRequest('ValidationFailed', 'The purchase cannot be made as asked', errors);

    const items = found.items as QuoteItem[];
    const price = found.price as unknown as QuotePrice;
    const rate = price.bundleDiscount.rate;
    const planned: PlannedPolicy[] = [];
    let planEnd = body.startDate;
    for (const [index, item] of items.entries()) {
      const priced = price.items[index]!;
      const terms = policyTerms(item, priced);
      const single = item.product === 'travel' && item.kind === 'single';
      const end = single
        ? addDaysIso(body.startDate, item.days! - 1)
        : addDaysIso(addMonthsIso(body.startDate, 12), -1);
      const annualPremium = Math.round(priced.yearly * (1 - rate));
      const { id: policyId } = await insertPolicy(trx, {
        holder: acting.kennitala,
        code: terms.code,
        kind: terms.kind,
        name: { is: terms.name[0], en: terms.name[1] },
        object: { is: terms.object[0], en: terms.object[1] },
        start: body.startDate,
        end,
        annualPremium,
        frequency: single ? 'single' : body.frequency,
        status: body.startDate > today ? 'pending' : 'active',
        covers: terms.covers.map((cover) => ({
          name: { is: cover.name[0], en: cover.name[1] },
          sum: cover.sum,
          deductible: cover.deductible,
        })),
        quoteNumber: found.quoteNumber,
      });
      planned.push({ policyId, annualPremium, paidOnce: single });
      if (end > planEnd) planEnd = end;
    }
    await insertPaymentPlan(trx, {
      party: acting.kennitala,
      name: {
        is: `Greiðsludreifing ${found.quoteNumber}`,
        en: `Payment plan ${found.quoteNumber}`,
      },
      start: body.startDate,
      end: planEnd,
      method: body.payment === 'card' ? 'card' : 'bank_claim',
      installments: purchaseInstallments(planned, price, body.frequency, body.startDate),
    });
    await markQuotePurchased(trx, found.quoteNumber, acting.kennitala, now);
    await recordAuditEvent(trx, {
      action: 'quote.purchased',
      actor,
      subject: acting.kennitala,
      detail: {
        quoteNumber: found.quoteNumber,
        payment: body.payment,
        frequency: body.frequency,
        startDate: body.startDate,
        // The editions of the terms the buyer accepted, as the terms endpoint offered them.
        terms: productTerms(items.map((item) => item.product).join(','), language).terms.map(
          ({ product, version }) => ({ product, version }),
        ),
      },
    });
    return {
      quoteNumber: found.quoteNumber,
      policies: await boughtPolicies(trx, found.quoteNumber),
      fresh: true,
    };
  });

  const withdrawalUntil = addDaysIso(today, WITHDRAWAL_DAYS);
  if (result.fresh)
    await mailConfirmation(deps, acting, result.policies, withdrawalUntil, language);
  return { quoteNumber: result.quoteNumber, policies: result.policies, withdrawalUntil };
}

async function mailConfirmation(
  deps: QuoteDeps,
  acting: ActingParty,
  policies: BoughtPolicy[],
  withdrawalUntil: string,
  language: ServerLanguage,
): Promise<void> {
  const to = await partyEmail(deps.db, acting.kennitala);
  if (!to) return;
  const t = translator(language, 'quote');
  await deps.mailer.send({
    to,
    subject: t('purchaseMailSubject'),
    text: [
      t('purchaseMailGreeting', { name: acting.fullName }),
      '',
      t('purchaseMailIntro'),
      ...policies.map(
        (policy) =>
          `- ${t(`product_${policy.product}`)} ${policy.number}: ${formatIsk(policy.annualPremium, language)} ${t('perYear')}, ${formatDate(policy.startDate, language)} – ${formatDate(policy.endDate, language)}`,
      ),
      '',
      t('purchaseMailPortal'),
      t('purchaseMailWithdrawal', { date: formatDate(withdrawalUntil, language) }),
      '',
      t('mailSignature'),
    ].join('\n'),
  });
}
