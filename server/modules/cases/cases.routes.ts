import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CaseCreated,
  CaseDetail,
  CaseList,
  CaseListQuery,
  CaseReplyRequest,
  CaseStatusRequest,
  CustomerCase,
  CustomerCaseList,
  InquiryRequest,
  OfferRequest,
  AppointmentCreated,
  AppointmentRequest,
  AppointmentSlots,
  LetUsKnowRequest,
} from '../../../src/domain/api/case';
import { slotEnd } from '../../../src/domain/appointments';
import {
  appointmentSchema,
  inquirySchema,
  letUsKnowSchema,
  offerRequestSchema,
} from '../../../src/domain/forms';
import { freeSlots, requestAppointment } from './appointments.service';
import { formLimits } from './form-limits';
import { submitLetUsKnow } from './let-us-know.service';
import { errors, MultilineText, Uuid } from '../../../src/domain/api/common';
import { actorOf, resolveActingParty } from '../../identity/authenticate';
import { keyedLimit } from '../../security/rate-limit';
import { prepareAttachments } from '../../uploads/attachments';
import { readUpload } from '../../uploads/multipart';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_LIMITS,
  REPLY_BODY_FIELD,
} from '../../../src/domain/attachments';
import { CUSTOMER_REPLIES_PER_HOUR, replyAsCustomer } from './customer-reply.service';
import { CUSTOMER_REPLY_MAX_LENGTH } from '../../../src/domain/api/case-paths';
import { AppError } from '../../errors';
import { contentDisposition } from '../../download-name';
import { requestLanguage, sendBytes } from '../../portal/shared';
import { casesOfParty, findAttachment, listCases } from './cases.repository';
import {
  assignToCaller,
  changeStatus,
  decoyCaseNumber,
  receiveReply,
  replyToCase,
  staffCaseDetail,
  staffOf,
  submitInquiry,
  submitOfferRequest,
  type CaseDeps,
} from './cases.service';

export { INQUIRY_LIMIT_PER_ADDRESS, INQUIRY_LIMIT_PER_EMAIL } from './form-limits';

/** In demo mode the inbound-mail hook takes this secret when none is configured. */
export const DEMO_MAIL_INBOUND_SECRET = 'skjol-demo-inbound-mail';

const CaseParams = Type.Object({ id: Uuid });
const AttachmentParams = Type.Object({ id: Uuid, attachmentId: Uuid });

export function caseDeps(app: Parameters<FastifyPluginAsyncTypebox>[0]): CaseDeps {
  return {
    db: app.deps.database.db,
    mailer: app.deps.identity.mailer,
    mailFrom: app.deps.config.mailFrom,
  };
}

