import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuoteItem } from '../../src/domain/forms/quote';
import { CAR_DEDUCTIBLES, PROPERTY_DEDUCTIBLES } from '../../src/domain/quote';
import { priceQuote, type PricingContext } from '../../server/modules/quote/pricing';
import {
  loadTariffs,
  parseTariff,
  TARIFF_DIR,
  tariffInForce,
  TariffError,
} from '../../server/modules/quote/tariff';
import { SIMULATED_VEHICLES } from '../../server/vehicle/vehicle-register';

const tariffs = loadTariffs();
const tariff = tariffs.at(-1)!;
const context: PricingContext = {
  tariff,
  vehicles: new Map(SIMULATED_VEHICLES.map((vehicle) => [vehicle.registration, vehicle])),
  year: 2026,
};

const car = (overrides: Partial<Extract<QuoteItem, { product: 'car' }>> = {}): QuoteItem => ({
  product: 'car',
  registration: 'AB123',
  cover: 'casco',
  bonusYears: 0,
  driverAge: 40,
  deductible: 60_000,
  ...overrides,
});
const contents: QuoteItem = {
  product: 'contents',
  postcode: '101',
  sumInsured: 6_000_000,
  deductible: 25_000,
};
const travel: QuoteItem = {
  product: 'travel',
  kind: 'single',
  travellers: 'couple',
  destination: 'europe',
  days: 10,
};

const itemArbitrary: fc.Arbitrary<QuoteItem> = fc.oneof(
  fc.record({
    product: fc.constant('car' as const),
    registration: fc.constantFrom(...SIMULATED_VEHICLES.map((vehicle) => vehicle.registration)),
    cover: fc.constantFrom('liability' as const, 'casco' as const),
    bonusYears: fc.integer({ min: 0, max: 10 }),
    driverAge: fc.integer({ min: 17, max: 99 }),
    deductible: fc.constantFrom(...CAR_DEDUCTIBLES),
  }),
  fc.record({
    product: fc.constant('contents' as const),
    postcode: fc.integer({ min: 101, max: 902 }).map(String),
    sumInsured: fc.integer({ min: 1_000_000, max: 50_000_000 }),
    deductible: fc.constantFrom(...PROPERTY_DEDUCTIBLES),
  }),
  fc.record({
    product: fc.constant('house' as const),
    postcode: fc.integer({ min: 101, max: 902 }).map(String),
    sizeSqm: fc.integer({ min: 20, max: 1000 }),
    builtYear: fc.integer({ min: 1850, max: 2027 }),
    deductible: fc.constantFrom(...PROPERTY_DEDUCTIBLES),
  }),
  fc.record({
    product: fc.constant('travel' as const),
    kind: fc.constant('single' as const),
    travellers: fc.constantFrom('individual' as const, 'couple' as const, 'family' as const),
    destination: fc.constantFrom('europe' as const, 'world' as const),
    days: fc.integer({ min: 1, max: 90 }),
  }),
  fc.record({
    product: fc.constant('accident' as const),
    age: fc.integer({ min: 18, max: 79 }),
    cover: fc.constantFrom('leisure' as const, 'allDay' as const),
    sumInsured: fc.constantFrom(5_000_000, 10_000_000, 20_000_000),
  }),
);

