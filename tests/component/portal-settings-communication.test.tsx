import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMUNICATION_API } from '../../src/domain/api/communication-rules';
import type { CommunicationSettings } from '../../src/domain/api/communication';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { CommunicationSettingsScreen } from '../../src/features/portal/settings/communication-screen';
import type { Language } from '../../src/lib/i18n';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const ANNA = '1201603389';
const anna: PortalUser = {
  fullName: 'Anna Jónsdóttir',
  profilePicture: null,
  ssn: ANNA,
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: ANNA, isCompany: false },
  paymentMethod: { ccardInfo: null },
  bankInfo: { bank: '', ledger: '', account: '' },
  popupinfo: { showPopup: false, email: 'anna@example.is', mobilePhone: '6111234', homePhone: '' },
  actingOptions: [],
} as unknown as PortalUser;

const settings = (over: Partial<CommunicationSettings> = {}): CommunicationSettings => ({
  choices: { emailNewsletter: false, smsOffers: false, post: true },
  email: 'anna@example.is',
  mobilePhone: '6111234',
  hasAddress: true,
  updatedAt: null,
  canChange: true,
  ...over,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let calls: RecordedRequest[];
beforeEach(() => {
  calls = recordRequests();
});

function renderScreen(language: Language = 'is') {
  return renderWithProviders(<CommunicationSettingsScreen language={language} user={anna} />, {
    language,
    withToasts: true,
  });
}

describe('Settings → Communication', () => {
  it('shows the choices as saved and where each would arrive', async () => {
    server.use(http.get(COMMUNICATION_API, () => json(settings())));
    renderScreen('en');
    const newsletter = await screen.findByRole('checkbox', { name: /e-mail newsletter/i });
    expect(newsletter).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /letters and brochures/i })).toBeChecked();
    expect(screen.getByText('Sent to anna@example.is')).toBeInTheDocument();
    expect(screen.getByText('Sent to 611 1234')).toBeInTheDocument();
  });

  it('saves the chosen channels and says so', async () => {
    server.use(
      http.get(COMMUNICATION_API, () => json(settings())),
      http.post(COMMUNICATION_API, async ({ request }) =>
        json(
          settings({
            choices: (await request.json()) as CommunicationSettings['choices'],
            updatedAt: '2026-05-04T10:15:00.000Z',
          }),
        ),
      ),
    );
    renderScreen('is');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fréttabréf í tölvupósti' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vista val' }));
    expect(await screen.findByText(/Val þitt á samskiptum hefur verið vistað/)).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ emailNewsletter: true, smsOffers: false, post: true });
    expect(await screen.findByText(/Síðast breytt 4\. maí 2026/)).toBeVisible();
  });

  it("puts the server's refusal under the channel it concerns", async () => {
    server.use(
      http.get(COMMUNICATION_API, () => json(settings({ mobilePhone: '' }))),
      http.post(COMMUNICATION_API, () =>
        problem(400, 'NoMobileRegistered', {
          errors: { smsOffers: ['settings|communicationNeedsMobile'] },
        }),
      ),
    );
    renderScreen('en');
    const sms = await screen.findByRole('checkbox', { name: /offers by text message/i });
    fireEvent.click(sms);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(sms).toHaveAttribute('aria-invalid', 'true'));
    // The box keeps what was chosen.
    expect(sms).toBeChecked();
  });

  it('keeps the choices and offers a retry when saving fails', async () => {
    server.use(
      http.get(COMMUNICATION_API, () => json(settings())),
      http.post(COMMUNICATION_API, () => problem(503, 'ServiceUnavailable')),
    );
    renderScreen('en');
    const newsletter = await screen.findByRole('checkbox', { name: /e-mail newsletter/i });
    fireEvent.click(newsletter);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(newsletter).toBeChecked();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('shows read-only callers the choices with every box disabled and no save button', async () => {
    server.use(http.get(COMMUNICATION_API, () => json(settings({ canChange: false }))));
    renderScreen('en');
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save choices' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(/cannot change them|not change them/);
  });
});
