import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../errors';
import { MULTILINE_TEXT } from '../security/text-input';
import { runGraphQL } from './graphql';
import { QueryParsingError } from './predicates';
import { presentDocument, readDocumentView, type DocumentView } from './presentation';
import { QueryValidationError } from './search';
import { openContentStore } from './store';
import {
  CONTENT_LANGUAGES,
  type ContentDocument,
  type ContentSnapshot,
  type CustomTypeModel,
} from './types';

/**
 * The local content service: Prismic's REST API v2 (`/api/v2`, `/api/v2/documents/search`), its
 * GraphQL API (`/graphql`) and a read-only Custom Types API (`/customtypes`) over `content/`, so the
 * site builds and runs with no internet and `@prismicio/client`, `@prismicio/custom-types-client`
 * and gatsby-source-prismic talk to it unmodified. Registered under `/cms`.
 *
 * Errors keep Prismic's shapes rather than problem+json, because Prismic clients read them: the
 * client even recovers from a stale ref by taking the master ref out of the 404 message. The search's
 * query string is read raw (its schema only checks the text) because `q` repeats and its order and
 * text matter.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const API_VERSION = 'skjol-local-1';
const LICENSE = 'All Rights Reserved';

const refNotFound = (masterRef: string) =>
  `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`;

const formField = (type: 'String' | 'Integer', multiple = false, fallback?: string) => ({
  type,
  multiple,
  ...(fallback !== undefined ? { default: fallback } : {}),
});

/** A GraphQL document spans lines and is indented: its text may hold line breaks and tabs. */
const graphqlQuerystring = {
  type: 'object',
  properties: {
    query: { type: 'string', ...MULTILINE_TEXT },
    variables: { type: 'string', ...MULTILINE_TEXT },
    operationName: { type: 'string' },
  },
  additionalProperties: { type: ['string', 'array'], items: { type: 'string' } },
} as const;

