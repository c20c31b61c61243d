import type { FastifyPluginAsync } from 'fastify';
import { DOCUMENT_CATEGORIES } from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import { translator } from '../../i18n/locales';
import {
  idBodySchema,
  idQuerySchema,
  langQuerySchema,
  localizedSchema,
  mailActingParty,
  mailSentSchema,
  pdfAttachment,
  pdfResponseSchema,
  requestLanguage,
  sendPdf,
  uuidSchema,
} from '../print/portal';
import {
  documentPdf,
  electronicDocuments,
  getDocument,
  markRead,
  markReadOnDownload,
} from './document.service';

const dateTime = { type: 'string', format: 'date-time' } as const;

const documentSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'category',
    'createdAt',
    'readAt',
    'unread',
    'policyId',
    'policyNumber',
    'claimId',
    'claimNumber',
    'fileName',
  ],
  properties: {
    id: uuidSchema,
    title: localizedSchema,
    category: { type: 'string', enum: DOCUMENT_CATEGORIES },
    createdAt: dateTime,
    readAt: { type: ['string', 'null'], format: 'date-time' },
    unread: { type: 'boolean' },
    policyId: { type: ['string', 'null'], format: 'uuid' },
    policyNumber: { type: ['string', 'null'] },
    claimId: { type: ['string', 'null'], format: 'uuid' },
    claimNumber: { type: ['string', 'null'] },
    fileName: localizedSchema,
  },
} as const;

const documentsSchema = {
  type: 'object',
  required: ['documents', 'unreadCount'],
  properties: {
    documents: { type: 'array', items: documentSchema },
    unreadCount: { type: 'integer' },
  },
} as const;

const markReadSchema = {
  type: 'object',
  required: ['id', 'readAt', 'unreadCount'],
  properties: { id: uuidSchema, readAt: dateTime, unreadCount: { type: 'integer' } },
} as const;

/** /api/document/: electronic documents — list, download as PDF, e-mail, mark read. */
export const electronicDocumentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['document'];

  app.get(
    '/v1/edocuments/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Electronic documents of the acting party, newest first, with unread state',
        tags,
        response: { 200: documentsSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return electronicDocuments(db, acting.kennitala);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/v2/download/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The document as a PDF (attachment); marks it read',
        tags,
        querystring: idQuerySchema,
        response: { 200: pdfResponseSchema },
      },
    },
    async (request, reply) => {
      const acting = await resolveActingParty(request);
      const lang = requestLanguage(request);
      const { document, body } = await getDocument(db, acting.kennitala, request.query.id);
      const pdf = await documentPdf(document, body, acting, lang);
      await markReadOnDownload(db, acting, document.id);
      return sendPdf(reply, pdf, document.fileName[lang]);
    },
  );

  app.post<{ Body: { id: string } }>(
    '/v2/send/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'E-mails the document as a PDF to the registered address',
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
      const { document, body } = await getDocument(db, acting.kennitala, request.body.id);
      const pdf = await documentPdf(document, body, acting, lang);
      return mailActingParty(request, acting, {
        subject: t('mail.document.subject', { title: document.title[lang] }),
        text: t('mail.document.text', { name: acting.fullName, title: document.title[lang] }),
        attachments: [pdfAttachment(document.fileName[lang], pdf)],
      });
    },
  );

  app.post<{ Body: { id: string } }>(
    '/v2/read/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Marks the document read',
        tags,
        body: idBodySchema,
        response: { 200: markReadSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return markRead(db, acting.kennitala, request.body.id);
    },
  );
};
