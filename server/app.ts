import { uploadFormRoutes } from './modules/cases/upload-forms.routes';
import {
  caseFormRoutes,
  customerCaseRoutes,
  inboundMailRoutes,
  staffCaseRoutes,
} from './modules/cases/cases.routes';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { contentRoutes } from './content/content.routes';
import type { DatabaseHandle } from './db/database';
import { problem, registerErrorHandling } from './errors';
import { registerAuthentication } from './identity/authenticate';
import { registerPartyReads } from './portal/party-reads';
import type { Identity } from './identity/identity';
import { identityRoutes } from './identity/identity.routes';
import { accessRoutes } from './modules/access/access.routes';
import { accountRoutes } from './modules/account/account.routes';
import {
  contactChangeUndoRoutes,
  emailConfirmRoutes,
  staffContactRoutes,
} from './modules/contact-change/contact-change.routes';
import { claimRoutes } from './modules/claim/claim.routes';
import { staffClaimRoutes } from './modules/claim/claim-handling.routes';
import { claimReportLogoutRoutes, claimReportRoutes } from './modules/claim/claim-report.routes';
import { electronicDocumentRoutes } from './modules/document/document.routes';
import { signingRoutes } from './modules/document/signing.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { eidAppRoutes } from './eid/simulated-app';
import { healthRoutes } from './modules/health/health.routes';
import { languageRoutes } from './modules/language/language.routes';
import { odsRoutes } from './modules/ods/ods.routes';
import { offerRoutes } from './modules/offer/offer.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { policyRoutes } from './modules/policy/policy.routes';
import { printRoutes } from './modules/print/print.routes';
import { publicRoutes } from './modules/public/public.routes';
import { contentConfigRoutes, helpRoutes } from './modules/help/help.routes';
import { publishingRoutes } from './modules/publishing/publishing.routes';
import type { Publisher } from './modules/publishing/publishing.service';
import { settingsPaymentRoutes } from './modules/settings-payment/settings-payment.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { communicationRoutes } from './modules/settings/communication.routes';
import { publicFormRoutes } from './modules/cases/public-forms.routes';
import { eventRoutes } from './modules/events/events.routes';
import { lotteryRoutes } from './modules/events/lottery.routes';
import { travelRoutes } from './modules/travel/travel.routes';
import { companyRoutes } from './modules/company/company.routes';
import { userRoutes } from './modules/user/user.routes';
import { requestClientPlugin } from './modules/audit/request-client';
import { apiDocs } from './api-docs';
import { sitePagePolicy } from './security/content-security-policy';
import { securityHeaders, siteOrigins } from './security/headers';
import type { Redis } from './redis';
import type { VehicleRegister } from './vehicle/vehicle-register';
import { quoteRoutes } from './modules/quote/quote.routes';
import { staffCustomerRoutes } from './modules/quote/staff-commerce';
import { staffToolRoutes } from './modules/staff/staff.routes';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { rateLimits } from './security/rate-limit';
import { multipartUploads } from './uploads/multipart';
import { chatRoutes } from './modules/chat/chat.routes';
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
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(identityRoutes(deps.identity));
  await app.register(userRoutes, { prefix: '/api/user/v1' });
  await app.register(settingsRoutes, { prefix: '/api/user/v1' });
  await app.register(settingsPaymentRoutes, { prefix: '/api/user' });
  await app.register(staffContactRoutes, { prefix: '/api/staff/v1' });
  await app.register(staffCaseRoutes, { prefix: '/api/staff/v1' });
  await app.register(staffClaimRoutes, { prefix: '/api/staff/v1' });
  await app.register(staffCustomerRoutes, { prefix: '/api/staff/v1/customer' });
  await app.register(staffToolRoutes, { prefix: '/api/staff/v1' });
  await app.register(staffAdminRoutes, { prefix: '/api/staff/v1/admin' });
  await app.register(customerCaseRoutes, { prefix: '/api/user/v1' });
  await app.register(caseFormRoutes, { prefix: '/api/form' });
  await app.register(uploadFormRoutes, { prefix: '/api/form' });
  await app.register(newsletterRoutes, { prefix: '/api/form' });
  await app.register(communicationRoutes, { prefix: '/api/form' });
  await app.register(publicFormRoutes, { prefix: '/api/form' });
  await app.register(eventRoutes, { prefix: '/api/form' });
  await app.register(lotteryRoutes, { prefix: '/api/form' });
  await app.register(quoteRoutes, { prefix: '/api/quote/v1' });
  await app.register(contactChangeUndoRoutes);
  await app.register(emailConfirmRoutes);
  await app.register(chatRoutes);
  await app.register(accessRoutes, { prefix: '/api/user' });
  await app.register(languageRoutes, { prefix: '/api/languagelookup/v2' });
  if (deps.config.demoMode) {
    await app.register(devRoutes, { prefix: '/dev' });
    await app.register(eidAppRoutes, { prefix: '/dev', siteUrl: deps.config.siteUrl });
  }
  await app.register(contentRoutes, { prefix: '/cms' });
  await app.register(policyRoutes, { prefix: '/api/policy' });
  await app.register(travelRoutes, { prefix: '/api/policy' });
  await app.register(companyRoutes, { prefix: '/api/company' });
  await app.register(claimRoutes, { prefix: '/api/claim/v1' });
  await app.register(claimReportRoutes, { prefix: '/api/claimreport/v1' });
  await app.register(claimReportLogoutRoutes);
  await app.register(electronicDocumentRoutes, { prefix: '/api/document' });
  await app.register(signingRoutes, { prefix: '/api/document' });
  await app.register(accountRoutes, { prefix: '/api/account/v1' });
  await app.register(paymentRoutes, { prefix: '/api/payment/v1' });
  await app.register(offerRoutes, { prefix: '/api/offer/v1' });
  await app.register(odsRoutes, { prefix: '/api/ods/v1' });
  await app.register(printRoutes, { prefix: '/api/print/v1' });
  await app.register(publicRoutes, { prefix: '/api/public/v1' });
  await app.register(helpRoutes, { prefix: '/api/content/v1' });
  await app.register(contentConfigRoutes, { prefix: '/api/contentConfig/v1' });
  await app.register(documentRoutes);
  await app.register(publishingRoutes, {
    prefix: '/api/hooks',
    ...(deps.publisher ? { publisher: deps.publisher } : {}),
  });
  await app.register(inboundMailRoutes, { prefix: '/api/hooks' });

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
