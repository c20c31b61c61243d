import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { contentRoutes } from './content/content.routes';
import type { DatabaseHandle } from './db/database';
import { problem, registerErrorHandling } from './errors';
import { registerAuthentication } from './identity/authenticate';
import type { Identity } from './identity/identity';
import { identityRoutes } from './identity/identity.routes';
import { healthRoutes } from './modules/health/health.routes';
import { userRoutes } from './modules/user/user.routes';
import { notFoundPage, resolveSitePath, sendSiteFile } from './static/site';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  identity: Identity;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The whole HTTP surface as one Fastify instance. Starting a process (ports, signals) lives in
 * main.ts, so tests build the app and talk to it through `inject` without a socket.
 */
export async function buildApp(
  deps: AppDependencies,
  options: Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> = { logger: false },
): Promise<FastifyInstance> {
  const app = Fastify({
    ...options,
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: false,
    // Requests that arrive while shutting down get a 503; those already running finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreDuplicateSlashes: true },
  });
  app.decorate('deps', deps);

  registerErrorHandling(app);
  // Sign-in forms post classic form bodies; everything else speaks JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  registerAuthentication(app, deps.identity);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    // API answers may carry personal data: never store them anywhere.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(identityRoutes(deps.identity));
  await app.register(userRoutes, { prefix: '/api/user/v1' });
  await app.register(contentRoutes, { prefix: '/cms' });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body = problem(
        404,
        'NotFound',
        `No route for ${request.method} ${request.url.split('?')[0]}`,
      );
      return reply.code(404).type('application/problem+json').send(body);
    }
    const [rawPath = '/', query] = request.url.split('?', 2);
    const search = query !== undefined ? `?${query}` : '';
    const resolution = await resolveSitePath(deps.config.publicDir, rawPath, search);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    if (resolution.kind === 'file') {
      return sendSiteFile(request, reply, resolution.file, resolution.urlPath);
    }
    const page = await notFoundPage(deps.config.publicDir, rawPath);
    if (page) return sendSiteFile(request, reply, page, '/404.html', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
