import { array, lazy, mixed, number, object, string, type InferType } from 'yup';
import {
  isValidPostcode,
  isValidRegistration,
  normalizeRegistration,
  QUOTE_FIELDS,
  QUOTE_PRODUCTS,
  type QuoteProduct,
} from '../quote';
import { MESSAGE_KEYS } from './message-keys';

/**
 * The calculators' rules, applied by the page as the visitor types and again by the server before
 * it prices anything. Values arrive as the inputs hold them (strings) or as JSON numbers; both cast.
 */
export const QUOTE_MESSAGE_KEYS = {
  invalidRegistration: 'quote|invalidRegistration',
  invalidPostcode: 'quote|invalidPostcode',
  /** Shown with the field's own {{min}} and {{max}}. */
  outOfRange: 'quote|outOfRange',
  wholeNumber: 'quote|wholeNumber',
  oneOfEach: 'quote|oneOfEach',
} as const;

const { requiredField } = MESSAGE_KEYS;
const { car, contents, house, travel, accident } = QUOTE_FIELDS;

const THOUSANDS = /^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$/;

/** A whole number between min and max; an empty input is a missing one, not a wrong one. */
function wholeNumber({ min, max }: { min: number; max: number }) {
  return number()
    .transform((value: number, original: unknown) => {
      if (typeof original !== 'string') return original === null ? undefined : value;
      const text = original.trim();
      if (text === '') return undefined;
      // People group thousands with dots, commas or spaces: '6.000.000', '6,000,000', '6 000 000'.
      if (THOUSANDS.test(text)) return Number(text.replace(/[\s.,]/g, ''));
      return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    })
    .typeError(QUOTE_MESSAGE_KEYS.wholeNumber)
    .integer(QUOTE_MESSAGE_KEYS.wholeNumber)
    .min(min, QUOTE_MESSAGE_KEYS.outOfRange)
    .max(max, QUOTE_MESSAGE_KEYS.outOfRange)
    .required(requiredField);
}

/** One of a fixed list of amounts, e.g. the deductibles on offer. */
function amountOf(choices: readonly number[]) {
  return number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(requiredField)
    .oneOf([...choices], requiredField)
    .required(requiredField);
}

function choiceOf<const Choices extends readonly string[]>(choices: Choices) {
  return string<Choices[number]>()
    .oneOf([...choices], requiredField)
    .required(requiredField);
}

const productIs = <Product extends QuoteProduct>(product: Product) =>
  mixed<Product>().oneOf([product]).required();

export const carQuoteSchema = object({
  product: productIs('car'),
  registration: string()
    .typeError(requiredField)
    .trim()
    .required(requiredField)
    .test('registration', QUOTE_MESSAGE_KEYS.invalidRegistration, (value) =>
      isValidRegistration(value),
    )
    .transform((value: string) => normalizeRegistration(value)),
  cover: choiceOf(car.cover),
  bonusYears: wholeNumber(car.bonusYears),
  driverAge: wholeNumber(car.driverAge),
  /** Only casco has a deductible of the visitor's choosing; liability ignores it. */
  deductible: amountOf(car.deductible),
});

const postcode = string()
  .typeError(requiredField)
  .trim()
  .required(requiredField)
  .test('postcode', QUOTE_MESSAGE_KEYS.invalidPostcode, (value) => isValidPostcode(value));

export const contentsQuoteSchema = object({
  product: productIs('contents'),
  postcode,
  sumInsured: wholeNumber(contents.sumInsured),
  deductible: amountOf(contents.deductible),
});

/** The latest year a house can have been built in: this one (or next, for one being finished). */
export const houseBuiltYearMax = (today = new Date()) => today.getUTCFullYear() + 1;

export const houseQuoteSchema = object({
  product: productIs('house'),
  postcode,
  sizeSqm: wholeNumber(house.sizeSqm),
  builtYear: lazy(() => wholeNumber({ ...house.builtYear, max: houseBuiltYearMax() })),
  deductible: amountOf(house.deductible),
});

export const travelQuoteSchema = object({
  product: productIs('travel'),
  kind: choiceOf(travel.kind),
  travellers: choiceOf(travel.travellers),
  /** A single trip's destination and length; an annual policy covers the world all year. */
  destination: string<(typeof travel.destination)[number]>().when('kind', {
    is: 'single',
    then: () => choiceOf(travel.destination),
    otherwise: (schema) => schema.strip(),
  }),
  days: number().when('kind', {
    is: 'single',
    then: () => wholeNumber(travel.days),
    otherwise: (schema) => schema.strip(),
  }),
});

export const accidentQuoteSchema = object({
  product: productIs('accident'),
  age: wholeNumber(accident.age),
  cover: choiceOf(accident.cover),
  sumInsured: amountOf(accident.sumInsured),
});

export const QUOTE_ITEM_SCHEMAS = {
  car: carQuoteSchema,
  contents: contentsQuoteSchema,
  house: houseQuoteSchema,
  travel: travelQuoteSchema,
  accident: accidentQuoteSchema,
} as const;

export type CarQuote = InferType<typeof carQuoteSchema>;
export type ContentsQuote = InferType<typeof contentsQuoteSchema>;
export type HouseQuote = InferType<typeof houseQuoteSchema>;
export type TravelQuote = InferType<typeof travelQuoteSchema>;
export type AccidentQuote = InferType<typeof accidentQuoteSchema>;
export type QuoteItem = CarQuote | ContentsQuote | HouseQuote | TravelQuote | AccidentQuote;

/** What each field of a calculator must lie between, for the outOfRange message's {{min}}–{{max}}. */
export const QUOTE_FIELD_RANGES = {
  car: { bonusYears: car.bonusYears, driverAge: car.driverAge },
  contents: { sumInsured: contents.sumInsured },
  house: { sizeSqm: house.sizeSqm, builtYear: { ...house.builtYear, max: houseBuiltYearMax() } },
  travel: { days: travel.days },
  accident: { age: accident.age },
} as const;

function isQuoteProduct(value: unknown): value is QuoteProduct {
  return typeof value === 'string' && (QUOTE_PRODUCTS as readonly string[]).includes(value);
}

/** The products to price: one of each at most, each by its own calculator's rules. */
export const quoteItemsSchema = array()
  .of(
    lazy((item: unknown) => {
      const product = (item as { product?: unknown } | null)?.product;
      return isQuoteProduct(product)
        ? QUOTE_ITEM_SCHEMAS[product]
        : object({
            product: mixed()
              .oneOf([...QUOTE_PRODUCTS], requiredField)
              .required(requiredField),
          });
    }),
  )
  .min(1, requiredField)
  .max(QUOTE_PRODUCTS.length, QUOTE_MESSAGE_KEYS.oneOfEach)
  .test('one-of-each', QUOTE_MESSAGE_KEYS.oneOfEach, (items) => {
    const products = (items ?? []).map((item) => (item as { product?: unknown }).product);
    return new Set(products).size === products.length;
  })
  .required(requiredField);

export const quoteRequestSchema = object({ items: quoteItemsSchema });
