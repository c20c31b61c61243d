import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CustomerSearchResult,
  RecentCustomers,
  StaffHomeSummary,
} from '../../src/domain/api/staff';
import type { CustomerName } from '../../src/domain/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { StaffHome } from '../../src/features/staff/home/staff-home';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const BJORN = '0503852139';
const ANNA = '1201603389';

let requests: RecordedRequest[];
beforeEach(() => {
  window.sessionStorage.clear();
  requests = recordRequests();
  server.use(
    http.get<never, never, CustomerSearchResult>(
      '/api/staff/v1/customers/search/',
      ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({
          results:
            q === 'bjorn'
              ? [
                  {
                    kennitala: BJORN,
                    name: 'Björn Sigurðsson',
                    isCompany: false,
                    matchedBy: 'name',
                    matched: 'Björn Sigurðsson',
                  },
                ]
              : [],
          truncated: false,
        });
      },
    ),
    http.get<never, never, RecentCustomers>('/api/staff/v1/customers/recent/', () =>
      HttpResponse.json({
        customers: [
          {
            kennitala: ANNA,
            name: 'Anna Jónsdóttir',
            isCompany: false,
            lastActedAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      }),
    ),
    http.get<never, never, StaffHomeSummary>('/api/staff/v1/home/', () =>
      HttpResponse.json({
        queues: { openCases: 4, newClaims: 2, waitingChats: 1 },
        lastCustomer: {
          kennitala: ANNA,
          name: 'Anna Jónsdóttir',
          isCompany: false,
          lastActedAt: '2026-11-25T10:00:00.000Z',
        },
      }),
    ),
    http.post<never, { ssn: string }, CustomerName>(
      '/api/user/v1/login/ssnlookup/',
      async ({ request }) => {
        const { ssn } = await request.json();
        return HttpResponse.json({ name: ssn === BJORN ? 'Björn Sigurðsson' : 'Anna Jónsdóttir' });
      },
    ),
  );
});

/** The staff home as the portal shows it, with the choice of customer kept as the portal keeps it. */
function Home({ language = 'is' }: { language?: 'is' | 'en' }) {
  const [chosen, setChosen] = useState<string>();
  return (
    <StaffHome language={language} onImpersonate={() => {}} chosen={chosen} onChoose={setChosen} />
  );
}

describe('the staff home', () => {
  it('finds Björn by name, says what matched, and makes him the customer to act for', async () => {
    const { user } = renderWithProviders(<Home />);
    const search = screen.getByRole('searchbox', { name: /Leita að viðskiptavini/ });
    await user.type(search, 'b');
    await user.click(screen.getByRole('button', { name: 'Leita' }));
    expect(await screen.findByText('Sláðu inn minnst tvo stafi.')).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('/customers/search/'))).toBe(false);

    await user.type(search, 'jorn{Enter}');
    const results = await screen.findByRole('list', { name: 'Niðurstöður leitar' });
    const choice = within(results).getByRole('button', { name: /Björn Sigurðsson/ });
    expect(choice).toHaveTextContent('050385-2139');
    expect(choice).toHaveTextContent('Nafn: Björn Sigurðsson');
    expect(requests.find((request) => request.path.includes('/customers/search/'))?.path).toBe(
      '/api/staff/v1/customers/search/?q=bjorn',
    );

    await user.click(choice);
    const lookup = screen.getByLabelText(/Kennitala viðskiptavinar/);
    expect(lookup).toHaveValue('050385 2139');
    // Found at once, and the reason is the next thing to give.
    await waitFor(() => expect(screen.getByLabelText(/Ástæða uppflettingar/)).toHaveFocus());
    expect(document.body.textContent).not.toMatch(/\w+\|\w+/);
  });

  it('says when nobody was found', async () => {
    const { user } = renderWithProviders(<Home />);
    await user.type(screen.getByRole('searchbox'), 'nobody{Enter}');
    expect(await screen.findByText('Enginn viðskiptavinur fannst.')).toBeInTheDocument();
  });

  it('shows the work queues with their counts and links, and the customer last worked for', async () => {
    const { user } = renderWithProviders(<Home language="en" />, { language: 'en' });
    const queues = await screen.findByRole('region', { name: 'Work queues' });
    await waitFor(() =>
      expect(within(queues).getByRole('link', { name: /Open inbox cases\s*4/ })).toHaveAttribute(
        'href',
        '/en/vidskipti/innholf/',
      ),
    );
    expect(within(queues).getByRole('link', { name: /New claims\s*2/ })).toHaveAttribute(
      'href',
      '/en/vidskipti/tjonamottaka/',
    );
    expect(within(queues).getByRole('link', { name: /Chats waiting\s*1/ })).toHaveAttribute(
      'href',
      '/en/vidskipti/spjall/',
    );
    const last = screen.getByRole('region', { name: 'Last worked for' });
    expect(last).toHaveTextContent('Anna Jónsdóttir (120160-3389)');
    await user.click(within(last).getByRole('button', { name: 'Open again' }));
    expect(screen.getByLabelText(/Customer's national ID/)).toHaveValue('120160 3389');

    const recent = screen.getByRole('list', { name: 'Recent customers' });
    expect(within(recent).getByRole('button', { name: /Anna Jónsdóttir/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\w+\|\w+/);
  });
});
