import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conferenceSignupSchema } from '../../../src/domain/forms/conference-signup';
import { errors } from '../../../src/domain/api/common';
import {
  ConferenceSignupCreated,
  ConferenceSignupRequest,
  EventSeats,
} from '../../../src/domain/api/events';
import { requestLanguage } from '../../portal/shared';
import { formLimits } from '../cases/form-limits';
import { eventSeats, seatsLeftAt, signUpForEvent } from './events.service';

/** /api/form/v1/conferencesignup/: Skjól's events, their free seats, and signing up for one. */
export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { mailer } = app.deps.identity;
  const { withinFormLimits } = formLimits(app);

  app.get(
    '/v1/conferencesignup/',
    {
      schema: {
        summary: 'The events one can sign up for, with the seats still free',
        tags: ['forms'],
        response: { 200: EventSeats },
      },
    },
    async () => eventSeats(db, new Date()),
  );

  app.post(
    '/v1/conferencesignup/',
    {
      config: { formRules: conferenceSignupSchema },
      schema: {
        summary:
          'Signs a person up for an event: one numbered seat, never more than the event has, once per e-mail address; a confirmation is mailed (errors: EventFull, EventClosed, AlreadySignedUp)',
        tags: ['forms'],
        body: ConferenceSignupRequest,
        response: { 201: ConferenceSignupCreated, ...errors(409, 429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'event sign-up: honeypot filled in; dropped');
        const eventId = request.body.eventId;
        return reply
          .code(201)
          .send({ eventId, seatsLeft: await seatsLeftAt(db, eventId, new Date()) });
      }
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(201).send(await signUpForEvent({ db, mailer }, request.body, language));
    },
  );
};
