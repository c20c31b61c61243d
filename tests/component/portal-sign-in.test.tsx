import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../src/features/shared/auth';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { SignInScreen } from '../../src/features/portal/shell/sign-in-screen';
import { renderWithProviders } from './render';

// The sign-in SDK as the portal sees it: nobody signed in, and a pop-up sign-in that fails as
// the test says (the SDK's errors carry their kind in `error`).
const sdk = vi.hoisted(() => ({
  popupError: { error: 'cancelled' } as { error: string },
  /** Whether the provider holds a session for this browser (a silent sign-in succeeds). */
  providerSession: false,
  signedIn: false,
  /** How many clients were made, that is, whether the SDK's code was needed at all. */
  created: 0,
  /** The window the SDK was given to sign in in, if any. */
  givenWindow: undefined as unknown,
}));
vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    constructor() {
      sdk.created += 1;
    }
    checkSession = async () => undefined;
    isAuthenticated = async () => sdk.signedIn;
    getUser = async () =>
      sdk.signedIn ? { name: 'Anna Jónsdóttir', ssn: '1201603389' } : undefined;
    loginWithPopup = async (_options: unknown, config?: { popup?: unknown }) => {
      sdk.givenWindow = config?.popup;
      throw Object.assign(new Error('x'), sdk.popupError);
    };
    getTokenSilently = async () => {
      if (!sdk.providerSession) throw Object.assign(new Error('x'), { error: 'login_required' });
      sdk.signedIn = true;
      return 'token';
    };
  },
}));

function SignedInAs() {
  const { status, user } = useAuth();
  return <p>{status === 'authenticated' ? `Signed in: ${user?.name}` : status}</p>;
}

ensurePortalTexts();

async function pressPopupSignIn(language: 'is' | 'en' = 'is', beforePress = () => {}) {
  const rendered = renderWithProviders(
    <AuthProvider language={language}>
      <SignInScreen />
      <SignedInAs />
    </AuthProvider>,
    { language },
  );
  const name = language === 'is' ? 'Skrá inn í nýjum glugga' : 'Sign in in a new window';
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await screen.findByText(/^(anonymous|Signed in)/);
  beforePress();
  await rendered.user.click(button);
  await waitFor(() => expect(button).toBeEnabled());
  return rendered;
}

/** The empty window the portal opens at the press, for the SDK to sign in in. */
const signInWindow = { close: vi.fn() };
beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(signInWindow as unknown as Window);
});
afterEach(() => {
  vi.restoreAllMocks();
});

// First in the file: the SDK's code is loaded once per page, so only here is it not yet loaded.
describe('a browser where nobody has signed in', () => {
  afterEach(() => {
    document.cookie = 'auth0.skjol-web.is.authenticated=; max-age=0';
  });

  it('is shown the sign-in card without the SDK, which comes when the visitor presses', async () => {
    await pressPopupSignIn('is', () => {
      expect(screen.getByText('anonymous')).toBeInTheDocument();
      expect(sdk.created).toBe(0);
    });
    // The window was opened at the press, before the SDK's code was there, and handed to it.
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(sdk.givenWindow).toBe(signInWindow);
    expect(sdk.created).toBe(1);
  });

  it('asks the SDK when its cookie says someone may be signed in', async () => {
    document.cookie = 'auth0.skjol-web.is.authenticated=true';
    sdk.signedIn = true;
    renderWithProviders(
      <AuthProvider language="en">
        <SignedInAs />
      </AuthProvider>,
      { language: 'en' },
    );
    expect(await screen.findByText('Signed in: Anna Jónsdóttir')).toBeInTheDocument();
    sdk.signedIn = false;
  });
});

describe('signing in through a pop-up window that does not finish', () => {
  afterEach(() => {
    sdk.popupError = { error: 'cancelled' };
    sdk.providerSession = false;
    sdk.signedIn = false;
  });

  it('says nothing when the visitor closes the window, and lets them try again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await pressPopupSignIn();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('signs the visitor in when the window closed as its answer was on the way', async () => {
    sdk.providerSession = true;
    await pressPopupSignIn();
    expect(await screen.findByText('Signed in: Anna Jónsdóttir')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the visitor when the browser blocked the window, in their language', async () => {
    sdk.popupError = { error: 'popup_open' };
    await pressPopupSignIn();
    expect(screen.getByRole('alert')).toHaveTextContent('Vafrinn lokaði á nýja gluggann');
  });

  it('tells the visitor when the window took too long', async () => {
    sdk.popupError = { error: 'timeout' };
    await pressPopupSignIn('en');
    expect(screen.getByRole('alert')).toHaveTextContent('took too long');
  });

  it('says sign-in could not start on any other failure', async () => {
    sdk.popupError = { error: 'server_error' };
    await pressPopupSignIn('en');
    expect(screen.getByRole('alert')).toHaveTextContent('Signing in could not start');
  });
});
