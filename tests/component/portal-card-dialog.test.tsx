import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_SETTINGS_API as API,
  type PaymentMethodResponse,
} from '../../src/domain/api/payment-settings';
import { SETTINGS_API } from '../../src/domain/api/settings-rules';
import type { PopupDismissalResponse, PopupRequest } from '../../src/domain/api/settings';
import type { BankInfo } from '../../src/domain/bank';
import { useUserInfo, type PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { BankDetailsPopup } from '../../src/features/portal/settings-payment/bank-details-popup';
import { CardRegistrationDialog } from '../../src/features/portal/settings-payment/card-registration-dialog';
import type { Language } from '../../src/lib/i18n';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { PAYMENT_LINK, PROVIDER, stubPopup } from './card-provider-stubs';
import { renderWithProviders } from './render';

const USER_INFO = '/api/user/v1/info/';
const EINAR = '2109882119';
const GUDRUN = '1407702999';
const ACCOUNT: BankInfo = { bank: '0301', ledger: '26', account: '778899' };
const TITLE_EN = 'Your payment card needs attention';
const TITLE_IS = 'Greiðslukortið þarfnast athugunar';
const FRAME_EN = 'Card service: register a payment card';

const einar: PortalUser = {
  fullName: 'Einar Gunnarsson',
  profilePicture: null,
  ssn: EINAR,
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: EINAR, isCompany: false },
  paymentMethod: { ccardInfo: { cardNumberMasked: '410000******0007' } },
  bankInfo: ACCOUNT,
  popupinfo: { showPopup: false, email: 'einar@example.is', mobilePhone: '6444567', homePhone: '' },
  actingOptions: [],
  mayWrite: true,
  impersonation: null,
};

let method: PaymentMethodResponse;
let bankInfo: BankInfo;
let calls: RecordedRequest[];

beforeAll(() => ensurePortalTexts());

