// A route-change event goes to the analytics data layer 50 ms after a navigation, and
// analytics never receives anything that looks like an e-mail address.

import { TIMING_MS } from '../../domain/limits';
import { redactDeep } from '../../domain/redact';

/** The event name Google Tag Manager's Gatsby integration uses, so existing triggers keep working. */
export const ROUTE_CHANGE_EVENT = 'gatsby-route-change';

export type RouteChangeEvent = {
  event: typeof ROUTE_CHANGE_EVENT;
  page: { path: string; title: string; language: string; previousPath: string | null };
};

/** The data-layer entry for a route change, with every e-mail-looking value redacted. */
export function routeChangeEvent(input: {
  location: { pathname: string; search: string };
  previousLocation?: { pathname: string; search: string } | null;
  title: string;
  language: string;
}): RouteChangeEvent {
  const previous = input.previousLocation;
  return redactDeep({
    event: ROUTE_CHANGE_EVENT,
    page: {
      path: `${input.location.pathname}${input.location.search}`,
      title: input.title,
      language: input.language,
      previousPath: previous ? `${previous.pathname}${previous.search}` : null,
    },
  });
}

export type DataLayer = { push: (entry: object) => unknown };

/** The page's data layer (GTM's `window.dataLayer`), created when absent. */
export function ensureDataLayer(target: { dataLayer?: unknown }): DataLayer {
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  return target.dataLayer as DataLayer;
}

/**
 * Where page views and events go: an events API of Plausible's shape (cookieless, self-hostable),
 * set at build time. None in the demo, and then nothing is sent anywhere: the data layer above is
 * all there is. No third-party script is ever loaded; this module posts the events itself.
 */
export const ANALYTICS_ENDPOINT = process.env.GATSBY_ANALYTICS_ENDPOINT || '';

/** One event as the events API takes it. */
export type AnalyticsPayload = {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props?: Record<string, string | number>;
};

export type AnalyticsSend = (endpoint: string, payload: AnalyticsPayload) => Promise<unknown>;

/**
 * Posted as text/plain, so the browser sends it without a preflight; keepalive lets it finish
 * while the page is being left; no cookies go with it.
 */
const postEvent: AnalyticsSend = (endpoint, payload) =>
  fetch(endpoint, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'content-type': 'text/plain' },
    credentials: 'omit',
    keepalive: true,
  });

/** Malformed calls are our own mistakes: said in development, never thrown, never in production. */
const developerWarning = (message: string) => {
  if (process.env.NODE_ENV !== 'production') console.warn(`analytics: ${message}`);
};

export type Tracker = {
  /** A page was shown (the first load and every route change). */
  pageview: (url: string, referrer: string | null) => void;
  /** Something happened: a category and an action are required. Resolves once sent (or failed). */
  event: (input: {
    category?: string;
    action?: string;
    label?: string;
    value?: number;
  }) => Promise<void>;
  /** How long something took: a category, a variable and a number of milliseconds are required. */
  timing: (input: {
    category?: string;
    variable?: string;
    value?: unknown;
    label?: string;
  }) => void;
  /** A dialog opened, by its stable name (never its title, which may carry personal data). */
  modal: (name: string | undefined) => void;
};

/**
 * The analytics wrapper. Every value is redacted of e-mail-looking text before it leaves; with no
 * endpoint it only checks its calls.
 */
export function createTracker({
  endpoint = ANALYTICS_ENDPOINT,
  domain,
  currentUrl,
  send = postEvent,
  warn = developerWarning,
}: {
  endpoint?: string;
  domain: string;
  currentUrl: () => string;
  send?: AnalyticsSend;
  warn?: (message: string) => void;
}): Tracker {
  const deliver = (payload: AnalyticsPayload): Promise<void> => {
    if (!endpoint) return Promise.resolve();
    return send(endpoint, redactDeep(payload)).then(
      () => undefined,
      () => undefined,
    );
  };
  const custom = (name: string, props: Record<string, string | number | undefined>) =>
    deliver({
      name,
      url: currentUrl(),
      domain,
      referrer: null,
      props: Object.fromEntries(
        Object.entries(props).filter(
          (entry): entry is [string, string | number] => entry[1] !== undefined,
        ),
      ),
    });
  return {
    pageview: (url, referrer) => void deliver({ name: 'pageview', url, domain, referrer }),
    event: ({ category, action, label, value }) => {
      if (!category || !action) {
        warn('an event needs a category and an action');
        return Promise.resolve();
      }
      return custom(category, { action, label, value });
    },
    timing: ({ category, variable, value, label }) => {
      if (!category || !variable || typeof value !== 'number' || !Number.isFinite(value)) {
        warn('a timing needs a category, a variable and a number');
        return;
      }
      void custom('Timing', { category, variable, value: Math.round(value), label });
    },
    modal: (name) => {
      if (!name) {
        warn('a dialog was opened without a name');
        return;
      }
      void custom('Modal', { name });
    },
  };
}

type OutboundClick = Pick<
  MouseEvent,
  | 'button'
  | 'metaKey'
  | 'ctrlKey'
  | 'shiftKey'
  | 'altKey'
  | 'defaultPrevented'
  | 'target'
  | 'preventDefault'
>;

/**
 * A click on a link that leaves the site is counted before the browser goes: the navigation waits
 * for the event to be sent, but never longer than TIMING_MS.outboundLinkFallback. Clicks that
 * open elsewhere (a new tab, a modifier key) or that the page already handled are left alone.
 */
export function trackOutboundClick(
  click: OutboundClick,
  tracker: Pick<Tracker, 'event'>,
  here: { origin: string },
  go: (href: string) => void,
): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  const anchor = (click.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, here.origin);
  if (!/^https?:$/.test(url.protocol) || url.origin === here.origin) return false;
  click.preventDefault();
  let gone = false;
  const leave = () => {
    if (gone) return;
    gone = true;
    go(url.href);
  };
  setTimeout(leave, TIMING_MS.outboundLinkFallback);
  void tracker.event({ category: 'Outbound Link', action: 'click', label: url.href }).then(leave);
  return true;
}

let siteTracker: Tracker | undefined;

/** The page's one tracker, made on first use in the browser. */
export function pageTracker(): Tracker {
  siteTracker ??= createTracker({
    domain: window.location.hostname,
    currentUrl: () => window.location.href,
  });
  return siteTracker;
}
