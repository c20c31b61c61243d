import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../download-name';
import {
  DocumentFiles,
  LOCAL_CDN_PREFIX,
  downloadLocation,
  servesDocumentFiles,
} from './documents.service';

/**
 * The short download addresses of investor and product documents. `/dl/{id}/` (with or without the slash) redirects to the
 * document on the document host; an unknown id goes to the app's not-found handler (the site's
 * 404 page in the visitor's language, status 404). When CDN_URL is left at its default this server
 * is the document host too and serves a sample PDF for every entry under `/cdn/documents/`.
 */

// 302, not 301: the target follows CDN_URL, and browsers keep a 301 for good. An hour of caching
// spares the server the repeat visits without pinning a host for long.
const REDIRECT_CACHE = 'public, max-age=3600';
const DOCUMENT_CACHE = 'public, max-age=86400';

export const documentRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;

  const download = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const location = downloadLocation(request.params.id, config.cdnUrl);
    if (!location) return reply.callNotFound();
    return reply.header('cache-control', REDIRECT_CACHE).redirect(location, 302);
  };
  app.get('/dl/:id', download);
  app.get('/dl/:id/', download);

  if (!servesDocumentFiles(config)) return;
  const files = new DocumentFiles(config.siteUrl, config.contentDir);
  app.get<{ Params: { file: string } }>(
    `${LOCAL_CDN_PREFIX}/documents/:file`,
    async (request, reply) => {
      const file = await files.get(request.params.file);
      if (!file) return reply.callNotFound();
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', `${file.entry.file}.pdf`))
        .header('cache-control', DOCUMENT_CACHE)
        .header('etag', file.etag)
        .header('last-modified', new Date(`${file.entry.published}T00:00:00Z`).toUTCString());
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      return reply.header('content-length', file.body.length).send(file.body);
    },
  );
};
