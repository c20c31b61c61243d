import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNING_API } from '../../src/domain/api/signing-rules';
import type {
  SignableDocument,
  SignableDocumentDetail,
  SignableDocumentsResponse,
  SignedDocument,
  SignedDocumentsResponse,
  SignMobileResponse,
  SignStatusRequest,
  SignStatusResponse,
} from '../../src/domain/api/signing';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { SigningScreen } from '../../src/features/portal/signing/signing-screen';
import type { Language } from '../../src/lib/i18n';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const CONSENT = '6f1c2a4e-0000-4000-8000-000000000031';
const SALE = '6f1c2a4e-0000-4000-8000-000000000032';
const SETTLEMENT = '6f1c2a4e-0000-4000-8000-000000000033';
const REQUEST = '6f1c2a4e-0000-4000-8000-000000000034';

const consent: SignableDocument = {
  id: CONSENT,
  title: {
    is: 'Heimild til öflunar heilsufarsupplýsinga',
    en: 'Consent to obtain medical records',
  },
  status: 'pending',
  signBy: '2026-04-15',
  createdAt: '2026-03-01T09:00:00.000Z',
  policyId: null,
  policyNumber: 'SK-2026-000101',
  memoCount: 0,
};
const sale: SignableDocument = {
  ...consent,
  id: SALE,
  title: { is: 'Yfirlýsing um sölu bifreiðar', en: 'Declaration of a vehicle sale' },
  status: 'expired',
  signBy: '2026-01-20',
};
const settlement: SignedDocument = {
  id: SETTLEMENT,
  title: { is: 'Samþykki á tjónsuppgjöri', en: 'Acceptance of claim settlement' },
  policyId: null,
  policyNumber: null,
  signature: {
    signerName: 'Anna Jónsdóttir',
    method: 'mobile_eid',
    signedAt: '2025-08-02T14:15:00.000Z',
    reference: 'RAF-1234ABCD',
  },
  fileName: { is: 'Samþykki á tjónsuppgjöri.pdf', en: 'Acceptance of claim settlement.pdf' },
};

const ANNA: PortalUser = {
  fullName: 'Anna Jónsdóttir',
  profilePicture: null,
  ssn: '1201603389',
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: '1201603389', isCompany: false },
  paymentMethod: { ccardInfo: null },
  bankInfo: { bank: '', ledger: '', account: '' },
  popupinfo: { showPopup: false, email: 'anna@example.is', mobilePhone: '6111234', homePhone: '' },
  actingOptions: [],
  mayWrite: true,
  impersonation: null,
};

let unsigned: SignableDocument[];
let signed: SignedDocument[];
let statuses: SignStatusResponse[];
let startAnswer: () => Response;
let requests: RecordedRequest[];

beforeEach(() => {
  unsigned = [consent, sale];
  signed = [settlement];
  statuses = [{ status: 'pending' }];
  startAnswer = () =>
    HttpResponse.json<SignMobileResponse>({
      requestId: REQUEST,
      verificationCode: '4821',
      status: 'pending',
      expiresAt: '2026-03-05T10:03:00.000Z',
    });
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  requests = recordRequests();
  server.use(
    http.get<never, never, SignableDocumentsResponse>(SIGNING_API.signable, () =>
      HttpResponse.json({ documents: unsigned }),
    ),
    http.get(
      SIGNING_API.downloadSigned,
      () =>
        new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="signed.pdf"',
          },
        }),
    ),
    http.get<never, never, SignedDocumentsResponse>(SIGNING_API.signed, () =>
      HttpResponse.json({ documents: signed }),
    ),
    http.post(SIGNING_API.signMobile, () => startAnswer()),
    http.post<never, SignStatusRequest, SignStatusResponse>(SIGNING_API.signStatus, () => {
      const next = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      if (next.status === 'signed') {
        unsigned = unsigned.filter((d) => d.id !== CONSENT);
        signed = [next.document, ...signed];
      }
      return HttpResponse.json(next);
    }),
    http.get<never, never, SignableDocumentDetail>(SIGNING_API.document, () =>
      HttpResponse.json({
        ...consent,
        body: { is: 'Góðan dag.\n\nÉg heimila Skjóli…', en: 'Dear Anna,\n\nI authorise Skjól…' },
        memos: [],
      }),
    ),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderScreen(language: Language, user: PortalUser = ANNA) {
  return renderWithProviders(<SigningScreen language={language} user={user} />, { language });
}

const signedConsent: SignedDocument = {
  id: CONSENT,
  title: consent.title,
  policyId: null,
  policyNumber: 'SK-2026-000101',
  signature: { ...settlement.signature, signedAt: '2026-03-05T10:01:00.000Z' },
  fileName: { is: 'consent.pdf', en: 'consent.pdf' },
};

