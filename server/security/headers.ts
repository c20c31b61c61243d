import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  NON_PAGE_DIRECTIVES,
  originOf,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  type SiteOrigins,
} from './content-security-policy';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Prismic serves every repository's images from here. */
const PRISMIC_IMAGES = 'https://images.prismic.io';

/** The origins the site's pages talk to besides their own: tenants, content and analytics, when set. */
export function siteOrigins(config: Config): SiteOrigins {
  const domains = [config.authDomain, config.staffAuthDomain, ...config.browserAuthDomains].filter(
    (domain): domain is string => Boolean(domain),
  );
  return {
    auth: [...new Set(domains.map(originOf))],
    content: config.prismicEndpoint ? [originOf(config.prismicEndpoint)] : [],
    images: config.prismicEndpoint ? [PRISMIC_IMAGES] : [],
    analytics: config.analyticsEndpoint ? [originOf(config.analyticsEndpoint)] : [],
    cardProvider: [originOf(config.cardProviderUrl)],
  };
}

/** Helmet's options: its defaults, except as the comment on `securityHeaders` says. */
function helmetOptions(config: Config): HelmetOptions {
  const https = config.siteUrl.startsWith('https://');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_DIRECTIVES },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: https
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true, preload: false }
      : false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers helmet writes for these options, and the Permissions-Policy beside them. None of
 * them depends on the request, so helmet runs once, against a response that only notes what it
 * is given, and every response gets the list as it is.
 */
export function securityHeaderList(config: Config): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const notes = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    // Helmet removes X-Powered-By, which neither Node nor Fastify sends.
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    notes as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not write its headers at once');
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  return [...headers];
}

/**
 * The security headers of every response, worked out by helmet once (decision 043) and written on
 * the raw response when the request arrives, so the OpenID provider's answers, which leave
 * Fastify through reply.hijack(), carry them too.
 *
 * Against helmet's defaults:
 * - Content-Security-Policy: the tightest policy (nothing loads) for every response; pages put
 *   their own in its place (built pages with their inline scripts' hashes, server pages with a
 *   nonce), see content-security-policy.ts.
 * - Cross-Origin-Opener-Policy: same-origin-allow-popups, not same-origin: the portal opens the
 *   card provider's page (another site) in a popup that posts its result back to window.opener,
 *   which same-origin would sever.
 * - Strict-Transport-Security only when SITE_URL is https (one year, subdomains, no preload:
 *   joining the preload list is the operators' decision); over plain http in development a
 *   browser would ignore it, and localhost must not be pinned to https.
 * - Referrer-Policy: strict-origin-when-cross-origin instead of no-referrer: other sites see
 *   only our origin, our own pages keep full referrers for their logs.
 * - X-Frame-Options: DENY rather than SAMEORIGIN, matching frame-ancestors 'none'.
 * Helmet has no Permissions-Policy; it is added beside helmet's headers in the same way.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaderList(config);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
