// A route-change event goes to the analytics data layer 50 ms after a navigation, and
// analytics never receives anything that looks like an e-mail address.

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
