import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { VEHICLE_CATEGORIES } from '../../../src/domain/api/values';
import {
  ACCIDENT_AGE,
  CAR_BONUS_YEARS_MAX,
  CAR_DEDUCTIBLES,
  DRIVER_AGE,
  PROPERTY_DEDUCTIBLES,
  TRAVEL_DESTINATIONS,
  TRAVELLERS,
} from '../../../src/domain/quote';

/**
 * A tariff: what every choice of the calculators costs, as data. Each file in tariffs/ is one
 * version, in force from its `validFrom`; a saved quote keeps the version and the prices it was
 * given, so a new tariff never changes a quote already made (docs/tariff.md explains the demo one).
 */
const Factor = Type.Number({ exclusiveMinimum: 0, maximum: 10 });
const Krónur = Type.Integer({ minimum: 0 });
const Rate = Type.Number({ minimum: 0, maximum: 1 });
/** Bands by an upper bound, in rising order: the first whose bound the value does not pass applies. */
const Bands = (bound: string, value: string) =>
  Type.Array(Type.Object({ [bound]: Type.Integer(), [value]: Type.Number({ minimum: 0 }) }), {
    minItems: 1,
  });
const FactorsByAmount = Type.Record(Type.String({ pattern: '^[0-9]+$' }), Factor);

export const Tariff = Type.Object({
  version: Type.String({ minLength: 1 }),
  validFrom: Type.String({ format: 'date' }),
  installmentFee: Krónur,
  bundleDiscounts: Type.Array(Type.Object({ products: Type.Integer({ minimum: 2 }), rate: Rate })),
  postcodeZones: Type.Array(
    Type.Object({ from: Type.Integer(), to: Type.Integer(), factor: Factor }),
  ),
  car: Type.Object({
    liabilityByCategory: Type.Record(Type.String(), Krónur),
    cascoRateByVehicleAge: Bands('upToYears', 'rate'),
    cascoMinimum: Krónur,
    deductibleFactors: FactorsByAmount,
    driverAgeFactors: Bands('upToAge', 'factor'),
    noClaimsFactors: Type.Array(Factor),
  }),
  contents: Type.Object({
    ratePerMillion: Krónur,
    minimum: Krónur,
    deductibleFactors: FactorsByAmount,
  }),
  house: Type.Object({
    base: Krónur,
    ratePerSqm: Krónur,
    builtBeforeFactors: Type.Array(Type.Object({ before: Type.Integer(), factor: Factor })),
    minimum: Krónur,
    deductibleFactors: FactorsByAmount,
  }),
  travel: Type.Object({
    singlePerDay: Type.Record(Type.String(), Krónur),
    singleMinimum: Krónur,
    annual: Krónur,
    travellerFactors: Type.Record(Type.String(), Factor),
  }),
  accident: Type.Object({
    ratePerMillionByAge: Bands('upToAge', 'rate'),
    allDayFactor: Factor,
    minimum: Krónur,
  }),
});
export type Tariff = Static<typeof Tariff>;

/**
 * What a tariff must price beyond its shape: every choice the calculators offer. A tariff that
 * misses one would give some visitor no price, so it is refused at start-up instead.
 */
export function tariffGaps(tariff: Tariff): string[] {
  const gaps: string[] = [];
  const need = (present: boolean, what: string) => present || gaps.push(what);
  for (const category of VEHICLE_CATEGORIES)
    need(category in tariff.car.liabilityByCategory, `car.liabilityByCategory.${category}`);
  for (const amount of CAR_DEDUCTIBLES)
    need(String(amount) in tariff.car.deductibleFactors, `car.deductibleFactors.${amount}`);
  for (const amount of PROPERTY_DEDUCTIBLES) {
    need(
      String(amount) in tariff.contents.deductibleFactors,
      `contents.deductibleFactors.${amount}`,
    );
    need(String(amount) in tariff.house.deductibleFactors, `house.deductibleFactors.${amount}`);
  }
  need(
    tariff.car.noClaimsFactors.length === CAR_BONUS_YEARS_MAX + 1,
    'car.noClaimsFactors (0–10 years)',
  );
  need(
    (tariff.car.driverAgeFactors.at(-1)?.upToAge ?? 0) >= DRIVER_AGE.max,
    `car.driverAgeFactors up to age ${DRIVER_AGE.max}`,
  );
  need(
    (tariff.car.cascoRateByVehicleAge.at(-1)?.upToYears ?? 0) >= 200,
    'car.cascoRateByVehicleAge up to 200 years',
  );
  need(
    (tariff.accident.ratePerMillionByAge.at(-1)?.upToAge ?? 0) >= ACCIDENT_AGE.max,
    `accident.ratePerMillionByAge up to age ${ACCIDENT_AGE.max}`,
  );
  for (const destination of TRAVEL_DESTINATIONS)
    need(destination in tariff.travel.singlePerDay, `travel.singlePerDay.${destination}`);
  for (const travellers of TRAVELLERS)
    need(travellers in tariff.travel.travellerFactors, `travel.travellerFactors.${travellers}`);
  return gaps;
}

export class TariffError extends Error {
  override name = 'TariffError';
}

/** Reads and checks one tariff; a malformed one stops the server with what is wrong. */
export function parseTariff(text: string, source: string): Tariff {
  const data: unknown = JSON.parse(text);
  if (!Value.Check(Tariff, data)) {
    const first = Value.Errors(Tariff, data)[0];
    throw new TariffError(
      `${source}: ${first ? `${first.instancePath || '/'} ${first.message}` : 'not a tariff'}`,
    );
  }
  const gaps = tariffGaps(data);
  if (gaps.length > 0) throw new TariffError(`${source}: prices nothing for ${gaps.join(', ')}`);
  return data;
}

export const TARIFF_DIR = join(import.meta.dirname, 'tariffs');

/** Every tariff version, oldest first. */
export function loadTariffs(directory = TARIFF_DIR): Tariff[] {
  const tariffs = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .map((name) => parseTariff(readFileSync(join(directory, name), 'utf8'), name))
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  if (tariffs.length === 0) throw new TariffError(`${directory} holds no tariff`);
  return tariffs;
}

/** The version in force on `today` ('YYYY-MM-DD'): the latest that has started (else the first). */
export function tariffInForce(tariffs: readonly Tariff[], today: string): Tariff {
  const started = tariffs.filter((tariff) => tariff.validFrom <= today);
  return started.at(-1) ?? tariffs[0]!;
}
