import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { SITE_SCRIPT_POLICY } from '../security/content-security-policy';
import { inlineScriptHashesOf } from './inline-scripts';
import { heldFile, sendHeldFile, siteFileAt, type SiteFile } from './site-memory';

/** Files that compress well and so have .br/.gz twins written after the build. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);

// Gatsby names bundles with a content hash (app-1a2b…js, styles.1a2b….css) and puts hashed
// assets under /static/; those never change and may be cached for a year.
const HASHED_NAME = /[.-][0-9a-f]{12,}\.(?:js|mjs|css|map)$/;

/** Whether the file at this address can never change (its name or folder says so). */
export function isImmutableAsset(urlPath: string): boolean {
  return urlPath.startsWith('/static/') || HASHED_NAME.test(urlPath);
}

export function cacheControlFor(urlPath: string): string {
  if (isImmutableAsset(urlPath)) return 'public, max-age=31536000, immutable';
  // HTML, page data, the service worker and everything else must be revalidated, so a new
  // build reaches visitors at once.
  return 'public, max-age=0, must-revalidate';
}

export type { SiteFile };

/** What the static site answers for a path: a file, a redirect to the canonical path, or nothing. */
export type Resolution =
  | { kind: 'file'; file: SiteFile; urlPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

function decodePath(rawPath: string): string | null {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * The address of a folder of the build, made from where it lies under the root rather than from
 * what the visitor sent: `//evil.example/..`, `/\\host`, encoded slashes and embedded tabs all
 * come out as a plain path on our own origin (never `//host`, which a browser reads as another
 * site).
 */
export function canonicalFolderPath(root: string, folder: string): string {
  const relative = path.relative(root, folder);
  if (relative === '') return '/';
  return `/${relative.split(path.sep).map(encodeURIComponent).join('/')}/`;
}

/** Gatsby's client-only routes (src/pages/x/[...].tsx) are built as x/[...]/index.html. */
const SPLAT = '[...]';
let splatCache:
  { publicDir: string; at: number; routes: { prefix: string; file: string }[] } | undefined;

async function clientOnlyRoutes(publicDir: string) {
  // Re-read now and then: a publish swaps public/ under a running server.
  if (splatCache && splatCache.publicDir === publicDir && Date.now() - splatCache.at < 5_000)
    return splatCache.routes;
  const routes: { prefix: string; file: string }[] = [];
  async function walk(dir: string, urlPrefix: string, depth: number) {
    if (depth > 3) return;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === 'page-data' || entry.name === 'static') continue;
      if (entry.name === SPLAT) {
        routes.push({ prefix: urlPrefix, file: path.join(dir, SPLAT, 'index.html') });
      } else {
        await walk(path.join(dir, entry.name), `${urlPrefix}${entry.name}/`, depth + 1);
      }
    }
  }
  await walk(path.resolve(publicDir), '/', 0);
  // Longest prefix first, so /en/vidskipti/ wins over a shorter match.
  routes.sort((a, b) => b.prefix.length - a.prefix.length);
  splatCache = { publicDir, at: Date.now(), routes };
  return routes;
}

/** Portal pages show personal data: never stored, never kept for Back (bfcache). */
export function isPortalPath(urlPath: string): boolean {
  return /^\/(en\/)?(vidskipti|portal)(\/|$)/.test(urlPath);
}

/** A file of the build, else the client-only route that covers the path. */
export async function resolveSitePath(
  publicDir: string,
  rawPath: string,
  search: string,
): Promise<Resolution> {
  const resolved = await resolveStaticPath(publicDir, rawPath, search);
  if (resolved.kind !== 'missing') return resolved;
  const urlPath = decodePath(rawPath);
  if (urlPath === null || !urlPath.startsWith('/')) return resolved;
  const withSlash = urlPath.endsWith('/') ? urlPath : `${urlPath}/`;
  for (const route of await clientOnlyRoutes(publicDir)) {
    if (withSlash.startsWith(route.prefix)) {
      const file = await siteFileAt(publicDir, route.file);
      if (file) return { kind: 'file', file, urlPath: `${route.prefix}index.html` };
    }
  }
  return resolved;
}

async function resolveStaticPath(
  publicDir: string,
  rawPath: string,
  search: string,
): Promise<Resolution> {
  const urlPath = decodePath(rawPath);
  if (urlPath === null || !urlPath.startsWith('/')) return { kind: 'missing' };
  const root = path.resolve(publicDir);
  const target = path.resolve(root, `.${urlPath}`);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'missing' };

  // /index.html counts as the folder itself: send the visitor to the one canonical address.
  if (urlPath.endsWith('/index.html') && (await siteFileAt(root, target))) {
    return { kind: 'redirect', location: canonicalFolderPath(root, path.dirname(target)) + search };
  }
  if (urlPath.endsWith('/')) {
    const file = await siteFileAt(root, path.join(target, 'index.html'));
    return file ? { kind: 'file', file, urlPath: `${urlPath}index.html` } : { kind: 'missing' };
  }
  const file = await siteFileAt(root, target);
  if (file) return { kind: 'file', file, urlPath };
  // Pages are folders with an index.html; their canonical address ends with a slash.
  if (await siteFileAt(root, path.join(target, 'index.html'))) {
    return { kind: 'redirect', location: canonicalFolderPath(root, target) + search };
  }
  return { kind: 'missing' };
}

/** The Content-Security-Policy of a built page, given the hashes of its inline scripts. */
export type PagePolicy = (scriptHashes: readonly string[]) => string;

/**
 * Lets `reply.sendFile` send files of the build: content type, ETag and Last-Modified with
 * conditional requests, Range, and the .br/.gz twin the visitor's Accept-Encoding allows. Which file
 * a path means, redirects and caching stay ours (`resolveSitePath`, `cacheControlFor`).
 */
export const siteFiles = fastifyPlugin(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
  });
});

export async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  urlPath: string,
  pagePolicy: PagePolicy,
  statusCode = 200,
): Promise<FastifyReply> {
  const extension = path.extname(file.filePath);
  if (extension === '.html') {
    reply.header('content-security-policy', pagePolicy(await inlineScriptHashesOf(file)));
  } else if (extension === '.js' || extension === '.mjs') {
    reply.header('content-security-policy', SITE_SCRIPT_POLICY);
  }
  reply
    .code(statusCode)
    .header(
      'cache-control',
      statusCode !== 200
        ? 'no-cache'
        : isPortalPath(urlPath)
          ? 'no-store'
          : cacheControlFor(urlPath),
    );
  // The file was found by resolveSitePath inside the build; its own folder is the root handed
  // on, so nothing the visitor typed is resolved a second time. The 404 page has no validators,
  // so no conditional request can turn a 404 into a 304.
  const validators = statusCode === 200;
  const held = await heldFile(file);
  if (held) return sendHeldFile(request, reply, held, validators);
  return reply.sendFile(`/${path.basename(file.filePath)}`, path.dirname(file.filePath), {
    etag: validators,
    lastModified: validators,
  });
}

/** The 404 page in the visitor's language: English under /en/, Icelandic elsewhere. */
export async function notFoundPage(publicDir: string, urlPath: string): Promise<SiteFile | null> {
  const candidates =
    urlPath === '/en' || urlPath.startsWith('/en/')
      ? ['en/404/index.html', '404.html']
      : ['404.html', '404/index.html'];
  for (const candidate of candidates) {
    const file = await siteFileAt(publicDir, path.join(publicDir, candidate));
    if (file) return file;
  }
  return null;
}
