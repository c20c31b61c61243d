import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { EVERY_ROUTE_ERRORS, errors, type ErrorStatus } from '../src/domain/api/common';
import { problem } from './errors';
import { apiDocsPagePolicy } from './security/content-security-policy';
import { signInRequiredIn } from './areas/sign-in';

/**
 * The API's description, made by @fastify/swagger from the routes' own schemas (the TypeBox
 * declarations in src/domain/api/), so it cannot drift from what the server validates and
 * serialises: the Swagger UI at /api/docs, the OpenAPI 3.1 document at /api/docs/json.
 *
 * This plugin also completes and checks every API route's list of answers:
 * - each /api route gets the error statuses any route may answer (invalid input, our own failure,
 *   shutting down), 401, 403 and 404 when it requires a signed-in caller, 413 and 415 when it reads
 *   a body;
 * - under test, an answer with a status the route does not declare is turned into a 500
 *   `UndeclaredResponseStatus`, so the whole server test suite checks the declarations.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body of a route that reads it itself (a multipart form): shown in the document as the
     * request's content, never handed to Fastify's validation, which would find no parsed body.
     */
    documentedBody?: { content: string; schema: unknown };
    /** Set on every route of the signed-in and staff areas (server/areas/), which require a token. */
    signInRequired?: boolean;
  }
  interface FastifySchema {
    /** One line for the OpenAPI operation. */
    summary?: string;
    description?: string;
    tags?: readonly string[];
  }
}

export const API_DOCS_PREFIX = '/api/docs';

function isDescribedRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);
}

/** Whether the route lets only a signed-in caller through (it is in an area that requires one). */
function requiresAuth(route: RouteOptions): boolean {
  return route.config?.signInRequired === true;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The name code generators give an operation, by one rule for every route: the method, then each
 * path segment after /api in PascalCase, a parameter as By<Name> (`POST /api/form/v1/inquiry/` is
 * postFormV1Inquiry, `GET /api/quote/v1/{quoteNumber}/` getQuoteV1ByQuoteNumber). Made from what
 * names the route, it changes only when the route does.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      const parts = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return parameter === undefined ? parts.map(pascal) : ['By', ...parts.map(pascal)];
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

type OpenApiOperation = { operationId?: string; security?: unknown[] };
type OpenApiDocument = { paths?: Record<string, Partial<Record<string, OpenApiOperation>>> };

/**
 * Every operation gets its operationId, and every one that asks for no bearer token says so with
 * `security: []`: without it, a client generator cannot tell a public call from one it forgot.
 */
function nameOperations(document: OpenApiDocument): void {
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    for (const method of OPERATION_METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.operationId = operationIdOf(method, url);
      operation.security ??= [];
    }
  }
}

function methods(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
}

/** Adds the statuses the app itself may answer for the route to its declared answers. */
function completeResponses(route: RouteOptions): void {
  const schema = (route.schema ??= {});
  const implied: ErrorStatus[] = [...EVERY_ROUTE_ERRORS];
  // A signed-in call may name another party to act for (overviewUser, impersonatedUser headers):
  // 403 when the caller may not act for it, 404 when there is no such customer.
  if (requiresAuth(route)) implied.push(401, 403, 404);
  // Fastify itself refuses a body that is too large or of a media type nobody parses.
  if (methods(route).some((method) => BODY_METHODS.has(method))) implied.push(413, 415);
  // Uploaded files may hold HEIC photos, which wait for the decoder and are refused when it is busy.
  if (route.config?.acceptsMultipart) implied.push(429);
  schema.response = { ...errors(...implied), ...(schema.response as object | undefined) };
}

function declaresStatus(request: FastifyRequest, status: number): boolean {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return false;
  const key = String(status);
  return key in responses || `${key[0]}xx` in responses || 'default' in responses;
}

export const apiDocs = fp(
  async (app: FastifyInstance) => {
    // Each route's schema as its module wrote it (with the completed answers): the text rule,
    // registered after this plugin, then fills in the inputs a route leaves open with catch-all
    // schemas that are for validation only and would read as nonsense parameters in the document.
    const asWritten = new WeakMap<object, FastifySchema>();

    await app.register(swagger, {
      mode: 'dynamic',
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Skjól API',
          version: '1.0.0',
          description:
            'The API of the Skjól site and customer portal. Portal calls act for the signed-in ' +
            'customer, or for the person or company named in the overviewUser header (customers ' +
            'with a grant) or impersonatedUser header (staff).',
        },
        servers: [{ url: app.deps.config.siteUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        nameOperations(documentObject.openapiObject as OpenApiDocument);
        return documentObject.openapiObject;
      },
      transform: ({ schema, url, route }) => {
        if (!isDescribedRoute(url)) return { schema: { ...schema, hide: true }, url };
        const stated = asWritten.get(route) ?? schema;
        const documented = (route as RouteOptions).config?.documentedBody;
        // Shown as the request body of its media type, so its fields' limits are in the document.
        const written = documented
          ? { ...stated, consumes: [documented.content], body: documented.schema }
          : stated;
        const secured = requiresAuth(route as RouteOptions);
        return { schema: secured ? { ...written, security: [{ bearer: [] }] } : written, url };
      },
    });

    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // The UI is same-origin files only (no inline script), so a policy of 'self' serves it.
      staticCSP: apiDocsPagePolicy(),
      uiConfig: { deepLinking: false, validatorUrl: null },
    });

    app.addHook('onRoute', function (this: FastifyInstance, route) {
      // Called on the plugin that adds the route, which knows whether its area requires a token.
      if (signInRequiredIn(this)) route.config = { ...route.config, signInRequired: true };
      if (!isDescribedRoute(route.url)) return;
      completeResponses(route);
      asWritten.set(route, { ...route.schema });
    });

    if (app.deps.config.nodeEnv === 'test') {
      app.addHook('onSend', async (request, reply, payload) => {
        const url = request.routeOptions.url;
        if (!url || !isDescribedRoute(url) || declaresStatus(request, reply.statusCode)) {
          return payload;
        }
        const message = `${request.method} ${url} answered ${reply.statusCode}, which its schema does not declare`;
        request.log.error(message);
        reply.code(500).type('application/problem+json');
        return JSON.stringify(problem(500, 'UndeclaredResponseStatus', message));
      });
    }
  },
  { name: 'api-docs', dependencies: [] },
);
