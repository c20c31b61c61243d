// What the browser does around a client-side navigation: the screen-reader
// announcement, the delayed-load notice and the analytics data-layer push. Plain DOM, no React,
// so it works the same whichever page or template is showing; gatsby-browser calls these.

import { colors, zIndex } from '../../../components/theme';
import { TIMING_MS } from '../../../domain/limits';
import { getI18n, languageFromPath } from '../../../lib/i18n';
import {
  ensureDataLayer,
  pageTracker,
  routeChangeEvent,
  type Tracker,
} from '../../../lib/routing/analytics';
import { announcementText } from '../../../lib/routing/announcer';

export const ANNOUNCER_ID = 'skjol-route-announcer';
export const DELAYED_NOTICE_ID = 'skjol-route-delayed';
const GATSBY_ANNOUNCER_ID = 'gatsby-announcer';

const VISUALLY_HIDDEN =
  'position:absolute;top:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;' +
  'clip:rect(0,0,0,0);white-space:nowrap;border:0;';

type RouteLocation = { pathname: string; search: string; hash?: string };

/**
 * Puts the announcer's live region in the page (once) and silences Gatsby's own, which can only
 * say "Navigated to" in English: the two would otherwise speak over each other.
 */
export function installRouteFeedback(doc: Document = document): void {
  if (!doc.getElementById(ANNOUNCER_ID)) {
    const region = doc.createElement('div');
    region.id = ANNOUNCER_ID;
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('style', VISUALLY_HIDDEN);
    doc.body.appendChild(region);
  }
  silenceGatsbyAnnouncer(doc);
}

export function silenceGatsbyAnnouncer(doc: Document = document): void {
  const gatsby = doc.getElementById(GATSBY_ANNOUNCER_ID);
  if (gatsby) {
    gatsby.setAttribute('aria-live', 'off');
    gatsby.setAttribute('aria-hidden', 'true');
  }
}

/** The heading a visitor lands on: a modal page's own first, otherwise the page's first h1. */
function firstHeading(doc: Document): string | null {
  const heading =
    doc.querySelector('[role="dialog"] h1') ??
    doc.querySelector('#gatsby-focus-wrapper h1') ??
    doc.querySelector('h1');
  return heading?.textContent ?? null;
}

/**
 * Says 'Navigated to' / 'Fór á' and the new page's first h1 (or title) to screen readers. A page
 * opened as a modal is announced once its dialog is drawn (the dialog loads on first use), a page
 * still drawing its skeleton once its heading is there (for at most a second).
 */
export function announceNavigation(
  location: RouteLocation,
  doc: Document = document,
  { waitForDialog = false, attempts = 20 }: { waitForDialog?: boolean; attempts?: number } = {},
): void {
  // A dialog loads on first use; a portal screen whose code or data is on the way shows a skeleton
  // (aria-busy) and no heading yet. Either way the heading is worth the short wait.
  const drawing = waitForDialog
    ? !doc.querySelector('[role="dialog"] h1')
    : !doc.querySelector('h1') && doc.querySelector('[aria-busy="true"]') !== null;
  if (drawing && attempts > 0) {
    setTimeout(
      () => announceNavigation(location, doc, { waitForDialog, attempts: attempts - 1 }),
      50,
    );
    return;
  }
  installRouteFeedback(doc);
  const region = doc.getElementById(ANNOUNCER_ID);
  if (!region) return;
  const { t } = getI18n(languageFromPath(location.pathname));
  const text = announcementText(t('layout|navigatedTo'), {
    heading: firstHeading(doc),
    title: doc.title,
    pathname: location.pathname,
  });
  // Emptying first makes a repeat of the same text (same page again) a change that is read.
  if (region.textContent === text) region.textContent = '';
  region.textContent = text;
}

/** The notice shown when a page takes more than TIMING_MS.delayedLoadNotice to load. */
export function showDelayedNotice(location: RouteLocation, doc: Document = document): void {
  let notice = doc.getElementById(DELAYED_NOTICE_ID);
  if (!notice) {
    notice = doc.createElement('div');
    notice.id = DELAYED_NOTICE_ID;
    notice.setAttribute('role', 'status');
    notice.setAttribute(
      'style',
      [
        'position:fixed',
        'left:50%',
        'top:12px',
        'transform:translateX(-50%)',
        `z-index:${zIndex.toast - 1}`,
        'padding:10px 18px',
        'border-radius:999px',
        `background:${colors.brandDark}`,
        'color:#fff',
        'font-weight:600',
        'box-shadow:0 8px 24px rgba(10,42,65,.25)',
      ].join(';'),
    );
    doc.body.appendChild(notice);
  }
  const { t } = getI18n(languageFromPath(location.pathname));
  notice.textContent = t('layout|pageLoading');
  notice.hidden = false;
}

export function hideDelayedNotice(doc: Document = document): void {
  const notice = doc.getElementById(DELAYED_NOTICE_ID);
  if (notice) notice.hidden = true;
}

/**
 * Pushes the route-change event to window.dataLayer TIMING_MS.dataLayerPushDelay after the route
 * changed, when the new page's title is in place, and counts the page view where analytics is
 * configured; e-mail-looking values are redacted.
 */
export function scheduleRouteChangePush(
  location: RouteLocation,
  previousLocation: RouteLocation | null | undefined,
  target: Window & { dataLayer?: unknown } = window,
  tracker: Pick<Tracker, 'pageview'> = pageTracker(),
): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    const origin = target.location.origin;
    tracker.pageview(
      `${origin}${location.pathname}${location.search}`,
      previousLocation
        ? `${origin}${previousLocation.pathname}${previousLocation.search}`
        : target.document.referrer || null,
    );
    ensureDataLayer(target).push(
      routeChangeEvent({
        location,
        previousLocation: previousLocation ?? null,
        title: target.document.title,
        language: languageFromPath(location.pathname),
      }),
    );
  }, TIMING_MS.dataLayerPushDelay);
}
