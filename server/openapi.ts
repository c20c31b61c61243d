import type { FastifyPluginAsync, RouteOptions } from 'fastify';

/**
 * OpenAPI 3.1 at /api/docs, generated from the routes' own schemas: every /api route registered
 * after this plugin is collected through an `onRoute` hook, so the document cannot drift from what
 * the server validates and serialises. Registered without encapsulation so the hook sees every
 * route of the app, not only its own.
 */

declare module 'fastify' {
  interface FastifySchema {
    /** One line for the OpenAPI operation. */
    summary?: string;
    description?: string;
    tags?: readonly string[];
  }
}

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const PROBLEM_SCHEMA = {
  type: 'object',
  required: ['type', 'title', 'status', 'errorCode', 'message'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    errorCode: { type: 'string', description: 'Stable code, translated on the client' },
    message: { type: 'string' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

/** '/api/x/:code/' -> '/api/x/{code}/' */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: JsonSchema | undefined, where: 'query' | 'path' | 'header') {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function responses(schema: Record<string, unknown> | undefined) {
  const result: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(schema ?? {})) {
    const value = response as JsonSchema;
    if (value.content) {
      result[status] = { description: value.description ?? 'OK', content: value.content };
    } else {
      result[status] = {
        description: (value.description as string | undefined) ?? 'OK',
        content: { 'application/json': { schema: value } },
      };
    }
  }
  if (Object.keys(result).length === 0) result['200'] = { description: 'OK' };
  result.default = {
    description: 'An error (application/problem+json)',
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  };
  return result;
}

function operation(route: RouteOptions, method: string): Operation {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const body = schema.body as JsonSchema | undefined;
  const secured = Boolean(route.preHandler);
  return {
    operationId: `${method}${route.url.replace(/[^A-Za-z0-9]+/g, '_')}`.replace(/_+$/, ''),
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.tags ? { tags: schema.tags } : {}),
    parameters: [
      ...parameters(schema.params as JsonSchema | undefined, 'path'),
      ...parameters(schema.querystring as JsonSchema | undefined, 'query'),
    ],
    ...(body && method !== 'get'
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses: responses(schema.response as Record<string, unknown> | undefined),
    ...(secured ? { security: [{ bearer: [] }] } : {}),
  };
}

export const openApi: FastifyPluginAsync = async (app) => {
  const paths: Record<string, Record<string, Operation>> = {};

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method])
      .map((method) => method.toLowerCase())
      .filter((method) => method !== 'head' && method !== 'options');
    const path = openApiPath(route.url);
    for (const method of methods) {
      (paths[path] ??= {})[method] = operation(route, method);
    }
  });

  const document = () => ({
    openapi: '3.1.0',
    info: {
      title: 'Skjól API',
      version: '1.0.0',
      description:
        'The API of the Skjól site and customer portal. Portal calls act for the signed-in ' +
        'customer, or for the person or company named in the overviewUser header (customers with ' +
        'a grant) or impersonatedUser header (staff).',
    },
    servers: [{ url: app.deps.config.siteUrl }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Problem: PROBLEM_SCHEMA },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  });

  for (const url of ['/api/docs', '/api/docs/', '/api/docs/openapi.json']) {
    app.get(url, async (_request, reply) => reply.type('application/json').send(document()));
  }
};

// Without encapsulation (what fastify-plugin does): the hook must see routes of sibling plugins.
(openApi as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
