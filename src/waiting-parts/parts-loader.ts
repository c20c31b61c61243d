import type * as Parts from './parts';

export type WaitingParts = typeof Parts;

/** In the browser the parts' code is a chunk of its own (the server render takes ./load.server.ts). */
export function importWaitingParts(): Promise<WaitingParts> {
  return import(/* webpackChunkName: "waiting-parts" */ './parts');
}

/** The parts' code without waiting for it: only the server render has it at hand. */
export const WAITING_PARTS_AT_HAND: WaitingParts | null = null;
