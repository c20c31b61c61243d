import type { FastifyPluginAsync } from 'fastify';
import { resolveActingParty } from '../../identity/authenticate';
import { translator } from '../../i18n/locales';
import {
  idBodySchema,
  idQuerySchema,
  langQuerySchema,
  mailActingParty,
  mailSentSchema,
  optionalLangBodySchema,
  pdfAttachment,
  requestLanguage,
} from '../print/portal';
import { benefitsSchema, policyOverviewSchema, policySchema } from './policy.schemas';
import {
  benefits,
  getPolicy,
  policyOverview,
  policyOverviewPdf,
  policyPdf,
} from './policy.service';

/** /api/policy/: the acting party's policies, benefits, and their PDFs by e-mail. */
export const policyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['policy'];

  app.get(
    '/v3/overview/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'All policies of the acting party, with coverages and documents',
        tags,
        querystring: langQuerySchema,
        response: { 200: policyOverviewSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return policyOverview(db, acting.kennitala);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/v2/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'One policy of the acting party (404 for any other id)',
        tags,
        querystring: idQuerySchema,
        response: { 200: policySchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return getPolicy(db, acting.kennitala, request.query.id);
    },
  );

  app.get(
    '/v2/benefits/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Benefits that come with the policy mix: discounts and included services',
        tags,
        response: { 200: benefitsSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return benefits(db, acting.kennitala);
    },
  );

  app.post(
    '/v1/sendpolicyoverview/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'E-mails the policy overview as a PDF to the registered address',
        tags,
        querystring: langQuerySchema,
        body: optionalLangBodySchema,
        response: { 200: mailSentSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const pdf = await policyOverviewPdf(await policyOverview(db, acting.kennitala), acting, lang);
      return mailActingParty(request, acting, {
        subject: t('mail.policyOverview.subject'),
        text: t('mail.policyOverview.text', { name: acting.fullName }),
        attachments: [pdfAttachment(`${t('file.policyOverview')}.pdf`, pdf)],
      });
    },
  );

  app.post<{ Body: { id: string } }>(
    '/v2/sendpolicy/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "E-mails one policy's PDF to the registered address",
        tags,
        querystring: langQuerySchema,
        body: idBodySchema,
        response: { 200: mailSentSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const policy = await getPolicy(db, acting.kennitala, request.body.id);
      const pdf = await policyPdf(policy, lang);
      return mailActingParty(request, acting, {
        subject: t('mail.policy.subject', { number: policy.number }),
        text: t('mail.policy.text', {
          name: acting.fullName,
          product: policy.product.name[lang],
          number: policy.number,
        }),
        attachments: [pdfAttachment(`${t('file.policy')} ${policy.number}.pdf`, pdf)],
      });
    },
  );
};
