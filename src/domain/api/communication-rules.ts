/**
 * Settings → Communication: which marketing the customer receives. Run-time constants the portal
 * needs; the TypeBox shapes are in communication.ts.
 */

import type { CommunicationChoices, CommunicationSettings } from './communication';
import { endpoint, type Get, type Post } from './endpoint';

export const COMMUNICATION_API = endpoint<
  Get<CommunicationSettings> & Post<CommunicationChoices, CommunicationSettings>
>('/api/form/v1/settings/communication/');

/**
 * The channels marketing can reach a customer by. Each is the customer's own opt-in: nothing is
 * sent on a channel they have not chosen.
 */
export const MARKETING_CHANNELS = ['emailNewsletter', 'smsOffers', 'post'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export type MarketingChoices = Record<MarketingChannel, boolean>;

/** What a customer who never chose receives: nothing. */
export const NO_MARKETING: MarketingChoices = {
  emailNewsletter: false,
  smsOffers: false,
  post: false,
};
