import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newsletterSignupSchema } from '../../../src/domain/forms/newsletter';
import { errors } from '../../../src/domain/api/common';
import {
  NewsletterSignoutBody,
  NewsletterSignoutQuery,
  NewsletterSignupAccepted,
  NewsletterSignupRequest,
  NewsletterStatus,
  NewsletterTokenRequest,
} from '../../../src/domain/api/newsletter';
import { NEWSLETTER_TOKEN_INVALID } from '../../../src/domain/api/newsletter-paths';
import { AppError } from '../../errors';
import { serverSecret } from '../../identity/keys';
import { requestLanguage } from '../../portal/shared';
import { formLimits } from '../cases/form-limits';
import { confirmSignup, signOut, signUp, type NewsletterDeps } from './newsletter.service';

/**
 * The prevention newsletter under /api/form: forvarnarsignup (double opt-in), forvarnarconfirm
 * (the mailed link's page posts its token here) and forvarnarsignout (the one-click link, and
 * RFC 8058's List-Unsubscribe=One-Click POST with the token in the query string).
 */
export const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  let secret: Promise<string> | undefined;
  const deps: NewsletterDeps = {
    db,
    mailer: app.deps.identity.mailer,
    siteUrl: app.deps.config.siteUrl,
    tokenSecret: () => (secret ??= serverSecret(db, 'newsletter-token-key')),
  };
  const { withinFormLimits } = formLimits(app);
  const tags = ['newsletter'];

  app.post(
    '/v1/forvarnarsignup/',
    {
      config: { formRules: newsletterSignupSchema },
      schema: {
        summary:
          'Asks for the prevention newsletter: a confirmation link is mailed; the same answer for any address',
        tags,
        body: NewsletterSignupRequest,
        response: { 202: NewsletterSignupAccepted, ...errors(429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'newsletter sign-up: honeypot filled in; dropped');
        return reply.code(202).send({ status: 'checkYourEmail' });
      }
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(202).send(await signUp(deps, request.body, language, new Date()));
    },
  );

  app.post(
    '/v1/forvarnarconfirm/',
    {
      schema: {
        summary: "Follows the confirmation link's token: the address is on the list",
        tags,
        body: NewsletterTokenRequest,
        response: { 200: NewsletterStatus, ...errors(410) },
      },
    },
    async (request) => confirmSignup(deps, request.body.token, new Date()),
  );

  app.post(
    '/v1/forvarnarsignout/',
    {
      schema: {
        summary:
          'Signs out with the token of an unsubscribe link (JSON body, or the query string for a one-click POST)',
        tags,
        querystring: NewsletterSignoutQuery,
        body: NewsletterSignoutBody,
        response: { 200: NewsletterStatus, ...errors(410) },
      },
    },
    async (request) => {
      const token = request.body.token ?? request.query.token;
      if (!token) throw new AppError(NEWSLETTER_TOKEN_INVALID, 400, 'The link is not valid');
      return signOut(deps, token, new Date());
    },
  );
};
