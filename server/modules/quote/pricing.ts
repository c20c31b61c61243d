import type { PriceLine, PricedItem, QuotePrice, Vehicle } from '../../../src/domain/api/quote';
import type { QuoteItem } from '../../../src/domain/forms/quote';
import { pricePeriodOf } from '../../../src/domain/quote';
import type { Tariff } from './tariff';

/**
 * Prices a visitor's choices by a tariff. Each item is built up line by line (a cover's price, then
 * each factor's effect in krónur), so that the lines a visitor is shown add up to the price exactly.
 */

/** Adds lines to a running yearly amount; a factor of 1 or an effect of 0 adds no line. */
class Premium {
  readonly lines: PriceLine[] = [];
  amount = 0;

  add(key: PriceLine['key'], amount: number, value?: PriceLine['value']): this {
    const rounded = Math.round(amount);
    if (rounded === 0 && this.lines.length > 0) return this;
    this.lines.push(
      value === undefined ? { key, amount: rounded } : { key, amount: rounded, value },
    );
    this.amount += rounded;
    return this;
  }

  times(key: PriceLine['key'], factor: number, value?: PriceLine['value']): this {
    if (factor === 1) return this;
    return this.add(key, Math.round(this.amount * factor) - this.amount, value);
  }

  atLeast(minimum: number): this {
    return this.amount < minimum
      ? this.add('minimumPremium', minimum - this.amount, minimum)
      : this;
  }
}

function band<Row extends Record<string, number>>(
  rows: readonly Row[],
  bound: keyof Row,
  value: number,
): Row {
  return rows.find((row) => value <= row[bound]!) ?? rows.at(-1)!;
}

function postcodeFactor(tariff: Tariff, postcode: string): number {
  const code = Number(postcode);
  return tariff.postcodeZones.find((zone) => code >= zone.from && code <= zone.to)?.factor ?? 1;
}

function deductibleFactor(factors: Record<string, number>, deductible: number): number {
  const factor = factors[String(deductible)];
  // tariffGaps() makes sure every deductible on offer is priced; this is the last line of defence.
  if (factor === undefined) throw new Error(`The tariff prices no deductible of ${deductible}`);
  return factor;
}

export type PricingContext = {
  tariff: Tariff;
  /** The register's vehicle for each car item, by registration. */
  vehicles: ReadonlyMap<string, Vehicle>;
  /** The year vehicle ages are counted from. */
  year: number;
};

