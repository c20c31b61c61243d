import type { FastifyPluginAsync } from 'fastify';
import {
  TRAVEL_COVER_KEYS,
  TRAVEL_DESTINATIONS,
  TRAVEL_PLANS,
  type TravelCertificateRequest,
  type TravelPlan,
} from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import { translator } from '../../i18n/locales';
import {
  iskSchema,
  isoDateSchema,
  langSchema,
  langQuerySchema,
  localizedSchema,
  mailActingParty,
  nullableIsoDateSchema,
  nullableLocalizedSchema,
  pdfAttachment,
  pdfResponseSchema,
  requestLanguage,
  sendPdf,
} from '../print/portal';
import { issueCertificate, travelPlan } from './travel.service';

const planResponseSchema = {
  type: 'object',
  required: [
    'plan',
    'hasPlan',
    'policyId',
    'policyNumber',
    'description',
    'validFrom',
    'validTo',
    'maxTripDays',
    'travellers',
    'covers',
    'destinations',
  ],
  properties: {
    plan: { type: 'string', enum: TRAVEL_PLANS },
    hasPlan: { type: 'boolean' },
    policyId: { type: ['string', 'null'], format: 'uuid' },
    policyNumber: { type: ['string', 'null'] },
    description: nullableLocalizedSchema,
    validFrom: nullableIsoDateSchema,
    validTo: nullableIsoDateSchema,
    maxTripDays: { type: 'integer' },
    travellers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ssn', 'name', 'relation', 'birthDate'],
        properties: {
          ssn: { type: 'string' },
          name: { type: 'string' },
          relation: { type: 'string', enum: ['self', 'spouse', 'child'] },
          birthDate: isoDateSchema,
        },
      },
    },
    covers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'name', 'amount'],
        properties: {
          key: { type: 'string', enum: TRAVEL_COVER_KEYS },
          name: localizedSchema,
          amount: iskSchema,
        },
      },
    },
    destinations: { type: 'array', items: { type: 'string', enum: TRAVEL_DESTINATIONS } },
  },
} as const;

const certificateBody = {
  type: 'object',
  required: ['plan', 'travellerSsn', 'startDate', 'endDate', 'destination'],
  additionalProperties: false,
  properties: {
    plan: { type: 'string', enum: TRAVEL_PLANS },
    travellerSsn: { type: 'string', pattern: '^\\d{10}$' },
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    destination: { type: 'string', enum: TRAVEL_DESTINATIONS },
    lang: langSchema,
  },
} as const;

const certificateSentSchema = {
  type: 'object',
  required: ['sent', 'to', 'verificationCode'],
  properties: {
    sent: { type: 'boolean', const: true },
    to: { type: 'string' },
    verificationCode: { type: 'string' },
  },
} as const;

/**
 * Travel insurance confirmations (individuals only): /api/policy/v4/travel/{ccard,fplus}/ and the
 * per-traveller certificate under /api/policy/v3/travel/.
 */
export const travelRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['travel'];

  for (const plan of TRAVEL_PLANS) {
    app.get(
      `/v4/travel/${plan}/`,
      {
        preHandler: app.requireAuth,
        schema: {
          summary: `The ${plan === 'ccard' ? 'credit-card' : 'F plús'} travel plan: whether held, travellers, cover amounts`,
          tags,
          response: { 200: planResponseSchema },
        },
      },
      async (request) => {
        const acting = await resolveActingParty(request);
        return travelPlan(db, acting, plan as TravelPlan);
      },
    );
  }

  app.post<{ Body: TravelCertificateRequest }>(
    '/v3/travel/downloadPdf/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Issues a travel certificate for one traveller and answers the PDF',
        tags,
        querystring: langQuerySchema,
        body: certificateBody,
        response: { 200: pdfResponseSchema },
      },
    },
    async (request, reply) => {
      const acting = await resolveActingParty(request);
      const issued = await issueCertificate(db, acting, request.body, {
        lang: requestLanguage(request),
        siteUrl: app.deps.config.siteUrl,
      });
      reply.header('x-verification-code', issued.code);
      return sendPdf(reply, issued.pdf, issued.fileName);
    },
  );

  app.post<{ Body: TravelCertificateRequest }>(
    '/v3/travel/sendPdf/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Issues a travel certificate for one traveller and e-mails the PDF',
        tags,
        querystring: langQuerySchema,
        body: certificateBody,
        response: { 200: certificateSentSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const issued = await issueCertificate(db, acting, request.body, {
        lang,
        siteUrl: app.deps.config.siteUrl,
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
