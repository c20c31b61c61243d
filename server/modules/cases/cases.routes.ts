import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CaseCreated,
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
import { errors, MultilineText } from '../../../src/domain/api/common';
import { AppError } from '../../errors';
import { requestLanguage } from '../../portal/shared';
import {
  decoyCaseNumber,
  receiveReply,
  submitInquiry,
  submitOfferRequest,
  caseDeps,
} from './cases.service';

export { INQUIRY_LIMIT_PER_ADDRESS, INQUIRY_LIMIT_PER_EMAIL } from './form-limits';

/** In demo mode the inbound-mail hook takes this secret when none is configured. */
export const DEMO_MAIL_INBOUND_SECRET = 'skjol-demo-inbound-mail';

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
