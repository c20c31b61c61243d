import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calendarEntrySchema, lotteryEntrySchema } from '../../../src/domain/forms/lottery';
import { errors } from '../../../src/domain/api/common';
import { LotteryEntryCreated, LotteryEntryRequest } from '../../../src/domain/api/lottery';
import { CURRENT_DRAW, calendarDrawId } from '../../../src/domain/lottery';
import { requestLanguage } from '../../portal/shared';
import { formLimits } from '../cases/form-limits';
import { enterDraw } from './lottery.service';

/** /api/form/v1/lotterygame/: an entry in the current prize draw. */
export const lotteryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { withinFormLimits } = formLimits(app);

  app.post(
    '/v1/lotterygame/',
    {
      config: {
        formRules: (request) =>
          typeof (request.body as { calendarDay?: unknown } | undefined)?.calendarDay === 'number'
            ? calendarEntrySchema
            : lotteryEntrySchema,
      },
      schema: {
        summary:
          "Enters the current prize draw, or a Christmas calendar door's draw (calendarDay), once per e-mail address, while it is open (errors: AlreadyEntered, DrawClosed)",
        tags: ['forms'],
        body: LotteryEntryRequest,
        response: { 201: LotteryEntryCreated, ...errors(409, 429) },
      },
    },
    async (request, reply) => {
      await withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'prize draw: honeypot filled in; dropped');
        const { calendarDay } = request.body;
        const drawId = calendarDay === undefined ? CURRENT_DRAW.id : calendarDrawId(calendarDay);
        return reply.code(201).send({ drawId, entered: true as const });
      }
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(201).send(await enterDraw(db, request.body, language));
    },
  );
};
