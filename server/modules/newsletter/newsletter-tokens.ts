import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links newsletter mail carries: `<payload>.<signature>`, the payload naming its one purpose,
 * the subscriber, the sign-up it belongs to and when it stops working, the signature an HMAC-SHA256
 * under a server secret. Nothing about the address is in the link, and nothing needs storing.
 */
export type NewsletterPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works for a week. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * An unsubscribe link is in every newsletter mail and must work long after it was sent; each mail
 * gets a fresh one, so a year is plenty.
 */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 365 * 24 * 60 * 60_000;

type Payload = { p: NewsletterPurpose; s: string; v: number; x: number };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`newsletter.${payload}`).digest('base64url');

export function makeNewsletterToken(
  secret: string,
  claim: { purpose: NewsletterPurpose; subscriberId: string; version: number },
  now: Date,
): string {
  const ttl = claim.purpose === 'confirm' ? CONFIRM_TOKEN_TTL_MS : UNSUBSCRIBE_TOKEN_TTL_MS;
  const payload: Payload = {
    p: claim.purpose,
    s: claim.subscriberId,
    v: claim.version,
    x: now.getTime() + ttl,
  };
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${sign(secret, encoded)}`;
}

export type TokenCheck =
  | { ok: true; subscriberId: string; version: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature, the purpose and the expiry; a token made for the other purpose is invalid. */
export function readNewsletterToken(
  secret: string,
  token: string,
  purpose: NewsletterPurpose,
  now: Date,
): TokenCheck {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    payload.p !== purpose ||
    typeof payload.s !== 'string' ||
    typeof payload.v !== 'number' ||
    typeof payload.x !== 'number'
  )
    return { ok: false, reason: 'invalid' };
  if (payload.x <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId: payload.s, version: payload.v };
}
