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

const HEALTH_PING_MS = 800;

/** Load balancers and people ask this; it answers 503 when the database does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether this instance and its database answer',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      // Well inside a second, so a load balancer hears "down" before its own check gives up.
      const databaseUp = await app.deps.database.ping(HEALTH_PING_MS);
      return reply.code(databaseUp ? 200 : 503).send({
        status: databaseUp ? 'ok' : 'degraded',
        database: databaseUp ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
