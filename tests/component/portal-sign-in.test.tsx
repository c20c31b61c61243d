import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../src/features/auth';
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
}));
vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    checkSession = async () => undefined;
    isAuthenticated = async () => sdk.signedIn;
    getUser = async () =>
      sdk.signedIn ? { name: 'Anna Jónsdóttir', ssn: '1201603389' } : undefined;
    loginWithPopup = async () => Promise.reject(Object.assign(new Error('x'), sdk.popupError));
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

async function pressPopupSignIn(language: 'is' | 'en' = 'is') {
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
  await rendered.user.click(button);
  await waitFor(() => expect(button).toBeEnabled());
  return rendered;
}

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
