import { readFile } from 'node:fs/promises';
import { scriptHash } from '../security/content-security-policy';
import type { SiteFile } from './site';

/**
 * The hashes of a built page's inline scripts (Gatsby writes a few into every page: its loader's
 * page path, the chunk map, the compilation hash, and our own head script), computed when the
 * server first sends the file and kept with the file's size and modification time.
 *
 * Computed here rather than at build time: the hashes then always match the very bytes being
 * served, whichever build is in PUBLIC_DIR, including one a publish has just swapped in under a
 * running server, and a build made by other means needs no manifest beside it.
 */

// <script …>text</script> without a src attribute. Gatsby's output is well-formed; a script
// element's text ends at the first </script, as in the browser's parser.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (HAS_SRC.test(attributes) || text === '') continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

type Entry = { size: number; mtimeMs: number; hashes: string[] };
const cache = new Map<string, Entry>();
// A build has a few hundred pages; the bound only keeps a long-running server's memory flat
// across many publishes.
const MAX_ENTRIES = 5_000;

export async function inlineScriptHashesOf(file: SiteFile): Promise<string[]> {
  const cached = cache.get(file.filePath);
  if (cached && cached.size === file.stats.size && cached.mtimeMs === file.stats.mtimeMs) {
    return cached.hashes;
  }
  const hashes = inlineScriptHashes(await readFile(file.filePath, 'utf8'));
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(file.filePath, { size: file.stats.size, mtimeMs: file.stats.mtimeMs, hashes });
  return hashes;
}
