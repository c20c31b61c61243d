import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useBrowserValue } from '../../../components/use-is-client';
import { isHeadless } from '../../../lib/routing/runtime';

export type SiteLocation = { pathname: string; search: string };

const SiteLocationContext = createContext<SiteLocation>({ pathname: '/', search: '' });

export function SiteLocationProvider({
  location,
  children,
}: {
  location: SiteLocation;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ pathname: location.pathname, search: location.search }),
    [location.pathname, location.search],
  );
  return <SiteLocationContext.Provider value={value}>{children}</SiteLocationContext.Provider>;
}

export function useSiteLocation(): SiteLocation {
  return useContext(SiteLocationContext);
}

// Once an address asked for headless mode, the rest of the visit stays headless: the app that
// embeds the site opens one address and the visitor follows links from there.
let headlessVisit = false;

/**
 * Headless mode (?headless=true, any letter case). False in the server render and during
 * hydration, so the markup matches; the inline script in gatsby-ssr hides the parts meanwhile.
 */
export function useHeadless(): boolean {
  const { search } = useSiteLocation();
  return useBrowserValue(() => {
    if (isHeadless(search)) headlessVisit = true;
    return headlessVisit;
  }, false);
}
