import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../../src/domain/api/settings-rules';
import type { GeneralInfoResponse } from '../../src/domain/api/settings';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { ContactDetailsPopup } from '../../src/features/portal/settings/contact-details-popup';
import { GeneralSettingsScreen } from '../../src/features/portal/settings/general-screen';
import { PasswordSettingsScreen } from '../../src/features/portal/settings/password-screen';
import type { Language } from '../../src/lib/i18n';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const GUDRUN = '1407702999';
const BJORN = '0503852139';
const HRAUNHOLAR = '4502952219';

/** Guðrún, signed in, acting for Björn who gave her access. */
const gudrunForBjorn: PortalUser = {
  fullName: 'Björn Sigurðsson',
  profilePicture: null,
  ssn: GUDRUN,
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: BJORN, isCompany: false },
  paymentMethod: { ccardInfo: null },
  bankInfo: { bank: '', ledger: '', account: '' },
  // Björn has no e-mail on file: the popup would ask him, never someone acting for him.
  popupinfo: { showPopup: true, email: '', mobilePhone: '6222345', homePhone: '' },
  actingOptions: [{ ssn: BJORN, name: 'Björn Sigurðsson', isCompany: false }],
  mayWrite: true,
  impersonation: null,
};

const bjornInfo: GeneralInfoResponse = {
  fullName: 'Björn Sigurðsson',
  ssn: BJORN,
  isCompany: false,
  email: 'bjorn@example.is',
  mobilePhone: '6222345',
  homePhone: '',
  spouse: null,
  address: null,
};

let generalInfo: GeneralInfoResponse;
let requests: RecordedRequest[];

beforeEach(() => {
  generalInfo = bjornInfo;
  window.sessionStorage.clear();
  requests = recordRequests();
  server.use(
    http.get<never, never, GeneralInfoResponse>(SETTINGS_API.generalInfo, () =>
      HttpResponse.json(generalInfo),
    ),
  );
});

function renderUi(ui: ReactElement, language: Language = 'is') {
  return renderWithProviders(ui, { language });
}

describe('acting for someone: their e-mail, phone and password are shown, never offered for change', () => {
  it('shows a proxy the contact details read-only, with why', async () => {
    renderUi(<GeneralSettingsScreen language="en" user={gudrunForBjorn} />, 'en');
    expect(await screen.findByText('bjorn@example.is')).toBeVisible();
    expect(screen.getByText('622 2345')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Only they can change their e-mail address and phone numbers',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("tells a company's representative whom to ask", async () => {
    generalInfo = { ...bjornInfo, fullName: 'Hraunhólar ehf.', ssn: HRAUNHOLAR, isCompany: true };
    renderUi(
      <GeneralSettingsScreen
        language="is"
        user={{ ...gudrunForBjorn, currentProxyUser: { value: HRAUNHOLAR, isCompany: true } }}
      />,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Hafðu samband við Skjól til að breyta netfangi þess',
    );
    expect(screen.queryByLabelText(/Netfang/)).not.toBeInTheDocument();
  });

  it('shows staff the contact details read-only and points to the reasoned staff action', async () => {
    renderUi(
      <GeneralSettingsScreen
        language="is"
        user={{
          ...gudrunForBjorn,
          ssn: BJORN,
          isEmployeeImpersonating: true,
        }}
      />,
    );
    expect(await screen.findByText('bjorn@example.is')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('sérstakri aðgerð sem skráir ástæðuna');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets the person acting as themself change them as before', async () => {
    renderUi(
      <GeneralSettingsScreen
        language="en"
        user={{ ...gudrunForBjorn, currentProxyUser: { value: GUDRUN, isCompany: false } }}
      />,
      'en',
    );
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('bjorn@example.is');
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers a proxy no password form, only the explanation', () => {
    renderUi(<PasswordSettingsScreen language="en" user={gudrunForBjorn} />, 'en');
    expect(screen.getByRole('note')).toHaveTextContent(
      'A password can only be changed in your own name',
    );
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never opens the contact popup while acting, even when the details are missing', async () => {
    renderUi(<ContactDetailsPopup user={gudrunForBjorn} />);
    renderUi(<ContactDetailsPopup user={{ ...gudrunForBjorn, isEmployeeImpersonating: true }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
