import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_SETTINGS_API } from '../../src/domain/api/payment-settings';
import { SETTINGS_API } from '../../src/domain/api/settings-rules';
import type { PopupDismissalResponse, PopupRequest } from '../../src/domain/api/settings';
import type { BankInfo } from '../../src/domain/bank';
import { useUserInfo, type PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { BankDetailsPopup } from '../../src/features/portal/settings-payment/bank-details-popup';
import { ContactDetailsPopup } from '../../src/features/portal/settings/contact-details-popup';
import type { Language } from '../../src/lib/i18n';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

const USER_INFO = '/api/user/v1/info/';

beforeAll(() => ensurePortalTexts());

const GUDRUN = '1407702999';
const BJORN = '0503852139';
const NO_ACCOUNT: BankInfo = { bank: '', ledger: '', account: '' };
const TITLE_IS = 'Viltu skrá bankareikning?';

const gudrun: PortalUser = {
  fullName: 'Guðrún Pálsdóttir',
  profilePicture: null,
  ssn: GUDRUN,
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: GUDRUN, isCompany: false },
  paymentMethod: { ccardInfo: null },
  bankInfo: NO_ACCOUNT,
  popupinfo: {
    showPopup: false,
    email: 'gudrun@example.is',
    mobilePhone: '6333456',
    homePhone: '',
  },
  actingOptions: [{ ssn: BJORN, name: 'Björn Sigurðsson', isCompany: false }],
  mayWrite: true,
  impersonation: null,
};

let dismissed: Record<string, string | null>;
let calls: RecordedRequest[];

beforeEach(() => {
  window.sessionStorage.clear();
  dismissed = { contactDetailsModal: null, bankDetailsModal: null };
  calls = recordRequests();
  server.use(
    http.get<never, never, PortalUser>(USER_INFO, () => HttpResponse.json(gudrun)),
    http.get<never, never, BankInfo>(PAYMENT_SETTINGS_API.bankInfo, () =>
      HttpResponse.json(NO_ACCOUNT),
    ),
    http.post<never, BankInfo, BankInfo>(PAYMENT_SETTINGS_API.bankInfo, async ({ request }) =>
      HttpResponse.json(await request.json()),
    ),
    http.post<never, PopupRequest, PopupDismissalResponse>(
      SETTINGS_API.checkPopup,
      async ({ request }) => {
        const { type } = await request.json();
        return HttpResponse.json({ type, dismissedAt: dismissed[type] ?? null });
      },
    ),
    http.post<never, PopupRequest, PopupDismissalResponse>(
      SETTINGS_API.savePopup,
      async ({ request }) => {
        const { type } = await request.json();
        dismissed[type] = '2026-05-01T10:00:00.000Z';
        return HttpResponse.json({ type, dismissedAt: dismissed[type] });
      },
    ),
  );
});
afterEach(() => vi.restoreAllMocks());

/** Keeps the user info query active, as the portal does, so a refresh of it shows as a call. */
function UserInfoProbe() {
  useUserInfo();
  return null;
}

function renderUi(ui: ReactElement, language: Language = 'is') {
  return renderWithProviders(
    <>
      <UserInfoProbe />
      {ui}
    </>,
    { language, withToasts: true },
  );
}

