import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * HEIC photos (an iPhone's own format) decoded to pixels, for picture.ts to draw again as a JPEG.
 * sharp's own libheif reads AVIF but carries no HEVC decoder, so the pixels come from libheif
 * compiled to WebAssembly (the `heic-decode` package; decision 033). A 12-megapixel photo takes
 * one to two seconds of a core, so each decode runs in a worker thread of its own: the event loop
 * keeps answering other requests, and the decoder's memory is returned when the worker ends.
 */

export type HeicPixels = { width: number; height: number; data: Uint8ClampedArray };
export type HeicRefusal = 'tooManyPixels' | 'unreadable';

const WORKER_FILE = join(import.meta.dirname, 'heic-worker.cjs');

/**
 * A cap on the worker's JavaScript heap. The pixels and the decoder's own memory live outside it
 * (WebAssembly and typed arrays); the pixel limit checked before decoding is what bounds those.
 */
const WORKER_HEAP_MB = 128;

/** Decodes the first picture of a HEIC file, or says why it will not. */
export function decodeHeic(
  bytes: Buffer,
  maxPixels: number,
): Promise<HeicPixels | { refusal: HeicRefusal }> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes: new Uint8Array(bytes), maxPixels },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    // The decoder writes its complaints about a broken file to the console; the refusal says enough.
    worker.stdout.resume();
    worker.stderr.resume();
    let answered = false;
    const answer = (value: HeicPixels | { refusal: HeicRefusal }) => {
      if (answered) return;
      answered = true;
      resolve(value);
      void worker.terminate();
    };
    worker.once('message', answer);
    worker.once('error', () => answer({ refusal: 'unreadable' }));
    worker.once('exit', () => answer({ refusal: 'unreadable' }));
  });
}
