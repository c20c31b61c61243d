import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateStaffUserRequest,
  StaffUser,
  StaffUserList,
  StaffUserWithPassword,
} from '../../src/domain/api/staff-admin';
import { StaffUsersScreen } from '../../src/features/staff/admin/staff-users-screen';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const SIGGA: StaffUser = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'sigga',
  fullName: 'Sigríður Kristjánsdóttir',
  role: 'Full',
  disabled: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  secondFactor: 'enrolled',
};

let requests: RecordedRequest[];
let users: StaffUser[];
beforeEach(() => {
  requests = recordRequests();
  users = [SIGGA];
  server.use(
    http.get<never, never, StaffUserList>('/api/staff/v1/admin/users/', () =>
      HttpResponse.json({ users }),
    ),
    http.post<never, CreateStaffUserRequest, StaffUserWithPassword>(
      '/api/staff/v1/admin/users/',
      async ({ request }) => {
        const body = await request.json();
        const user = { ...SIGGA, id: '22222222-2222-4222-8222-222222222222', ...body };
        users = [...users, user];
        return HttpResponse.json(
          { user, temporaryPassword: 'abcd-efgh-jkmn-pqrs' },
          { status: 201 },
        );
      },
    ),
    http.post<{ id: string }, { role: StaffUser['role'] }, StaffUser>(
      '/api/staff/v1/admin/users/:id/role/',
      async ({ request }) => {
        const { role } = await request.json();
        users = users.map((user) => ({ ...user, role }));
        return HttpResponse.json({ ...SIGGA, role });
      },
    ),
  );
});

describe('staff users for admins', () => {
  it('checks the username before sending, then shows the temporary password once created', async () => {
    const { user } = renderWithProviders(<StaffUsersScreen />);
    expect(
      await screen.findByRole('heading', { level: 3, name: SIGGA.fullName }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Notandanafn/), '1x');
    await user.click(screen.getByRole('button', { name: 'Stofna starfsmann' }));
    expect(screen.getByText(/Notandanafn: 2–32 litlir stafir/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/^Notandanafn/));
    await user.type(screen.getByLabelText(/^Notandanafn/), 'Gunna');
    await user.type(screen.getByLabelText(/^Fullt nafn/), 'Guðný Jónsdóttir');
    await user.selectOptions(screen.getByLabelText(/^Hlutverk$/), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Stofna starfsmann' }));
    const secret = await screen.findByRole('status');
    expect(secret).toHaveTextContent('Bráðabirgðalykilorð fyrir gunna');
    expect(within(secret).getByText('abcd-efgh-jkmn-pqrs')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      username: 'gunna',
      fullName: 'Guðný Jónsdóttir',
      role: 'Admin',
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Guðný Jónsdóttir' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\w+\|\w+/);
  }, 20_000);

  it('changes a role only once another is chosen', async () => {
    const { user } = renderWithProviders(<StaffUsersScreen />, { language: 'en' });
    const role = await screen.findByLabelText(`Role: ${SIGGA.fullName}`);
    const change = screen.getByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    await user.selectOptions(role, 'Readonly');
    await user.click(change);
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/role/'))?.body).toEqual({
        role: 'Readonly',
      }),
    );
  });

  it('shows whether two-step sign-in is set up, resets it for a lost phone, and mails a set-up link', async () => {
    server.use(
      http.post<{ id: string }, never, StaffUser>(
        '/api/staff/v1/admin/users/:id/second-factor/reset/',
        () => {
          users = users.map((user) => ({ ...user, secondFactor: 'required' as const }));
          return HttpResponse.json({ ...SIGGA, secondFactor: 'required' });
        },
      ),
      http.post<{ id: string }, never, StaffUser>(
        '/api/staff/v1/admin/users/:id/second-factor/enrol/',
        () => HttpResponse.json({ ...SIGGA, secondFactor: 'required' }),
      ),
    );
    const { user } = renderWithProviders(<StaffUsersScreen />, { language: 'en' });
    expect(await screen.findByText('Two-step sign-in: set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send two-step sign-in set-up link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    expect(
      await screen.findByText('Two-step sign-in: required, not set up yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).toBeNull();
    expect(
      requests.filter((request) => request.path.endsWith('/second-factor/reset/')),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send two-step sign-in set-up link' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path.endsWith('/second-factor/enrol/')),
      ).toHaveLength(1),
    );
  }, 20_000);
});