/** POST /api/form/v1/inquiry/: a visitor's question becomes a case. */
export const caseFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = caseDeps(app);
  const { withinFormLimits } = formLimits(app);
  const appointmentDeps = { ...deps, contentDir: app.deps.config.contentDir };

  app.post(
    '/v1/inquiry/',
    {
      config: { formRules: inquirySchema },
      schema: {
        summary:
          'A visitor sends an inquiry: it becomes a case and the sender is mailed its number',
        tags: ['forms'],
        body: InquiryRequest,
        response: { 201: CaseCreated, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      // A filled-in honeypot is a bot: it gets the answer a person would, and nothing is kept.
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'inquiry: honeypot filled in; dropped');
        return reply.code(201).send({ caseNumber: decoyCaseNumber() });
      }
      // Signed in or not: a bearer token, when sent, must be good; a customer's makes it theirs.
      if (request.headers.authorization) await app.requireAuth.call(app, request, reply);
      const signedIn = request.auth?.kind === 'customer' ? request.auth.ssn : null;
      const created = await submitInquiry(deps, request.body, requestLanguage(request), signedIn);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/v1/offerrequest/',
    {
      config: { formRules: offerRequestSchema },
      schema: {
        summary:
          'A visitor asks for a personal offer: it becomes a case and the sender is mailed its number',
        tags: ['forms'],
        body: OfferRequest,
        response: { 201: CaseCreated, ...errors(429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'offer request: honeypot filled in; dropped');
        return reply.code(201).send({ caseNumber: decoyCaseNumber() });
      }
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(201).send(await submitOfferRequest(deps, request.body, language));
    },
  );

  app.post(
    '/v1/letusknow/',
    {
      config: { formRules: letUsKnowSchema },
      schema: {
        summary:
          'A visitor sends a complaint or a compliment: it becomes a case and the sender is mailed its number',
        tags: ['forms'],
        body: LetUsKnowRequest,
        response: { 201: CaseCreated, ...errors(429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'let us know: honeypot filled in; dropped');
        return reply.code(201).send({ caseNumber: decoyCaseNumber() });
      }
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(201).send(await submitLetUsKnow(deps, request.body, language));
    },
  );

  app.get(
    '/v1/requestappointment/slots/',
    {
      schema: {
        summary: 'The free half-hours of the next three weeks inside the opening hours',
        tags: ['forms'],
        response: { 200: AppointmentSlots },
      },
    },
    async () => freeSlots(appointmentDeps, new Date()),
  );

  app.post(
    '/v1/requestappointment/',
    {
      config: { formRules: appointmentSchema },
      schema: {
        summary:
          'A visitor books a free slot: it is held, becomes a case, and the confirmation carries an .ics',
        tags: ['forms'],
        body: AppointmentRequest,
        response: { 201: AppointmentCreated, ...errors(409, 429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'appointment: honeypot filled in; dropped');
        const start = new Date(request.body.slot);
        const valid = !Number.isNaN(start.getTime());
        return reply.code(201).send({
          caseNumber: decoyCaseNumber(),
          start: valid ? start.toISOString() : new Date().toISOString(),
          end: (valid ? slotEnd(start) : new Date()).toISOString(),
        });
      }
      const language = request.body.lang ?? requestLanguage(request);
      const created = await requestAppointment(
        { ...appointmentDeps, siteUrl: app.deps.config.siteUrl },
        request.body,
        language,
        new Date(),
      );
      return reply.code(201).send(created);
    },
  );
};

/** /api/staff/v1/cases/: the inbox. Staff only; writes need Full or Admin. */
export const staffCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = caseDeps(app);
  const { db } = deps;
  const tags = ['inbox'];

  app.get(
    '/cases/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The inbox: cases newest first, filtered by status, queue, kind and assignee',
        tags,
        querystring: CaseListQuery,
        response: { 200: CaseList },
      },
    },
    async (request) => {
      const staff = staffOf(request.auth);
      const { assignee, ...filters } = request.query;
      return {
        cases: await listCases(db, {
          ...filters,
          ...(assignee ? { assignee: assignee === 'me' ? staff.username : assignee } : {}),
        }),
      };
    },
  );

  app.get(
    '/cases/:id/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'One case with its thread and attachments',
        tags,
        params: CaseParams,
        response: { 200: CaseDetail },
      },
    },
    async (request) => {
      staffOf(request.auth);
      return staffCaseDetail(db, request.params.id);
    },
  );

  app.post(
    '/cases/:id/assign/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The caller takes the case',
        tags,
        params: CaseParams,
        response: { 200: CaseDetail },
      },
    },
    async (request) => assignToCaller(db, request.auth, request.params.id),
  );

  app.post(
    '/cases/:id/reply/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'E-mails a reply to the sender and keeps it on the case',
        tags,
        params: CaseParams,
        body: CaseReplyRequest,
        response: { 200: CaseDetail },
      },
    },
    async (request) => replyToCase(deps, request.auth, request.params.id, request.body),
  );

  app.post(
    '/cases/:id/status/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Changes the case's status",
        tags,
        params: CaseParams,
        body: CaseStatusRequest,
        response: { 200: CaseDetail },
      },
    },
    async (request) => changeStatus(db, request.auth, request.params.id, request.body.status),
  );

  app.get(
    '/cases/:id/attachments/:attachmentId/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'A file that came with the case',
        tags,
        params: AttachmentParams,
        response: {
          200: {
            description: 'The file as it was sent',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      staffOf(request.auth);
      const file = await findAttachment(db, request.params.id, request.params.attachmentId);
      if (!file) throw new AppError('AttachmentNotFound', 404, 'No such attachment');
      // A download, never rendered on our origin, whatever the sender said it was.
      return sendBytes(reply, file.content, {
        'content-type': file.content_type,
        'content-disposition': contentDisposition('attachment', file.filename),
        'x-content-type-options': 'nosniff',
      });
    },
  );
};

