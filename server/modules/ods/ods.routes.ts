import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProposalsResponse } from '../../../src/domain/api/offer';
import { proposals } from './ods.service';

/** /api/ods/v1/proposal/: the acting party's insurance proposals (applications). */
export const odsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/proposal/',
    {
      schema: {
        summary: 'Proposals (applications) of the acting party, newest first',
        tags: ['ods'],
        response: { 200: ProposalsResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return proposals(db, acting.kennitala);
    },
  );
};
