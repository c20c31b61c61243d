import type { Auth0Client, User } from '@auth0/auth0-spa-js';
import { navigate } from 'gatsby';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBrowserValue } from '../../../components/use-is-client';
import { registerApiSession, RELOAD_AFTER_401_MS, STORAGE_KEYS } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { forgetOfflineCertificates } from '../../../lib/offline/certificates';
import { isLoginRequiredLink, siteReturnPath } from '../../../lib/routing/login-links';
import { authClientOptions, callbackUrl, isStaffPortal } from './auth-config';
import { endClaimReportSession } from './claim-report-logout';
import { restartPage } from './restart-page';
import { isSignInCallback, mayHaveSession } from './session-traces';

/** Errors on a session check that only mean "not signed in"; any other error is thrown. */
export const RECOVERABLE_ERRORS = new Set([
  'timeout',
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
  'access_denied',
]);

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export type AuthState = {
  status: AuthStatus;
  user: User | undefined;
  error: Error | undefined;
  isStaff: boolean;
  /**
   * `mobilePhone`: sign in with mobile ID on that number, the request going to the phone as the
   * sign-in page opens (a purchase takes the number where the buying starts).
   */
  loginWithRedirect(returnTo?: string, options?: { mobilePhone?: string }): Promise<void>;
  loginWithPopup(): Promise<void>;
  getAccessToken(): Promise<string>;
  logout(options?: { localOnly?: boolean }): Promise<void>;
};

const AuthContext = createContext<AuthState | undefined>(undefined);

let clientPromise: Promise<Auth0Client> | undefined;

/**
 * The SDK is loaded on demand, so it never weighs on the public pages' bundles. Where the code
 * that asks for it is loaded, the browser fetches it when idle (prefetch), so a press on "sign in"
 * does not wait for the network.
 */
export function loadAuthClient(language: Language): Promise<Auth0Client> {
  if (!clientPromise) {
    clientPromise = import(
      /* webpackChunkName: "auth-sdk", webpackPrefetch: true */ '@auth0/auth0-spa-js'
    ).then(({ Auth0Client: Client }) => new Client(authClientOptions(window.location, language)));
    clientPromise.catch(() => {
      // Offline for a moment: the next press tries again.
      clientPromise = undefined;
    });
  }
  return clientPromise;
}

/** An empty sign-in window, opened while the press still counts as the visitor's own. */
function openSignInWindow(): Window | undefined {
  const width = 400;
  const height = 600;
  const left = window.screenX + (window.innerWidth - width) / 2;
  const top = window.screenY + (window.innerHeight - height) / 2;
  return (
    window.open(
      '',
      'auth0:authorize:popup',
      `left=${left},top=${top},width=${width},height=${height},resizable,scrollbars=yes,status=1`,
    ) ?? undefined
  );
}

/**
 * Login-required links (src/lib/routing/login-links.ts): sign in first (in the page's language), then go on to the link.
 * Should the provider be out of reach, the link is followed anyway and asks for sign-in itself.
 */
export async function signInThenOpen(href: string, language: Language): Promise<void> {
  try {
    const client = await loadAuthClient(language);
    await client.loginWithRedirect({
      appState: { returnTo: href },
      authorizationParams: {
        ui_locales: language,
        redirect_uri: callbackUrl(window.location.origin, language),
      },
    });
  } catch {
    window.location.assign(href);
  }
}

/** Errors on renewing a token that mean the tokens this browser keeps will never work again. */
const SESSION_ENDED_ERRORS = new Set(['invalid_grant', 'missing_refresh_token']);

async function accessTokenOf(client: Auth0Client): Promise<string> {
  const token = await client.getTokenSilently();
  if (!token) throw new Error('No access token');
  return token;
}

/** The kind of a sign-in SDK error (`login_required`, `cancelled`, …), read without its classes. */
export function authErrorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'error' in error && typeof error.error === 'string'
    ? error.error
    : undefined;
}

function clearActingState() {
  for (const key of [STORAGE_KEYS.impersonatedUser, STORAGE_KEYS.overviewUser]) {
    window.sessionStorage.removeItem(key);
  }
}

/** Closes the sign-in window opened for a sign-in that could not start, and passes the error on. */
function closing(popup: Window | undefined) {
  return (error: unknown): never => {
    popup?.close();
    throw error;
  };
}

