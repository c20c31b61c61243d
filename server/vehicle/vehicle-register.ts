import type { Vehicle } from '../../src/domain/api/quote';

/**
 * The national vehicle register (ökutækjaskrá): what a registration number is, so a car is priced
 * on the register's make, class and value rather than on what a visitor types. A real register
 * plugs in over HTTP (http-vehicle-register.ts); demo mode and tests use the simulator below.
 */
export interface VehicleRegister {
  /** The vehicle with this registration (already normalised: 'AB123'), or null when none has it. */
  lookup(registration: string): Promise<Vehicle | null>;
}

/**
 * The register could not be asked (unreachable, too slow, or an answer we do not understand).
 * Callers turn it into a translated 502, never a 500.
 */
export class VehicleRegisterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VehicleRegisterError';
  }
}

/** The demo register's vehicles; the demo customers' own cars are among them (docs/tariff.md lists them). */
export const SIMULATED_VEHICLES: readonly Vehicle[] = [
  {
    registration: 'AB123',
    make: 'Toyota',
    model: 'RAV4 Hybrid',
    year: 2021,
    category: 'suv',
    fuel: 'hybrid',
    value: 6_900_000,
  },
  {
    registration: 'KR482',
    make: 'Volvo',
    model: 'XC40 Recharge',
    year: 2022,
    category: 'suv',
    fuel: 'electric',
    value: 5_900_000,
  },
  {
    registration: 'OK318',
    make: 'Honda',
    model: 'Jazz',
    year: 2012,
    category: 'passengerCar',
    fuel: 'petrol',
    value: 900_000,
  },
  {
    registration: 'GT310',
    make: 'Kia',
    model: 'Niro EV',
    year: 2023,
    category: 'passengerCar',
    fuel: 'electric',
    value: 4_300_000,
  },
  {
    registration: 'RX901',
    make: 'Škoda',
    model: 'Octavia',
    year: 2016,
    category: 'passengerCar',
    fuel: 'diesel',
    value: 1_850_000,
  },
  {
    registration: 'PL204',
    make: 'Ford',
    model: 'Transit',
    year: 2018,
    category: 'van',
    fuel: 'diesel',
    value: 3_200_000,
  },
  {
    registration: 'HJ777',
    make: 'Honda',
    model: 'CB500X',
    year: 2021,
    category: 'motorcycle',
    fuel: 'petrol',
    value: 1_100_000,
  },
  {
    registration: 'SKJOL',
    make: 'Land Rover',
    model: 'Defender',
    year: 2024,
    category: 'suv',
    fuel: 'diesel',
    value: 14_900_000,
  },
];

/**
 * A faithful stand-in for the register: it knows the vehicles above and nothing else, answers as
 * the real one does (a vehicle, or none), and can be told to fail, to exercise the 502 path.
 */
export function createSimulatedVehicleRegister(
  vehicles: readonly Vehicle[] = SIMULATED_VEHICLES,
): VehicleRegister & { failing: boolean } {
  const byRegistration = new Map(vehicles.map((vehicle) => [vehicle.registration, vehicle]));
  return {
    failing: false,
    async lookup(registration) {
      if (this.failing) throw new VehicleRegisterError('The simulated register is set to fail');
      return byRegistration.get(registration) ?? null;
    },
  };
}
