import * as zone from './zone';
import type { SliceCode } from './slice-code';

// What the server render takes for ./slice-code.ts (gatsby-node.ts): it renders every slice in the
// same pass, so it needs their code at hand rather than a chunk to fetch.

export function importSliceCode(): Promise<SliceCode> {
  return Promise.resolve(zone);
}

export const SLICE_CODE_AT_HAND: SliceCode | null = zone;
