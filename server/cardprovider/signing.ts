import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card provider protocol's two signed messages, both HMAC-SHA256 with the secret the provider
 * and this server share: the session in the payment link (so the provider's page knows which
 * portal origin to answer, until when and, for a payment, how much), and the result the page hands
 * back through the portal (so the portal cannot be fooled by a card number or a payment it did not
 * get from the provider). Each purpose signs under its own prefix, so one kind can never pass for
 * another: a card verification is no proof of payment.
 */
type Purpose = 'session' | 'result' | 'payment';

export function sign(secret: string, purpose: Purpose, data: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${data}`).digest('hex');
}

export function hasValidSignature(
  secret: string,
  purpose: Purpose,
  data: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(sign(secret, purpose, data), 'hex'),
    Buffer.from(signature, 'hex'),
  );
}

export function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The decoded object, or undefined when `data` is not base64url JSON of an object. */
export function decodeJson(data: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(data)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the payment link carries: whose session, which portal window to answer, until when. */
export type SessionClaims = {
  verificationId: string;
  portalOrigin: string;
  language: 'is' | 'en';
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** Whole krónur to charge; absent when the card is only verified for registration. */
  amount?: number;
};

export function encodeSession(secret: string, claims: SessionClaims): string {
  const data = encodeJson({
    id: claims.verificationId,
    origin: claims.portalOrigin,
    lang: claims.language,
    exp: claims.expiresAt,
    ...(claims.amount === undefined ? {} : { amt: claims.amount }),
  });
  return `${data}.${sign(secret, 'session', data)}`;
}

/** The session's claims, or undefined when the token is malformed or not signed with `secret`. */
export function decodeSession(secret: string, token: string): SessionClaims | undefined {
  const [data = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !hasValidSignature(secret, 'session', data, signature)) return undefined;
  const claims = decodeJson(data);
  if (
    !claims ||
    typeof claims.id !== 'string' ||
    typeof claims.origin !== 'string' ||
    (claims.lang !== 'is' && claims.lang !== 'en') ||
    typeof claims.exp !== 'number' ||
    (claims.amt !== undefined && !(Number.isSafeInteger(claims.amt) && Number(claims.amt) > 0))
  )
    return undefined;
  return {
    verificationId: claims.id,
    portalOrigin: claims.origin,
    language: claims.lang,
    expiresAt: claims.exp,
    ...(typeof claims.amt === 'number' ? { amount: claims.amt } : {}),
  };
}
