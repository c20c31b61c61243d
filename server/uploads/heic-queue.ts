import pLimit from 'p-limit';

/**
 * How many HEIC decodes one server instance takes on. Decoding a HEIC photo costs seconds of a
 * core whatever the file's size (a 9 KB file can declare 6400×6000), so decodes run one at a time
 * per instance with a short queue behind, and one address may hold only a few places: ten photos
 * at once from one address are refused at once instead of making everyone wait half a minute.
 */
export type DecodeQueueLimits = {
  /** Decodes running at the same time on this instance. */
  running: number;
  /** Decodes that may wait for a turn; one more is refused. */
  waiting: number;
  /** Places (running or waiting) one client address may hold. */
  perAddress: number;
};

export const HEIC_DECODE_LIMITS: DecodeQueueLimits = { running: 1, waiting: 4, perAddress: 2 };

/** Why a decode was not taken on: the instance's queue is full, or this address holds its share. */
export type DecodeQueueRefusal = 'instanceBusy' | 'addressBusy';

export class DecodeQueueFull extends Error {
  constructor(readonly refusal: DecodeQueueRefusal) {
    super(`The picture decoder is busy (${refusal})`);
  }
}

export type DecodeQueue = {
  /**
   * Runs `task` when its turn comes, or throws DecodeQueueFull at once, before the task starts,
   * when taking it on would go over a limit. `address` is the client's (undefined outside a request:
   * only the instance's limit applies).
   */
  run<T>(address: string | undefined, task: () => Promise<T>): Promise<T>;
  /** Decodes running and waiting now, for tests and diagnostics. */
  readonly size: number;
};

export function createDecodeQueue(limits: DecodeQueueLimits): DecodeQueue {
  const limit = pLimit(limits.running);
  const heldByAddress = new Map<string, number>();

  return {
    get size() {
      return limit.activeCount + limit.pendingCount;
    },
    run(address, task) {
      if (limit.activeCount + limit.pendingCount >= limits.running + limits.waiting)
        return Promise.reject(new DecodeQueueFull('instanceBusy'));
      const held = address === undefined ? 0 : (heldByAddress.get(address) ?? 0);
      if (held >= limits.perAddress) return Promise.reject(new DecodeQueueFull('addressBusy'));
      if (address !== undefined) heldByAddress.set(address, held + 1);
      return limit(task).finally(() => {
        if (address === undefined) return;
        const left = (heldByAddress.get(address) ?? 1) - 1;
        if (left > 0) heldByAddress.set(address, left);
        else heldByAddress.delete(address);
      });
    },
  };
}
