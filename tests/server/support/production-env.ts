/**
 * The smallest configuration production accepts: public https addresses (the server itself may
 * listen on plain http behind a TLS-terminating proxy), long secrets, no demo, no simulators.
 */
export const MINIMAL_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.skjol.example',
  STAFF_URL: 'https://starf.skjol.example',
  COOKIE_SECRETS: 'a'.repeat(32) + ',' + 'b'.repeat(40),
  CONTENT_WEBHOOK_SECRET: 'c'.repeat(32),
  CARD_PROVIDER_URL: 'https://cards.example.com',
  CARD_PROVIDER_SECRET: 'd'.repeat(32),
} as const;
