import { Router, pick, useLocation, type RouteComponentProps } from '@gatsbyjs/reach-router';
import { Fragment, type ReactNode } from 'react';
import { PORTAL_ROUTES, portalBasepath, type PortalScreenId } from './portal-routes';

/** The router's routes with the prefix the address uses ('/en/portal/stillingar/almennt'). */
function routesUnder(basepath: string) {
  return PORTAL_ROUTES.map(({ path, screen }) => ({
    path: path === '/' ? basepath : `${basepath}/${path}`,
    screen,
  }));
}

/**
 * The screen an address inside the portal shows, by the same matcher the router uses; undefined
 * outside the portal or on a path no screen has. The side navigation marks it as current.
 */
export function screenAt(pathname: string): PortalScreenId | undefined {
  const basepath = portalBasepath(pathname);
  if (basepath === undefined) return undefined;
  return pick(routesUnder(basepath), pathname)?.route.screen;
}

type ScreenRouteProps = RouteComponentProps & {
  /** Undefined for the route that catches every path no screen has. */
  screen: PortalScreenId | undefined;
  render: (screen: PortalScreenId | undefined) => ReactNode;
};

function ScreenRoute({ screen, render }: ScreenRouteProps) {
  return <>{render(screen)}</>;
}

/**
 * Chooses the portal's screen with Gatsby's router (@gatsbyjs/reach-router) under whichever prefix
 * the address uses. It is not the primary router: Gatsby's own one around the page keeps deciding
 * focus, and the portal's layout (header, navigation) stays mounted while screens change.
 */
export function PortalScreenRouter({
  render,
}: {
  render: (screen: PortalScreenId | undefined) => ReactNode;
}) {
  const basepath = portalBasepath(useLocation().pathname);
  if (basepath === undefined) return <>{render(undefined)}</>;
  return (
    <Router basepath={basepath} primary={false} component={Fragment}>
      {PORTAL_ROUTES.map(({ path, screen }) => (
        <ScreenRoute key={path} path={path} screen={screen} render={render} />
      ))}
      <ScreenRoute default screen={undefined} render={render} />
    </Router>
  );
}
