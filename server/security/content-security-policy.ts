import type { FastifyReply } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { RenderedPage } from './html-page';

/**
 * Every Content-Security-Policy the server sends is built here, so the rules live in one place.
 * None of them allows inline script by 'unsafe-inline': the static site's inline scripts are
 * allowed by their SHA-256 hashes (server/static/inline-scripts.ts), server-rendered pages by a
 * nonce made for each response.
 */

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Who may frame a page. Nobody, except the card provider's verification page, which names the
 * portal origin its signed session was started from (`{ parent: origin }`); such a response must
 * also drop X-Frame-Options, which would otherwise forbid every frame.
 */
export type Framing = 'none' | { parent: string };

function frameAncestors(framing: Framing): string[] {
  return framing === 'none' ? ["'none'"] : [new URL(framing.parent).origin];
}

/**
 * Responses that are not pages (JSON, PDFs, images, redirects) get the tightest policy: should a
 * browser ever render one as a document (an SVG, a sniffed body), nothing in it may run or load.
 */
export const NON_PAGE_DIRECTIVES = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Directives;
export const NON_PAGE_POLICY = serialize(NON_PAGE_DIRECTIVES);

/** What the browser side of the site talks to besides its own origin. */
export type SiteOrigins = {
  /** External OpenID tenants (AUTH_DOMAIN, GATSBY_AUTH_DOMAIN and the staff ones), when set. */
  auth: readonly string[];
  /** A content API the pages read from directly (a Prismic repository), when configured. */
  content: readonly string[];
  /** Where that content's images live (Prismic's image CDN), when configured. */
  images: readonly string[];
  /** The events API page views and events are posted to, when configured. */
  analytics: readonly string[];
  /** The card provider, whose verification page the portal may show in a frame. */
  cardProvider: readonly string[];
};

/** The origin of a configured address; Auth0 domains are often given without a scheme. */
export function originOf(address: string): string {
  return new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`).origin;
}

/**
 * The Gatsby build's pages: public pages and the portal (one build, client-only routes).
 * - script-src: the bundles from our origin and each inline script by its hash.
 * - style-src keeps 'unsafe-inline': the page's styled components (src/components/styled.ts) insert their rules at run time.
 * - img-src: blob: shows a chosen profile picture before it is saved; rich-text images come
 *   from Prismic's image CDN when the content is Prismic's.
 * - media-src: the Christmas calendar's background video, from our own origin only; said
 *   outright rather than left to default-src, so widening default-src never lets media in too.
 * - connect-src: our API, provider and content service; an external tenant's token endpoint,
 *   a Prismic repository and the analytics events API when configured.
 * - frame-src: the Auth0 SDK checks the session in a hidden iframe to /authorize on the
 *   provider, which is our own origin unless an external tenant is configured; and the card
 *   provider's verification page, which the portal frames when a popup is blocked or the
 *   screen is narrow (the provider's origin only, nothing else of it is fetched).
 * - Documents on CDN_URL are only linked to, so they do not appear here.
 */
export function sitePagePolicy(
  scriptHashes: readonly string[],
  origins: SiteOrigins,
  framing: Framing = 'none',
): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins.images],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...origins.auth, ...origins.content, ...origins.analytics],
    'frame-src': ["'self'", ...origins.auth, ...origins.cardProvider],
    'form-action': ["'self'", ...origins.auth],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': frameAncestors(framing),
  });
}

/**
 * Pages the server renders itself (sign-in, provider pages, the demo outbox): their one <style>
 * and any <script> carry the response's nonce; forms post to our own origin only.
 */
export function serverPagePolicy(nonce: string, framing: Framing = 'none'): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': [`'nonce-${nonce}'`],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': frameAncestors(framing),
  });
}

/**
 * The API's Swagger UI at /api/docs: its script, styles and the OpenAPI document are files on our
 * own origin (no inline script); it draws its icons as data: images and injects inline styles
 * (hence style-src 'unsafe-inline', as on the site's pages). Nothing is sent anywhere else: "Try
 * it out" calls our own API only.
 */
export const apiDocsPagePolicy = () =>
  serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  });

/**
 * The card provider simulator's pages: its script and styles are files on its own origin, and
 * its form talks only to its own API. A verification page the portal frames names the portal as
 * its parent through `framing`.
 */
export const cardSimulatorPolicy = (framing: Framing = 'none') =>
  serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'connect-src': ["'self'"],
    'img-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': frameAncestors(framing),
  });

/**
 * Scripts of the site. A page ignores the CSP of a script it loads, but a worker runs under its
 * script's own: the service worker (/sw.js) fetches pages and bundles of our origin and nothing
 * else, so it may connect to 'self' only.
 */
export const SITE_SCRIPT_POLICY = serialize({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** Browser features no page of ours uses, refused to every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** Only the origin travels to other sites; addresses in the portal can name claims and policies. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** A fresh nonce for one response. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** The CSP source for an inline script's text, as a browser hashes it. */
export function scriptHash(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the script runs, and hashes that.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}`;
}

/**
 * Sends a page the server renders itself: a fresh nonce for its inline style and script, the
 * policy naming it, and never stored (these pages carry sign-in state or secrets in forms).
 */
export function sendServerPage(
  reply: FastifyReply,
  render: (nonce: string) => RenderedPage,
  statusCode = 200,
): FastifyReply {
  const nonce = newNonce();
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .header('content-security-policy', serverPagePolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}
