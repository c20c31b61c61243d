import { Value } from 'typebox/value';
import { Vehicle } from '../../src/domain/api/quote';
import { VehicleRegisterError, type VehicleRegister } from './vehicle-register';

/** A register that takes longer than this is treated as down. */
export const VEHICLE_REGISTER_TIMEOUT_MS = 4_000;

export type HttpVehicleRegisterOptions = {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A real vehicle register over HTTP (docs/vehicle-register.md): `GET {base}/v1/vehicles/{registration}`
 * with our key in `x-api-key` answers 200 with the vehicle or 404 when there is none. Any other
 * answer, a timeout or a body that is not a vehicle is a VehicleRegisterError.
 */
export function createHttpVehicleRegister(options: HttpVehicleRegisterOptions): VehicleRegister {
  const { baseUrl, apiKey, timeoutMs = VEHICLE_REGISTER_TIMEOUT_MS } = options;
  const fetchFn = options.fetch ?? fetch;
  return {
    async lookup(registration) {
      let response: Response;
      try {
        response = await fetchFn(`${baseUrl}/v1/vehicles/${encodeURIComponent(registration)}`, {
          headers: { accept: 'application/json', 'x-api-key': apiKey },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new VehicleRegisterError('The vehicle register did not answer', { cause: error });
      }
      if (response.status === 404) return null;
      if (!response.ok)
        throw new VehicleRegisterError(`The vehicle register answered ${response.status}`);
      const body: unknown = await response.json().catch(() => undefined);
      if (!Value.Check(Vehicle, body) || body.registration !== registration)
        throw new VehicleRegisterError(
          'The vehicle register answered with something not a vehicle',
        );
      return Value.Clean(Vehicle, structuredClone(body)) as Vehicle;
    },
  };
}