beforeEach(() => {
  window.sessionStorage.clear();
  method = {
    ccardInfo: { cardNumberMasked: '410000******0007' },
    bankInfo: ACCOUNT,
    errorCode: 'CardExpired',
  };
  bankInfo = ACCOUNT;
  calls = recordRequests();
  server.use(
    http.get(USER_INFO, () => HttpResponse.json(einar)),
    http.get(API.paymentMethod, () => HttpResponse.json(method)),
    http.get(API.bankInfo, () => HttpResponse.json(bankInfo)),
    http.get(API.ccardInfo, () =>
      HttpResponse.json({ cardNumberMasked: method.ccardInfo?.cardNumberMasked ?? null }),
    ),
    http.post(API.ccardInit, () =>
      HttpResponse.json({
        verificationId: 'v-1',
        paymentLink: PAYMENT_LINK,
        expiresAt: new Date(Date.now() + 480_000).toISOString(),
      }),
    ),
    http.post(API.ccardRegister, () => {
      method = { ...method, ccardInfo: { cardNumberMasked: '424242******4242' }, errorCode: null };
      return HttpResponse.json({ cardNumberMasked: '424242******4242' });
    }),
    http.post<never, PopupRequest, PopupDismissalResponse>(
      SETTINGS_API.checkPopup,
      async ({ request }) =>
        HttpResponse.json({ type: (await request.json()).type, dismissedAt: null }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Keeps the user info query active, as the portal does, so its refetch shows as a call. */
function UserInfoProbe() {
  useUserInfo();
  return null;
}

function renderUi(ui: ReactElement, language: Language = 'en') {
  return renderWithProviders(
    <>
      <UserInfoProbe />
      {ui}
    </>,
    { language, withToasts: true },
  );
}

const dialogFor = (user: PortalUser) => (
  <CardRegistrationDialog user={user} language="en" userLoading={false} />
);
const requests = (verb: string, path: string) =>
  calls.filter((call) => call.method === verb && call.path === path);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The provider's answer as the framed page sends it: from its origin and its window. */
function frameMessage(data: unknown, source: Window | null, origin = PROVIDER) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const success = {
  message: 'success',
  verificationId: 'v-1',
  verificationData: 'data',
  verificationHash: 'hash',
};

describe('the card dialog on load', () => {
  it('opens for an expired card, says so in either language, and closing hides it for the session', async () => {
    const { user, unmount } = renderUi(dialogFor(einar));
    const dialog = await screen.findByRole('dialog', { name: TITLE_EN });
    expect(dialog).toHaveTextContent(
      'The payment card on file has expired. Register a new card so that premiums can be charged.',
    );
    expect(await screen.findByLabelText('Registered card')).toHaveValue('410000******0007');
    // Escape is heard once the dialog has opened (and taken focus); possibly a frame later.
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('hidePopupCcard')).toBe('true');
    unmount();

    // Hidden for the session: another page load does not even ask for the payment method.
    calls.length = 0;
    renderUi(dialogFor(einar), 'is');
    await settle();
    expect(requests('GET', API.paymentMethod)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('speaks Icelandic and falls back to a general text for a code it does not know', async () => {
    method = { ...method, errorCode: 'CardDeclined' as PaymentMethodResponse['errorCode'] };
    renderUi(dialogFor(einar), 'is');
    expect(await screen.findByRole('dialog', { name: TITLE_IS })).toHaveTextContent(
      'Eitthvað er að greiðslukortinu sem er skráð.',
    );
  });

  it('does not open when nothing is wrong with the card', async () => {
    method = { ...method, errorCode: null };
    renderUi(dialogFor(einar));
    await waitFor(() => expect(requests('GET', API.paymentMethod)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['while acting for someone else', { currentProxyUser: { value: GUDRUN, isCompany: false } }],
    ['in the staff portal', { isEmployeeImpersonating: true }],
  ])('does not even load the payment method %s', async (_, change) => {
    renderUi(dialogFor({ ...einar, ...change }));
    await settle();
    expect(requests('GET', API.paymentMethod)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the page load to the bank-details popup when that one asks', async () => {
    bankInfo = { bank: '', ledger: '', account: '' };
    const { user } = renderUi(
      <>
        <BankDetailsPopup user={einar} />
        {dialogFor(einar)}
      </>,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Would you like to register a bank account?' }),
    ).toBeVisible();
    await waitFor(() => expect(requests('GET', API.paymentMethod)).toHaveLength(1));
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await settle();
    // Not a second popup on the same load: the card dialog asks on the next one.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('hidePopupCcard')).toBeNull();
  });
});

describe('the card dialog with the provider page in a frame', () => {
  it('frames the page when the popup is blocked, hears only that frame, then refetches and closes 200 ms later', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user } = renderUi(dialogFor(einar));
    const dialog = await screen.findByRole('dialog', { name: TITLE_EN });
    await user.click(await screen.findByRole('checkbox', { name: 'Use another card' }));
    await user.click(await screen.findByRole('button', { name: 'Register card' }));
    expect(open).toHaveBeenCalledTimes(1);
    const frame = await screen.findByTitle<HTMLIFrameElement>(FRAME_EN);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', PAYMENT_LINK);
    expect(screen.queryByText(/blocked/)).not.toBeInTheDocument();
    expect(
      screen.getByText("Type the card details in the card service's form below."),
    ).toBeVisible();

    // The provider's origin from another window, or another origin from the frame: not the answer.
    frameMessage(success, window);
    frameMessage(success, frame.contentWindow, 'https://evil.example');
    await settle();
    expect(requests('POST', API.ccardRegister)).toHaveLength(0);

    const paymentMethodCalls = requests('GET', API.paymentMethod).length;
    const userInfoCalls = requests('GET', USER_INFO).length;
    const timeouts = vi.spyOn(window, 'setTimeout');
    frameMessage(success, frame.contentWindow);
    await waitFor(() => expect(requests('POST', API.ccardRegister)).toHaveLength(1));
    await waitFor(() => expect(timeouts).toHaveBeenCalledWith(expect.any(Function), 200));
    expect(requests('GET', API.paymentMethod).length).toBeGreaterThan(paymentMethodCalls);
    expect(requests('GET', USER_INFO).length).toBeGreaterThan(userInfoCalls);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Closed by the registration, not by the person: a new problem may ask again this session.
    expect(window.sessionStorage.getItem('hidePopupCcard')).toBeNull();
  });

  it('keeps the 8-minute session: at its end the frame goes and the dialog stays open to start again', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { user } = renderUi(dialogFor(einar));
    const dialog = await screen.findByRole('dialog', { name: TITLE_EN });
    await user.click(await screen.findByRole('checkbox', { name: 'Use another card' }));
    await user.click(await screen.findByRole('button', { name: 'Register card' }));
    const frame = await screen.findByTitle(FRAME_EN);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 8 * 60_000 + 1);
    expect(
      await screen.findByText(/^The time to register the card ran out/, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(frame).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Use another card' })).not.toBeChecked();
  });

  it('frames the page on a narrow screen without trying a popup', async () => {
    const { open } = stubPopup();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(max-width: 40rem)', media: query })),
    );
    const { user } = renderUi(dialogFor(einar));
    await screen.findByRole('dialog', { name: TITLE_EN });
    await user.click(await screen.findByRole('checkbox', { name: 'Use another card' }));
    await user.click(await screen.findByRole('button', { name: 'Register card' }));
    expect(await screen.findByTitle(FRAME_EN)).toHaveAttribute('src', PAYMENT_LINK);
    expect(open).not.toHaveBeenCalled();
  });
});