function priceItem(
  item: QuoteItem,
  { tariff, vehicles, year }: PricingContext,
): Omit<PricedItem, 'period'> {
  const premium = new Premium();
  switch (item.product) {
    case 'car': {
      const vehicle = vehicles.get(item.registration);
      if (!vehicle) throw new Error(`No vehicle was looked up for ${item.registration}`);
      const car = tariff.car;
      premium.add('carLiability', car.liabilityByCategory[vehicle.category]!, vehicle.category);
      if (item.cover === 'casco') {
        const age = Math.max(0, year - vehicle.year);
        const { rate } = band(car.cascoRateByVehicleAge, 'upToYears', age);
        const casco = Math.max(vehicle.value * rate!, car.cascoMinimum);
        const factor = deductibleFactor(car.deductibleFactors, item.deductible);
        premium.add('carCasco', casco, vehicle.value);
        premium.add(
          'carDeductible',
          Math.round(casco * factor) - Math.round(casco),
          item.deductible,
        );
      }
      premium.times(
        'driverAge',
        band(car.driverAgeFactors, 'upToAge', item.driverAge).factor!,
        item.driverAge,
      );
      premium.times('noClaimsBonus', car.noClaimsFactors[item.bonusYears] ?? 1, item.bonusYears);
      return { product: 'car', yearly: premium.amount, lines: premium.lines, vehicle };
    }
    case 'contents': {
      const contents = tariff.contents;
      premium.add(
        'contentsCover',
        (item.sumInsured / 1_000_000) * contents.ratePerMillion,
        item.sumInsured,
      );
      premium.times('postcodeZone', postcodeFactor(tariff, item.postcode), item.postcode);
      premium.times(
        'propertyDeductible',
        deductibleFactor(contents.deductibleFactors, item.deductible),
        item.deductible,
      );
      premium.atLeast(contents.minimum);
      return { product: 'contents', yearly: premium.amount, lines: premium.lines };
    }
    case 'house': {
      const house = tariff.house;
      premium.add('houseCover', house.base + item.sizeSqm * house.ratePerSqm, item.sizeSqm);
      const age = house.builtBeforeFactors.find((row) => item.builtYear < row.before);
      premium.times('houseAge', age?.factor ?? 1, item.builtYear);
      premium.times('postcodeZone', postcodeFactor(tariff, item.postcode), item.postcode);
      premium.times(
        'propertyDeductible',
        deductibleFactor(house.deductibleFactors, item.deductible),
        item.deductible,
      );
      premium.atLeast(house.minimum);
      return { product: 'house', yearly: premium.amount, lines: premium.lines };
    }
    case 'travel': {
      const travel = tariff.travel;
      if (item.kind === 'annual') premium.add('travelCover', travel.annual, 'annual');
      else
        premium.add(
          'travelCover',
          travel.singlePerDay[item.destination!]! * item.days!,
          item.days!,
        );
      premium.times('travellers', travel.travellerFactors[item.travellers]!, item.travellers);
      if (item.kind === 'single') premium.atLeast(travel.singleMinimum);
      return { product: 'travel', yearly: premium.amount, lines: premium.lines };
    }
    case 'accident': {
      const accident = tariff.accident;
      const { rate } = band(accident.ratePerMillionByAge, 'upToAge', item.age);
      premium.add('accidentCover', (item.sumInsured / 1_000_000) * rate!, item.sumInsured);
      premium.times('allDayCover', item.cover === 'allDay' ? accident.allDayFactor : 1);
      premium.atLeast(accident.minimum);
      return { product: 'accident', yearly: premium.amount, lines: premium.lines };
    }
  }
}

/**
 * The price of a set of products: each item's own, the bundle discount for buying several, the
 * yearly total paid at once, and the monthly payment (twelve, each with the installment fee).
 */
export function priceQuote(items: readonly QuoteItem[], context: PricingContext): QuotePrice {
  const { tariff } = context;
  const priced: PricedItem[] = items.map((item) => ({
    ...priceItem(item, context),
    period: pricePeriodOf(item),
  }));
  const sum = priced.reduce((total, item) => total + item.yearly, 0);
  const rate =
    tariff.bundleDiscounts
      .filter((discount) => items.length >= discount.products)
      .sort((a, b) => b.products - a.products)[0]?.rate ?? 0;
  const discount = Math.round(sum * rate);
  const yearly = sum - discount;
  // The discount is shared across items in proportion, so the once-paid part is discounted too.
  // A single trip is paid once, before travelling; everything else may be split into months.
  const once = priced
    .filter((item) => item.period === 'trip')
    .reduce((total, item) => total + Math.round(item.yearly * (1 - rate)), 0);
  const spread = yearly - once;
  const monthly = spread > 0 ? Math.ceil(spread / 12) + tariff.installmentFee : 0;
  return {
    tariffVersion: tariff.version,
    items: priced,
    bundleDiscount: { rate, amount: discount },
    yearly,
    paidOnce: once,
    monthly,
    installmentFee: tariff.installmentFee,
  };
}

/**
 * A priced item as stored with a saved quote: quotes saved before prices named their period get it
 * from the item that was priced.
 */
export function withPeriod(
  priced: Omit<PricedItem, 'period'> & { period?: PricedItem['period'] },
  item: { product: string; kind?: unknown } | undefined,
): PricedItem {
  return { ...priced, period: priced.period ?? (item ? pricePeriodOf(item) : 'year') };
}