const requests = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('bank-details popup', () => {
  it('asks once the bank info shows no account; a save toasts, closes after 200 ms and records the dismissal', async () => {
    const { user } = renderUi(<BankDetailsPopup user={gudrun} />);
    const dialog = await screen.findByRole('dialog', { name: TITLE_IS });
    expect(requests('GET', '/api/user/v1/settings/bankinfo/')).toHaveLength(1);
    expect(requests('POST', '/api/user/v1/checkpopup/')[0]?.body).toEqual({
      type: 'bankDetailsModal',
    });
    const userInfoCalls = requests('GET', '/api/user/v1/info/').length;

    await user.type(screen.getByLabelText(/Banki/), '0133');
    await user.type(screen.getByLabelText(/Höfuðbók/), '26');
    await user.type(screen.getByLabelText(/Reikningur/), '012345');
    const timeouts = vi.spyOn(window, 'setTimeout');
    await user.click(screen.getByRole('button', { name: 'Vista bankareikning' }));

    expect(await screen.findByText('Upplýsingarnar hafa verið uppfærðar')).toBeVisible();
    expect(requests('POST', '/api/user/v1/settings/bankinfo/')[0]?.body).toEqual({
      bank: '0133',
      ledger: '26',
      account: '012345',
    });
    expect(timeouts).toHaveBeenCalledWith(expect.any(Function), 200);
    // The account is saved (its query now holds it), yet the dialog waits for the close delay.
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests('POST', '/api/user/v1/savepopup/')[0]?.body).toEqual({
      type: 'bankDetailsModal',
    });
    await waitFor(() =>
      expect(requests('GET', '/api/user/v1/info/').length).toBeGreaterThan(userInfoCalls),
    );
    // Saving is not "Not now": the record on the server, not the session, keeps it closed.
    expect(window.sessionStorage.getItem('hidePopupBank')).toBeNull();
  });

  it('does not ask when an account is registered or a dismissal is on record', async () => {
    server.use(
      http.get<never, never, BankInfo>(PAYMENT_SETTINGS_API.bankInfo, () =>
        HttpResponse.json({ bank: '0133', ledger: '26', account: '012345' }),
      ),
    );
    const withAccount = renderUi(<BankDetailsPopup user={gudrun} />);
    await waitFor(() => expect(requests('GET', '/api/user/v1/settings/bankinfo/')).toHaveLength(1));
    await settle();
    expect(requests('POST', '/api/user/v1/checkpopup/')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    withAccount.unmount();

    server.use(
      http.get<never, never, BankInfo>(PAYMENT_SETTINGS_API.bankInfo, () =>
        HttpResponse.json(NO_ACCOUNT),
      ),
    );
    dismissed.bankDetailsModal = '2026-01-01T00:00:00.000Z';
    calls.length = 0;
    renderUi(<BankDetailsPopup user={gudrun} />);
    await waitFor(() => expect(requests('POST', '/api/user/v1/checkpopup/')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['for staff', { isEmployeeImpersonating: true }],
    ['without a kennitala', { ssn: '' }],
    ['while acting for someone else', { currentProxyUser: { value: BJORN, isCompany: false } }],
  ])('does not even load the bank info %s', async (_, change) => {
    renderUi(<BankDetailsPopup user={{ ...gudrun, ...change }} />);
    await settle();
    expect(requests('GET', '/api/user/v1/settings/bankinfo/')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask when "Not now" was chosen earlier in the session', async () => {
    window.sessionStorage.setItem('hidePopupBank', 'true');
    renderUi(<BankDetailsPopup user={gudrun} />);
    await settle();
    expect(calls.filter((call) => call.path !== USER_INFO)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Not now" hides it for the session without a dismissal record', async () => {
    const { user } = renderUi(<BankDetailsPopup user={gudrun} />, 'en');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('hidePopupBank')).toBe('true');
    expect(requests('POST', '/api/user/v1/savepopup/')).toHaveLength(0);
  });

  it('waits while the contact-details popup asks, and asks once that one is put off', async () => {
    const missingContact: PortalUser = {
      ...gudrun,
      popupinfo: { ...gudrun.popupinfo, showPopup: true, mobilePhone: '' },
    };
    const { user } = renderUi(
      <>
        <ContactDetailsPopup user={missingContact} />
        <BankDetailsPopup user={missingContact} />
      </>,
      'en',
    );
    expect(
      await screen.findByRole('dialog', { name: 'Are your contact details right?' }),
    ).toBeVisible();
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(requests('GET', '/api/user/v1/settings/bankinfo/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Would you like to register a bank account?' }),
    ).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(window.sessionStorage.getItem('hidePopupContact')).toBe('true');
    expect(window.sessionStorage.getItem('hidePopupBank')).toBeNull();
  });
});
