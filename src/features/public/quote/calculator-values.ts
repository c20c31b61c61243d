import type { FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { QuoteItemInput } from '../../../domain/api/quote';
import { QUOTE_ITEM_SCHEMAS, type QuoteItem } from '../../../domain/forms/quote';
import { QUOTE_PRODUCTS, type QuoteProduct } from '../../../domain/quote';

/**
 * The calculators' form: which products are chosen and what each one's inputs hold, as typed.
 * Values of products not chosen are kept, so unticking and ticking again loses nothing.
 */
export type CalculatorValues = {
  products: QuoteProduct[];
  car: {
    registration: string;
    cover: string;
    bonusYears: string;
    driverAge: string;
    deductible: string;
  };
  contents: { postcode: string; sumInsured: string; deductible: string };
  house: { postcode: string; sizeSqm: string; builtYear: string; deductible: string };
  travel: { kind: string; travellers: string; destination: string; days: string };
  accident: { age: string; cover: string; sumInsured: string };
};

/** Sensible starting choices, so a price shows after the fewest fields. */
export const INITIAL_VALUES: CalculatorValues = {
  products: [],
  car: { registration: '', cover: 'casco', bonusYears: '0', driverAge: '', deductible: '120000' },
  contents: { postcode: '', sumInsured: '6000000', deductible: '50000' },
  house: { postcode: '', sizeSqm: '', builtYear: '', deductible: '50000' },
  travel: { kind: 'single', travellers: 'individual', destination: 'europe', days: '7' },
  accident: { age: '', cover: 'leisure', sumInsured: '10000000' },
};

export type CheckedCalculator = {
  /** Every chosen product, cast by its rules; null while any of them is not valid yet. */
  items: QuoteItem[] | null;
  errors: FormikErrors<CalculatorValues>;
};

/** Runs each chosen product's rules (the server's own) on what the inputs hold. */
export function checkCalculator(values: CalculatorValues): CheckedCalculator {
  const items: QuoteItem[] = [];
  const errors: Record<string, Record<string, string>> = {};
  for (const product of QUOTE_PRODUCTS) {
    if (!values.products.includes(product)) continue;
    try {
      items.push(
        QUOTE_ITEM_SCHEMAS[product].validateSync(
          { product, ...values[product] },
          { abortEarly: false, stripUnknown: true },
        ) as QuoteItem,
      );
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const fields: Record<string, string> = {};
      for (const leaf of error.inner.length > 0 ? error.inner : [error])
        if (leaf.path && !fields[leaf.path]) fields[leaf.path] = leaf.errors[0] ?? '';
      errors[product] = fields;
    }
  }
  return {
    items: Object.keys(errors).length === 0 && items.length > 0 ? items : null,
    errors: errors as FormikErrors<CalculatorValues>,
  };
}

/** The same items whatever order their keys came in (a database gives them back reordered). */
export function itemsKey(items: readonly object[]): string {
  return JSON.stringify(items, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** The form again from a saved quote's items. */
export function valuesFromItems(items: readonly QuoteItemInput[]): CalculatorValues {
  const values: CalculatorValues = structuredClone(INITIAL_VALUES);
  for (const { product, ...fields } of items) {
    values.products.push(product);
    const target = values[product] as Record<string, string>;
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined && value !== null) target[name] = String(value);
  }
  return values;
}

/** '?vara=car,travel' (from a product page's "get a price" link) ticks those products. */
export function productsFromSearch(search: string): QuoteProduct[] {
  const wanted = new URLSearchParams(search).get('vara')?.split(',') ?? [];
  return QUOTE_PRODUCTS.filter((product) => wanted.includes(product));
}

/** The saved quote an e-mailed link opens: '?tilbod=T-001234&lykill=…'. */
export function savedQuoteFromSearch(search: string): { quoteNumber: string; key: string } | null {
  const params = new URLSearchParams(search);
  const quoteNumber = params.get('tilbod')?.trim();
  const key = params.get('lykill')?.trim();
  return quoteNumber && key ? { quoteNumber, key } : null;
}
