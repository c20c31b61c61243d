import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Claim, ClaimsResponse } from '../../../src/domain/api/claim';
import { resolveActingParty } from '../../identity/authenticate';
import { translator } from '../../i18n/locales';
import { requestLanguage } from '../../portal/shared';
import { mailActingParty, pdfAttachment } from '../portal-mail/portal-mail.service';
import {
  errors,
  IdQuery,
  LanguageQuery,
  MailSent,
  OptionalLanguageBody,
} from '../../../src/domain/api/common';
import { claimsOverview, claimsOverviewPdf, getClaim } from './claim.service';

/** /api/claim/v1/: the acting party's claims, one claim, and the overview by e-mail. */
export const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['claim'];

  app.get(
    '/',
    {
      // Only '<prefix>/': API paths keep their trailing slash, and one path keeps the docs and audit exact.
      prefixTrailingSlash: 'slash',
      preHandler: app.requireAuth,
      schema: {
        summary: 'Claims of the acting party with timeline, next step, handler and payments',
        tags,
        response: { 200: ClaimsResponse },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return claimsOverview(db, acting.kennitala);
    },
  );

  app.get(
    '/getclaim/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'One claim of the acting party (404 for any other id)',
        tags,
        querystring: IdQuery,
        response: { 200: Claim, ...errors(404) },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return getClaim(db, acting.kennitala, request.query.id);
    },
  );

  app.post(
    '/sendclaimsoverview/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'E-mails the claims overview as a PDF to the registered address',
        tags,
        querystring: LanguageQuery,
        body: OptionalLanguageBody,
        response: { 200: MailSent, ...errors(409, 429) },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const pdf = await claimsOverviewPdf(await claimsOverview(db, acting.kennitala), acting, lang);
      return mailActingParty(request, acting, {
        subject: t('mail.claimsOverview.subject'),
        text: t('mail.claimsOverview.text', { name: acting.fullName }),
        attachments: [pdfAttachment(`${t('file.claimsOverview')}.pdf`, pdf)],
      });
    },
  );
};
