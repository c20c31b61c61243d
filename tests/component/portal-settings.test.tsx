import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, type HttpResponseResolver } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  GeneralInfoResponse,
  OverviewStatusResponse,
  ErasureStatusResponse,
} from '../../src/domain/api/settings';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { ContactDetailsPopup } from '../../src/features/portal/settings/contact-details-popup';
import { GeneralSettingsScreen } from '../../src/features/portal/settings/general-screen';
import { PasswordSettingsScreen } from '../../src/features/portal/settings/password-screen';
import { PrivacySettingsScreen } from '../../src/features/portal/settings/privacy-screen';
import type { Language } from '../../src/lib/i18n';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

// The strength meter's dictionaries take seconds to load and rank; its own test
// (password-strength-meter.test.tsx) uses them, here the meter only waits.
vi.mock('../../src/components/password-strength/load-judge', () => ({
  loadPasswordJudge: () => new Promise(() => {}),
}));

const ANNA = '1201603389';
const HRAUNHOLAR = '4502952219';

const anna: PortalUser = {
  fullName: 'Anna Jónsdóttir',
  profilePicture: null,
  ssn: ANNA,
  spouseSsn: '0503852139',
  spouseName: 'Björn Sigurðsson',
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: ANNA, isCompany: false },
  paymentMethod: { ccardInfo: null },
  bankInfo: { bank: '', ledger: '', account: '' },
  popupinfo: { showPopup: false, email: 'anna@example.is', mobilePhone: '6111234', homePhone: '' },
  actingOptions: [{ ssn: HRAUNHOLAR, name: 'Hraunhólar ehf.', isCompany: true }],
  mayWrite: true,
  impersonation: null,
};

const general: GeneralInfoResponse = {
  fullName: 'Anna Jónsdóttir',
  ssn: ANNA,
  isCompany: false,
  email: 'anna@example.is',
  mobilePhone: '6111234',
  homePhone: '',
  spouse: { ssn: '0503852139', name: 'Björn Sigurðsson' },
  address: { street: 'Hraunbær 102', postalCode: '110', town: 'Reykjavík' },
};

let calls: RecordedRequest[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

/** Answers one 'METHOD path' through msw from now on (later answers win over earlier ones). */
function answer(route: `${'GET' | 'POST'} ${string}`, resolver: HttpResponseResolver) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  server.use(method === 'GET' ? http.get(path, resolver) : http.post(path, resolver));
}

