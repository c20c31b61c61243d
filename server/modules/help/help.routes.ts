import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import { FaqQuery, FaqResponse } from '../../../src/domain/api/faq';
import { openContentStore } from '../../content/store';
import { requestLanguage } from '../../portal/shared';
import { searchFaq } from './faq';

/**
 * /api/content/v1/: help texts the site reads at run time from the content service, so what an
 * editor publishes answers at once. The FAQ gathers the questions of every product page.
 */
export const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { contentDir } = app.deps.config;

  app.get(
    '/faq/',
    {
      schema: {
        summary: "Every product page's questions and answers, or those holding the words asked",
        tags: ['content'],
        querystring: FaqQuery,
        response: { 200: FaqResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      const snapshot = await (await openContentStore(contentDir)).current();
      // Published content changes only on publish; a minute's staleness is fine for browsers.
      reply.header('cache-control', 'public, max-age=60');
      return searchFaq(snapshot, requestLanguage(request), request.query.q);
    },
  );
};
