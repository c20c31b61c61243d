import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_DRAFT_KEY_HEADER,
  CLAIM_REPORT_LOGOUT,
} from '../../src/domain/api/claim-report-paths';
import { AuthProvider, useAuth } from '../../src/features/shared/auth';
import { STORAGE_KEYS } from '../../src/lib/api';
import { server } from './api-stubs';

// The sign-in SDK as the portal sees it: signed in, and a logout that records it was called.
const sdk = vi.hoisted(() => ({ logout: vi.fn(async () => undefined) }));
vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    checkSession = async () => undefined;
    isAuthenticated = async () => true;
    getUser = async () => ({ name: 'Anna', ssn: '1201603389' });
    getTokenSilently = async () => 'token';
    logout = sdk.logout;
  },
}));

function SignOut() {
  const { status, logout } = useAuth();
  return (
    <button type="button" disabled={status !== 'authenticated'} onClick={() => void logout()}>
      Útskrá
    </button>
  );
}

/** What the claims app's logout received, and whether the browser still held the report then. */
function listenForClaimLogout() {
  const calls: { key: string | null; draftStillKept: boolean }[] = [];
  server.use(
    http.post('*/api/user/v1/logout/', () => new HttpResponse(null, { status: 204 })),
    http.post(`*${CLAIM_REPORT_LOGOUT}`, ({ request }) => {
      calls.push({
        key: request.headers.get(CLAIM_DRAFT_KEY_HEADER),
        draftStillKept: window.localStorage.getItem(STORAGE_KEYS.claimReport) !== null,
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function signOut() {
  const { unmount } = render(
    <AuthProvider language="is">
      <SignOut />
    </AuthProvider>,
  );
  const button = screen.getByRole('button', { name: 'Útskrá' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() => expect(sdk.logout).toHaveBeenCalled());
  unmount();
}

describe("signing out ends the claim reporting's session", () => {
  // The SDK's own mark of a browser where someone signed in; without it the SDK is not asked.
  beforeEach(() => {
    document.cookie = 'auth0.skjol-web.is.authenticated=true';
  });
  afterEach(() => {
    document.cookie = 'auth0.skjol-web.is.authenticated=; max-age=0';
    window.localStorage.clear();
    sdk.logout.mockClear();
  });

  it("posts the draft's key to the claims app's logout, then forgets the report", async () => {
    const calls = listenForClaimLogout();
    window.localStorage.setItem(
      STORAGE_KEYS.claimReport,
      JSON.stringify({
        handle: { id: '0b9f3c1e-6a59-4d0e-9a53-2f8a0f1d2c44', key: 'lykill-drogsins' },
        values: { reporter: { name: 'Anna' } },
      }),
    );
    await signOut();
    expect(calls).toEqual([{ key: 'lykill-drogsins', draftStillKept: true }]);
    expect(window.localStorage.getItem(STORAGE_KEYS.claimReport)).toBeNull();
  });

  it('posts without a key when this browser holds no report, and signs out all the same when it fails', async () => {
    const calls = listenForClaimLogout();
    await signOut();
    expect(calls).toEqual([{ key: null, draftStillKept: false }]);

    server.use(http.post(`*${CLAIM_REPORT_LOGOUT}`, () => HttpResponse.error()));
    window.localStorage.setItem(
      STORAGE_KEYS.claimReport,
      JSON.stringify({ handle: { id: '0b9f3c1e-6a59-4d0e-9a53-2f8a0f1d2c44', key: 'k' } }),
    );
    sdk.logout.mockClear();
    await signOut();
    expect(window.localStorage.getItem(STORAGE_KEYS.claimReport)).toBeNull();
  });
});