beforeEach(() => {
  window.sessionStorage.clear();
  calls = recordRequests();
  answer('GET /api/user/v1/settings/generalinfo/', () => json(general));
  answer('POST /api/user/v1/settings/popupinfo/', async ({ request }) =>
    json({ showPopup: false, homePhone: '', ...((await request.json()) as object) }),
  );
  answer('GET /api/user/v1/info/', () => json(anna));
  answer('POST /api/user/v1/checkpopup/', () =>
    json({ type: 'contactDetailsModal', dismissedAt: null }),
  );
  answer('POST /api/user/v1/savepopup/', () =>
    json({ type: 'contactDetailsModal', dismissedAt: '2026-05-01T10:00:00.000Z' }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderUi(ui: ReactElement, language: Language = 'is') {
  return renderWithProviders(<>{ui}</>, { language, withToasts: true });
}

const posted = (path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('Settings → General', () => {
  it('shows who the person is, with address and spouse, in both languages', async () => {
    renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'General settings' }),
    ).toBeVisible();
    expect(await screen.findByText('120160-3389')).toBeVisible();
    expect(screen.getByText('Björn Sigurðsson (050385-2139)')).toBeVisible();
    expect(screen.getByText('Hraunbær 102, 110 Reykjavík')).toBeVisible();
    expect(screen.getByLabelText(/Mobile phone/)).toHaveValue('611 1234');
  });

  it('checks e-mail and phones with the message keys before sending anything', async () => {
    const { user } = renderUi(<GeneralSettingsScreen language="is" user={anna} />);
    const email = await screen.findByLabelText(/Netfang/);
    await user.clear(email);
    const mobile = screen.getByLabelText(/Farsími/);
    await user.clear(mobile);
    await user.type(mobile, '61123');
    const home = screen.getByLabelText(/Heimasími/);
    await user.type(home, '55');
    await user.click(screen.getByRole('button', { name: 'Vista' }));

    expect(await screen.findByText('Vantar netfang')).toBeVisible();
    expect(screen.getAllByText('Símanúmerið er ekki gilt, sláðu inn 7 tölustafi')).toHaveLength(2);
    expect(email).toHaveFocus();
    expect(posted('/api/user/v1/settings/popupinfo/')).toHaveLength(0);

    await user.type(email, 'anna..j@example.is');
    await user.tab();
    expect(await screen.findByText('Netfangið er ekki gilt')).toBeVisible();
  });

  it('masks phones as ### ####, saves and says updateSuccess', async () => {
    const { user } = renderUi(<GeneralSettingsScreen language="is" user={anna} />);
    const home = await screen.findByLabelText(/Heimasími/);
    await user.type(home, '5551234');
    expect(home).toHaveValue('555 1234');
    await user.click(screen.getByRole('button', { name: 'Vista' }));
    expect(await screen.findByText('Upplýsingarnar hafa verið uppfærðar')).toBeVisible();
    expect(posted('/api/user/v1/settings/popupinfo/')[0]?.body).toEqual({
      type: 'contactDetailsModal',
      email: 'anna@example.is',
      mobilePhone: '611 1234',
      homePhone: '555 1234',
    });
  });

  it('says a new e-mail waits for its confirmation link and the old one still holds, in both languages', async () => {
    answer('POST /api/user/v1/settings/popupinfo/', async ({ request }) => {
      const sent = (await request.json()) as { email: string; mobilePhone: string };
      return json({
        showPopup: false,
        email: 'anna@example.is',
        pendingEmail: sent.email,
        mobilePhone: sent.mobilePhone,
        homePhone: '',
      });
    });
    const { user } = renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'anna.ny@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. We sent a confirmation link to anna.ny@example.com.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'We sent a link to anna.ny@example.com. Open it within 24 hours to make it your e-mail address; until then we keep writing to anna@example.is.',
      ),
    ).toBeVisible();
  });

  it('tells the pending e-mail in Icelandic', async () => {
    answer('POST /api/user/v1/settings/popupinfo/', () =>
      json({
        showPopup: false,
        email: 'anna@example.is',
        pendingEmail: 'anna.ny@example.com',
        mobilePhone: '6111234',
        homePhone: '',
      }),
    );
    const { user } = renderUi(<GeneralSettingsScreen language="is" user={anna} />);
    await screen.findByLabelText(/Netfang/);
    await user.click(screen.getByRole('button', { name: 'Vista' }));
    expect(
      await screen.findByText(
        /Við sendum tengil á anna.ny@example.com\. Opnaðu hann innan sólarhrings/,
      ),
    ).toBeVisible();
  });

  it('says which address still waits for its link when the screen is opened again', async () => {
    answer('GET /api/user/v1/settings/generalinfo/', () =>
      json({ ...general, pendingEmail: 'anna.ny@example.com' }),
    );
    renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('anna@example.is');
    expect(
      screen.getByText(
        'We sent a link to anna.ny@example.com. Open it within 24 hours to make it your e-mail address; until then we keep writing to anna@example.is.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('on failure shows the updateFailed toast and a banner, and keeps what was typed', async () => {
    answer('POST /api/user/v1/settings/popupinfo/', () =>
      json({ errorCode: 'InternalError', message: 'x' }, 500),
    );
    const { user } = renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.is');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const banner = await screen.findByText('Your changes were not saved');
    expect(banner.closest('[role="alert"]')).toHaveTextContent(
      'We could not update your details. Please try again.',
    );
    await waitFor(() =>
      expect(
        screen.getAllByText('We could not update your details. Please try again.').length,
      ).toBe(2),
    );
    expect(email).toHaveValue('new@example.is');
  });

  it("shows the server's field error under its field", async () => {
    answer('POST /api/user/v1/settings/popupinfo/', () =>
      json({ errorCode: 'ValidationFailed', errors: { email: ['invalidEmail'] } }, 400),
    );
    const { user } = renderUi(<GeneralSettingsScreen language="is" user={anna} />);
    await user.click(await screen.findByRole('button', { name: 'Vista' }));
    expect(await screen.findByText('Netfangið er ekki gilt')).toBeVisible();
    expect(screen.getByLabelText(/Netfang/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file that is not an image before uploading it', async () => {
    renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    await screen.findByRole('heading', { name: 'Profile picture' });
    const input = screen.getByTestId('profile-picture-input');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.png', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText(
        'That file is not a picture we accept. Choose a PNG, JPEG, WebP or HEIC.',
      ),
    ).toBeVisible();
    expect(posted('/api/user/v1/profilepicture/')).toHaveLength(0);
  });

  it('offers and sends an iPhone photo (HEIC), as the claim photos do, in both languages', async () => {
    const network = globalThis.fetch;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input).startsWith('/api/user/v1/profilepicture/')
          ? Promise.resolve(
              json({ profilePicture: '/api/user/v1/profilepicture/?v=0123456789abcdef' }),
            )
          : network(input, init),
      );
    const { unmount } = renderUi(<GeneralSettingsScreen language="is" user={anna} />);
    await screen.findByRole('heading', { name: 'Prófílmynd' });
    expect(screen.getByText(/PNG, JPEG, WebP eða HEIC \(myndir af iPhone\)/)).toBeVisible();
    unmount();
    renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    await screen.findByRole('heading', { name: 'Profile picture' });
    expect(screen.getByText(/PNG, JPEG, WebP or HEIC \(iPhone photos\)/)).toBeVisible();
    const input = screen.getByTestId('profile-picture-input');
    expect(input.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['.heic', '.heif', 'image/heic', 'image/heif']),
    );
    // A browser that cannot show HEIC declares no type for it: its name says what it is.
    const heic = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);
    fireEvent.change(input, {
      target: { files: [new File([heic], 'IMG_0001.HEIC', { type: '' })] },
    });
    expect(await screen.findByText('Your picture has been saved')).toBeVisible();
    const upload = fetchSpy.mock.calls.find(([target]) =>
      String(target).startsWith('/api/user/v1/profilepicture/'),
    )?.[1];
    expect(((upload?.body as FormData).get('picture') as File).name).toBe('IMG_0001.HEIC');
    fetchSpy.mockRestore();
  });

  it('uploads a chosen picture as multipart/form-data and says it was saved', async () => {
    // jsdom's FormData is not the one Node's fetch can send, so the upload is answered here, before
    // the network, and checked as the portal hands it over; every other request goes to msw.
    const network = globalThis.fetch;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input).startsWith('/api/user/v1/profilepicture/')
          ? Promise.resolve(
              json({ profilePicture: '/api/user/v1/profilepicture/?v=0123456789abcdef' }),
            )
          : network(input, init),
      );
    renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    await screen.findByRole('heading', { name: 'Profile picture' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(screen.getByTestId('profile-picture-input'), {
      target: { files: [new File([png], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Your picture has been saved')).toBeVisible();
    const upload = fetchSpy.mock.calls.find(([input]) =>
      String(input).startsWith('/api/user/v1/profilepicture/'),
    )?.[1];
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    const file = (upload?.body as FormData).get('picture') as File;
    expect(file.name).toBe('me.png');
    expect(file).toMatchObject({ size: png.length, type: 'image/png' });
    expect([...(upload?.body as FormData).keys()]).toEqual(['picture']);
    // The browser writes the boundary into the content type; a JSON one would break the upload.
    expect(
      (upload?.headers as Record<string, string> | undefined)?.['content-type'],
    ).toBeUndefined();
  });

  it('offers a retry when the details cannot be loaded', async () => {
    answer('GET /api/user/v1/settings/generalinfo/', () =>
      json({ errorCode: 'InternalError' }, 500),
    );
    const { user } = renderUi(<GeneralSettingsScreen language="en" user={anna} />, 'en');
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    answer('GET /api/user/v1/settings/generalinfo/', () => json(general));
    await user.click(retry);
    expect(await screen.findByText('Hraunbær 102, 110 Reykjavík')).toBeVisible();
  });
});

describe('contact-details popup', () => {
  const missing: PortalUser = {
    ...anna,
    popupinfo: { showPopup: true, email: '', mobilePhone: '6111234', homePhone: '' },
  };

  it('asks when details are missing and no dismissal exists; saving closes it and records one', async () => {
    const { user } = renderUi(<ContactDetailsPopup user={missing} />);
    const dialog = await screen.findByRole('dialog', {
      name: 'Eru samskiptaupplýsingarnar réttar?',
    });
    expect(dialog).toBeVisible();
    // The dialog takes focus once open (effects may run up to a frame after the render);
    // typing before that would go to the dialog, as it would for a person that quick.
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.type(screen.getByLabelText(/Netfang/), 'anna@example.is');
    await user.click(screen.getByRole('button', { name: 'Vista' }));
    expect(await screen.findByText('Upplýsingarnar hafa verið uppfærðar')).toBeVisible();
    // It stays long enough for the outcome to be seen, then closes.
    expect(screen.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted('/api/user/v1/savepopup/')).toHaveLength(1);
    expect(window.sessionStorage.getItem('hidePopupContact')).toBe('true');
  });

  it('stays closed when a dismissal is on record, for staff, and when acting for someone else', async () => {
    answer('POST /api/user/v1/checkpopup/', () =>
      json({ type: 'contactDetailsModal', dismissedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const first = renderUi(<ContactDetailsPopup user={missing} />);
    await waitFor(() => expect(posted('/api/user/v1/checkpopup/')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    calls.length = 0;
    const staff = renderUi(
      <ContactDetailsPopup user={{ ...missing, isEmployeeImpersonating: true }} />,
    );
    const proxy = renderUi(
      <ContactDetailsPopup
        user={{ ...missing, currentProxyUser: { value: HRAUNHOLAR, isCompany: true } }}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    staff.unmount();
    proxy.unmount();
  });

  it('"Not now" hides it for the session without a dismissal record', async () => {
    const { user } = renderUi(<ContactDetailsPopup user={missing} />, 'en');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('hidePopupContact')).toBe('true');
    expect(posted('/api/user/v1/savepopup/')).toHaveLength(0);
  });
});

describe('Settings → Password', () => {
  it('explains the rules and checks them before sending', async () => {
    const { user } = renderUi(<PasswordSettingsScreen language="en" user={anna} />, 'en');
    const rules = screen.getByRole('list');
    expect(within(rules).getByText('has at least 10 characters (at most 128)')).toBeVisible();
    expect(within(rules).getByText('is not the same as your current password')).toBeVisible();
    await user.type(screen.getByLabelText(/Current password/), 'Prufa-1234');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must have at least 10 characters')).toBeVisible();
    expect(screen.getByText('The passwords do not match')).toBeVisible();
    expect(posted('/api/user/v1/settings/changepassword/')).toHaveLength(0);
  });

  it("refuses the person's own name or kennitala in the new password before sending", async () => {
    const { user } = renderUi(<PasswordSettingsScreen language="en" user={anna} />, 'en');
    expect(
      screen.getByText(
        'is not a common password and contains neither your name nor your national ID number',
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText(/Current password/), 'Prufa-1234');
    await user.type(screen.getByLabelText(/^New password/), 'JONSDOTTIR-heima');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'JONSDOTTIR-heima');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password must not contain your name or part of it'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), '120160-3389-heima');
    await user.clear(screen.getByLabelText(/Repeat the new password/));
    await user.type(screen.getByLabelText(/Repeat the new password/), '120160-3389-heima');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password must not contain your national ID number'),
    ).toBeVisible();
    expect(posted('/api/user/v1/settings/changepassword/')).toHaveLength(0);
  });

  it('shows a wrong current password under its field, and success once changed', async () => {
    answer('POST /api/user/v1/settings/changepassword/', () =>
      json(
        {
          errorCode: 'WrongCurrentPassword',
          errors: { currentPassword: ['settings|wrongCurrentPassword'] },
        },
        400,
      ),
    );
    const { user } = renderUi(<PasswordSettingsScreen language="is" user={anna} />);
    await user.type(screen.getByLabelText(/Núverandi lykilorð/), 'Rangt-1234');
    await user.type(screen.getByLabelText(/^Nýtt lykilorð/), 'Nytt-lykilord-1');
    await user.type(screen.getByLabelText(/Endurtaktu/), 'Nytt-lykilord-1');
    await user.click(screen.getByRole('button', { name: 'Breyta lykilorði' }));
    expect(await screen.findByText('Núverandi lykilorð er ekki rétt')).toBeVisible();
    expect(screen.getByLabelText(/Núverandi lykilorð/)).toHaveFocus();

    answer('POST /api/user/v1/settings/changepassword/', () => json({ changed: true }));
    await user.clear(screen.getByLabelText(/Núverandi lykilorð/));
    await user.type(screen.getByLabelText(/Núverandi lykilorð/), 'Prufa-1234');
    await user.click(screen.getByRole('button', { name: 'Breyta lykilorði' }));
    expect((await screen.findAllByText(/Lykilorðinu hefur verið breytt/)).length).toBeGreaterThan(
      0,
    );
    // The server ended the person's other sessions; the screen says so.
    expect(
      screen.getAllByText(/Innskráningum þínum í öðrum tækjum og vöfrum hefur verið lokað/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Núverandi lykilorð/)).toHaveValue('');
  });

  it('tells staff they cannot change a customer password', () => {
    renderUi(
      <PasswordSettingsScreen language="en" user={{ ...anna, isEmployeeImpersonating: true }} />,
      'en',
    );
    expect(screen.getByText(/Staff cannot change a customer's password/)).toBeVisible();
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
  });
});

describe('Settings → Privacy', () => {
  const ready: OverviewStatusResponse = {
    request: {
      id: '6f1c2a4e-0000-4000-8000-000000000031',
      status: 'ready',
      requestedAt: '2026-05-01T10:00:00.000Z',
      completedAt: '2026-05-01T10:00:02.000Z',
      expiresAt: '2026-05-31T10:00:02.000Z',
      nextRequestAt: null,
    },
  };
  const erasure: ErasureStatusResponse = { tripsHeld: 24, request: null };

  it('is not offered for a company', () => {
    renderUi(
      <PrivacySettingsScreen
        language="en"
        user={{ ...anna, currentProxyUser: { value: HRAUNHOLAR, isCompany: true } }}
      />,
      'en',
    );
    expect(screen.getByText(/Privacy requests are for individuals/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('asks for a copy, shows its status and offers the downloads', async () => {
    answer('GET /api/user/v1/settings/privacy/overviewStatus/', () => json({ request: null }));
    answer('GET /api/user/v1/settings/privacy/okuvisirErasureStatus/', () => json(erasure));
    answer('POST /api/user/v1/settings/privacy/overviewRequest/', () =>
      json({ request: { ...ready.request, nextRequestAt: '2026-05-02T10:00:00.000Z' } }),
    );
    const { user } = renderUi(<PrivacySettingsScreen language="en" user={anna} />, 'en');
    expect(await screen.findByText('You have not asked for a copy.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask for a copy' }));
    expect(await screen.findByText(/^Ready: prepared on 1 May 2026/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for a copy' })).not.toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new copy after 2 May 2026/)).toBeVisible();
  });

  it('erases Ökuvísir data only once the person confirms', async () => {
    answer('GET /api/user/v1/settings/privacy/overviewStatus/', () => json(ready));
    answer('GET /api/user/v1/settings/privacy/okuvisirErasureStatus/', () => json(erasure));
    answer('POST /api/user/v1/settings/privacy/okuvisirErasureRequest/', () =>
      json({
        tripsHeld: 0,
        request: {
          id: '6f1c2a4e-0000-4000-8000-000000000032',
          status: 'completed',
          requestedAt: '2026-05-03T09:00:00.000Z',
          completedAt: '2026-05-03T09:00:00.000Z',
          erasedTrips: 24,
        },
      }),
    );
    const { user } = renderUi(<PrivacySettingsScreen language="is" user={anna} />);
    expect(await screen.findByText('Við geymum 24 ferðir úr Ökuvísi um þig.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Eyða gögnum úr Ökuvísi' }));
    expect(await screen.findByText('Hakaðu í reitinn til að staðfesta')).toBeVisible();
    expect(posted('/api/user/v1/settings/privacy/okuvisirErasureRequest/')).toHaveLength(0);
    await user.click(screen.getByLabelText('Ég skil að ferðunum verður eytt varanlega'));
    await user.click(screen.getByRole('button', { name: 'Eyða gögnum úr Ökuvísi' }));
    expect(await screen.findByText(/24 ferðum var eytt/)).toBeVisible();
    expect(screen.getByText('Við geymum engin gögn úr Ökuvísi um þig.')).toBeVisible();
  });
});
