import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Claim,
  ClaimAttachment,
  ClaimAttachmentQuery,
  ClaimMessageRequest,
  ClaimsAwaitingHolder,
  ClaimsResponse,
  HolderDecisionRequest,
  HolderDecisionResponse,
} from '../../../src/domain/api/claim';
import { ATTACHMENT_FIELD, REPLY_BODY_FIELD } from '../../../src/domain/attachments';
import { CLAIM_FILE_LIMITS } from '../../../src/domain/forms/claim-report';
import {
  CLAIM_MESSAGE_MAX_LENGTH,
  CLAIM_REPLY_FILE_LIMITS,
} from '../../../src/domain/claim-handling';
import { badRequest, notFound } from '../../errors';
import { sendBytes } from '../../portal/shared';
import { prepareAttachments } from '../../uploads/attachments';
import { readUpload } from '../../uploads/multipart';
import { FILE_RESPONSE, fileHeaders } from './claim-handling.routes';
import { customerClaimFile, customerReply } from './claim-handling.service';
import { actorOf } from '../../identity/authenticate';
import { claimsAwaitingHolder, decideAsHolder } from './holder-confirmation.service';
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
import { requestServiceContact } from '../help/general-config';

/** /api/claim/v1/: the acting party's claims, one claim, and the overview by e-mail. */
export const claimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['claim'];

  app.get(
    '/',
    {
      // Only '<prefix>/': API paths keep their trailing slash, and one path keeps the docs and audit exact.
      prefixTrailingSlash: 'slash',
      schema: {
        summary: 'Claims of the acting party with timeline, next step, handler and payments',
        tags,
        response: { 200: ClaimsResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return claimsOverview(db, acting.kennitala);
    },
  );

  app.get(
    '/getclaim/',
    {
      schema: {
        summary: 'One claim of the acting party (404 for any other id)',
        tags,
        querystring: IdQuery,
        response: { 200: Claim, ...errors(404) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return getClaim(db, acting.kennitala, request.query.id);
    },
  );

  app.get(
    '/awaiting-confirmation/',
    {
      schema: {
        summary:
          'Claims others reported naming the acting person as the insured, waiting for them to confirm or reject (not in their claims until confirmed)',
        tags,
        response: { 200: ClaimsAwaitingHolder },
      },
    },
    async (request) => claimsAwaitingHolder(db, (await request.actingParty()).kennitala),
  );

  app.post(
    '/holder-decision/',
    {
      schema: {
        summary:
          'The policy holder, signed in themself, confirms or rejects a claim someone else reported in their name (403 when acting for someone)',
        tags,
        querystring: IdQuery,
        body: HolderDecisionRequest,
        response: {
          200: HolderDecisionResponse,
          ...errors(403, 404),
        },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return decideAsHolder(db, acting, actorOf(request.auth!), request.query.id, request.body);
    },
  );

  app.post(
    '/sendclaimsoverview/',
    {
      schema: {
        summary: 'E-mails the claims overview as a PDF to the registered address',
        tags,
        querystring: LanguageQuery,
        body: OptionalLanguageBody,
        response: { 200: MailSent, ...errors(409, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const pdf = await claimsOverviewPdf(
        await claimsOverview(db, acting.kennitala),
        acting,
        lang,
        await requestServiceContact(request, lang),
      );
      return mailActingParty(request, acting, {
        subject: t('mail.claimsOverview.subject'),
        text: t('mail.claimsOverview.text', { name: acting.fullName }),
        attachments: [pdfAttachment(`${t('file.claimsOverview')}.pdf`, pdf)],
      });
    },
  );

  app.post(
    '/message/',
    {
      schema: {
        summary:
          "Writes to the claim's handler; while the claim waits for the customer it is the answer and the claim goes back to review",
        tags,
        querystring: IdQuery,
        body: ClaimMessageRequest,
        response: { 200: Claim, ...errors(403, 404, 409) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      await customerReply(
        db,
        acting,
        request.query.id,
        { body: request.body.body, files: [] },
        actorOf(request.auth!),
      );
      return getClaim(db, acting.kennitala, request.query.id);
    },
  );

  app.post(
    '/files/',
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: `Adds one photo or document to an open claim (multipart, in \`${ATTACHMENT_FIELD}\`): PDF, JPEG, PNG, WebP or HEIC by its bytes, pictures redrawn as JPEG without metadata`,
        tags,
        consumes: ['multipart/form-data'],
        querystring: IdQuery,
        response: { 201: ClaimAttachment, ...errors(403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const acting = await request.actingParty();
      const upload = await readUpload(request, {
        fileFields: [ATTACHMENT_FIELD],
        maxFiles: 1,
        maxFileBytes: CLAIM_FILE_LIMITS.maxFileBytes,
      });
      const [file] = await prepareAttachments(upload.files);
      if (!file)
        throw badRequest('NoFile', 'Send one file', { [ATTACHMENT_FIELD]: ['requiredField'] });
      const stored = await customerReply(
        db,
        acting,
        request.query.id,
        { body: '', files: [file] },
        actorOf(request.auth!),
      );
      return reply.code(201).send(stored[0]!);
    },
  );

  app.post(
    '/reply/',
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: `The customer's message and files in one send (multipart: \`${REPLY_BODY_FIELD}\` and up to ${CLAIM_REPLY_FILE_LIMITS.maxFiles} files in \`${ATTACHMENT_FIELD}\`, checked by their bytes): all kept or none; while the claim waits for the customer it is the answer`,
        tags,
        consumes: ['multipart/form-data'],
        querystring: IdQuery,
        response: { 200: Claim, ...errors(400, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const upload = await readUpload(request, {
        fileFields: [ATTACHMENT_FIELD],
        maxFiles: CLAIM_REPLY_FILE_LIMITS.maxFiles,
        maxFileBytes: CLAIM_REPLY_FILE_LIMITS.maxFileBytes,
        textFields: [REPLY_BODY_FIELD],
        maxFieldLength: CLAIM_MESSAGE_MAX_LENGTH,
        filesOptional: true,
      });
      const text = upload.fields[REPLY_BODY_FIELD];
      const files = await prepareAttachments(upload.files);
      await customerReply(
        db,
        acting,
        request.query.id,
        { body: typeof text === 'string' ? text : '', files },
        actorOf(request.auth!),
      );
      return getClaim(db, acting.kennitala, request.query.id);
    },
  );

  app.get(
    '/attachment/',
    {
      schema: {
        summary: "One of the claim's photos or documents, as a download",
        tags,
        querystring: ClaimAttachmentQuery,
        response: FILE_RESPONSE,
      },
    },
    async (request, reply) => {
      const acting = await request.actingParty();
      const file = await customerClaimFile(
        db,
        acting,
        request.query.id,
        request.query.attachmentId,
      );
      if (!file) throw notFound('AttachmentNotFound', 'No such file');
      return sendBytes(reply, file.content, fileHeaders(file));
    },
  );
};
