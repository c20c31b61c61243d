import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedQuote } from '../../src/domain/api/quote';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import { AuthProvider } from '../../src/features/shared/auth';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { PurchaseSignIn } from '../../src/features/portal/purchase/purchase-sign-in';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

// The sign-in SDK as a visitor who is not signed in sees it; a redirect is recorded, not made.
const sdk = vi.hoisted(() => ({ redirects: [] as unknown[] }));
vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    checkSession = async () => undefined;
    isAuthenticated = async () => false;
    getUser = async () => undefined;
    getTokenSilently = async () => {
      throw Object.assign(new Error('x'), { error: 'login_required' });
    };
    loginWithRedirect = async (options: unknown) => {
      sdk.redirects.push(options);
    };
  },
}));

const quote = {
  quoteNumber: 'T-004321',
  key: 'k',
  createdAt: '2026-11-20T12:00:00Z',
  validUntil: '2026-12-20',
  expired: false,
  items: [{ product: 'travel', kind: 'annual', travellers: 'single' }],
  price: {
    tariffVersion: '2026-11-01',
    items: [{ product: 'travel', yearly: 21_000, period: 'year', lines: [] }],
    bundleDiscount: { rate: 0, amount: 0 },
    yearly: 21_000,
    paidOnce: 0,
    monthly: 1_850,
    installmentFee: 250,
  },
} as unknown as SavedQuote;

beforeAll(() => ensurePortalTexts());
beforeEach(() => {
  sdk.redirects = [];
  window.history.replaceState({}, '', '/en/vidskipti/kaupa/?tilbod=T-004321&lykill=k');
  server.use(http.get(QUOTE_API.saved('T-004321'), () => HttpResponse.json(quote)));
});

function renderIt() {
  return renderWithProviders(
    <AuthProvider language="en">
      <PurchaseSignIn language="en" />
    </AuthProvider>,
    { language: 'en', path: '/en/vidskipti/kaupa/?tilbod=T-004321&lykill=k' },
  );
}

describe('signing in where the buying starts', () => {
  it('shows the quote and sends the mobile number on to the electronic-ID sign-in, back to the purchase', async () => {
    const { user } = renderIt();
    expect(
      await screen.findByRole('heading', { name: 'Quote T-004321, valid until 20 December 2026' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile number/), '765 4321');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sdk.redirects).toHaveLength(1));
    expect(sdk.redirects[0]).toMatchObject({
      appState: { returnTo: '/en/vidskipti/kaupa/?tilbod=T-004321&lykill=k' },
      authorizationParams: { connection: 'mobile', login_hint: '765 4321', ui_locales: 'en' },
    });
  });

  it('names a wrong number and starts nothing; a password sign-in asks for no number', async () => {
    const { user } = renderIt();
    await user.type(screen.getByLabelText(/^Mobile number/), '12');
    await user.click(screen.getByRole('button', { name: 'Continue with electronic ID' }));
    expect(await screen.findByText('Enter a seven-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).toHaveFocus();
    expect(sdk.redirects).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in with national ID and password' }));
    await waitFor(() => expect(sdk.redirects).toHaveLength(1));
    const [options] = sdk.redirects as [{ authorizationParams: Record<string, unknown> }];
    expect(options.authorizationParams.connection).toBeUndefined();
    expect(options.authorizationParams.login_hint).toBeUndefined();
  });
});
