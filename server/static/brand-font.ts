import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { BRAND_FONT } from '../../src/domain/brand-font';

/**
 * The typeface file, read once from the installed package and sent from memory on both hosts (the
 * site and the sign-in pages use it). Its address carries the package version, so browsers may
 * keep it for a year; the ETag answers a revalidation all the same.
 */
export async function registerBrandFont(app: FastifyInstance): Promise<void> {
  const file = createRequire(import.meta.url).resolve(BRAND_FONT.packageFile);
  const body = await readFile(file);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  app.get(BRAND_FONT.path, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('font/woff2').send(body);
  });
}
