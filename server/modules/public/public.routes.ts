import type { FastifyPluginAsync } from 'fastify';
import { TRAVEL_DESTINATIONS, TRAVEL_PLANS } from '../../../src/domain/api/portal';
import { isoDateSchema } from '../print/portal';
import { verifyCertificate } from '../travel/travel.service';

const verificationSchema = {
  type: 'object',
  required: [
    'code',
    'valid',
    'status',
    'travellerName',
    'plan',
    'startDate',
    'endDate',
    'destination',
    'issuedAt',
  ],
  properties: {
    code: { type: 'string' },
    valid: { type: 'boolean' },
    status: { type: 'string', enum: ['valid', 'expired'] },
    travellerName: { type: 'string' },
    plan: { type: 'string', enum: TRAVEL_PLANS },
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    destination: { type: 'string', enum: TRAVEL_DESTINATIONS },
    issuedAt: { type: 'string', format: 'date-time' },
  },
} as const;

/**
 * /api/public/v1/: calls the public site makes without signing in. The travel certificate check
 * shows only the traveller's first name and initial: the code on the paper is the secret.
 */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;

  app.get<{ Params: { code: string } }>(
    '/travelcertificate/:code/',
    {
      schema: {
        summary: "Verifies a travel certificate's code (public; 404 for an unknown code)",
        tags: ['public'],
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', pattern: '^[0-9A-Za-z-]{12,16}$' } },
        },
        response: { 200: verificationSchema },
      },
    },
    async (request) => verifyCertificate(db, request.params.code),
  );
};
