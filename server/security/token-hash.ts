import { createHash } from 'node:crypto';

/**
 * What is stored of a secret token or link key: its SHA-256 in hex. A stolen database row then
 * opens nothing, and looking the token up stays one indexed equality.
 */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
