import type { Config } from '../config';
import { createHttpVehicleRegister } from './http-vehicle-register';
import { createSimulatedVehicleRegister, type VehicleRegister } from './vehicle-register';

/**
 * The register `VEHICLE_REGISTER` chooses: the simulator (demo mode only), a real one over HTTP, or
 * none (`off`, the default outside demo mode), in which case car prices answer 503.
 */
export function vehicleRegisterFor(config: Config): VehicleRegister | null {
  switch (config.vehicleRegister) {
    case 'simulator':
      // Checked again here so that no path, however configured, prices real cars on demo data.
      if (!config.demoMode)
        throw new Error('The simulated vehicle register runs only in demo mode');
      return createSimulatedVehicleRegister();
    case 'http':
      if (!config.vehicleRegisterUrl || !config.vehicleRegisterApiKey)
        throw new Error(
          'VEHICLE_REGISTER=http needs VEHICLE_REGISTER_URL and VEHICLE_REGISTER_API_KEY',
        );
      return createHttpVehicleRegister({
        baseUrl: config.vehicleRegisterUrl,
        apiKey: config.vehicleRegisterApiKey,
      });
    case 'off':
      return null;
  }
}
