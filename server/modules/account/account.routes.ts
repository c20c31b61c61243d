import type { FastifyPluginAsync } from 'fastify';
import { TRANSACTION_TYPES } from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import { translator } from '../../i18n/locales';
import {
  iskSchema,
  isoDateSchema,
  langSchema,
  langQuerySchema,
  localizedSchema,
  mailActingParty,
  mailSentSchema,
  pdfAttachment,
  requestLanguage,
  uuidSchema,
} from '../print/portal';
import { formatDate } from '../print/format';
import { accountOverview, transactionsPdf, type AccountFilter } from './account.service';

const typeSchema = { type: 'string', enum: [...TRANSACTION_TYPES, 'all'] } as const;

export const accountFilterProperties = {
  from: isoDateSchema,
  to: isoDateSchema,
  type: typeSchema,
} as const;

const totalSchema = {
  type: 'object',
  required: ['count', 'amount'],
  properties: { count: { type: 'integer' }, amount: iskSchema },
} as const;

const accountSchema = {
  type: 'object',
  required: ['from', 'to', 'type', 'transactions', 'totals'],
  properties: {
    from: isoDateSchema,
    to: isoDateSchema,
    type: typeSchema,
    transactions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'date', 'type', 'description', 'amount', 'policyId', 'policyNumber'],
        properties: {
          id: uuidSchema,
          date: isoDateSchema,
          type: { type: 'string', enum: TRANSACTION_TYPES },
          description: localizedSchema,
          amount: iskSchema,
          policyId: { type: ['string', 'null'], format: 'uuid' },
          policyNumber: { type: ['string', 'null'] },
        },
      },
    },
    totals: {
      type: 'object',
      required: ['byType', 'overall', 'charged', 'credited'],
      properties: {
        byType: {
          type: 'object',
          required: [...TRANSACTION_TYPES],
          properties: Object.fromEntries(TRANSACTION_TYPES.map((type) => [type, totalSchema])),
        },
        overall: totalSchema,
        charged: iskSchema,
        credited: iskSchema,
      },
    },
  },
} as const;

/** /api/account/v1/: transactions in a period, and the same by e-mail. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['account'];

  app.get<{ Querystring: AccountFilter }>(
    '/',
    {
      // Only '<prefix>/': SPEC §7 keeps the trailing slash, and one path keeps the docs and audit exact.
      prefixTrailingSlash: 'slash',
      preHandler: app.requireAuth,
      schema: {
        summary: 'Transactions in the period (default: the last 12 months), with totals',
        tags,
        querystring: { type: 'object', properties: accountFilterProperties },
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return accountOverview(db, acting.kennitala, request.query);
    },
  );

  app.post<{ Body: AccountFilter | null }>(
    '/sendtransactionoverview/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'E-mails the transactions of the period as a PDF to the registered address',
        tags,
        querystring: langQuerySchema,
        body: {
          type: ['object', 'null'],
          properties: { ...accountFilterProperties, lang: langSchema },
        },
        response: { 200: mailSentSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const account = await accountOverview(db, acting.kennitala, request.body ?? {});
      const pdf = await transactionsPdf(account, acting, lang);
      return mailActingParty(request, acting, {
        subject: t('mail.transactions.subject'),
        text: t('mail.transactions.text', {
          name: acting.fullName,
          from: formatDate(account.from, lang),
          to: formatDate(account.to, lang),
        }),
        attachments: [pdfAttachment(`${t('file.transactions')}.pdf`, pdf)],
      });
    },
  );
};
