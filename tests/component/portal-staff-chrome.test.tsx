import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '../../src/domain/api/staff-admin';
import { AuditLogScreen } from '../../src/features/staff/admin/audit-log-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { StaffNav } from '../../src/features/staff/menu/staff-nav';
import { server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

describe("the staff portal's menu", () => {
  it('offers an Admin every staff screen, marking the one they are on', () => {
    renderWithProviders(<StaffNav language="en" current="inbox" isAdmin />, { language: 'en' });
    const menu = screen.getByRole('navigation', { name: 'Staff menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Inbox', 'Claims desk', 'Live chat', 'Staff users', 'Audit log']);
    expect(within(menu).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/en/vidskipti/atburdaskra/',
    );
    // The file's first render loads the texts and the router; a busy machine is slow at it.
  }, 30_000);

  it('leaves administration out for everyone else', () => {
    renderWithProviders(<StaffNav language="is" current={undefined} isAdmin={false} />);
    const menu = screen.getByRole('navigation', { name: 'Valmynd starfsfólks' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Forsíða', 'Innhólf', 'Tjónamóttaka', 'Netspjall']);
    expect(within(menu).getByRole('link', { name: 'Forsíða' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

const ENTRIES: AuditList = {
  truncated: false,
  entries: [
    {
      id: '1',
      occurredAt: '2026-12-01T10:00:00.000Z',
      action: 'admin.staffRoleChanged',
      actor: 'staff:stjori',
      subject: null,
      ip: null,
      detail: JSON.stringify({ username: 'sigga', from: 'Full', to: 'Readonly' }),
    },
    {
      id: '2',
      occurredAt: '2026-12-01T09:00:00.000Z',
      action: 'staff.switchCustomer',
      actor: 'staff:sigga',
      subject: '1201603389',
      ip: null,
      detail: JSON.stringify({ reason: 'customerCall' }),
    },
    {
      id: '3',
      occurredAt: '2026-12-01T08:00:00.000Z',
      action: 'staff.GET /api/policy/v2/',
      actor: 'staff:sigga',
      subject: '1201603389',
      ip: null,
      detail: '{}',
    },
  ],
};

describe('the audit log in words', () => {
  it.each([
    [
      'is',
      [
        'Starfsmaðurinn stjori breytti hlutverki sigga úr Fullur aðgangur í Lesaðgangur',
        'Starfsmaðurinn sigga fór að skoða síður 120160-3389',
        'Starfsmaðurinn sigga skoðaði /api/policy/v2/ fyrir 120160-3389',
      ],
    ],
    [
      'en',
      [
        'Staff member stjori changed the role of sigga from Full access to Read only',
        'Staff member sigga began viewing the pages of 120160-3389',
        'Staff member sigga viewed /api/policy/v2/ for 120160-3389',
      ],
    ],
  ] as const)(
    'says who did what to whom in %s, the codes only under details',
    async (language, sentences) => {
      server.use(http.get('/api/staff/v1/admin/audit/', () => HttpResponse.json(ENTRIES)));
      renderWithProviders(<AuditLogScreen language={language} />, { language });
      for (const sentence of sentences) expect(await screen.findByText(sentence)).toBeVisible();
      expect(screen.getByText('admin.staffRoleChanged')).not.toBeVisible();
      expect(screen.queryByText(/portal\||auditLog\|/)).toBeNull();
    },
    // The first render loads the screen's texts and the date formats; a busy machine is slow at it.
    30_000,
  );
});
