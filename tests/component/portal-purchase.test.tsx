import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuotePurchased, SavedQuote } from '../../src/domain/api/quote';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import { PAYMENT_SETTINGS_API } from '../../src/domain/api/payment-settings';
import { todayInIceland } from '../../src/domain/calendar';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { PurchaseScreen } from '../../src/features/portal/purchase/purchase-screen';
import { WithdrawalNotice } from '../../src/features/portal/policies/withdrawal-notice';
import type { Policy } from '../../src/domain/api/policy';
import { PORTAL_API } from '../../src/domain/api/portal';
import { SETTINGS_API } from '../../src/domain/api/settings-rules';
import { problem, recordRequests, server } from './api-stubs';
import { PAYMENT_LINK, providerMessage, stubPopup } from './card-provider-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());
afterEach(() => vi.unstubAllGlobals());

const quote: SavedQuote = {
  quoteNumber: 'T-001234',
  key: 'the-key',
  createdAt: '2026-11-20T12:00:00Z',
  validUntil: '2026-12-20',
  expired: false,
  items: [
    { product: 'contents', postcode: '101', sumInsured: 6_000_000, deductible: 50_000 },
    { product: 'travel', kind: 'annual', travellers: 'family' },
  ],
  price: {
    tariffVersion: '2026-11-01',
    items: [
      {
        product: 'contents',
        yearly: 14_000,
        period: 'year',
        lines: [{ key: 'contentsCover', amount: 14_000, value: 6_000_000 }],
      },
      {
        product: 'travel',
        yearly: 43_780,
        period: 'year',
        lines: [{ key: 'travelCover', amount: 43_780, value: 'annual' }],
      },
    ],
    bundleDiscount: { rate: 0.05, amount: 2889 },
    yearly: 54_891,
    paidOnce: 0,
    monthly: 4825,
    installmentFee: 250,
  },
};

const PATH = '/vidskipti/kaupa/?tilbod=T-001234&lykill=the-key';

/** The quote, and the payment settings as the server keeps them: a card registered here sticks. */
function stubs({ card: initialCard }: { card: string | null }) {
  let card = initialCard;
  server.use(
    http.get(QUOTE_API.terms, ({ request }) =>
      HttpResponse.json({
        terms: (new URL(request.url).searchParams.get('products') ?? '')
          .split(',')
          .map((product) => ({
            product,
            title: `Terms: ${product}`,
            version: '2026-01-02',
            termsUrl: `/dl/terms-${product}-is/`,
            productInformationUrl: `/dl/ipid-${product}-is/`,
          })),
      }),
    ),
    http.get(PAYMENT_SETTINGS_API.ccardInfo, () => HttpResponse.json({ cardNumberMasked: card })),
    http.post(PAYMENT_SETTINGS_API.ccardInit, () =>
      HttpResponse.json({
        verificationId: 'v-1',
        paymentLink: PAYMENT_LINK,
        expiresAt: new Date(Date.now() + 480_000).toISOString(),
      }),
    ),
    http.post(PAYMENT_SETTINGS_API.ccardRegister, () => {
      card = '424242******4242';
      return HttpResponse.json({ cardNumberMasked: card });
    }),
    http.get(QUOTE_API.saved('T-001234'), ({ request }) =>
      new URL(request.url).searchParams.get('key') === 'the-key'
        ? HttpResponse.json(quote)
        : problem(404, 'QuoteNotFound'),
    ),
    http.get(PAYMENT_SETTINGS_API.paymentMethod, () =>
      HttpResponse.json({
        ccardInfo: card ? { cardNumberMasked: card } : null,
        bankInfo: { bank: '', ledger: '', account: '' },
      }),
    ),
  );
}

