import { I18nextProvider } from 'react-i18next';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LinkPolicyProvider } from '../../../components/link';
import { theme } from '../../../components/theme';
import { useToastContainer } from '../../../components/toast-host';
import { getI18n, isLanguageLoaded, type Language, loadLanguage } from '../../../lib/i18n';
import { hasSignedInCookie } from '../navigation';
import { LayoutDataProvider } from './layout-context';
import type { LayoutData } from './layout-data';
import { SiteLocationProvider, type SiteLocation } from './site-location';

type PageProvidersProps = {
  language: Language;
  children: ReactNode;
  /** The page's address (headless mode, the current menu item). */
  location?: SiteLocation;
  /** Navigation and footer from the page context, when the build gave the page them. */
  layout?: LayoutData | null;
};

/**
 * True once the language's shared texts are here. The first page's are loaded before the app
 * starts; a link into the other language fetches them before that page renders.
 */
function useLanguageTexts(language: Language): boolean {
  const [, setLoadedCount] = useState(0);
  const ready = isLanguageLoaded(language);
  useEffect(() => {
    if (!ready) void loadLanguage(language).then(() => setLoadedCount((count) => count + 1));
  }, [language, ready]);
  return ready;
}

/**
 * Everything a page needs around it: theme, the page's language and location. (The global rules
 * are in the page's head: gatsby-ssr.tsx.)
 */
export function PageProviders({ language, children, location, layout }: PageProvidersProps) {
  const Toasts = useToastContainer();
  const textsReady = useLanguageTexts(language);
  // A login-required link clicked by a visitor who is not signed in: sign in first. The sign-in
  // library is fetched only now, so public pages never carry it.
  const signInFirst = useCallback(
    (href: string) => {
      if (hasSignedInCookie(document.cookie)) return false;
      void import('../../shared/auth').then(({ signInThenOpen }) => signInThenOpen(href, language));
      return true;
    },
    [language],
  );
  // Only on a client-side move into the other language, for the moment its texts take to arrive.
  if (!textsReady) return null;
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={getI18n(language)}>
        <SiteLocationProvider location={location ?? { pathname: '/', search: '' }}>
          <LayoutDataProvider value={layout ?? null}>
            <LinkPolicyProvider inPortal={false} onLoginRequired={signInFirst}>
              {children}
            </LinkPolicyProvider>
            {Toasts && <Toasts />}
          </LayoutDataProvider>
        </SiteLocationProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
