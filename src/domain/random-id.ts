import { RANDOM_ID_LENGTH } from './limits';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of the alphabet size are discarded so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** '_' followed by 9 characters from [a-z0-9], e.g. for element ids that must not start with a digit. */
export function randomId(): string {
  let id = '_';
  while (id.length <= RANDOM_ID_LENGTH) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_ID_LENGTH * 2));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET.charAt(byte % ALPHABET.length);
      if (id.length > RANDOM_ID_LENGTH) break;
    }
  }
  return id;
}
