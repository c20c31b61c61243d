import { createHash } from 'node:crypto';
import { statSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lookup } from 'mime-types';

/**
 * The built site, held in memory as it is asked for: what a path names (or that it names nothing)
 * and the bytes of every file up to HOLD_LIMIT with its .br and .gz twins, so a request costs one
 * look at the build's folder instead of stat, open, read and close. A publish puts a new folder in
 * place of the old one (a rename), and other tools rewrite files at its top; either changes the
 * folder's identity or time, and the next request starts a new, empty generation: the old site is
 * dropped as a whole, never mixed with the new.
 */

/** Larger files (none in today's build) are streamed from disk as before. */
export const HOLD_LIMIT = 2 * 1024 * 1024;
/** Paths remembered per generation, found or not; scanners asking for junk cannot grow it for ever. */
const MAX_PATHS = 20_000;

/**
 * A file of the build, with the held bytes of the generation it was found in: its bytes are kept
 * there, so the file and its bytes always come from the same build.
 */
export type SiteFile = { filePath: string; stats: Stats; held: Generation['held'] };

type Variant = { body: Buffer; etag: string };
export type HeldFile = {
  contentType: string;
  lastModified: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
};

type Generation = {
  key: string;
  files: Map<string, Promise<SiteFile | null>>;
  held: Map<string, Promise<HeldFile | null>>;
};

const generations = new Map<string, Generation>();

function generationOf(publicDir: string): Generation {
  const root = path.resolve(publicDir);
  // Synchronous on purpose: one folder's metadata, in the kernel's cache, takes a microsecond or
  // two, where the asynchronous stat's trip through libuv's thread pool cost more than the rest
  // of serving the file. No build yet: every lookup finds nothing, and the first build starts a
  // generation.
  let key = 'missing';
  try {
    const folder = statSync(root);
    key = `${folder.ino}:${folder.mtimeMs}`;
  } catch {
    // Missing or unreadable: nothing is served from it.
  }
  const known = generations.get(root);
  if (known && known.key === key && known.files.size < MAX_PATHS) return known;
  const fresh: Generation = { key, files: new Map(), held: new Map() };
  generations.set(root, fresh);
  return fresh;
}

/** The build's file at an absolute path under `publicDir`, or null; remembered per generation. */
export async function siteFileAt(publicDir: string, filePath: string): Promise<SiteFile | null> {
  const generation = generationOf(publicDir);
  let found = generation.files.get(filePath);
  if (!found) {
    found = stat(filePath).then(
      (stats) => (stats.isFile() ? { filePath, stats, held: generation.held } : null),
      () => null,
    );
    generation.files.set(filePath, found);
  }
  return found;
}

/** Types whose text is UTF-8 and says so, as browsers expect of our scripts, pages and data. */
function contentTypeOf(filePath: string): string {
  const type = lookup(filePath) || 'application/octet-stream';
  return /^(text\/|application\/(javascript|json)$)/.test(type) ? `${type}; charset=utf-8` : type;
}

async function variant(filePath: string): Promise<Variant | undefined> {
  try {
    const body = await readFile(filePath);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag };
  } catch {
    return undefined;
  }
}

/** The file's bytes and twins from memory, or null when it is too big to hold. */
export async function heldFile(file: SiteFile): Promise<HeldFile | null> {
  if (file.stats.size > HOLD_LIMIT) return null;
  let held = file.held.get(file.filePath);
  if (!held) {
    held = (async () => {
      const identity = await variant(file.filePath);
      if (!identity) return null;
      const [br, gzip] = await Promise.all([
        variant(`${file.filePath}.br`),
        variant(`${file.filePath}.gz`),
      ]);
      return {
        contentType: contentTypeOf(file.filePath),
        lastModified: file.stats.mtime.toUTCString(),
        identity,
        ...(br ? { br } : {}),
        ...(gzip ? { gzip } : {}),
      };
    })();
    file.held.set(file.filePath, held);
  }
  return held;
}

/** Whether the request's Accept-Encoding takes `coding` (present, and not with q=0). */
function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().split(';');
    if (name.trim().toLowerCase() !== coding) return false;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A single `bytes=a-b` (or `a-`, or `-n`) range within `size`, or 'unsatisfiable'. */
function byteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function notModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = request.headers['if-modified-since'];
  if (since === undefined) return false;
  const sinceTime = Date.parse(since);
  return !Number.isNaN(sinceTime) && Date.parse(lastModified) <= sinceTime;
}

/**
 * Sends a held file: the twin the visitor's Accept-Encoding allows (brotli, then gzip), its own
 * ETag per encoding, 304 to a matching revalidation, one byte range of the plain bytes. Without
 * validators (the 404 page), nothing conditional applies.
 */
export function sendHeldFile(
  request: FastifyRequest,
  reply: FastifyReply,
  held: HeldFile,
  validators: boolean,
): FastifyReply {
  const range = request.headers.range;
  const encoding =
    range === undefined
      ? held.br && accepts(request.headers['accept-encoding'], 'br')
        ? 'br'
        : held.gzip && accepts(request.headers['accept-encoding'], 'gzip')
          ? 'gzip'
          : undefined
      : undefined;
  const chosen = (encoding && held[encoding]) || held.identity;
  reply.header('content-type', held.contentType);
  if (held.br || held.gzip) reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  if (validators) {
    reply.header('etag', chosen.etag).header('last-modified', held.lastModified);
    if (notModified(request, chosen.etag, held.lastModified)) return reply.code(304).send();
  }
  reply.header('accept-ranges', 'bytes');
  if (range !== undefined && reply.statusCode === 200) {
    const size = chosen.body.length;
    const wanted = byteRange(range, size);
    if (wanted === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (wanted) {
      return reply
        .code(206)
        .header('content-range', `bytes ${wanted.start}-${wanted.end}/${size}`)
        .send(chosen.body.subarray(wanted.start, wanted.end + 1));
    }
  }
  return reply.send(chosen.body);
}
