import type { FastifyPluginAsync } from 'fastify';
import { PROPOSAL_STATUSES } from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import { isoDateSchema, localizedSchema, productSchema, uuidSchema } from '../print/portal';
import { proposals } from './ods.service';

const proposalsSchema = {
  type: 'object',
  required: ['proposals'],
  properties: {
    proposals: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'number',
          'product',
          'description',
          'annualPremium',
          'submittedDate',
          'status',
        ],
        properties: {
          id: uuidSchema,
          number: { type: 'string' },
          product: productSchema,
          description: localizedSchema,
          annualPremium: { type: ['integer', 'null'] },
          submittedDate: isoDateSchema,
          status: { type: 'string', enum: PROPOSAL_STATUSES },
        },
      },
    },
  },
} as const;

/** /api/ods/v1/proposal/: the acting party's insurance proposals (applications). */
export const odsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/proposal/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Proposals (applications) of the acting party, newest first',
        tags: ['ods'],
        response: { 200: proposalsSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return proposals(db, acting.kennitala);
    },
  );
};