describe('SigningScreen', () => {
  it('lists what waits for a signature with its deadline, signed documents and expired ones', async () => {
    renderScreen('en');
    const pending = await screen.findByRole('article', {
      name: 'Consent to obtain medical records',
    });
    expect(within(pending).getByText('Awaiting signature')).toBeVisible();
    expect(within(pending).getByText('Sign by 15 April 2026')).toBeVisible();
    expect(
      within(pending).getByRole('button', {
        name: 'Sign with mobile ID: Consent to obtain medical records',
      }),
    ).toBeVisible();
    const done = screen.getByRole('article', { name: 'Acceptance of claim settlement' });
    expect(within(done).getByText('Signed by Anna Jónsdóttir on 2 August 2025')).toBeVisible();
    expect(within(done).getByText('Mobile electronic ID')).toBeVisible();
    const expired = screen.getByRole('article', { name: 'Declaration of a vehicle sale' });
    expect(within(expired).getByText('Deadline was 20 January 2026')).toBeVisible();
    expect(within(expired).queryByRole('button', { name: /^Sign with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Expired' })).toBeVisible();
  });

  it('reads the document text on request', async () => {
    const { user } = renderScreen('is');
    const card = await screen.findByRole('article', {
      name: 'Heimild til öflunar heilsufarsupplýsinga',
    });
    const read = within(card).getByRole('button', {
      name: 'Lesa skjalið: Heimild til öflunar heilsufarsupplýsinga',
    });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    await user.click(read);
    expect(await within(card).findByText('Ég heimila Skjóli…')).toBeVisible();
    expect(read).toHaveAttribute('aria-expanded', 'true');
  });

  it('signs with mobile ID: prefilled phone, the code in a live region, then success', async () => {
    statuses = [{ status: 'signed', document: signedConsent }];
    const { user } = renderScreen('en');
    await user.click(
      await screen.findByRole('button', {
        name: 'Sign with mobile ID: Consent to obtain medical records',
      }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/Mobile number/)).toHaveValue('611 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Send request to phone' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        path: SIGNING_API.signMobile,
        method: 'POST',
        body: { id: CONSENT, phone: '6111234' },
      }),
    );
    expect(
      await within(dialog).findByText(/has been signed and moved to signed documents/),
    ).toBeVisible();
    // The document moved from "waiting" to "signed".
    await waitFor(() =>
      expect(
        screen.getAllByRole('article', { name: 'Consent to obtain medical records' })[0],
      ).toHaveAttribute('data-status', 'signed'),
    );
    expect(screen.getByRole('heading', { name: 'No documents to sign' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Download signed PDF' }));
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        `${SIGNING_API.downloadSigned}?id=${CONSENT}&lang=en`,
      ),
    );
  });

  it('shows the verification code in the live region while the phone has not answered', async () => {
    const { user } = renderScreen('is');
    await user.click(
      await screen.findByRole('button', {
        name: 'Undirrita með rafrænum skilríkjum: Heimild til öflunar heilsufarsupplýsinga',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Senda beiðni í síma' }));
    const live = within(dialog).getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent('4821'));
    expect(live).toHaveTextContent('Samþykktu undirritunina í símanum');
    // Read out digit by digit; the large digits are for the eyes.
    expect(live).toHaveTextContent('Öryggiskóði 4 8 2 1');
    await waitFor(() =>
      expect(requests.filter((request) => request.path === SIGNING_API.signStatus)).toEqual([
        { method: 'POST', path: SIGNING_API.signStatus, body: { requestId: REQUEST } },
      ]),
    );
  });

  it('says what went wrong when the phone declines, and offers to try again', async () => {
    statuses = [{ status: 'rejected' }];
    const { user } = renderScreen('en');
    await user.click(
      await screen.findByRole('button', {
        name: 'Sign with mobile ID: Consent to obtain medical records',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send request to phone' }));
    expect(await within(dialog).findByText(/The signature was not approved/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByLabelText(/Mobile number/)).toHaveValue('611 1234');
  });

  it('signs in the e-ID app: the code, a QR code for a phone and the app link, then success', async () => {
    const appLink = 'http://localhost:8000/dev/eid-app/app-1';
    const finishes: number[] = [];
    server.use(
      http.post(SIGNING_API.signAppStart, () =>
        HttpResponse.json({
          reference: REQUEST,
          appLink,
          verificationCode: '5093',
          expiresAt: '2026-03-05T10:03:00.000Z',
        }),
      ),
      http.post(SIGNING_API.signAppFinish, () => {
        finishes.push(Date.now());
        return finishes.length === 1
          ? HttpResponse.json({ status: 'pending' }, { status: 202 })
          : HttpResponse.json({ status: 'signed', document: signedConsent });
      }),
    );
    const { user } = renderScreen('en');
    await user.click(
      await screen.findByRole('button', {
        name: 'Sign with mobile ID: Consent to obtain medical records',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in the e-ID app' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        path: SIGNING_API.signAppStart,
        method: 'POST',
        body: { id: CONSENT, lang: 'en' },
      }),
    );
    const live = within(dialog).getByRole('status');
    await waitFor(() => expect(live).toHaveTextContent('Verification code 5 0 9 3'));
    expect(live).toHaveTextContent('Open the e-ID app and approve the signature there');
    expect(
      await within(dialog).findByRole('img', { name: /QR code that opens the signing request/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Open the e-ID app on this device' }),
    ).toHaveAttribute('href', appLink);
    // This window keeps asking until the app has answered, then says so.
    expect(
      await within(dialog).findByText(/has been signed and moved to signed documents/, undefined, {
        timeout: 5_000,
      }),
    ).toBeVisible();
    expect(finishes).toHaveLength(2);
    expect(requests).toContainEqual({
      path: SIGNING_API.signAppFinish,
      method: 'POST',
      body: { reference: REQUEST },
    });
  });

  it('finishes when the e-ID app returns the browser, and says why when it was declined', async () => {
    server.use(http.post(SIGNING_API.signAppFinish, () => problem(409, 'SigningDeclined')));
    const path = `/vidskipti/undirritud-skjol/?appSign=${REQUEST}`;
    window.history.replaceState(null, '', path);
    renderWithProviders(<SigningScreen language="is" user={ANNA} />, { language: 'is', path });
    const dialog = await screen.findByRole('dialog', { name: 'Gengið frá undirritun' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Undirritun var hafnað í skilríkjaappinu',
    );
    expect(within(dialog).queryByRole('button', { name: 'Reyna aftur' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Loka' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The reference leaves the address, so a reload does not open it again.
    expect(window.location.search).toBe('');
  });

  it('ignores a return address whose reference is not one of ours', async () => {
    const path = '/vidskipti/undirritud-skjol/?appSign=%3Cscript%3E';
    renderWithProviders(<SigningScreen language="is" user={ANNA} />, { language: 'is', path });
    await screen.findByRole('heading', { name: 'Bíða undirritunar' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.map((request) => request.path)).not.toContain(SIGNING_API.signAppFinish);
  });

  it('checks the phone number before sending and translates server errors', async () => {
    const { user } = renderScreen('en', {
      ...ANNA,
      popupinfo: { ...ANNA.popupinfo, mobilePhone: '' },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Sign with mobile ID: Consent to obtain medical records',
      }),
    );
    const dialog = screen.getByRole('dialog');
    const phone = within(dialog).getByLabelText(/Mobile number/);
    expect(phone).toHaveValue('');
    await user.type(phone, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Send request to phone' }));
    expect(
      await within(dialog).findByText('The phone number is not valid; enter 7 digits'),
    ).toBeVisible();
    expect(requests.some((request) => request.path === SIGNING_API.signMobile)).toBe(false);

    startAnswer = () => problem(409, 'DocumentExpired', { message: 'The time has passed' });
    await user.clear(phone);
    await user.type(phone, '6111234');
    expect(phone).toHaveValue('611 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Send request to phone' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The time to sign this document has passed. Please contact us.',
    );
  });

  it.each([
    [
      'en',
      'Sign with mobile ID: Consent to obtain medical records',
      'Send request to phone',
      'Electronic ID on your phone is not available at the moment. Please try again later.',
    ],
    [
      'is',
      'Undirrita með rafrænum skilríkjum: Heimild til öflunar heilsufarsupplýsinga',
      'Senda beiðni í síma',
      'Rafræn skilríki í síma eru ekki í boði eins og er. Reyndu aftur síðar.',
    ],
  ] as const)(
    'says so, translated (%s), when mobile ID is switched off on the server (503)',
    async (language, signName, sendName, message) => {
      startAnswer = () => problem(503, 'MobileIdUnavailable', { message: 'not available' });
      const { user } = renderScreen(language);
      await user.click(await screen.findByRole('button', { name: signName }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: sendName }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('lets staff look but not sign, and a proxy for a person neither', async () => {
    renderScreen('en', { ...ANNA, isEmployeeImpersonating: true });
    const card = await screen.findByRole('article', { name: 'Consent to obtain medical records' });
    expect(within(card).queryByRole('button', { name: /^Sign with/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText('Staff can view documents but cannot sign them for the customer.'),
    ).toBeVisible();
  });

  it('tells a proxy acting for a person that only that person can sign', async () => {
    renderScreen('is', {
      ...ANNA,
      ssn: '1407702999',
      currentProxyUser: { value: '0503852139', isCompany: false },
    });
    const card = await screen.findByRole('article', {
      name: 'Heimild til öflunar heilsufarsupplýsinga',
    });
    expect(within(card).queryByRole('button', { name: /^Undirrita með/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText('Aðeins sá sem skjalið tilheyrir getur undirritað það.'),
    ).toBeVisible();
  });

  it('says what to expect when nothing waits and nothing is signed', async () => {
    unsigned = [];
    signed = [];
    renderScreen('is');
    expect(
      await screen.findByRole('heading', { name: 'Engin skjöl til undirritunar' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Engin undirrituð skjöl enn' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Útrunnin' })).not.toBeInTheDocument();
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    server.use(
      http.get(SIGNING_API.signable, () => problem(500, 'InternalError')),
      http.get(SIGNING_API.signed, () => problem(500, 'InternalError')),
    );
    renderScreen('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
