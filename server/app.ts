import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { problem, registerErrorHandling } from './errors';
import { registerAuthentication } from './identity/authenticate';
import { registerPartyReads } from './portal/party-reads';
import type { Identity } from './identity/identity';
import type { Publisher } from './modules/publishing/publishing.service';
import { requestClientPlugin } from './modules/audit/request-client';
import { apiDocs } from './api-docs';
import { publicArea } from './areas/public';
import { signedInArea } from './areas/signed-in';
import { staffArea } from './areas/staff';
import { chatContext } from './modules/chat/chat-context';
import { sitePagePolicy } from './security/content-security-policy';
import { securityHeaders, siteOrigins } from './security/headers';
import type { Redis } from './redis';
import type { VehicleRegister } from './vehicle/vehicle-register';
import { rateLimits } from './security/rate-limit';
import { multipartUploads } from './uploads/multipart';
import { registerTextInput } from './security/text-input';
import { AJV_OPTIONS } from './validation';
import { registerBrandFont } from './static/brand-font';
import { notFoundPage, resolveSitePath, sendSiteFile, siteFiles } from './static/site';
import { loadSiteRedirects } from './static/site-redirects';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  identity: Identity;
  /** Shared with other instances when REDIS_URL is set; otherwise PostgreSQL alone holds shared state. */
  redis?: Redis;
  /** The vehicle register car prices use; left out, VEHICLE_REGISTER in the config chooses it. */
  vehicleRegister?: VehicleRegister | null;
  /** What the publish webhook starts; left out, a Gatsby build under DATA_DIR/publish. */
  publisher?: Publisher;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A hop count trusts that many proxies nearest to us; Fastify's types take it as a function. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
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
    // Behind a load balancer request.ip must be the client, or throttling would hit everyone at once.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Requests that arrive while shutting down get a 503; those already running finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreDuplicateSlashes: true },
    ajv: AJV_OPTIONS,
    // Fastify's own two lines per request (received, completed) become the one below.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('deps', deps);
  // One line per request, once it is answered (failures also log their cause in errors.ts).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    // A WebSocket handshake to an address without a socket (only the chat has one) was answered
    // as plain HTTP on a connection Node no longer looks after: close it.
    if ((request.raw as { upgrade?: boolean }).upgrade) request.raw.socket.destroy();
    done();
  });

  registerErrorHandling(app);
  await app.register(requestClientPlugin);
  await app.register(rateLimits);
  await app.register(multipartUploads);
  // Sign-in forms post classic form bodies; everything else speaks JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  registerAuthentication(app, deps.identity);
  registerPartyReads(app);

  await app.register(securityHeaders, { config: deps.config });
  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers may carry personal data: never store them anywhere.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // First: its onRoute hooks record, complete and check every route registered after it.
  await app.register(apiDocs);
  // Before every route, so each is validated with the text rule (and described with it).
  registerTextInput(app);
  // Each area registers its route plugins; the signed-in and staff areas check the token once
  // for all their routes (server/areas/).
  await app.register(chatContext);
  await app.register(publicArea, deps.publisher ? { publisher: deps.publisher } : {});
  await app.register(signedInArea);
  await app.register(staffArea);

  await registerBrandFont(app);
  await app.register(siteFiles);
  const siteRedirect = loadSiteRedirects();
  const origins = siteOrigins(deps.config);
  // A page's hashes come from a cache as the same array each time: its policy is written once.
  const policies = new WeakMap<readonly string[], string>();
  const pagePolicy = (hashes: readonly string[]) => {
    let policy = policies.get(hashes);
    if (policy === undefined) {
      policy = sitePagePolicy(hashes, origins);
      policies.set(hashes, policy);
    }
    return policy;
  };
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
    const redirectTo = siteRedirect(rawPath);
    if (redirectTo) return reply.redirect(`${redirectTo}${search}`, 301);
    // The living style guide and other /dev pages exist only in demo mode.
    const hidden = !deps.config.demoMode && (rawPath === '/dev' || rawPath.startsWith('/dev/'));
    const resolution = hidden
      ? ({ kind: 'missing' } as const)
      : await resolveSitePath(deps.config.publicDir, rawPath, search);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    if (resolution.kind === 'file') {
      return sendSiteFile(request, reply, resolution.file, resolution.urlPath, pagePolicy);
    }
    const page = await notFoundPage(deps.config.publicDir, rawPath);
    if (page) return sendSiteFile(request, reply, page, '/404.html', pagePolicy, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