describe('buying a quote in the portal', () => {
  it('shows the quote, asks start, payment and the terms, and confirms the policies', async () => {
    stubs({ card: '522010******8823' });
    const requests = recordRequests();
    server.use(
      http.post(QUOTE_API.purchase('T-001234'), () =>
        HttpResponse.json({
          quoteNumber: 'T-001234',
          withdrawalUntil: '2026-12-09',
          policies: [
            {
              id: '6f1c2a4e-0000-4000-8000-000000000001',
              number: 'SK-2026-700001',
              product: 'contents',
              annualPremium: 13_300,
              startDate: '2026-11-25',
              endDate: '2027-11-24',
            },
          ],
        } satisfies QuotePurchased),
      ),
    );
    const { user } = renderWithProviders(<PurchaseScreen language="en" user={{} as PortalUser} />, {
      language: 'en',
      path: PATH,
    });
    expect(
      await screen.findByRole('heading', { name: 'Quote T-001234, valid until 20 December 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ISK 54,891')).toBeInTheDocument();
    // The terms and the information document, as the server names them, with their edition.
    const terms = await screen.findByRole('link', { name: 'Terms: contents' });
    expect(terms).toHaveAttribute('href', '/dl/terms-contents-is/');
    expect(terms.parentElement).toHaveTextContent('(edition of 2 January 2026)');
    expect(
      screen.getByRole('link', { name: 'Product information: Home contents' }),
    ).toHaveAttribute('href', '/dl/ipid-contents-is/');

    // Nothing is sent before the terms are accepted and a way to pay is chosen.
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Confirm that you have read the terms.')).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === QUOTE_API.purchase('T-001234')),
    ).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^How to pay/), 'card');
    expect(
      screen.getByRole('option', { name: 'Payment card 522010******8823' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Payments/), 'annual');
    await user.click(screen.getByRole('checkbox', { name: /I have read the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));

    const heading = await screen.findByRole('heading', { name: 'Your insurance is in place' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Home contents SK-2026-700001/)).toBeInTheDocument();
    expect(screen.getByText(/until 9 December 2026/)).toBeInTheDocument();
    expect(
      requests.find((request) => request.path === QUOTE_API.purchase('T-001234'))?.body,
    ).toEqual({
      key: 'the-key',
      startDate: todayInIceland(),
      frequency: 'annual',
      payment: 'card',
      acceptTerms: true,
      lang: 'en',
    });
  });

  it('registers a new card in the middle of buying, which then pays', async () => {
    stubs({ card: null });
    stubPopup();
    const { user } = renderWithProviders(<PurchaseScreen language="is" user={{} as PortalUser} />, {
      path: PATH,
    });
    await screen.findByRole('heading', { name: /Tilboð T-001234/ });
    expect(screen.queryByRole('option', { name: /Greiðslukort/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Ég hef lesið skilmálana/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Skrá greiðslukort' }));
    await user.click(await screen.findByRole('button', { name: 'Skrá kort' }));
    providerMessage({
      message: 'success',
      verificationId: 'v-1',
      verificationData: 'data',
      verificationHash: 'hash',
    });
    // The new card is offered and chosen, and nothing else typed was lost.
    await waitFor(() => expect(screen.getByLabelText(/^Greiðsluleið/)).toHaveValue('card'));
    expect(
      screen.getByRole('option', { name: 'Greiðslukort 424242******4242' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ég hef lesið skilmálana/ })).toBeChecked();
  });

  it('pays with the card on file unless the buyer chooses otherwise', async () => {
    stubs({ card: '522010******8823' });
    renderWithProviders(<PurchaseScreen language="en" user={{} as PortalUser} />, {
      language: 'en',
      path: PATH,
    });
    await waitFor(() => expect(screen.getByLabelText(/^How to pay/)).toHaveValue('card'));
  });

  it('tells a buyer whose e-mail is not confirmed where the link went, and buys nothing', async () => {
    stubs({ card: null });
    server.use(
      http.post(QUOTE_API.purchase('T-001234'), () => problem(409, 'EmailNotConfirmed')),
      http.get(SETTINGS_API.popupInfo, () =>
        HttpResponse.json({
          showPopup: false,
          email: '',
          mobilePhone: '7654321',
          homePhone: '',
          pendingEmail: 'nyr@example.com',
        }),
      ),
    );
    const { user } = renderWithProviders(<PurchaseScreen language="en" user={{} as PortalUser} />, {
      language: 'en',
      path: PATH,
    });
    await screen.findByRole('heading', { name: /Quote T-001234/ });
    await user.selectOptions(screen.getByLabelText(/^How to pay/), 'claim');
    await user.click(screen.getByRole('checkbox', { name: /I have read the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(
      await screen.findByText(
        /^Confirm your e-mail address first: we sent a link to nyr@example\.com\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s reasons under the fields', async () => {
    stubs({ card: null });
    server.use(
      http.post(QUOTE_API.purchase('T-001234'), () =>
        problem(400, 'ValidationFailed', { errors: { startDate: ['quote|startDateRange'] } }),
      ),
    );
    const { user } = renderWithProviders(<PurchaseScreen language="is" user={{} as PortalUser} />, {
      path: PATH,
    });
    await screen.findByRole('heading', { name: /Tilboð T-001234/ });
    await user.selectOptions(screen.getByLabelText(/^Greiðsluleið/), 'claim');
    await user.click(screen.getByRole('checkbox', { name: /Ég hef lesið skilmálana/ }));
    await user.click(screen.getByRole('button', { name: 'Staðfesta kaup' }));
    expect(
      await screen.findByText(
        'Veldu upphafsdag frá deginum í dag og allt að 90 dögum fram í tímann.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ég hef lesið skilmálana/ })).toBeChecked();
  });

  it('says so when the quote has expired, or the link is wrong', async () => {
    server.use(
      http.get(QUOTE_API.saved('T-001234'), () => HttpResponse.json({ ...quote, expired: true })),
    );
    renderWithProviders(<PurchaseScreen language="en" user={{} as PortalUser} />, {
      language: 'en',
      path: PATH,
    });
    expect(await screen.findByText('The quote has expired. Get a new price.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a price' })).toHaveAttribute(
      'href',
      '/en/get-price/',
    );
  });
});

describe('the right of withdrawal on a policy card', () => {
  const policy = {
    id: '6f1c2a4e-0000-4000-8000-000000000009',
    number: 'SK-2026-700009',
    withdrawableUntil: '2026-12-09',
  } as Policy;

  it('is stated with its last day, asks before it acts, and withdraws', async () => {
    const requests = recordRequests();
    server.use(
      http.post(PORTAL_API.withdrawPolicy, () =>
        HttpResponse.json({ number: policy.number, withdrawnOn: '2026-11-25' }),
      ),
    );
    const { user } = renderWithProviders(<WithdrawalNotice policy={policy} language="en" />, {
      language: 'en',
    });
    expect(
      screen.getByText(
        /may withdraw from the purchase without giving a reason until 9 December 2026/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw from the purchase' }));
    const yes = screen.getByRole('button', { name: 'Yes, withdraw' });
    await waitFor(() => expect(yes).toHaveFocus());
    expect(requests.filter((request) => request.path === PORTAL_API.withdrawPolicy)).toHaveLength(
      0,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw from the purchase' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === PORTAL_API.withdrawPolicy)?.body).toEqual({
        id: policy.id,
      }),
    );
  });

  it('is not shown once the right has passed', () => {
    const { container } = renderWithProviders(
      <WithdrawalNotice policy={{ ...policy, withdrawableUntil: undefined }} language="is" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
