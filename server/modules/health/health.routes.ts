import type { FastifyPluginAsync } from 'fastify';

const healthResponse = {
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    database: { type: 'string', enum: ['up', 'down'] },
    uptimeSeconds: { type: 'number' },
  },
} as const;

/** Load balancers and people ask this; it answers 503 when the database does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const databaseUp = await app.deps.database.ping();
      return reply.code(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