describe('pricing by the tariff', () => {
  it('explains each price with lines that add up to it exactly', () => {
    fc.assert(
      fc.property(itemArbitrary, (item) => {
        const [priced] = priceQuote([item], context).items;
        expect(priced!.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(priced!.yearly);
        expect(priced!.yearly).toBeGreaterThan(0);
      }),
    );
  });

  it('prices a car on the register’s value and category, with bonus and driver age', () => {
    const price = priceQuote([car({ bonusYears: 10, driverAge: 22 })], context);
    const [item] = price.items;
    expect(item!.vehicle?.model).toBe('RAV4 Hybrid');
    // 71 000 liability (SUV) + 6 900 000 × 2.9 % casco (5 years old) = 271 100; × 1.3 for 22; × 0.4 bonus.
    expect(item!.lines.map((line) => [line.key, line.amount])).toEqual([
      ['carLiability', 71_000],
      ['carCasco', 200_100],
      ['driverAge', 81_330],
      ['noClaimsBonus', -211_458],
    ]);
    expect(item!.yearly).toBe(140_972);
  });

  it('never charges more for more claim-free years or a higher deductible', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 1 }), (years, step) => {
        const yearly = (item: QuoteItem) => priceQuote([item], context).yearly;
        expect(yearly(car({ bonusYears: years + 1 }))).toBeLessThanOrEqual(
          yearly(car({ bonusYears: years })),
        );
        expect(yearly(car({ deductible: CAR_DEDUCTIBLES[step + 1] }))).toBeLessThanOrEqual(
          yearly(car({ deductible: CAR_DEDUCTIBLES[step] })),
        );
      }),
    );
  });

  it('takes the bundle discount off the total, and keeps a single trip out of the monthly payments', () => {
    const alone = priceQuote([contents], context);
    expect(alone.bundleDiscount).toEqual({ rate: 0, amount: 0 });
    expect(alone.monthly).toBe(Math.ceil(alone.yearly / 12) + tariff.installmentFee);

    const three = priceQuote([car(), contents, travel], context);
    const sum = three.items.reduce((total, item) => total + item.yearly, 0);
    expect(three.bundleDiscount.rate).toBe(0.1);
    expect(three.yearly).toBe(sum - Math.round(sum * 0.1));
    const trip = three.items.find((item) => item.product === 'travel')!.yearly;
    expect(three.paidOnce).toBe(Math.round(trip * 0.9));
    expect(three.monthly).toBe(
      Math.ceil((three.yearly - three.paidOnce) / 12) + tariff.installmentFee,
    );

    const tripOnly = priceQuote([travel], context);
    expect(tripOnly).toMatchObject({ monthly: 0, paidOnce: tripOnly.yearly });
  });

  it('names each price’s period: a single trip is for the trip, the rest by the year', () => {
    const annualTravel: QuoteItem = { ...travel, kind: 'annual' } as QuoteItem;
    const price = priceQuote([car(), travel, annualTravel], context);
    expect(price.items.map((item) => [item.product, item.period])).toEqual([
      ['car', 'year'],
      ['travel', 'trip'],
      ['travel', 'year'],
    ]);
    const tripOnly = priceQuote([travel], context);
    expect(tripOnly.paidOnce).toBe(tripOnly.yearly);
    expect(tripOnly.monthly).toBe(0);
  });

  it('charges the minimum premium where the cover alone would cost less', () => {
    const small = priceQuote(
      [
        {
          product: 'travel',
          kind: 'single',
          travellers: 'individual',
          destination: 'europe',
          days: 2,
        },
      ],
      context,
    ).items[0]!;
    expect(small.yearly).toBe(tariff.travel.singleMinimum);
    expect(small.lines.at(-1)).toMatchObject({ key: 'minimumPremium' });
  });
});

describe('tariffs', () => {
  const demo = readFileSync(join(TARIFF_DIR, '2026-11-01.json'), 'utf8');

  it('are refused when they leave a choice unpriced or are malformed', () => {
    const data = JSON.parse(demo);
    delete data.car.deductibleFactors['240000'];
    expect(() => parseTariff(JSON.stringify(data), 'gap.json')).toThrow(
      /gap\.json: prices nothing for car\.deductibleFactors\.240000/,
    );
    const malformed = { ...JSON.parse(demo), installmentFee: -5 };
    expect(() => parseTariff(JSON.stringify(malformed), 'bad.json')).toThrow(TariffError);
  });

  it('are chosen by the date they take effect', () => {
    const older = { ...tariff, version: 'old', validFrom: '2020-01-01' };
    const newer = { ...tariff, version: 'new', validFrom: '2027-01-01' };
    expect(tariffInForce([older, newer], '2026-12-31').version).toBe('old');
    expect(tariffInForce([older, newer], '2027-01-01').version).toBe('new');
    expect(tariffInForce([newer], '2026-01-01').version).toBe('new');
  });
});
