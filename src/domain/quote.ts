/**
 * What a visitor can get a price for, and the choices each calculator offers. The shape of each
 * product is code (here, shared by the calculators and the server); what each choice costs is data,
 * in the server's versioned tariff, which must price every choice listed here.
 */

export const QUOTE_PRODUCTS = ['car', 'contents', 'house', 'travel', 'accident'] as const;
export type QuoteProduct = (typeof QUOTE_PRODUCTS)[number];

/** A saved quote can be accepted for this many days; its prices never change in that time. */
export const QUOTE_VALID_DAYS = 30;

export const CAR_COVERS = ['liability', 'casco'] as const;
export type CarCover = (typeof CAR_COVERS)[number];
/** Claim-free years count up to this; more years earn no more bonus. */
export const CAR_BONUS_YEARS_MAX = 10;
export const CAR_DEDUCTIBLES = [60_000, 120_000, 240_000] as const;
export const DRIVER_AGE = { min: 17, max: 99 } as const;

export const PROPERTY_DEDUCTIBLES = [25_000, 50_000, 100_000] as const;
export const CONTENTS_SUM_INSURED = { min: 1_000_000, max: 50_000_000, step: 500_000 } as const;
export const HOUSE_SIZE_SQM = { min: 20, max: 1_000 } as const;
export const HOUSE_BUILT_YEAR_MIN = 1850;

export const TRAVEL_KINDS = ['single', 'annual'] as const;
export type TravelKind = (typeof TRAVEL_KINDS)[number];

/** What a price is for: a year of cover, or one trip (paid once, before travelling). */
export const PRICE_PERIODS = ['year', 'trip'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** The quote texts' word for each period ("a year", "for the trip"). */
export const PERIOD_KEYS = { year: 'perYear', trip: 'perTrip' } as const satisfies Record<
  PricePeriod,
  string
>;

/** A single trip is priced for the trip; every other product by the year. */
export function pricePeriodOf(item: { product: string; kind?: unknown }): PricePeriod {
  return item.product === 'travel' && item.kind === 'single' ? 'trip' : 'year';
}
export const TRAVELLERS = ['individual', 'couple', 'family'] as const;
export type Travellers = (typeof TRAVELLERS)[number];
export const TRAVEL_DESTINATIONS = ['europe', 'world'] as const;
export type TravelDestination = (typeof TRAVEL_DESTINATIONS)[number];
export const TRAVEL_DAYS = { min: 1, max: 90 } as const;

export const ACCIDENT_COVERS = ['leisure', 'allDay'] as const;
export type AccidentCover = (typeof ACCIDENT_COVERS)[number];
export const ACCIDENT_SUMS_INSURED = [5_000_000, 10_000_000, 20_000_000] as const;
export const ACCIDENT_AGE = { min: 18, max: 79 } as const;

/**
 * Each calculator's fields that offer a list of choices or lie in a range, by product: the
 * request's shape (api/quote.ts) and the calculators' rules (forms/quote.ts) are both written from
 * this one table, so the two cannot offer different choices or bounds.
 */
export const QUOTE_FIELDS = {
  car: {
    cover: CAR_COVERS,
    bonusYears: { min: 0, max: CAR_BONUS_YEARS_MAX },
    driverAge: DRIVER_AGE,
    deductible: CAR_DEDUCTIBLES,
  },
  contents: { sumInsured: CONTENTS_SUM_INSURED, deductible: PROPERTY_DEDUCTIBLES },
  house: {
    sizeSqm: HOUSE_SIZE_SQM,
    /** Up to next year (a house being finished): the rules work out that bound, which moves each year. */
    builtYear: { min: HOUSE_BUILT_YEAR_MIN },
    deductible: PROPERTY_DEDUCTIBLES,
  },
  travel: {
    kind: TRAVEL_KINDS,
    travellers: TRAVELLERS,
    destination: TRAVEL_DESTINATIONS,
    days: TRAVEL_DAYS,
  },
  accident: { age: ACCIDENT_AGE, cover: ACCIDENT_COVERS, sumInsured: ACCIDENT_SUMS_INSURED },
} as const satisfies Record<QuoteProduct, object>;

/**
 * An Icelandic registration number as people type it: two letters and three characters (the last
 * two digits: 'AB123', 'ABC12'), or a personalised plate of two to six letters and digits. Spaces
 * and hyphens are left out and letters upper-cased before matching.
 */
const REGISTRATION = /^(?:[A-ZÁÐÉÍÓÚÝÞÆÖ]{2}[A-ZÁÐÉÍÓÚÝÞÆÖ0-9]\d{2}|[A-ZÁÐÉÍÓÚÝÞÆÖ0-9]{2,6})$/;

export function normalizeRegistration(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidRegistration(value: string): boolean {
  return REGISTRATION.test(normalizeRegistration(value));
}

/** Icelandic postcodes are three digits from 101 to 902. */
export function isValidPostcode(value: string): boolean {
  if (!/^\d{3}$/.test(value.trim())) return false;
  const code = Number(value.trim());
  return code >= 101 && code <= 902;
}

/** A bought policy may start today or up to this many days ahead. */
export const PURCHASE_START_MAX_DAYS = 90;
/** The right of withdrawal from a policy bought online: this many days from the purchase. */
export const WITHDRAWAL_DAYS = 14;
export const PURCHASE_PAYMENTS = ['card', 'claim'] as const;
/** card: the card on file; claim: a claim in the customer's online bank each due date. */
export type PurchasePayment = (typeof PURCHASE_PAYMENTS)[number];
export const PURCHASE_FREQUENCIES = ['monthly', 'annual'] as const;
export type PurchaseFrequency = (typeof PURCHASE_FREQUENCIES)[number];

/**
 * Each product's name in the document catalogue, whose terms are /dl/terms-{slug}-{language}/ and
 * information document (IPID) /dl/ipid-{slug}-{language}/.
 */
export const PRODUCT_DOCUMENT_SLUGS: Record<QuoteProduct, string> = {
  car: 'car',
  contents: 'home',
  house: 'property',
  travel: 'travel',
  accident: 'accident',
};
