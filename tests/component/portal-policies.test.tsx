import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API, type Policy, type PolicyResponse } from '../../src/domain/api/portal';
import { PolicyCard } from '../../src/features/portal/policies/policy-card';
import { groupPolicies } from '../../src/features/portal/policies/policy-groups';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { recordRequests, server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const text = (is: string, en: string) => ({ is, en });

function policy(overrides: Partial<Policy> = {}): Policy {
  return {
    id: '6f1c2a4e-0000-4000-8000-000000000301',
    number: 'SK-2018-004812',
    holderSsn: '1201603389',
    holderName: 'Anna Jónsdóttir',
    product: { code: 'BI10', kind: 'car', name: text('Bifreiðatrygging', 'Car insurance') },
    insuredObject: text('Toyota RAV4 Hybrid, AB-123', 'Toyota RAV4 Hybrid, AB-123'),
    periodStart: '2026-08-21',
    periodEnd: '2027-08-20',
    annualPremium: 168_000,
    paymentFrequency: 'monthly',
    status: 'active',
    coverages: [
      {
        id: '6f1c2a4e-0000-4000-8000-000000000401',
        name: text('Kaskó', 'Comprehensive'),
        sumInsured: 6_500_000,
        deductible: 120_000,
      },
      {
        id: '6f1c2a4e-0000-4000-8000-000000000402',
        name: text('Vegaaðstoð', 'Roadside assistance'),
        sumInsured: null,
        deductible: null,
      },
    ],
    documents: [
      {
        id: '6f1c2a4e-0000-4000-8000-000000000501',
        title: text('Tryggingaskírteini', 'Policy certificate'),
        category: 'policy',
        createdAt: '2026-08-21T10:15:00.000Z',
        unread: true,
      },
    ],
    ...overrides,
  };
}

describe('groupPolicies', () => {
  it('puts active policies by kind, later ones by start and ended ones newest first', () => {
    const home = policy({
      id: 'h',
      number: 'SK-1',
      product: { code: 'HE', kind: 'home', name: text('H', 'H') },
    });
    const car = policy({ id: 'c', number: 'SK-2' });
    const later = policy({ id: 'l1', status: 'pending', periodStart: '2027-02-01' });
    const sooner = policy({ id: 'l2', status: 'pending', periodStart: '2027-01-01' });
    const old = policy({ id: 'e1', status: 'ended', periodEnd: '2024-01-01' });
    const recent = policy({ id: 'e2', status: 'ended', periodEnd: '2026-03-21' });
    const groups = groupPolicies([home, old, later, car, recent, sooner]);
    expect(groups.active.map((p) => p.id)).toEqual(['c', 'h']);
    expect(groups.pending.map((p) => p.id)).toEqual(['l2', 'l1']);
    expect(groups.ended.map((p) => p.id)).toEqual(['e2', 'e1']);
  });
});

describe('PolicyCard', () => {
  function renderCard(language: 'is' | 'en' = 'is') {
    const requests = recordRequests();
    server.use(
      http.get<never, never, PolicyResponse>(PORTAL_API.policy, () => HttpResponse.json(policy())),
    );
    return {
      ...renderWithProviders(<PolicyCard policy={policy()} language={language} />, { language }),
      requests,
    };
  }

  it('shows the essentials and opens the details from the keyboard', async () => {
    const { user, requests } = renderCard('en');
    const card = screen.getByRole('article', { name: 'Car insurance' });
    expect(card).toHaveTextContent('Toyota RAV4 Hybrid, AB-123');
    expect(card).toHaveTextContent('No. SK-2018-004812');
    expect(card).toHaveTextContent('21 August 2026 – 20 August 2027');
    expect(card).toHaveTextContent('ISK 168,000 a year, monthly');
    expect(card).toHaveTextContent('Active');

    const toggle = screen.getByRole('button', {
      name: /^Covers, documents and details.*Car insurance SK-2018-004812$/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const covers = screen.getByRole('table', { name: 'Covers: Car insurance' });
    const comprehensive = within(covers)
      .getByRole('rowheader', { name: 'Comprehensive' })
      .closest('tr')!;
    expect(comprehensive).toHaveTextContent('ISK 6,500,000ISK 120,000');
    const roadside = within(covers)
      .getByRole('rowheader', { name: 'Roadside assistance' })
      .closest('tr')!;
    expect(roadside).toHaveTextContent('No set amountNone');
    expect(screen.getByRole('button', { name: 'Policy certificate (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send this policy to my e-mail' }),
    ).toBeInTheDocument();
    // The details are fetched fresh by id.
    expect(requests).toContainEqual({
      method: 'GET',
      path: `${PORTAL_API.policy}?id=6f1c2a4e-0000-4000-8000-000000000301`,
      body: undefined,
    });

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Icelandic and names covers without a sum', async () => {
    const { user } = renderCard('is');
    await user.click(screen.getByRole('button', { name: /^Vernd, skjöl og nánar/ }));
    const covers = screen.getByRole('table', { name: 'Vernd: Bifreiðatrygging' });
    expect(
      within(covers).getByRole('rowheader', { name: 'Vegaaðstoð' }).closest('tr'),
    ).toHaveTextContent('Engin fjárhæðEngin');
    expect(screen.getByText('168.000 kr. á ári, mánaðarlega')).toBeInTheDocument();
  });
});
