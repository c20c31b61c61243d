import type { FastifyPluginAsync } from 'fastify';
import { CLAIM_STATUSES } from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import { translator } from '../../i18n/locales';
import {
  idQuerySchema,
  iskSchema,
  isoDateSchema,
  langQuerySchema,
  localizedSchema,
  mailActingParty,
  mailSentSchema,
  nullableIsoDateSchema,
  nullableLocalizedSchema,
  optionalLangBodySchema,
  pdfAttachment,
  requestLanguage,
  uuidSchema,
} from '../print/portal';
import { claimsOverview, claimsOverviewPdf, getClaim } from './claim.service';

const statusSchema = { type: 'string', enum: CLAIM_STATUSES } as const;

export const claimSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'policyId',
    'policyNumber',
    'productKind',
    'title',
    'description',
    'incidentDate',
    'reportedDate',
    'status',
    'timeline',
    'nextStep',
    'handler',
    'estimatedAmount',
    'payments',
    'totalPaid',
  ],
  properties: {
    id: uuidSchema,
    number: { type: 'string' },
    policyId: { type: ['string', 'null'], format: 'uuid' },
    policyNumber: { type: ['string', 'null'] },
    productKind: { type: ['string', 'null'] },
    title: localizedSchema,
    description: localizedSchema,
    incidentDate: isoDateSchema,
    reportedDate: isoDateSchema,
    status: statusSchema,
    timeline: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'date', 'note'],
        properties: { status: statusSchema, date: isoDateSchema, note: nullableLocalizedSchema },
      },
    },
    nextStep: {
      type: ['object', 'null'],
      required: ['text', 'date'],
      properties: { text: localizedSchema, date: nullableIsoDateSchema },
    },
    handler: {
      type: ['object', 'null'],
      required: ['name', 'phone', 'email'],
      properties: {
        name: { type: 'string' },
        phone: { type: 'string' },
        email: { type: 'string' },
      },
    },
    estimatedAmount: { type: ['integer', 'null'] },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'date', 'amount', 'payee', 'description'],
        properties: {
          id: uuidSchema,
          date: isoDateSchema,
          amount: iskSchema,
          payee: { type: 'string' },
          description: localizedSchema,
        },
      },
    },
    totalPaid: iskSchema,
  },
} as const;

const claimsSchema = {
  type: 'object',
  required: ['claims', 'counts', 'openCount'],
  properties: {
    claims: { type: 'array', items: claimSchema },
    counts: {
      type: 'object',
      required: [...CLAIM_STATUSES],
      properties: Object.fromEntries(CLAIM_STATUSES.map((status) => [status, { type: 'integer' }])),
    },
    openCount: { type: 'integer' },
  },
} as const;

/** /api/claim/v1/: the acting party's claims, one claim, and the overview by e-mail. */
export const claimRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['claim'];

  app.get(
    '/',
    {
      // Only '<prefix>/': SPEC §7 keeps the trailing slash, and one path keeps the docs and audit exact.
      prefixTrailingSlash: 'slash',
      preHandler: app.requireAuth,
      schema: {
        summary: 'Claims of the acting party with timeline, next step, handler and payments',
        tags,
        response: { 200: claimsSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return claimsOverview(db, acting.kennitala);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/getclaim/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'One claim of the acting party (404 for any other id)',
        tags,
        querystring: idQuerySchema,
        response: { 200: claimSchema },
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
        querystring: langQuerySchema,
        body: optionalLangBodySchema,
        response: { 200: mailSentSchema },
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