/** A GraphQuery is written over several indented lines, like GraphQL; the rest is single-line. */
const searchQuerystring = {
  type: 'object',
  properties: { graphQuery: { type: 'string', ...MULTILINE_TEXT } },
  additionalProperties: { type: ['string', 'array'], items: { type: 'string' } },
} as const;

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const store = await openContentStore(config.contentDir);
  const siteUrl = new URL(config.siteUrl);
  const apiPath = `${app.prefix}/api/v2`;

  for (const warning of store.snapshot.warnings) app.log.warn(`content: ${warning}`);
  const onReloaded = (snapshot: ContentSnapshot) => {
    app.log.info({ ref: snapshot.ref }, 'content reloaded');
    for (const warning of snapshot.warnings) app.log.warn(`content: ${warning}`);
  };
  const onReloadFailed = (error: unknown) => {
    app.log.error(
      { err: error, ref: store.ref },
      'content changed on disk but could not be loaded; still serving the previous version',
    );
  };
  store.on('reloaded', onReloaded);
  store.on('reloadFailed', onReloadFailed);
  app.addHook('onClose', async () => {
    store.off('reloaded', onReloaded);
    store.off('reloadFailed', onReloadFailed);
  });

  /** Absolute URLs in answers point back at the address the caller used. */
  function originOf(request: FastifyRequest): string {
    const host = request.host || siteUrl.host;
    const protocol = host === siteUrl.host ? siteUrl.protocol : `${request.protocol}:`;
    return `${protocol}//${host}`;
  }

  // Published content is public: other origins (e.g. `gatsby develop` on its own port) may read it.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    return payload;
  });

  async function repository(request: FastifyRequest, reply: FastifyReply) {
    const snapshot = await store.current();
    const origin = originOf(request);
    // Refs change whenever content does: the API root must always be asked afresh.
    reply.header('cache-control', 'no-cache');
    return {
      refs: [{ id: 'master', ref: snapshot.ref, label: 'Master', isMasterRef: true }],
      bookmarks: {},
      types: snapshot.types,
      languages: CONTENT_LANGUAGES,
      tags: snapshot.tags,
      forms: {
        everything: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${origin}${apiPath}/documents/search`,
          fields: {
            ref: formField('String'),
            q: formField('String', true),
            lang: formField('String'),
            page: formField('Integer', false, '1'),
            pageSize: formField('Integer', false, '20'),
            after: formField('String'),
            fetch: formField('String'),
            fetchLinks: formField('String'),
            graphQuery: formField('String'),
            orderings: formField('String'),
            routes: formField('String'),
            brokenRoute: formField('String'),
            referer: formField('String'),
          },
        },
      },
      integrationFieldsRef: null,
      oauth_initiate: `${origin}${app.prefix}/auth`,
      oauth_token: `${origin}${app.prefix}/auth/token`,
      version: API_VERSION,
      license: LICENSE,
      experiments: { draft: [], running: [] },
    };
  }
  app.get('/api/v2', repository);
  app.get('/api/v2/', repository);

  app.get(
    '/api/v2/documents/search',
    { schema: { querystring: searchQuerystring } },
    async (request, reply) => {
      const snapshot = await store.current();
      const url = new URL(request.url, 'http://content.local');
      const params = url.searchParams;
      const ref = params.get('ref');
      reply.header('cache-control', 'no-cache');
      if (!ref) {
        return reply.code(400).send({
          type: 'api_validation_error',
          message: `The ref parameter is required. Master ref is: ${snapshot.ref}`,
        });
      }
      if (ref !== snapshot.ref) {
        return reply
          .code(404)
          .send({ type: 'api_notfound_error', message: refNotFound(snapshot.ref) });
      }
      const optional = (name: string) => params.get(name) ?? undefined;
      let page;
      let view: DocumentView;
      try {
        view = readDocumentView(params);
        page = store.search(
          {
            q: params.getAll('q'),
            lang: optional('lang'),
            page: optional('page'),
            pageSize: optional('pageSize'),
            orderings: optional('orderings'),
            after: optional('after'),
          },
          snapshot,
        );
      } catch (error) {
        if (error instanceof QueryParsingError || error instanceof QueryValidationError) {
          return reply.code(400).send(error.toBody());
        }
        throw error;
      }
      const origin = originOf(request);
      const pageUrl = (number: number) => {
        const next = new URL(`${origin}${apiPath}/documents/search`);
        for (const [key, value] of params) if (key !== 'page') next.searchParams.append(key, value);
        next.searchParams.set('page', String(number));
        return next.toString();
      };
      // A ref names one version of the content for good, so its answers never change.
      reply.header('cache-control', IMMUTABLE);
      return {
        page: page.page,
        results_per_page: page.results_per_page,
        results_size: page.results_size,
        total_results_size: page.total_results_size,
        total_pages: page.total_pages,
        next_page: page.page < page.total_pages ? pageUrl(page.page + 1) : null,
        prev_page: page.page > 1 ? pageUrl(page.page - 1) : null,
        results: page.results.map((document) =>
          withHref(presentDocument(document, view, snapshot), `${origin}${apiPath}`, ref),
        ),
        version: API_VERSION,
        license: LICENSE,
      };
    },
  );

  /**
   * The Custom Types API (read-only), at `/cms/customtypes` where Prismic has a host of its own:
   * `@prismicio/custom-types-client` takes `endpoint: '<site>/cms/customtypes'`. Like the
   * repository API it answers without checking a token, since the models are public in the
   * repository; the `repository` and `Authorization` headers the client sends are accepted as is.
   */
  const customTypeOf = (model: CustomTypeModel) => ({
    id: model.id,
    label: model.label,
    repeatable: model.repeatable,
    json: model.json,
    status: model.status,
    format: model.format ?? 'custom',
  });
  const entityNotFound = (reply: FastifyReply) =>
    reply.code(404).send({ message: 'An entity with a matching ID could not be found.' });
  app.get('/customtypes', async (_request, reply) => {
    const snapshot = await store.current();
    reply.header('cache-control', 'no-cache');
    return [...snapshot.models.values()].map(customTypeOf);
  });
  app.get<{ Params: { id: string } }>('/customtypes/:id', async (request, reply) => {
    const model = (await store.current()).models.get(request.params.id);
    reply.header('cache-control', 'no-cache');
    return model ? customTypeOf(model) : entityNotFound(reply);
  });
  // Our slices are part of each custom type (legacy slice zones); there are no shared slices.
  app.get('/slices', async (_request, reply) => reply.header('cache-control', 'no-cache').send([]));
  app.get('/slices/:id', async (_request, reply) => entityNotFound(reply));
  const readOnly = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(403).send({
      message:
        'The local content service is read-only: models are edited in content/models/<id>.json.',
    });
  // Refused before the body is read: the client sends `Content-Type: application/json` even with
  // no body (DELETE), which the JSON parser would otherwise answer with its own 400.
  for (const kind of ['customtypes', 'slices']) {
    app.post(`/${kind}/insert`, { onRequest: readOnly }, readOnly);
    app.post(`/${kind}/update`, { onRequest: readOnly }, readOnly);
    app.delete(`/${kind}/:id`, { onRequest: readOnly }, readOnly);
  }

  async function graphql(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { query?: unknown; variables?: unknown; operationName?: unknown },
  ) {
    const snapshot = await store.current();
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'prismic-ref');
    const fail = (status: number, message: string, locations?: unknown[]) =>
      reply
        .code(status)
        .send({ errors: [{ message, ...(locations?.length ? { locations } : {}) }] });

    const ref = request.headers['prismic-ref'];
    if (typeof ref !== 'string' || ref === '') {
      return fail(400, `The Prismic-ref header is required. Master ref is: ${snapshot.ref}`);
    }
    if (ref !== snapshot.ref) return fail(404, refNotFound(snapshot.ref));
    if (typeof input.query !== 'string' || input.query.trim() === '') {
      return fail(400, 'Must provide query string.');
    }
    let variables = input.variables;
    if (typeof variables === 'string') {
      try {
        variables = variables.trim() === '' ? null : JSON.parse(variables);
      } catch {
        return fail(400, 'Variables are invalid JSON.');
      }
    }
    if (
      variables !== undefined &&
      variables !== null &&
      (typeof variables !== 'object' || Array.isArray(variables))
    ) {
      return fail(400, 'Variables must be a JSON object.');
    }
    const operationName = typeof input.operationName === 'string' ? input.operationName : null;
    const answer = await runGraphQL(snapshot, {
      query: input.query,
      variables: (variables as Record<string, unknown> | null | undefined) ?? null,
      operationName,
    });
    if (answer.status !== 200) return reply.code(answer.status).send(answer.body);
    // @prismicio/client repeats the ref in the URL so caches, which ignore headers, tell versions apart.
    const urlRef = new URL(request.url, 'http://content.local').searchParams.get('ref');
    if (request.method === 'GET' && urlRef === ref) reply.header('cache-control', IMMUTABLE);
    return answer.body;
  }
  app.get<{ Querystring: Record<string, unknown> }>(
    '/graphql',
    { schema: { querystring: graphqlQuerystring } },
    (request, reply) => graphql(request, reply, request.query),
  );
  app.post<{ Body: unknown }>('/graphql', (request, reply) =>
    graphql(request, reply, isRecord(request.body) ? request.body : {}),
  );
  app.options('/graphql', async (_request, reply) => {
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
    reply.header(
      'access-control-allow-headers',
      'prismic-ref, prismic-integration-field-ref, authorization, content-type',
    );
    reply.header('access-control-max-age', '86400');
    return reply.code(204).send();
  });

  // GraphQL callers expect { errors } even for a body that is not JSON; the rest stays problem+json.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const isGraphQL = request.url.split('?')[0] === `${app.prefix}/graphql`;
    if (isGraphQL && error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ errors: [{ message: error.message }] });
    }
    throw error;
  });

  app.setNotFoundHandler((request, reply) => {
    const body = problem(
      404,
      'NotFound',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
    return reply.code(404).type('application/problem+json').send(body);
  });
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The document in Prismic's key order, with `href`: the search that answers with just it. */
function withHref(document: ContentDocument, api: string, ref: string) {
  const q = `[[:d = at(document.id, "${document.id}")]]`;
  const { id, uid, url, type, ...rest } = document;
  return {
    id,
    uid,
    url,
    type,
    href: `${api}/documents/search?ref=${encodeURIComponent(ref)}&q=${encodeURIComponent(q)}&lang=${document.lang}`,
    ...rest,
  };
}
