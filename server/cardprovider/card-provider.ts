import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import { AppError, badRequest } from '../errors';
import { decodeJson, encodeSession, hasValidSignature } from './signing';

/**
 * Card registration and card payments go through a card service on another site: the portal opens
 * the service's payment page in a popup, the person types the card there (never on our pages),
 * and the page hands a signed result back to the portal window, which the server checks.
 */
export interface CardProvider {
  /** The provider's origin: the only one whose window messages the portal accepts. */
  readonly origin: string;
  /** Starts a verification whose result the provider's page will post to `portalOrigin`. */
  createSession(input: {
    portalOrigin: string;
    language: 'is' | 'en';
    expiresAt: Date;
  }): Promise<{ verificationId: string; paymentLink: string }>;
  /** The card the provider verified, or null when the data is not what the provider signed. */
  verifyResult(verificationData: string, verificationHash: string): VerifiedCard | null;
  /** Starts a payment of `amount` krónur; `paymentId` is ours, so a retry names the same payment. */
  createPaymentSession(input: {
    paymentId: string;
    amount: number;
    portalOrigin: string;
    language: 'is' | 'en';
    expiresAt: Date;
  }): Promise<{ paymentLink: string }>;
  /** The charge the provider made, or null when the data is not what the provider signed. */
  verifyPayment(paymentData: string, paymentHash: string): ApprovedPayment | null;
}

export type VerifiedCard = {
  verificationId: string;
  /** 16 characters: the first six and last four digits, stars between. */
  cardNumberMasked: string;
  brand: string;
  /** MM/YY */
  expiry: string;
};

export type ApprovedPayment = {
  paymentId: string;
  amount: number;
  cardNumberMasked: string;
  brand: string;
  authorizationCode: string;
  /** When the provider charged the card. */
  approvedAt: Date;
};

const MASKED_CARD = /^\d{6}\*{6}\d{4}$/;

/**
 * Published with the code, like the demo passwords: good for the simulator in demo mode only.
 * Outside demo mode CARD_PROVIDER_SECRET must be set or card registration answers 503.
 */
export const DEMO_CARD_PROVIDER_SECRET = 'skjol-demo-card-provider-secret-not-for-production';

export function cardProviderSecret(config: Config): string | undefined {
  if (!config.cardRegistration) return undefined;
  return config.cardProviderSecret ?? (config.demoMode ? DEMO_CARD_PROVIDER_SECRET : undefined);
}

export const PAYMENT_PAGE_PATH = '/pay/';

/**
 * The signed-link protocol our simulator speaks: the link carries the session signed with the
 * shared secret, and the result comes back as base64url JSON plus its HMAC. A provider that speaks
 * it plugs in through CARD_PROVIDER_URL and CARD_PROVIDER_SECRET.
 */
export function createSignedLinkCardProvider(url: string, secret: string): CardProvider {
  const origin = new URL(url).origin;
  return {
    origin,
    async createSession({ portalOrigin, language, expiresAt }) {
      const verificationId = randomUUID();
      const session = encodeSession(secret, {
        verificationId,
        portalOrigin,
        language,
        expiresAt: expiresAt.getTime(),
      });
      const link = new URL(PAYMENT_PAGE_PATH, url);
      link.searchParams.set('session', session);
      return { verificationId, paymentLink: link.toString() };
    },
    verifyResult(verificationData, verificationHash) {
      if (!hasValidSignature(secret, 'result', verificationData, verificationHash)) return null;
      const data = decodeJson(verificationData);
      if (
        !data ||
        typeof data.verificationId !== 'string' ||
        typeof data.cardNumberMasked !== 'string' ||
        !MASKED_CARD.test(data.cardNumberMasked) ||
        typeof data.brand !== 'string' ||
        typeof data.expiry !== 'string'
      )
        return null;
      return {
        verificationId: data.verificationId,
        cardNumberMasked: data.cardNumberMasked,
        brand: data.brand,
        expiry: data.expiry,
      };
    },
    async createPaymentSession({ paymentId, amount, portalOrigin, language, expiresAt }) {
      const session = encodeSession(secret, {
        verificationId: paymentId,
        portalOrigin,
        language,
        expiresAt: expiresAt.getTime(),
        amount,
      });
      const link = new URL(PAYMENT_PAGE_PATH, url);
      link.searchParams.set('session', session);
      return { paymentLink: link.toString() };
    },
    verifyPayment(paymentData, paymentHash) {
      if (!hasValidSignature(secret, 'payment', paymentData, paymentHash)) return null;
      const data = decodeJson(paymentData);
      const approvedAt = typeof data?.approvedAt === 'string' ? new Date(data.approvedAt) : null;
      if (
        !data ||
        typeof data.paymentId !== 'string' ||
        !Number.isSafeInteger(data.amount) ||
        typeof data.cardNumberMasked !== 'string' ||
        !MASKED_CARD.test(data.cardNumberMasked) ||
        typeof data.brand !== 'string' ||
        typeof data.authorizationCode !== 'string' ||
        !approvedAt ||
        Number.isNaN(approvedAt.getTime())
      )
        return null;
      return {
        paymentId: data.paymentId,
        amount: data.amount as number,
        cardNumberMasked: data.cardNumberMasked,
        brand: data.brand,
        authorizationCode: data.authorizationCode,
        approvedAt,
      };
    },
  };
}

/** The provider, or 503 CardProviderUnavailable when none is configured. */
export function requireCardProvider(provider: CardProvider | undefined): CardProvider {
  if (!provider)
    throw new AppError(
      'CardProviderUnavailable',
      503,
      'The card provider is not configured (CARD_PROVIDER_SECRET)',
    );
  return provider;
}

/**
 * The provider's page answers only the window origin it is given, so that must be one of our own
 * sites, or a third party could have a card verification or a payment result posted to itself.
 */
export function assertOwnWindowOrigin(windowOrigin: string, ownOrigins: string[]): void {
  if (!ownOrigins.includes(windowOrigin))
    throw badRequest('InvalidWindowOrigin', 'The window origin is not this site', {
      windowOrigin: ['invalidWindowOrigin'],
    });
}

/** The configured provider, or undefined when no secret is available (card registration off). */
export function cardProviderFor(config: Config): CardProvider | undefined {
  const secret = cardProviderSecret(config);
  return secret ? createSignedLinkCardProvider(config.cardProviderUrl, secret) : undefined;
}