function currentPath() {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

type AuthProviderProps = { language: Language; children: ReactNode };

export function AuthProvider({ language, children }: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | undefined>();
  const [error, setError] = useState<Error | undefined>();
  const clientRef = useRef<Auth0Client>();
  const renewalRef = useRef<Promise<string | undefined>>();
  const userRef = useRef<User | undefined>();
  // The build cannot know the host, so the first render in the browser is the built page's (a
  // customer's); the staff host's screens follow at once, without a hydration mismatch.
  const isStaff = useBrowserValue(() => isStaffPortal(window.location.hostname), false);

  const getAccessToken = useCallback(async () => {
    const client = clientRef.current ?? (await loadAuthClient(language));
    try {
      return await accessTokenOf(client);
    } catch (caught) {
      // The provider refused the refresh token: used twice (a page reloaded while its renewal was
      // on the way, so the rotated token never arrived), revoked or out of time. The tokens this
      // browser keeps are then worthless; forgetting them lets the SDK ask the provider's own
      // session silently, which signs the person in again if it is still there.
      if (SESSION_ENDED_ERRORS.has(authErrorCode(caught) ?? '')) {
        // Screens ask for tokens side by side; they share one renewal.
        renewalRef.current ??= client
          .logout({ openUrl: false })
          .then(() => accessTokenOf(client))
          .catch(() => undefined)
          .finally(() => {
            renewalRef.current = undefined;
          });
        const renewed = await renewalRef.current;
        if (renewed) return renewed;
      }
      // Start the page afresh: signed out if the session has ended. Not again moments later, so a
      // provider out of reach leaves the screen's error and its retry rather than a reload loop.
      restartPage();
      throw caught;
    }
  }, [language]);

  const refreshUser = useCallback(
    async (client: Auth0Client) => {
      const signedIn = await client.isAuthenticated();
      const nextUser = signedIn ? await client.getUser() : undefined;
      userRef.current = nextUser;
      // Registered before the screens render, so their first API call already carries the token.
      registerApiSession(
        signedIn
          ? {
              getAccessToken,
              currentSsn: () => (userRef.current?.ssn as string | undefined) ?? undefined,
              onUserMismatch: () => {
                clearActingState();
                userRef.current = undefined;
                setUser(undefined);
                window.setTimeout(() => window.location.reload(), RELOAD_AFTER_401_MS);
              },
            }
          : undefined,
      );
      setUser(nextUser);
      setStatus(signedIn ? 'authenticated' : 'anonymous');
    },
    [getAccessToken],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!mayHaveSession()) {
        // Nobody has signed in in this browser: the sign-in card needs no SDK until it is pressed.
        setStatus('anonymous');
        return;
      }
      const client = await loadAuthClient(language);
      clientRef.current = client;
      if (isSignInCallback(window.location.search)) {
        // Back from the provider: finish the sign-in, then go where the person was going.
        const result = await client.handleRedirectCallback(window.location.href);
        const returnTo = (result.appState as { returnTo?: string } | undefined)?.returnTo;
        // Only a listed login-required link may take the browser off the site (no open redirect).
        if (returnTo && isLoginRequiredLink(returnTo)) {
          window.location.replace(returnTo);
          return;
        }
        await navigate(
          siteReturnPath(returnTo, window.location.origin) ?? window.location.pathname,
          {
            replace: true,
          },
        );
      } else {
        try {
          await client.checkSession();
        } catch (caught) {
          if (!RECOVERABLE_ERRORS.has(authErrorCode(caught) ?? '')) throw caught;
        }
      }
      if (!cancelled) await refreshUser(client);
    })().catch((caught: unknown) => {
      if (cancelled) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      setStatus('error');
    });
    return () => {
      cancelled = true;
    };
  }, [language, refreshUser]);

  const loginWithRedirect = useCallback(
    async (returnTo: string = currentPath(), options: { mobilePhone?: string } = {}) => {
      const client = clientRef.current ?? (await loadAuthClient(language));
      await client.loginWithRedirect({
        appState: { returnTo },
        authorizationParams: {
          ui_locales: language,
          redirect_uri: callbackUrl(window.location.origin, language),
          ...(options.mobilePhone ? { connection: 'mobile', login_hint: options.mobilePhone } : {}),
        },
      });
    },
    [language],
  );

  const loginWithPopup = useCallback(async () => {
    // A browser allows a window only soon after the press; the SDK's code may still be on its way.
    const popup = clientRef.current ? undefined : openSignInWindow();
    const client = clientRef.current ?? (await loadAuthClient(language).catch(closing(popup)));
    clientRef.current = client;
    try {
      await client.loginWithPopup(
        { authorizationParams: { ui_locales: language } },
        { timeoutInSeconds: 60, ...(popup ? { popup } : {}) },
      );
    } catch (caught) {
      // The provider's answer page closes its window as it posts the answer, and the SDK, which
      // checks the window once a second, may see it closed before the answer arrives and report
      // a cancel although the visitor did sign in. The provider's session then says which it was.
      if (authErrorCode(caught) !== 'cancelled') throw caught;
      const signedIn = await client.getTokenSilently({ cacheMode: 'off' }).then(
        () => true,
        () => false,
      );
      if (!signedIn) throw caught;
    }
    await refreshUser(client);
  }, [language, refreshUser]);

  const logout = useCallback(
    async ({ localOnly = false }: { localOnly?: boolean } = {}) => {
      const client = clientRef.current ?? (await loadAuthClient(language));
      if (!localOnly) {
        // Revoke refresh tokens on the server before the provider session ends.
        const token = await client
          .getTokenSilently({ cacheMode: 'cache-only' })
          .catch(() => undefined);
        if (token) {
          await fetch('/api/user/v1/logout/', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          }).catch(() => undefined);
        }
      }
      clearActingState();
      // On a shared computer the next person must not find the claim report begun here.
      await endClaimReportSession();
      // Nor the travel certificates kept on this device for reading offline.
      await forgetOfflineCertificates();
      registerApiSession(undefined);
      userRef.current = undefined;
      setUser(undefined);
      setStatus('anonymous');
      await client.logout({
        logoutParams: { returnTo: `${window.location.origin}${language === 'en' ? '/en/' : '/'}` },
        ...(localOnly ? { openUrl: false as const } : {}),
      });
    },
    [language],
  );

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      error,
      isStaff,
      loginWithRedirect,
      loginWithPopup,
      getAccessToken,
      logout,
    }),
    [status, user, error, isStaff, loginWithRedirect, loginWithPopup, getAccessToken, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
