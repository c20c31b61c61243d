import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, Isk, PortalLanguage } from './common';
import {
  PRICE_PERIODS,
  PURCHASE_FREQUENCIES,
  PURCHASE_PAYMENTS,
  QUOTE_FIELDS,
  QUOTE_PRODUCTS,
} from '../quote';
import { PRICE_LINE_KEYS, VEHICLE_CATEGORIES, VEHICLE_FUELS } from './values';

/**
 * Prices and quotes (/api/quote/v1/…): the calculators ask for a price as the visitor types, and
 * save it as a quote that can be e-mailed and reopened for 30 days. Every number is the server's;
 * the shapes here only say what arrives, and the calculators' own rules (src/domain/forms/quote.ts)
 * then judge it the same way the page did.
 */

/** A number as JSON, or as the input holds it ('6.000.000'); the calculators' rules read the text. */
const AsTyped = Type.String({ maxLength: 20 });
const Whole = ({ min, max }: { min: number; max?: number }) =>
  Type.Union([
    Type.Integer(max === undefined ? { minimum: min } : { minimum: min, maximum: max }),
    AsTyped,
  ]);
const AmountOf = (choices: readonly number[]) => Type.Union([Type.Enum(choices), AsTyped]);

const { car, contents, house, travel, accident } = QUOTE_FIELDS;

export const CarQuoteInput = Type.Object({
  product: Type.Literal('car'),
  registration: Type.String({ maxLength: 20, description: "As typed: 'AB123', 'ab-123'" }),
  cover: Type.Enum(car.cover),
  bonusYears: Whole(car.bonusYears),
  driverAge: Whole(car.driverAge),
  deductible: AmountOf(car.deductible),
});
export const ContentsQuoteInput = Type.Object({
  product: Type.Literal('contents'),
  postcode: Type.String({ maxLength: 10 }),
  sumInsured: Whole(contents.sumInsured),
  deductible: AmountOf(contents.deductible),
});
export const HouseQuoteInput = Type.Object({
  product: Type.Literal('house'),
  postcode: Type.String({ maxLength: 10 }),
  sizeSqm: Whole(house.sizeSqm),
  builtYear: Whole(house.builtYear),
  deductible: AmountOf(house.deductible),
});
export const TravelQuoteInput = Type.Object({
  product: Type.Literal('travel'),
  kind: Type.Enum(travel.kind),
  travellers: Type.Enum(travel.travellers),
  destination: Type.Optional(Type.Enum(travel.destination)),
  days: Type.Optional(Whole(travel.days)),
});
export const AccidentQuoteInput = Type.Object({
  product: Type.Literal('accident'),
  age: Whole(accident.age),
  cover: Type.Enum(accident.cover),
  sumInsured: AmountOf(accident.sumInsured),
});

export const QuoteItemInput = Type.Union([
  CarQuoteInput,
  ContentsQuoteInput,
  HouseQuoteInput,
  TravelQuoteInput,
  AccidentQuoteInput,
]);
export type QuoteItemInput = Static<typeof QuoteItemInput>;

export const QuotePriceRequest = Type.Object({
  items: Type.Array(QuoteItemInput, { minItems: 1, maxItems: QUOTE_PRODUCTS.length }),
});
export type QuotePriceRequest = Static<typeof QuotePriceRequest>;

