import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimsResponse } from '../../src/domain/api/claim';
import type { PendingOffer, PendingOffersResponse } from '../../src/domain/api/offer';
import type { InstallmentsOverviewResponse } from '../../src/domain/api/payment';
import type { PaymentMethodResponse } from '../../src/domain/api/payment-details';
import { PAYMENT_SETTINGS_API } from '../../src/domain/api/payment-settings';
import { PORTAL_API } from '../../src/domain/api/portal';
import type { SignableDocumentsResponse } from '../../src/domain/api/signing';
import { SIGNING_API } from '../../src/domain/api/signing-rules';
import { NeedsYouSection } from '../../src/features/portal/overview/needs-you-section';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { MayWriteContext } from '../../src/features/portal/shared/may-write';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const text = (is: string, en: string) => ({ is, en });
const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const overdueInstallment = {
  id: '6f1c2a4e-0000-4000-8000-000000000901',
  periodId: '6f1c2a4e-0000-4000-8000-000000000902',
  policyId: null,
  policyNumber: 'SK-2018-004812',
  description: text('Bifreiðatrygging', 'Car insurance'),
  dueDate: isoDay(-20),
  amount: 74_700,
  paidAmount: 0,
  paidDate: null,
  status: 'overdue' as const,
};

const claimWithQuestion: Claim = {
  id: '6f1c2a4e-0000-4000-8000-000000000a01',
  number: 'TJ-2026-004512',
  policyId: null,
  policyNumber: 'SK-2018-004812',
  productKind: 'car',
  title: text('Árekstur á bílastæði', 'Collision in a car park'),
  description: text('Bakkað á kyrrstæðan bíl.', 'Reversed into a parked car.'),
  incidentDate: isoDay(-30),
  reportedDate: isoDay(-29),
  status: 'in_review',
  timeline: [],
  nextStep: null,
  handler: { name: 'Jón Handler', phone: '5401000', email: 'jon@skjol.is' },
  estimatedAmount: null,
  payments: [],
  totalPaid: 0,
  messages: [],
  attachments: [],
  openQuestion: {
    id: '6f1c2a4e-0000-4000-8000-000000000a02',
    author: 'staff',
    authorName: 'Jón Handler',
    body: 'Hvar var bíllinn?',
    isQuestion: true,
    createdAt: new Date().toISOString(),
  },
};

function offer(id: string, validUntil: string, name: string): PendingOffer {
  return {
    id,
    number: `TB-${id.slice(-4)}`,
    product: { code: 'HE20', kind: 'home', name: text(name, name) },
    description: text('', ''),
    annualPremium: 98_000,
    createdAt: new Date().toISOString(),
    validUntil,
    notificationStatus: 'initialized',
    signatureRequired: false,
    signing: null,
  };
}

function answer({
  overdue = [overdueInstallment],
  claims = [claimWithQuestion],
  cardProblem = 'CardExpired' as PaymentMethodResponse['errorCode'],
} = {}) {
  server.use(
    http.get<never, never, InstallmentsOverviewResponse>(PORTAL_API.installmentsOverview, () =>
      HttpResponse.json({
        overdue,
        due: [],
        nextDueDate: null,
        nextDueAmount: 0,
        totals: {
          overdue: overdue.reduce((sum, item) => sum + item.amount, 0),
          due: 0,
          outstanding: 0,
          paidThisYear: 0,
        },
      }),
    ),
    http.get<never, never, SignableDocumentsResponse>(SIGNING_API.signable, () =>
      HttpResponse.json({
        documents: [
          {
            id: '6f1c2a4e-0000-4000-8000-000000000b01',
            title: text('Skilmálabreyting', 'Change of terms'),
            status: 'pending',
            signBy: isoDay(5),
            createdAt: new Date().toISOString(),
            policyId: null,
            policyNumber: null,
            memoCount: 0,
          },
          {
            id: '6f1c2a4e-0000-4000-8000-000000000b02',
            title: text('Gamalt skjal', 'Old document'),
            status: 'expired',
            signBy: isoDay(-5),
            createdAt: new Date().toISOString(),
            policyId: null,
            policyNumber: null,
            memoCount: 0,
          },
        ],
      }),
    ),
    http.get<never, never, ClaimsResponse>(PORTAL_API.claims, () =>
      HttpResponse.json({
        claims,
        counts: {
          reported: 0,
          in_review: claims.length,
          awaiting_documents: 0,
          approved: 0,
          paid: 0,
          rejected: 0,
          closed: 0,
        },
        openCount: claims.length,
      }),
    ),
    http.get<never, never, PendingOffersResponse>(PORTAL_API.pendingOffers, () =>
      HttpResponse.json({
        offers: [
          offer('6f1c2a4e-0000-4000-8000-000000000c01', isoDay(3), 'Heimatrygging'),
          offer('6f1c2a4e-0000-4000-8000-000000000c02', isoDay(40), 'Sumarhúsatrygging'),
        ],
        notification: { id: 'pendingOffers', status: 'initialized' },
      }),
    ),
    http.get<never, never, PaymentMethodResponse>(PAYMENT_SETTINGS_API.paymentMethod, () =>
      HttpResponse.json({
        ccardInfo: { cardNumberMasked: '************1234' },
        bankInfo: { bank: '', ledger: '', account: '' },
        errorCode: cardProblem,
      }),
    ),
  );
}

