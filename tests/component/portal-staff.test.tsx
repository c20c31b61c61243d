import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerName, SwitchedCustomer } from '../../src/domain/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { MayWriteContext, WriteFieldset } from '../../src/features/portal/shared/may-write';
import { CustomerLookup } from '../../src/features/staff/lookup/customer-lookup';
import { StaffBanner } from '../../src/features/staff/acting/staff-banner';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const BJORN = '0503852139';
const problem = (status: number, errorCode: string) =>
  HttpResponse.json(
    { type: 'about:blank', title: errorCode, status, errorCode },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

let requests: RecordedRequest[];
beforeEach(() => {
  window.sessionStorage.clear();
  requests = recordRequests();
  server.use(
    http.post<never, { ssn: string }, CustomerName>(
      '/api/user/v1/login/ssnlookup/',
      async ({ request }) => {
        const { ssn } = await request.json();
        return ssn === BJORN
          ? HttpResponse.json({ name: 'Björn Sigurðsson' })
          : (problem(400, 'invalidSsn') as never);
      },
    ),
    http.post<never, never, SwitchedCustomer>('/api/user/v1/login/switchcustomer/', () =>
      HttpResponse.json({
        ssn: BJORN,
        fullName: 'Björn Sigurðsson',
        isCompany: false,
        impersonation: {
          reason: 'customerCall',
          note: 'Hann hringdi',
          startedAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
      }),
    ),
  );
});

describe('the staff lookup', () => {
  it('shows the lookup error translated, never as a raw key, in both languages', async () => {
    for (const [language, text] of [
      ['is', 'Kennitalan er ekki gild.'],
      ['en', 'The national ID number is not valid.'],
    ] as const) {
      const { user, unmount } = renderWithProviders(<CustomerLookup onImpersonate={() => {}} />, {
        language,
      });
      await user.type(screen.getByRole('textbox'), '1234567890');
      expect(screen.getByRole('textbox')).toHaveValue('123456 7890');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/\w+\|\w+/);
      unmount();
    }
  });

  it('looks up at ten digits only, then asks why before acting and sends the reason', async () => {
    let chosen: SwitchedCustomer | undefined;
    const { user } = renderWithProviders(
      <CustomerLookup onImpersonate={(customer) => (chosen = customer)} />,
    );
    const field = screen.getByLabelText(/Kennitala viðskiptavinar/);
    await user.type(field, '050385213');
    expect(requests.filter((request) => request.path.includes('ssnlookup'))).toEqual([]);
    const signIn = screen.getByRole('button', { name: 'Skrá inn sem viðskiptavinur' });
    expect(signIn).toBeDisabled();
    await user.type(field, '9');
    expect(await screen.findByText('Björn Sigurðsson')).toBeInTheDocument();
    expect(signIn).toBeEnabled();

    await user.click(signIn);
    expect(await screen.findByText('Þennan reit þarf að fylla út')).toBeInTheDocument();
    expect(screen.getByText('Skrifaðu stutta skýringu (minnst 3 stafi)')).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('switchcustomer'))).toBe(false);

    await user.selectOptions(screen.getByLabelText(/Ástæða uppflettingar/), 'customerCall');
    await user.type(screen.getByLabelText(/Nánari skýring/), 'Hann hringdi');
    await user.click(signIn);
    await waitFor(() => expect(chosen?.ssn).toBe(BJORN));
    expect(requests.find((request) => request.path.includes('switchcustomer'))?.body).toEqual({
      ssn: BJORN,
      reason: 'customerCall',
      note: 'Hann hringdi',
    });
    expect(window.sessionStorage.getItem('kennitala')).toBe(BJORN);
  });
});

describe('the staff banner', () => {
  it('names the customer, the reason and the time left', () => {
    renderWithProviders(
      <StaffBanner
        name="Björn Sigurðsson"
        ssn={BJORN}
        impersonation={{
          reason: 'claimHandling',
          note: 'Les tjónaskrána',
          startedAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 12.5 * 60_000).toISOString(),
        }}
        onEnd={() => {}}
        onExpired={() => {}}
      />,
    );
    expect(
      screen.getByText(/Þú ert starfsmaður að skoða síður viðskiptavinar: Björn Sigurðsson/),
    ).toBeInTheDocument();
    expect(screen.getByText('Ástæða: Tjónavinnsla – Les tjónaskrána')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('12 mín. eftir');
  });

  it('tells the portal when the time has run out', () => {
    let expired = false;
    renderWithProviders(
      <StaffBanner
        name="Björn Sigurðsson"
        ssn={BJORN}
        impersonation={{
          reason: 'other',
          note: 'Annað',
          startedAt: new Date(Date.now() - 31 * 60_000).toISOString(),
          expiresAt: new Date(Date.now() - 60_000).toISOString(),
        }}
        onEnd={() => {}}
        onExpired={() => (expired = true)}
      />,
    );
    expect(expired).toBe(true);
  });
});

describe('read-only staff', () => {
  it('get every control of a writing form disabled', () => {
    renderWithProviders(
      <MayWriteContext.Provider value={false}>
        <form>
          <WriteFieldset>
            <input aria-label="Netfang" />
            <button type="submit">Vista</button>
          </WriteFieldset>
        </form>
      </MayWriteContext.Provider>,
    );
    expect(screen.getByLabelText('Netfang')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vista' })).toBeDisabled();
  });
});
