import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS, isImmutableAsset } from '../server/static/site';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;
// Brotli's top quality is worth its time for hashed bundles, cached for a year and fetched by
// every visitor. HTML, written anew by every build and publish, gets quality 10: a page's first
// round trip carries about 14.6 KB (TCP's first ten segments) with the headers, and at quality 7
// 75 of 210 pages came to 12–16 KB, where the 7 % that 10 saves decides whether a second round
// trip is needed (the front page: 13.2 KB against 12.3; Lighthouse's mobile LCP 1.21 s against
// 1.06). It costs 7.6 s of CPU over two cores. Page data, fetched only when moving between pages
// in the browser, keeps quality 7 (0.1 s instead of 1.3).
const QUALITY_FOR_IMMUTABLE = 11;
const QUALITY_FOR_HTML = 10;
const QUALITY_FOR_REVALIDATED = 7;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes file.br and file.gz beside one file; false when it is too small to be worth it. */
async function precompressFile(directory: string, file: string): Promise<boolean> {
  if ((await stat(file)).size < MIN_BYTES) {
    // The server sends any twin it finds: one left by an earlier build, when the file was
    // bigger, would be stale.
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    return false;
  }
  const content = await readFile(file);
  const urlPath = '/' + path.relative(directory, file).split(path.sep).join('/');
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: isImmutableAsset(urlPath)
          ? QUALITY_FOR_IMMUTABLE
          : file.endsWith('.html')
            ? QUALITY_FOR_HTML
            : QUALITY_FOR_REVALIDATED,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Writes file.br and file.gz beside every compressible file so the server never compresses per request. */
export async function precompressDirectory(directory: string): Promise<number> {
  const files: string[] = [];
  for await (const file of filesUnder(directory)) {
    // Source maps are for developers' tools, fetched rarely: not worth a third of the build.
    if (COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) && !file.endsWith('.map')) files.push(file);
  }
  // zlib compresses on libuv's thread pool: one file per core keeps every core busy.
  let next = 0;
  let count = 0;
  const compressNext = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++] as string;
      if (await precompressFile(directory, file)) count += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, compressNext));
  return count;
}
