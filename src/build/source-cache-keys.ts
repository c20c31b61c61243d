import { createHash } from 'node:crypto';

/** The part of Gatsby's per-plugin cache that keys are given to. */
export type KeyedCache = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
  del(key: string): Promise<void>;
};

/**
 * Gatsby's cache is an LMDB database, whose keys hold at most 1978 bytes. gatsby-source-prismic
 * keys its cached API answers by the whole request URL, and the URL carries our route resolvers
 * (about 5 kB): without this, sourcing fails with "String does not fit in target buffer". Longer
 * keys are replaced by their SHA-256, which keeps them unique.
 */
export const LONGEST_PLAIN_KEY_BYTES = 1000;

export function storableKey(key: string): string {
  return Buffer.byteLength(key, 'utf8') <= LONGEST_PLAIN_KEY_BYTES
    ? key
    : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const WRAPPED = Symbol('storable keys');

/** Makes `cache` store every key through `storableKey`; calling it again changes nothing. */
export function storeLongKeysHashed(cache: KeyedCache): void {
  const marked = cache as KeyedCache & { [WRAPPED]?: true };
  if (marked[WRAPPED]) return;
  const { get, set, del } = cache;
  cache.get = (key) => get.call(cache, storableKey(key));
  cache.set = (key, value) => set.call(cache, storableKey(key), value);
  cache.del = (key) => del.call(cache, storableKey(key));
  marked[WRAPPED] = true;
}
