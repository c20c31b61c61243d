import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from '../server/static/site';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes file.br and file.gz beside every compressible file so the server never compresses per request. */
export async function precompressDirectory(directory: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(directory)) {
    // Source maps are for developers' tools, fetched rarely: not worth a third of the build.
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) || file.endsWith('.map')) continue;
    if ((await stat(file)).size < MIN_BYTES) {
      // The server sends any twin it finds: one left by an earlier build, when the file was
      // bigger, would be stale.
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
      continue;
    }
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