describe('what needs you, first on the portal home', () => {
  it('lists what the customer must do, each with the one action that does it (en)', async () => {
    answer();
    renderWithProviders(<NeedsYouSection language="en" />, { language: 'en' });
    const section = await screen.findByRole('region', { name: 'What needs you' });
    await within(section).findByText(/Register a new card/);
    const items = within(section).getAllByRole('listitem');
    const hrefOf = (name: string) =>
      within(section).getByText(name).closest('a')?.getAttribute('href');

    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('1 payment is overdue: ISK 74,700.');
    expect(within(items[0]!).getByText('Pay ISK 74,700 by card').closest('button')).toBeVisible();
    // Only what can still be signed; an expired document is not the customer's to do.
    expect(items[1]).toHaveTextContent(/^Change of terms is waiting for your signature, by /);
    expect(section).not.toHaveTextContent(/Old document/);
    expect(hrefOf('Sign Change of terms')).toBe('/en/vidskipti/undirritud-skjol/');
    expect(items[2]).toHaveTextContent('asked you a question about claim TJ-2026-004512');
    expect(hrefOf('Answer about claim TJ-2026-004512')).toBe(
      '/en/vidskipti/tjonayfirlit/?tjon=TJ-2026-004512',
    );
    // The offer that runs out in days, not the one with weeks left.
    expect(items[3]).toHaveTextContent(/^Your offer for Heimatrygging is valid until /);
    expect(hrefOf('See the offer for Heimatrygging')).toBe('/en/vidskipti/#offers');
    expect(section).not.toHaveTextContent(/Sumarhúsatrygging/);
    expect(items[4]).toHaveTextContent(/payment card on file has expired/);
    expect(hrefOf('Register a card')).toBe('/en/vidskipti/stillingar/greidsluupplysingar/');
  });

  it('says so when nothing needs the customer (is)', async () => {
    answer({ overdue: [], claims: [], cardProblem: null });
    server.use(
      http.get<never, never, SignableDocumentsResponse>(SIGNING_API.signable, () =>
        HttpResponse.json({ documents: [] }),
      ),
      http.get<never, never, PendingOffersResponse>(PORTAL_API.pendingOffers, () =>
        HttpResponse.json({
          offers: [],
          notification: { id: 'pendingOffers', status: 'dismissed' },
        }),
      ),
    );
    renderWithProviders(<NeedsYouSection language="is" />);
    expect(await screen.findByText('Ekkert bíður þín í augnablikinu.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Þetta bíður þín' })).toBeInTheDocument();
  });

  it('offers read-only staff the payment status instead of a pay button', async () => {
    answer();
    renderWithProviders(
      <MayWriteContext.Provider value={false}>
        <NeedsYouSection language="is" />
      </MayWriteContext.Provider>,
    );
    const link = await screen.findByRole('link', { name: 'Sjá greiðslustöðu' });
    expect(link).toHaveAttribute('href', '/vidskipti/greidslustada/');
    expect(screen.queryByRole('button', { name: /Greiða/ })).toBeNull();
  });
});
