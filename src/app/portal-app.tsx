import { useTranslation } from 'react-i18next';
import { useGeneralConfig } from '../features/public/assistance';
import { ServiceContactProvider } from '../features/public/layout';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Button, LinkPolicyProvider, LoadingOverlay } from '../components';
import type { Language } from '../lib/i18n';
import { AuthProvider, useAuth } from '../features/shared/auth';
import {
  PORTAL_SCREENS,
  portalBasepath,
  portalPath,
  ensurePortalTexts,
  lazyScreen,
  FirstPaint,
  sessionHinted,
  ErrorPanel,
  Main,
  PortalFooter,
  SignInScreen,
  PurchaseSignIn,
} from '../features/portal';

/** Whether the address is the purchase screen's, where signing in happens beside the quote. */
function isPurchaseAddress(pathname: string): boolean {
  const base = portalBasepath(pathname);
  if (!base) return false;
  const rest = pathname.slice(base.length).replace(/\/?$/, '/');
  return (PORTAL_SCREENS.purchase.paths as readonly string[]).includes(rest);
}

const loadSignedInPortal = () =>
  import(/* webpackChunkName: "portal-signed-in" */ './signed-in-portal');
const SignedInPortal = lazyScreen(loadSignedInPortal, 'SignedInPortal');
// Where the head guessed that someone is signed in, the signed-in portal's code is fetched at
// once, beside the SDK's, rather than after the SDK has said so.
if (sessionHinted()) void loadSignedInPortal().catch(() => undefined);

function PortalGate({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { status, error } = useAuth();
  if (status === 'anonymous' && isPurchaseAddress(window.location.pathname)) {
    return (
      <Main id="portal-main" tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay label={t('portal|signingIn')} />}>
          <PurchaseSignIn language={language} />
        </Suspense>
      </Main>
    );
  }
  if (status === 'loading' || status === 'anonymous') {
    // While the session is unknown both first screens are on the page and the head's guess
    // shows one; the sign-in card stays the same element once the visitor is known to need it.
    return (
      <>
        {status === 'loading' && (
          <FirstPaint guess="signedIn">
            <LoadingOverlay label={t('portal|signingIn')} lockScroll={sessionHinted()} />
          </FirstPaint>
        )}
        <FirstPaint guess={status === 'loading' ? 'signedOut' : undefined}>
          <Main id="portal-main" tabIndex={-1}>
            <SignInScreen />
          </Main>
        </FirstPaint>
      </>
    );
  }
  if (status === 'error') {
    return (
      <Main id="portal-main">
        <ErrorPanel role="alert">
          <p>{t('portal|authError')}</p>
          {error && <p>{error.message}</p>}
          <Button onClick={() => window.location.assign(portalPath('overview', language))}>
            {t('portal|retry')}
          </Button>
        </ErrorPanel>
      </Main>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay label={t('portal|signingIn')} lockScroll />}>
      <SignedInPortal language={language} />
    </Suspense>
  );
}

/**
 * The content's phone number and e-mail for the portal's screens, from the general settings as they
 * are now, so that sentences naming the number name the one editors keep.
 */
function PortalServiceContact({ language, children }: { language: Language; children: ReactNode }) {
  const general = useGeneralConfig(language);
  const phone = general.status === 'ready' ? general.data.phone : '';
  const email = general.status === 'ready' ? general.data.email : '';
  return (
    <ServiceContactProvider value={phone ? { phone, email } : null}>
      {children}
    </ServiceContactProvider>
  );
}

/** Staff have their own ways of reaching colleagues; customers and visitors get the help footer. */
function CustomersFooter({ language }: { language: Language }) {
  const { isStaff } = useAuth();
  return isStaff ? null : <PortalFooter language={language} />;
}

/** The signed-in portal: one client-only app under /vidskipti/* (and /portal/*, /en/...). */
export function PortalApp({ language }: { language: Language }) {
  ensurePortalTexts();
  // Pages with personal data must not come back from the back-forward cache after sign-out.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return (
    <AuthProvider language={language}>
      <LinkPolicyProvider inPortal>
        <PortalServiceContact language={language}>
          <PortalGate language={language} />
          <CustomersFooter language={language} />
        </PortalServiceContact>
      </LinkPolicyProvider>
    </AuthProvider>
  );
}
