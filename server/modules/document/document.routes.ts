import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ElectronicDocumentsResponse,
  MarkDocumentReadResponse,
} from '../../../src/domain/api/document';
import { translator } from '../../i18n/locales';
import { requestLanguage, sendPdf } from '../../portal/shared';
import { mailActingParty, pdfAttachment } from '../portal-mail/portal-mail.service';
import {
  IdBody,
  IdQuery,
  errors,
  LanguageQuery,
  MailSent,
  PdfFile,
} from '../../../src/domain/api/common';
import {
  documentPdf,
  electronicDocuments,
  getDocument,
  markRead,
  markReadOnDownload,
} from './document.service';
import { requestServiceContact } from '../help/general-config';

/** /api/document/: electronic documents — list, download as PDF, e-mail, mark read. */
export const electronicDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['document'];

  app.get(
    '/v1/edocuments/',
    {
      schema: {
        summary: 'Electronic documents of the acting party, newest first, with unread state',
        tags,
        response: { 200: ElectronicDocumentsResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return electronicDocuments(db, acting.kennitala);
    },
  );

  /** The acting party's document `id`, drawn as a PDF in the request's language. */
  async function documentAsPdf(request: FastifyRequest, id: string) {
    const acting = await request.actingParty();
    const lang = requestLanguage(request);
    const { document, body } = await getDocument(db, acting.kennitala, id);
    const contact = await requestServiceContact(request, lang);
    return {
      acting,
      lang,
      document,
      pdf: await documentPdf(document, body, acting, lang, contact),
    };
  }

  app.get(
    '/v2/download/',
    {
      schema: {
        summary: 'The document as a PDF (attachment); marks it read',
        tags,
        querystring: IdQuery,
        response: { 200: PdfFile, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { acting, lang, document, pdf } = await documentAsPdf(request, request.query.id);
      await markReadOnDownload(db, acting, document.id);
      // A GET that writes: what this instance keeps of the party is stale from now on.
      app.partyReads.forget(acting.kennitala);
      return sendPdf(reply, pdf, document.fileName[lang]);
    },
  );

  app.post(
    '/v2/send/',
    {
      schema: {
        summary: 'E-mails the document as a PDF to the registered address',
        tags,
        querystring: LanguageQuery,
        body: IdBody,
        response: { 200: MailSent, ...errors(404, 409, 429) },
      },
    },
    async (request) => {
      const { acting, lang, document, pdf } = await documentAsPdf(request, request.body.id);
      const t = translator(lang, 'portal-documents');
      return mailActingParty(request, acting, {
        subject: t('mail.document.subject', { title: document.title[lang] }),
        text: t('mail.document.text', { name: acting.fullName, title: document.title[lang] }),
        attachments: [pdfAttachment(document.fileName[lang], pdf)],
      });
    },
  );

  app.post(
    '/v2/read/',
    {
      schema: {
        summary: 'Marks the document read',
        tags,
        body: IdBody,
        response: { 200: MarkDocumentReadResponse, ...errors(404) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return markRead(db, acting.kennitala, request.body.id);
    },
  );
};