/** GET /api/user/v1/requests/: the acting party's own cases ("My requests"). */
export const customerCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/requests/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "The acting party's cases with the replies staff sent",
        tags: ['requests'],
        response: { 200: CustomerCaseList },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return { cases: await casesOfParty(db, acting.kennitala) };
    },
  );

  // Each answer lands in a colleague's inbox: a person's answers in an hour are limited so a
  // stuck button or a script cannot fill it.
  const answers = keyedLimit(app, {
    name: 'case-customer-reply',
    max: CUSTOMER_REPLIES_PER_HOUR,
    timeWindowMs: 60 * 60_000,
    key: ({ auth }) =>
      auth ? (auth.kind === 'staff' ? `staff:${auth.username}` : auth.ssn) : undefined,
  });
  app.post(
    '/requests/:id/reply/',
    {
      preHandler: app.requireAuth,
      config: { acceptsMultipart: true },
      schema: {
        summary: `The customer answers their case (multipart: \`${REPLY_BODY_FIELD}\` and up to ${ATTACHMENT_LIMITS.maxFiles} files in \`${ATTACHMENT_FIELD}\`, checked by their bytes); a case waiting for them is worked on again`,
        tags: ['requests'],
        consumes: ['multipart/form-data'],
        params: CaseParams,
        response: { 200: CustomerCase, ...errors(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      if ((await answers.hit(request)).exceeded)
        throw new AppError('TooManyUpdateRequests', 429, 'Too many answers this hour');
      const upload = await readUpload(request, {
        fileFields: [ATTACHMENT_FIELD],
        maxFiles: ATTACHMENT_LIMITS.maxFiles,
        maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
        textFields: [REPLY_BODY_FIELD],
        maxFieldLength: CUSTOMER_REPLY_MAX_LENGTH,
        filesOptional: true,
      });
      const text = upload.fields[REPLY_BODY_FIELD];
      return replyAsCustomer(
        db,
        acting,
        request.params.id,
        {
          body: typeof text === 'string' ? text : '',
          files: await prepareAttachments(upload.files),
        },
        actorOf(request.auth!),
      );
    },
  );
};

const InboundMail = Type.Object({
  to: Type.String({ maxLength: 2000 }),
  from: Type.String({ maxLength: 500 }),
  subject: Type.Optional(Type.String({ maxLength: 1000 })),
  text: MultilineText({ maxLength: 100_000 }),
});

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /api/hooks/mail/inbound: the mail provider's inbound hook hands us answers sent to a case's
 * reply address; the secret comes in the `x-skjol-inbound-secret` header.
 */
export const inboundMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.deps;
  const { db } = app.deps.database;
  const secret =
    config.mailInboundSecret ?? (config.demoMode ? DEMO_MAIL_INBOUND_SECRET : undefined);

  app.post(
    '/mail/inbound',
    {
      preValidation: async (request) => {
        if (!secret)
          throw new AppError(
            'WebhookNotConfigured',
            503,
            'The inbound-mail hook is not configured (MAIL_INBOUND_SECRET)',
          );
        const given = request.headers['x-skjol-inbound-secret'];
        if (typeof given !== 'string' || !sameSecret(given, secret))
          throw new AppError('WebhookForbidden', 403, 'Wrong or missing secret');
      },
      schema: {
        summary: 'Files an e-mail answer to the case its reply address names',
        tags: ['inbox'],
        body: InboundMail,
        response: {
          200: Type.Object({
            filed: Type.Boolean(),
            caseNumber: Type.Optional(Type.String()),
          }),
          ...errors(403),
        },
      },
    },
    async (request) => {
      const filed = await receiveReply(db, request.body);
      return filed ? { filed: true, caseNumber: filed.caseNumber } : { filed: false };
    },
  );
};
