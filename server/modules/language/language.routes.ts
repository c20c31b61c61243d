import { errors } from '../../../src/domain/api/common';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { loadGroup, toServerLanguage } from '../../i18n/locales';

/**
 * /api/languagelookup/v2/category/{category}/: one translation group from the same locale files
 * the site is built with. `?language=en` (cut to two characters); Icelandic by default.
 */
export const languageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { category: string }; Querystring: { language?: string; lang?: string } }>(
    '/category/:category/',
    {
      schema: {
        summary: 'One group of the site’s translations, in Icelandic or English',
        params: {
          type: 'object',
          properties: { category: { type: 'string', maxLength: 64 } },
          required: ['category'],
        },
        querystring: {
          type: 'object',
          properties: {
            language: { type: 'string', maxLength: 10 },
            lang: { type: 'string', maxLength: 10 },
          },
        },
        response: {
          ...errors(404),
          200: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const language = toServerLanguage(request.query.language ?? request.query.lang);
      const group = loadGroup(language, request.params.category);
      if (!group)
        throw notFound('UnknownCategory', `No translation group named ${request.params.category}`);
      // Texts change only with a deploy; let browsers keep them briefly.
      reply.header('cache-control', 'public, max-age=300');
      return group;
    },
  );
};
