import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_API } from '../../src/domain/api/access-grant-rules';
import {
  type CompanyInvolvement,
  type CompanyInvolvementResponse,
  type GiveGrantRequest,
  type GrantGiven,
  type GrantHeld,
  type GrantsGivenResponse,
  type GrantsHeldResponse,
  type HolderLookupRequest,
  type HolderLookupResponse,
} from '../../src/domain/api/access-grants';
import { AccessScreen } from '../../src/features/portal/access/access-screen';
import { useUserInfo, type PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import type { Language } from '../../src/lib/i18n';
import { problem, recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

const USER_INFO = '/api/user/v1/info/';

beforeAll(() => ensurePortalTexts());

const ANNA = '1201603389';
const GUDRUN = '1407702999';
const HRAUNHOLAR = '4502952219';
const UNKNOWN = '0101701239';

let given: GrantGiven[];
let held: GrantHeld[];
let companies: CompanyInvolvement[];
let canManage: boolean;
let calls: RecordedRequest[];

beforeEach(() => {
  calls = recordRequests();
  canManage = true;
  window.sessionStorage.clear();
  given = [
    {
      id: '6f1c2a4e-0000-4000-8000-000000000001',
      holderSsn: '0503852139',
      holderName: 'Björn Sigurðsson',
      scope: 'full',
      validTo: null,
      createdAt: '2026-01-02T10:00:00.000Z',
      status: 'active',
    },
  ];
  held = [
    {
      id: '6f1c2a4e-0000-4000-8000-000000000002',
      grantorSsn: HRAUNHOLAR,
      grantorName: 'Hraunhólar ehf.',
      grantorIsCompany: true,
      scope: 'full',
      validTo: '2027-05-03',
      createdAt: '2026-01-02T10:00:00.000Z',
    },
  ];
  companies = [{ ssn: HRAUNHOLAR, name: 'Hraunhólar ehf.', role: 'ceo', canActFor: true }];
  server.use(
    http.get(USER_INFO, () => HttpResponse.json({ ssn: ANNA, actingOptions: [] })),
    http.get<never, never, GrantsGivenResponse>(ACCESS_API.grantsGiven, () =>
      HttpResponse.json({
        grantor: { ssn: ANNA, name: 'Anna Jónsdóttir', isCompany: false },
        canManage,
        grants: given,
      }),
    ),
    http.get<never, never, GrantsHeldResponse>(ACCESS_API.grantsHeld, () =>
      HttpResponse.json({ grants: held }),
    ),
    http.get<never, never, CompanyInvolvementResponse>(ACCESS_API.companyInvolvement, () =>
      HttpResponse.json({ companies }),
    ),
    http.post<never, HolderLookupRequest>(ACCESS_API.lookupHolder, async ({ request }) => {
      const { ssn } = await request.json();
      if (ssn === GUDRUN) {
        return HttpResponse.json<HolderLookupResponse>({ name: 'Guðrún Pálsdóttir' });
      }
      return problem(404, 'SsnNotFound', { message: 'No customer' });
    }),
    http.post<never, GiveGrantRequest, GrantGiven>(ACCESS_API.giveGrant, async ({ request }) => {
      const { validTo } = await request.json();
      const grant: GrantGiven = {
        id: '6f1c2a4e-0000-4000-8000-000000000003',
        holderSsn: GUDRUN,
        holderName: 'Guðrún Pálsdóttir',
        scope: 'full',
        validTo: validTo ?? null,
        createdAt: '2026-03-01T10:00:00.000Z',
        status: 'active',
      };
      given = [...given, grant];
      return HttpResponse.json(grant, { status: 201 });
    }),
    http.delete<{ id: string }>(ACCESS_API.grantGiven(':id'), ({ params }) => {
      given = given.filter((grant) => grant.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete<{ id: string }>(ACCESS_API.grantHeld(':id'), ({ params }) => {
      held = held.filter((grant) => grant.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** Stands in for the header: it reads the user info whose acting options the switch shows. */
function HeaderProbe() {
  useUserInfo();
  return null;
}

function renderScreen(language: Language) {
  return renderWithProviders(
    <>
      <HeaderProbe />
      <AccessScreen language={language} user={{ ssn: ANNA } as PortalUser} />
    </>,
    { language, withToasts: true },
  );
}

const infoCalls = () => calls.filter((call) => call.path === '/api/user/v1/info/').length;

describe('AccessScreen', () => {
  it('lists access given, access held and the companies the person runs', async () => {
    renderScreen('is');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aðgangsheimildir' }),
    ).toBeVisible();
    const bjorn = await screen.findByRole('article', { name: 'Björn Sigurðsson' });
    expect(within(bjorn).getByText(/Gildir þar til hann er afturkallaður/)).toBeVisible();
    expect(
      within(bjorn).getByRole('button', { name: 'Afturkalla aðgang: Björn Sigurðsson' }),
    ).toBeVisible();

    const heldSection = screen.getByRole('region', { name: 'Aðgangur sem þú hefur' });
    const company = await within(heldSection).findByRole('article', { name: 'Hraunhólar ehf.' });
    expect(within(company).getByText(/Gildir til og með 3\. maí 2027/)).toBeVisible();

    const companiesSection = await screen.findByRole('region', {
      name: 'Fyrirtæki sem þú tengist',
    });
    expect(within(companiesSection).getByText('Framkvæmdastjóri')).toBeVisible();
  });

  it('says what to do when nobody has access either way', async () => {
    given = [];
    held = [];
    companies = [];
    renderScreen('en');
    expect(await screen.findByRole('heading', { name: 'Nobody has access' })).toBeVisible();
    expect(screen.getByText(/Enter a national ID above/)).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Nobody has given you access' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Companies you are involved with' })).toBeNull();
  });

  it('checks the kennitala and date in the form before asking the server', async () => {
    const { user } = renderScreen('en');
    const ssn = await screen.findByLabelText(/National ID of the person getting access/);
    await user.type(ssn, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The national ID number (kennitala) is not valid'),
    ).toBeVisible();
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
    expect(ssn).toHaveFocus();

    await user.clear(ssn);
    await user.type(ssn, GUDRUN);
    expect(ssn).toHaveValue('140770 2999');
    const validTo = screen.getByLabelText(/Valid through \(optional\)/);
    await user.type(validTo, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a day after today.')).toBeVisible();
    expect(calls.some((call) => call.path.includes('/lookup/'))).toBe(false);
  });

  it('shows the name before giving access, then lists the grant and refreshes the header', async () => {
    const { user } = renderScreen('en');
    const ssn = await screen.findByLabelText(/National ID of the person getting access/);
    await user.type(ssn, GUDRUN);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Guðrún Pálsdóttir')).toBeVisible();
    expect(screen.getByText('Give this person access until it is revoked?')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/user/v2/settings/grantedaccess/lookup/',
    ]);
    const before = infoCalls();

    await user.click(screen.getByRole('button', { name: 'Give access' }));
    expect(await screen.findByText('Access given: Guðrún Pálsdóttir')).toBeVisible();
    expect(
      calls.find((call) => call.path === '/api/user/v2/settings/grantedaccess/')?.body,
    ).toEqual({ ssn: GUDRUN, validTo: null });
    expect(await screen.findByRole('article', { name: 'Guðrún Pálsdóttir' })).toBeVisible();
    await waitFor(() => expect(infoCalls()).toBeGreaterThan(before));
    expect(ssn).toHaveValue('');
  });

  it('shows the server’s answer under the field when nobody has that kennitala', async () => {
    const { user } = renderScreen('is');
    const ssn = await screen.findByLabelText(/Kennitala þess sem fær aðgang/);
    await user.type(ssn, UNKNOWN);
    await user.click(screen.getByRole('button', { name: 'Áfram' }));
    expect(
      await screen.findByText('Enginn viðskiptavinur er skráður með þessa kennitölu.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Veita aðgang' })).toBeNull();
  });

  it('revokes only after the confirm dialog, and Cancel changes nothing', async () => {
    const { user } = renderScreen('en');
    const revoke = await screen.findByRole('button', { name: 'Revoke access: Björn Sigurðsson' });
    await user.click(revoke);
    let dialog = screen.getByRole('dialog', { name: 'Revoke access?' });
    expect(within(dialog).getByText(/Björn Sigurðsson loses access at once/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke access: Björn Sigurðsson' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke access?' });
    const before = infoCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Access revoked: Björn Sigurðsson')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Björn Sigurðsson' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/user/v2/settings/grantedaccess/6f1c2a4e-0000-4000-8000-000000000001/',
    ]);
    await waitFor(() => expect(infoCalls()).toBeGreaterThan(before));
    // Focus moves in an effect, which may run after the next paint rather than at once.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Access you have given' })).toHaveFocus(),
    );
  });

  it('gives up held access and stops acting for that party when it was the one in use', async () => {
    window.sessionStorage.setItem('overviewUser', HRAUNHOLAR);
    const { user } = renderScreen('is');
    await user.click(
      await screen.findByRole('button', { name: 'Gefa eftir aðgang: Hraunhólar ehf.' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Gefa eftir aðgang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Gefa eftir aðgang' }));
    expect(await screen.findByText('Þú hefur gefið eftir aðgang: Hraunhólar ehf.')).toBeVisible();
    expect(window.sessionStorage.getItem('overviewUser')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/user/v1/settings/grantedaccess/6f1c2a4e-0000-4000-8000-000000000002/',
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Enginn hefur veitt þér aðgang' }),
    ).toBeVisible();
  });

  it('offers no form and no revoke buttons to someone who may only look', async () => {
    canManage = false;
    renderScreen('en');
    expect(await screen.findByRole('article', { name: 'Björn Sigurðsson' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can see these access permits but not change them',
    );
    expect(screen.queryByLabelText(/National ID of the person getting access/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
