import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseSummary, CustomerCase } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import type { PortalUser } from '../../src/features/portal/api/user';
import { InboxScreen } from '../../src/features/staff/inbox/inbox-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { RequestsScreen } from '../../src/features/portal/requests/requests-screen';
import { recordRequests, server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());
afterEach(() => window.history.replaceState(null, '', '/'));

const CASE_ID = '6f1c2a4e-0000-4000-8000-00000000c001';

const incoming = {
  id: '6f1c2a4e-0000-4000-8000-00000000a001',
  direction: 'incoming' as const,
  authorName: 'Anna Jónsdóttir',
  body: 'Nær heimilistryggingin yfir reiðhjól?',
  createdAt: '2026-11-20T10:00:00.000Z',
  attachments: [],
};
const outgoing = {
  id: '6f1c2a4e-0000-4000-8000-00000000a002',
  direction: 'outgoing' as const,
  authorName: 'Sigríður Kristjánsdóttir',
  body: 'Já, innbústryggingin bætir það.',
  createdAt: '2026-11-20T15:00:00.000Z',
  attachments: [],
};

function summary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: CASE_ID,
    caseNumber: 'E-001001',
    kind: 'inquiry',
    origin: 'webform',
    queue: 'individual',
    status: 'new',
    subject: 'Fyrirspurn af vef: Nær heimilistryggingin yfir reiðhjól?',
    senderName: 'Anna Jónsdóttir',
    senderEmail: 'anna@example.is',
    assignee: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    messageCount: 1,
    customerReplied: false,
    ...overrides,
  };
}

function detail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...summary(),
    senderSsn: '1201603389',
    customerName: 'Anna Jónsdóttir',
    messages: [incoming],
    ...overrides,
  };
}

describe('My requests', () => {
  const request: CustomerCase = {
    id: CASE_ID,
    caseNumber: 'E-000101',
    kind: 'inquiry',
    status: 'waiting_for_customer',
    subject: 'Fyrirspurn af vef: Nær heimilistryggingin yfir reiðhjól?',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    messages: [incoming, outgoing],
  };

  it('lists the requests with their status and opens the thread on demand', async () => {
    server.use(http.get(CASE_API.myRequests, () => HttpResponse.json({ cases: [request] })));
    const { user } = renderWithProviders(<RequestsScreen language="is" user={{} as PortalUser} />);
    expect(await screen.findByRole('heading', { name: request.subject })).toBeInTheDocument();
    expect(screen.getByText('Bíður svars frá þér')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Sýna samskipti/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = screen.getByRole('list', { name: /Samskipti vegna erindis E-000101/ });
    expect(within(thread).getByText('Já, innbústryggingin bætir það.')).toBeInTheDocument();
    expect(within(thread).getByText('Sigríður Kristjánsdóttir, Skjól')).toBeInTheDocument();
    expect(within(thread).getByText('Þú')).toBeInTheDocument();
  });

  it('points to the inquiry form when there is nothing yet', async () => {
    server.use(http.get(CASE_API.myRequests, () => HttpResponse.json({ cases: [] })));
    renderWithProviders(<RequestsScreen language="en" user={{} as PortalUser} />, {
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'No requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send an inquiry' })).toHaveAttribute(
      'href',
      '/en/inquiry/',
    );
  });
});

describe('the staff inbox', () => {
  it('filters through the address and announces new cases as they arrive', async () => {
    let cases = [summary()];
    server.use(http.get(CASE_API.staffCases, () => HttpResponse.json({ cases })));
    const requests = recordRequests();
    window.history.replaceState(null, '', '/vidskipti/innholf/');
    const { user, queryClient } = renderWithProviders(
      <InboxScreen language="is" readOnly={false} />,
    );
    expect(await screen.findByRole('button', { name: 'Opna E-001001' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Biðröð'), 'claims');
    await waitFor(() => expect(window.location.search).toBe('?queue=claims'));
    await waitFor(() => expect(requests.some((r) => r.path.includes('queue=claims'))).toBe(true));

    cases = [
      summary({ id: '6f1c2a4e-0000-4000-8000-00000000c002', caseNumber: 'E-001002' }),
      ...cases,
    ];
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByText('1 ný erindi')).toBeInTheDocument();
  });

  it('opens a case, takes it, answers it and changes its status', async () => {
    let current = detail();
    server.use(
      http.get(CASE_API.staffCases, () => HttpResponse.json({ cases: [summary()] })),
      http.get(CASE_API.staffCase(CASE_ID), () => HttpResponse.json(current)),
      http.post(CASE_API.staffAssign(CASE_ID), () => {
        current = {
          ...current,
          status: 'in_progress',
          assignee: { username: 'sigga', name: 'Sigríður Kristjánsdóttir' },
        };
        return HttpResponse.json(current);
      }),
      http.post(CASE_API.staffReply(CASE_ID), () => {
        current = { ...current, status: 'waiting_for_customer', messages: [incoming, outgoing] };
        return HttpResponse.json(current);
      }),
      http.post(CASE_API.staffStatus(CASE_ID), () => {
        current = { ...current, status: 'closed' };
        return HttpResponse.json(current);
      }),
    );
    const requests = recordRequests();
    window.history.replaceState(null, '', '/vidskipti/innholf/');
    const { user } = renderWithProviders(<InboxScreen language="is" readOnly={false} />, {
      withToasts: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Opna E-001001' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /E-001001/ });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Taka erindið' }));
    expect(await screen.findByText('Þú sinnir nú erindinu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Senda svar' }));
    expect(await screen.findByText('Þennan reit þarf að fylla út')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Svar til sendanda/), 'Já, innbústryggingin bætir það.');
    await user.click(screen.getByRole('button', { name: 'Senda svar' }));
    expect(await screen.findByText('Svarið var sent')).toBeInTheDocument();
    expect(requests.find((r) => r.path === CASE_API.staffReply(CASE_ID))?.body).toEqual({
      body: 'Já, innbústryggingin bætir það.',
    });

    await user.selectOptions(screen.getByLabelText('Breyta stöðu'), 'closed');
    await user.click(screen.getByRole('button', { name: 'Vista stöðu' }));
    expect(await screen.findByText('Staðan var vistuð')).toBeInTheDocument();
    expect(requests.find((r) => r.path === CASE_API.staffStatus(CASE_ID))?.body).toEqual({
      status: 'closed',
    });
  });

  it('offers read-only staff nothing that writes', async () => {
    server.use(
      http.get(CASE_API.staffCases, () => HttpResponse.json({ cases: [summary()] })),
      http.get(CASE_API.staffCase(CASE_ID), () => HttpResponse.json(detail())),
    );
    window.history.replaceState(null, '', `/en/vidskipti/innholf/?case=${CASE_ID}`);
    renderWithProviders(<InboxScreen language="en" readOnly />, { language: 'en' });
    expect(await screen.findByText(/You have read access/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Change status')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
