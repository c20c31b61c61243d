import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { DOCUMENTS, downloadRedirects } from '../src/domain/documents';

/**
 * Writes `redirects/dl.json`, the table of short /dl/{id}/ download addresses, from the catalogue in
 * src/domain/documents.ts. The committed file is for the default document host
 * (SITE_URL's default + '/cdn'); the running server computes the same table from the catalogue and
 * its own CDN_URL, so this file is a reviewable record and an export for hosts that read redirect
 * tables, never something the server reads back.
 *
 *   npx tsx scripts/generate-documents.ts                 # rewrite redirects/dl.json
 *   npx tsx scripts/generate-documents.ts --check         # exit 1 if it is out of date
 *   npx tsx scripts/generate-documents.ts --cdn-url https://cdn.example.is --out /tmp/dl.json
 */

const root = path.resolve(__dirname, '..');
export const DL_TABLE = path.join(root, 'redirects', 'dl.json');

/** The table as the committed file holds it: CDN_URL's default, whatever this shell has set. */
export function renderDownloadTable(cdnUrl = loadConfig({}).cdnUrl): string {
  return `${JSON.stringify(downloadRedirects(cdnUrl), null, 2)}\n`;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function main(args: string[]): number {
  const cdnUrl = option(args, '--cdn-url')?.replace(/\/+$/, '');
  const out = path.resolve(option(args, '--out') ?? DL_TABLE);
  const table = renderDownloadTable(cdnUrl);
  if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // A missing file is simply out of date.
    }
    if (current === table) {
      console.log(`${path.relative(root, out)} is up to date (${DOCUMENTS.length} documents)`);
      return 0;
    }
    console.error(
      `${path.relative(root, out)} is out of date: run npx tsx scripts/generate-documents.ts`,
    );
    return 1;
  }
  writeFileSync(out, table);
  console.log(`wrote ${DOCUMENTS.length} download redirects to ${path.relative(root, out)}`);
  return 0;
}

if (require.main === module) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
