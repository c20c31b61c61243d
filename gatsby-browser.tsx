// First, before any styled component is defined: styled-components takes over the server's sheet
// with each component in its place (src/lib/server-styles.ts).
import './src/lib/server-styles';
import { navigate, type GatsbyBrowser } from 'gatsby';
import siteRedirects from './redirects/site.json';
import {
  announceNavigation,
  hideDelayedNotice,
  installRouteFeedback,
  scheduleRouteChangePush,
  showDelayedNotice,
} from './src/features/public/announcer';
import type { LayoutData } from './src/features/public/layout';
import { ModalPageFrame, PageProviders } from './src/features/public/layout';
import { markHydrated } from './src/lib/hydrated';
import { hydrateInTransition } from './src/lib/hydrate-in-transition';
import { languageFromPath, loadLanguage } from './src/lib/i18n';
import {
  ANALYTICS_ENDPOINT,
  ensureDataLayer,
  pageTracker,
  trackOutboundClick,
} from './src/lib/routing/analytics';
import { findRedirect, type Redirect } from './src/lib/routing/redirects';
import {
  prefetchAllowed,
  serviceWorkerAllowed,
  type ConnectionInfo,
} from './src/lib/routing/runtime';
import { isModalState, shouldResetScroll } from './src/lib/routing/scroll';

// The Gatsby glue for the site's route behaviour (docs/behaviour.md, Public site › Moving between pages). The rules live in src/lib/routing (pure,
// unit-tested) and the DOM work in src/features/public/announcer; Gatsby's own runtime does what it
// already does well (path normalisation, match paths, going to the rendered path, reloads on
// failed resources or a new build, page-data retries and the 404 fallback).
// docs/decisions/006 lists which part does what.

// Checked when the site is built (src/build/create-pages.ts), so read as it is here.
const REDIRECTS = siteRedirects as Redirect[];

/** The redirect table (redirects/site.json), applied on route change; query and hash go along. */
function redirectFor(location: { pathname: string; search: string; hash: string }) {
  const entry = findRedirect(REDIRECTS, location.pathname);
  if (!entry) return null;
  return /^https?:/i.test(entry.to) ? entry.to : `${entry.to}${location.search}${location.hash}`;
}

function follow(target: string) {
  if (/^https?:/i.test(target)) window.location.replace(target);
  else void navigate(target, { replace: true });
}

type PageContextWithLayout = { layout?: LayoutData; title?: string };

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const context = (props.pageContext ?? {}) as PageContextWithLayout;
  return (
    <PageProviders
      language={languageFromPath(props.location.pathname)}
      location={props.location}
      layout={context.layout ?? null}
    >
      <ModalPageFrame element={element} location={props.location} title={context.title ?? ''} />
    </PageProviders>
  );
};

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  ensureDataLayer(window as Window & { dataLayer?: unknown });
  // Links that leave the site are counted where analytics is configured (after the page's own
  // click handlers, which may take the click themselves).
  if (ANALYTICS_ENDPOINT) {
    document.addEventListener('click', (click) =>
      trackOutboundClick(click, pageTracker(), window.location, (href) =>
        window.location.assign(href),
      ),
    );
  }
  // A full load of an old address arrived as the 404 page. Leave before Gatsby starts (it would
  // otherwise move the address to the 404 page's own) and load the new address as a full page,
  // as a server-side redirect would have.
  const target = redirectFor(window.location);
  if (target) window.location.replace(target);
  // Gatsby waits for this before the first render: the page's texts are there when it hydrates.
  return loadLanguage(languageFromPath(window.location.pathname));
};

type GatsbyRenderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

// Gatsby types its renderer as react-dom's old render(), but calls it with (element, container) only.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateInTransition as unknown as GatsbyRenderer;

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markHydrated();
  installRouteFeedback();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  // A client-side navigation to an old address goes straight to the new one.
  const target = prevLocation ? redirectFor(location) : null;
  if (target) follow(target);
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  hideDelayedNotice();
  scheduleRouteChangePush(location, prevLocation);
  // The first page is announced by the browser itself; later ones once their heading is drawn.
  if (prevLocation) {
    const waitForDialog = isModalState((location as Location & { state?: unknown }).state);
    requestAnimationFrame(() => announceNavigation(location, document, { waitForDialog }));
  }
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = ({ location }) => {
  showDelayedNotice(location);
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) =>
  shouldResetScroll(routerProps.location);

export const registerServiceWorker: GatsbyBrowser['registerServiceWorker'] = () =>
  serviceWorkerAllowed(window.location);

export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () =>
  !prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection);