export const SaveQuoteRequest = Type.Object({
  items: QuotePriceRequest.properties.items,
  /** The quote and its link are sent here. */
  email: Type.String({ maxLength: 254 }),
  lang: Type.Optional(PortalLanguage),
  /** Left empty by people; a bot that fills it gets a normal-looking answer and no quote. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SaveQuoteRequest = Static<typeof SaveQuoteRequest>;

/** "Buy now" from the price: the choices are kept as a quote to buy, and nothing is mailed. */
export const BuyQuoteRequest = Type.Object({
  items: QuotePriceRequest.properties.items,
  lang: Type.Optional(PortalLanguage),
  /** Left empty by people; a bot that fills it gets a normal-looking answer and no quote. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});
export type BuyQuoteRequest = Static<typeof BuyQuoteRequest>;

export const Vehicle = Type.Object({
  registration: Type.String(),
  make: Type.String(),
  model: Type.String(),
  year: Type.Integer(),
  category: Type.Enum(VEHICLE_CATEGORIES),
  fuel: Type.Enum(VEHICLE_FUELS),
  /** The register's estimate of what the vehicle is worth today; casco is priced on it. */
  value: Isk,
});
export type Vehicle = Static<typeof Vehicle>;

export const VehicleParams = Type.Object({ registration: Type.String({ maxLength: 20 }) });

/** One line of "what makes up the price": its effect on the yearly premium. */
export const PriceLine = Type.Object({
  key: Type.Enum(PRICE_LINE_KEYS),
  amount: Type.Integer({ description: 'Krónur a year this line adds (negative: takes away)' }),
  /** What the line is about, for its text: claim-free years, an age, a percentage, a size… */
  value: Type.Optional(Type.Union([Type.Number(), Type.String()])),
});
export type PriceLine = Static<typeof PriceLine>;

export const PricedItem = Type.Object({
  product: Type.Enum(QUOTE_PRODUCTS),
  /** Before the bundle discount; for a single trip, the price of the trip. */
  yearly: Isk,
  period: Type.Enum(PRICE_PERIODS, { description: "'trip': a single trip, paid once" }),
  lines: Type.Array(PriceLine),
  vehicle: Type.Optional(Vehicle),
});
export type PricedItem = Static<typeof PricedItem>;

export const QuotePrice = Type.Object({
  tariffVersion: Type.String(),
  items: Type.Array(PricedItem),
  bundleDiscount: Type.Object({
    rate: Type.Number({ description: '0.05 is 5%' }),
    amount: Isk,
  }),
  /** Paid at once. */
  yearly: Isk,
  /** The part of `yearly` that cannot be split into months: a single trip, paid before it starts. */
  paidOnce: Isk,
  /** Each of twelve monthly payments of the rest, the installment fee included; 0 when nothing is left. */
  monthly: Isk,
  installmentFee: Isk,
});
export type QuotePrice = Static<typeof QuotePrice>;

export const QuoteParams = Type.Object({ quoteNumber: Type.String({ maxLength: 20 }) });
export const QuoteKeyQuery = Type.Object({
  key: Type.String({ maxLength: 100, description: 'The key in the e-mailed link' }),
});
export type QuoteKeyQuery = Static<typeof QuoteKeyQuery>;

export const SavedQuote = Type.Object({
  quoteNumber: Type.String({ description: "'T-000123'" }),
  /** The key that opens it again; only ever sent to whoever saved it and in its e-mail. */
  key: Type.String(),
  createdAt: IsoDateTime,
  validUntil: IsoDate,
  /** Past validUntil: the prices shown are history, a new price must be asked for. */
  expired: Type.Boolean(),
  items: Type.Array(QuoteItemInput),
  price: QuotePrice,
});
export type SavedQuote = Static<typeof SavedQuote>;

export const PurchaseQuoteRequest = Type.Object({
  key: Type.String({ maxLength: 100 }),
  startDate: Type.String({
    maxLength: 10,
    description: "'YYYY-MM-DD': today or up to 90 days ahead",
  }),
  frequency: Type.Enum(PURCHASE_FREQUENCIES),
  payment: Type.Enum(PURCHASE_PAYMENTS),
  /** The terms and the product information sheet were read and accepted. */
  acceptTerms: Type.Boolean(),
  lang: Type.Optional(PortalLanguage),
});
export type PurchaseQuoteRequest = Static<typeof PurchaseQuoteRequest>;

export const BoughtPolicy = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String({ description: "'SK-2026-700001'" }),
  product: Type.Enum(QUOTE_PRODUCTS),
  annualPremium: Isk,
  startDate: IsoDate,
  endDate: IsoDate,
});
export type BoughtPolicy = Static<typeof BoughtPolicy>;

export const QuotePurchased = Type.Object({
  quoteNumber: Type.String(),
  policies: Type.Array(BoughtPolicy),
  /** The last day the purchase may be withdrawn from without reason. */
  withdrawalUntil: IsoDate,
});
export type QuotePurchased = Static<typeof QuotePurchased>;

/** GET /api/public/v1/terms/?products=car,travel: what a buyer reads and accepts, per product. */
export const TermsQuery = Type.Object({
  products: Type.String({
    maxLength: 100,
    pattern: '^[a-z]+(,[a-z]+)*$',
    description: "Comma-separated products, e.g. 'car,travel'",
  }),
  lang: Type.Optional(PortalLanguage),
});
export type TermsQuery = Static<typeof TermsQuery>;

export const ProductTerms = Type.Object({
  product: Type.Enum(QUOTE_PRODUCTS),
  title: Type.String(),
  /** The terms' edition: the day they were published. */
  version: IsoDate,
  termsUrl: Type.String({ description: '/dl/terms-{product}-{language}/' }),
  productInformationUrl: Type.String({ description: '/dl/ipid-{product}-{language}/' }),
});
export type ProductTerms = Static<typeof ProductTerms>;

export const TermsResponse = Type.Object({ terms: Type.Array(ProductTerms) });
export type TermsResponse = Static<typeof TermsResponse>;
