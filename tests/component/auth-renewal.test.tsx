import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../src/features/shared/auth';
import type * as restartModule from '../../src/features/shared/auth/restart-page';
import { RESTART_GUARD_MS } from '../../src/features/shared/auth/restart-page';

// The sign-in SDK as the portal sees it after a reload cut a token renewal short: the refresh
// token it keeps has been used already, so the provider refuses it. Forgetting the local session
// lets it ask the provider's own session (an iframe), which answers if it is still there.
const sdk = vi.hoisted(() => ({
  keptTokenDead: true,
  providerSession: true,
  logouts: 0,
}));
vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    checkSession = async () => undefined;
    isAuthenticated = async () => true;
    getUser = async () => ({ name: 'Anna', ssn: '1201603389' });
    logout = async () => {
      sdk.logouts += 1;
      sdk.keptTokenDead = false;
    };
    getTokenSilently = async () => {
      if (sdk.keptTokenDead) throw Object.assign(new Error('x'), { error: 'invalid_grant' });
      if (!sdk.providerSession) throw Object.assign(new Error('x'), { error: 'login_required' });
      return 'fresh-token';
    };
  },
}));
const restarts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/features/shared/auth/restart-page', async (importOriginal) => ({
  ...(await importOriginal<typeof restartModule>()),
  restartPage: () => {
    restarts.count += 1;
    return true;
  },
}));

/** Two screens asking for a token at once, as the overview's queries do. */
function TwoScreens() {
  const { status, getAccessToken } = useAuth();
  const [answers, setAnswers] = useState<string[]>([]);
  useEffect(() => {
    if (status !== 'authenticated') return;
    const ask = () => getAccessToken().catch(() => 'refused');
    void Promise.all([ask(), ask()]).then(setAnswers);
  }, [status, getAccessToken]);
  return <p>{answers.join(' ') || 'waiting'}</p>;
}

function renderScreens() {
  render(
    <AuthProvider language="is">
      <TwoScreens />
    </AuthProvider>,
  );
}

describe('a refresh token the provider refuses', () => {
  // The SDK's own mark of a browser where someone signed in; without it the SDK is not asked.
  beforeEach(() => {
    document.cookie = 'auth0.skjol-web.is.authenticated=true';
  });
  afterEach(() => {
    document.cookie = 'auth0.skjol-web.is.authenticated=; max-age=0';
    Object.assign(sdk, { keptTokenDead: true, providerSession: true, logouts: 0 });
    restarts.count = 0;
  });

  it('is forgotten, and the provider’s session signs the person in again, once for all screens', async () => {
    renderScreens();
    expect(await screen.findByText('fresh-token fresh-token')).toBeInTheDocument();
    expect(sdk.logouts).toBe(1);
    expect(restarts.count).toBe(0);
  });

  it('restarts the page signed out when the provider’s session has ended too', async () => {
    sdk.providerSession = false;
    renderScreens();
    expect(await screen.findByText('refused refused')).toBeInTheDocument();
    expect(sdk.logouts).toBe(1);
    await waitFor(() => expect(restarts.count).toBeGreaterThan(0));
  });
});

describe('restarting the page', () => {
  afterEach(() => window.sessionStorage.clear());

  it('happens once, not again within the guard time, so a lasting failure cannot loop', async () => {
    const { restartPage } = await vi.importActual<typeof restartModule>(
      '../../src/features/shared/auth/restart-page',
    );
    const reload = vi.fn();
    const start = 1_000_000;
    expect(restartPage(reload, start)).toBe(true);
    expect(restartPage(reload, start + RESTART_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(restartPage(reload, start + RESTART_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
