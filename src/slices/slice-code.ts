import type * as Zone from './zone';

export type SliceCode = typeof Zone;

/** In the browser the slices' code is a chunk of its own (the server render takes ./slice-code.server.ts). */
export function importSliceCode(): Promise<SliceCode> {
  return import(/* webpackChunkName: "slices" */ './zone');
}

/** The slices' code without waiting for it: only the server render has it at hand. */
export const SLICE_CODE_AT_HAND: SliceCode | null = null;
