import * as parts from './parts';
import type { WaitingParts } from './parts-loader';

// What the server render takes for ./parts-loader.ts (gatsby-node.ts): it renders every part in the same
// pass, so it needs their code at hand rather than a chunk to fetch.

export function importWaitingParts(): Promise<WaitingParts> {
  return Promise.resolve(parts);
}

export const WAITING_PARTS_AT_HAND: WaitingParts | null = parts;
