import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What is stored of a secret token or link key: its SHA-256 in hex. A stolen database row then
 * opens nothing, and looking the token up stays one indexed equality.
 */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash was stored, compared in constant time; no token never is. */
export function matchesTokenHash(token: string | undefined, storedHash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashToken(token));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
