import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TravelCertificateRequest,
  TravelCertificateSentResponse,
  TravelPlanResponse,
} from '../../../src/domain/api/travel';
import { TRAVEL_PLANS } from '../../../src/domain/api/values';
import { translator } from '../../i18n/locales';
import { requestLanguage, sendPdf } from '../../portal/shared';
import { mailActingParty, pdfAttachment } from '../portal-mail/portal-mail.service';
import { errors, LanguageQuery, PdfFile } from '../../../src/domain/api/common';
import { issueCertificate, travelPlan } from './travel.service';
import { requestServiceContact } from '../help/general-config';

/**
 * Travel insurance confirmations (individuals only): /api/policy/v4/travel/{ccard,fplus}/ and the
 * per-traveller certificate under /api/policy/v3/travel/.
 */
export const travelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['travel'];

  for (const plan of TRAVEL_PLANS) {
    app.get(
      `/v4/travel/${plan}/`,
      {
        schema: {
          summary: `The ${plan === 'ccard' ? 'credit-card' : 'F plús'} travel plan: whether held, travellers, cover amounts`,
          tags,
          response: { 200: TravelPlanResponse, ...errors(403) },
        },
      },
      async (request) => {
        const acting = await request.actingParty();
        return travelPlan(db, acting, plan);
      },
    );
  }

  app.post(
    '/v3/travel/downloadPdf/',
    {
      schema: {
        summary: 'Issues a travel certificate for one traveller and answers the PDF',
        tags,
        querystring: LanguageQuery,
        body: TravelCertificateRequest,
        response: { 200: PdfFile, ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const issued = await issueCertificate(db, acting, request.body, {
        lang,
        siteUrl: app.deps.config.siteUrl,
        contact: await requestServiceContact(request, lang),
      });
      reply.header('x-verification-code', issued.code);
      return sendPdf(reply, issued.pdf, issued.fileName);
    },
  );

  app.post(
    '/v3/travel/sendPdf/',
    {
      schema: {
        summary: 'Issues a travel certificate for one traveller and e-mails the PDF',
        tags,
        querystring: LanguageQuery,
        body: TravelCertificateRequest,
        response: { 200: TravelCertificateSentResponse, ...errors(403, 404, 409, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const issued = await issueCertificate(db, acting, request.body, {
        lang,
        siteUrl: app.deps.config.siteUrl,
        contact: await requestServiceContact(request, lang),
      });
      const sent = await mailActingParty(request, acting, {
        subject: t('mail.travel.subject', { name: issued.travellerName }),
        text: t('mail.travel.text', {
          name: acting.fullName,
          traveller: issued.travellerName,
          code: issued.code,
        }),
        attachments: [pdfAttachment(issued.fileName, issued.pdf)],
      });
      return { ...sent, verificationCode: issued.code };
    },
  );
};
