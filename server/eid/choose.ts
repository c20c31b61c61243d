import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { EidProviderError, type ElectronicIdProvider } from './eid';
import { createSimulatedEid } from './simulated-eid';
import { createHttpEid } from './http-eid';

/**
 * The mobile electronic ID that `EID_PROVIDER` chooses: the demo simulator (config allows it only
 * in demo mode), a real provider over HTTP, or none at all (`off`), in which case sign-in does not
 * offer it and its endpoints answer 503 MobileIdUnavailable.
 */
export function electronicIdFor(config: Config, db: Db): ElectronicIdProvider | null {
  switch (config.eidProvider) {
    case 'simulator':
      // Checked again here so that no path, however configured, runs the simulator for real.
      if (!config.demoMode) throw new Error('The simulated electronic ID runs only in demo mode');
      // The demo app's page is on our own site (under /dev, which exists in demo mode only).
      return createSimulatedEid(db, { appUrl: config.siteUrl });
    case 'http':
      if (!config.eidProviderUrl || !config.eidProviderClientId || !config.eidProviderSecret)
        throw new Error('EID_PROVIDER=http needs EID_PROVIDER_URL, _CLIENT_ID and _SECRET');
      return createHttpEid({
        baseUrl: config.eidProviderUrl,
        clientId: config.eidProviderClientId,
        secret: config.eidProviderSecret,
      });
    case 'off':
      return null;
  }
}

export const mobileIdUnavailable = () =>
  new AppError('MobileIdUnavailable', 503, 'Mobile electronic ID is not available');

export const mobileIdProviderFailed = () =>
  new AppError('MobileIdProviderFailed', 502, 'The mobile electronic ID provider did not answer');

/** Asks the provider; its failure becomes a translated 502 instead of a 500. */
export async function askEid<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (error instanceof EidProviderError) throw mobileIdProviderFailed();
    throw error;
  }
}
