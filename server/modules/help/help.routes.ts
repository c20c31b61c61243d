import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import { CarHelpResponse } from '../../../src/domain/api/carhelp';
import { GeneralConfigResponse } from '../../../src/domain/api/content-config';
import { FaqQuery, FaqResponse } from '../../../src/domain/api/faq';
import { LanguageQuery } from '../../../src/domain/api/common';
import { openContentStore } from '../../content/store';
import { requestLanguage } from '../../portal/shared';
import { carHelp } from './carhelp';
import { searchFaq } from './faq';
import { generalConfig } from './general-config';

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

  app.get(
    '/carhelp/',
    {
      schema: {
        summary: 'Roadside assistance: whom to call, what the service does, where cars are towed',
        tags: ['content'],
        querystring: LanguageQuery,
        response: { 200: CarHelpResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      const snapshot = await (await openContentStore(contentDir)).current();
      reply.header('cache-control', 'public, max-age=60');
      return carHelp(snapshot, requestLanguage(request));
    },
  );
};

/**
 * /api/contentConfig/v1/: the site's general settings (phone, e-mail, opening hours, switches),
 * read from the content service at run time.
 */
export const contentConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { contentDir, chatHours } = app.deps.config;

  app.get(
    '/general/',
    {
      schema: {
        summary: 'General settings: phone, e-mail, phone and chat opening hours, switches',
        tags: ['content'],
        querystring: LanguageQuery,
        response: { 200: GeneralConfigResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      const snapshot = await (await openContentStore(contentDir)).current();
      reply.header('cache-control', 'public, max-age=60');
      return generalConfig(snapshot, requestLanguage(request), {
        chatAlways: chatHours === 'always',
      });
    },
  );
};
