'use strict';
/**
 * Decodes one HEIC photo off the server's main thread (server/uploads/heic.ts starts it). Plain
 * JavaScript so that Node runs it as it is, under tsx, the tests and production alike.
 *
 * The size in the file's header is checked against the caller's pixel limit before any pixel is
 * decoded, as sharp does for the other formats. The answer is { width, height, data } with the
 * RGBA pixels, or { refusal: 'tooManyPixels' | 'unreadable' }.
 */
const { parentPort, workerData } = require('node:worker_threads');
const decode = require('heic-decode');

async function run({ bytes, maxPixels }) {
  let images;
  try {
    images = await decode.all({ buffer: Buffer.from(bytes) });
  } catch {
    return { refusal: 'unreadable' };
  }
  try {
    const [first] = images;
    if (!first || first.width < 1 || first.height < 1) return { refusal: 'unreadable' };
    if (first.width * first.height > maxPixels) return { refusal: 'tooManyPixels' };
    const { width, height, data } = await first.decode();
    return { width, height, data };
  } catch {
    return { refusal: 'unreadable' };
  } finally {
    images.dispose();
  }
}

run(workerData).then((answer) => {
  parentPort.postMessage(answer, answer.data ? [answer.data.buffer] : []);
});
