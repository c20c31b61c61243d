/**
 * What the styling runtime weighs in a built site: the bytes of its modules in the browser's
 * JavaScript, found through each file's source map, raw and gzip (the runtime's pieces cut out and
 * compressed together, as they would compress inside their chunk give or take the context).
 *
 *   npx tsx bench/styled-bytes.ts [<built site>=public]...
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** Sources that make up a styling runtime: styled-components and what it brings, or our own. */
const RUNTIME_SOURCES =
  /node_modules\/(styled-components|stylis|@emotion\/(is-prop-valid|memoize|unitless)|shallowequal)\/|src\/components\/styled\.ts$/;

export type RuntimeBytes = { files: string[]; bytes: number; gzipBytes: number };

export function runtimeBytes(siteDir: string): RuntimeBytes {
  const pieces: string[] = [];
  const files = new Set<string>();
  for (const file of readdirSync(siteDir)) {
    if (!file.endsWith('.js') || !existsSync(path.join(siteDir, `${file}.map`))) continue;
    const code = readFileSync(path.join(siteDir, file), 'utf8');
    const lines = code.split('\n');
    const map = new SourceMapConsumer(
      JSON.parse(readFileSync(path.join(siteDir, `${file}.map`), 'utf8')) as never,
    );
    // Each mapping covers its line from its column to the next mapping's.
    const mappings: { line: number; column: number; source: string | null }[] = [];
    map.eachMapping((mapping) =>
      mappings.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        source: mapping.source,
      }),
    );
    mappings.forEach((mapping, index) => {
      if (!mapping.source || !RUNTIME_SOURCES.test(mapping.source)) return;
      const next = mappings[index + 1];
      const line = lines[mapping.line - 1] ?? '';
      const end = next && next.line === mapping.line ? next.column : line.length;
      pieces.push(line.slice(mapping.column, end));
      files.add(file);
    });
  }
  const text = pieces.join('');
  return {
    files: [...files],
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text, { level: 9 }).length,
  };
}

if (process.argv[1]?.endsWith('styled-bytes.ts')) {
  const sites = process.argv.slice(2);
  for (const site of sites.length ? sites : ['public']) {
    const { files, bytes, gzipBytes } = runtimeBytes(site);
    console.log(
      `${site}: ${(bytes / 1024).toFixed(1)} KB raw, ${(gzipBytes / 1024).toFixed(1)} KB gzip ` +
        `in ${files.join(', ')}`,
    );
  }
}
