import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LiabilityPolicyResponse,
  type PendingUpdate,
  type UpdateRequested,
} from '../../src/domain/api/company';
import { COMPANY_API } from '../../src/domain/api/company-paths';
import { addDaysIso, todayInIceland } from '../../src/domain/calendar';
import { liabilityUpdateSchema } from '../../src/domain/forms/company-policy-update';
import type { PortalUser } from '../../src/features/portal/api/user';
import { CompanyLiabilityScreen } from '../../src/features/portal/company/company-screens';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { MayWriteContext } from '../../src/features/portal/shared/may-write';
import type { Language } from '../../src/lib/i18n';
import { problem, server } from './api-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const today = todayInIceland();

const ANNA_FOR_COMPANY: PortalUser = {
  fullName: 'Anna Jónsdóttir',
  profilePicture: null,
  ssn: '1201603389',
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: false,
  currentProxyUser: { value: '4502952219', isCompany: true },
  paymentMethod: { ccardInfo: null },
  bankInfo: { bank: '', ledger: '', account: '' },
  popupinfo: { showPopup: false, email: 'anna@example.is', mobilePhone: '6111234', homePhone: '' },
  actingOptions: [{ ssn: '4502952219', name: 'Hraunhólar ehf.', isCompany: true }],
  mayWrite: true,
  impersonation: null,
};

const LIABILITY: LiabilityPolicyResponse = {
  policyId: '6f1c2a4e-0000-4000-8000-000000000020',
  policyNumber: 'SK-2012-008801',
  productName: { is: 'Frjáls ábyrgðartrygging atvinnurekstrar', en: 'General business liability' },
  validFrom: addDaysIso(today, -180),
  validTo: addDaysIso(today, 184),
  annualPremium: 486_000,
  covers: [
    {
      name: { is: 'Hámark bóta í hverju tjóni', en: 'Limit per occurrence' },
      sumInsured: 150_000_000,
      deductible: 250_000,
    },
  ],
  mayRequest: true,
  pending: null,
  annualTurnover: 486_000_000,
  activity: { is: 'Jarðvinna og lóðafrágangur', en: 'Groundwork and landscaping' },
  employeeCount: 14,
};

function renderScreen(language: Language, mayWrite = true) {
  return renderWithProviders(
    <MayWriteContext.Provider value={mayWrite}>
      <CompanyLiabilityScreen language={language} user={ANNA_FOR_COMPANY} />
    </MayWriteContext.Provider>,
    { language },
  );
}

describe('the change request rules', () => {
  const schema = liabilityUpdateSchema(today);
  const valid = { activity: 'Jarðvinna', effectiveFrom: today };

  it.each([
    ['486.000.000', 486_000_000],
    ['486,000,000', 486_000_000],
    ['486 000 000', 486_000_000],
    ['486000000', 486_000_000],
  ])('reads %s as a whole number', async (written, expected) => {
    expect((await schema.validate({ ...valid, annualTurnover: written })).annualTurnover).toBe(
      expected,
    );
  });

  it.each(['1,5', '12.50', 'fimm', '-3'])('refuses %s as a whole number', async (written) => {
    await expect(schema.validate({ ...valid, annualTurnover: written })).rejects.toThrow(
      'company|errorInvalidNumber',
    );
  });
});

describe('CompanyLiabilityScreen', () => {
  it('shows what is insured today and sends a change, then shows it pending', async () => {
    let current: LiabilityPolicyResponse = LIABILITY;
    let received: Record<string, unknown> | undefined;
    const pending: PendingUpdate = {
      caseNumber: 'E-001234',
      caseStatus: 'new',
      requestedAt: new Date().toISOString(),
      effectiveFrom: addDaysIso(today, 10),
    };
    server.use(
      http.get(COMPANY_API.liability, () => HttpResponse.json(current)),
      http.post<never, Record<string, unknown>, UpdateRequested>(
        COMPANY_API.liabilityRequestUpdate,
        async ({ request }) => {
          received = await request.json();
          current = { ...LIABILITY, pending };
          return HttpResponse.json({ caseNumber: 'E-001234', pending }, { status: 201 });
        },
      ),
    );
    const { user } = renderScreen('en');
    expect(await screen.findByText('ISK 486,000,000')).toBeInTheDocument();
    expect(screen.getByText('Groundwork and landscaping', { selector: 'p' })).toBeVisible();

    const turnover = screen.getByLabelText(/Expected annual turnover/);
    expect(turnover).toHaveValue('486,000,000');
    await user.clear(turnover);
    await user.type(turnover, '520,000,000');
    const date = screen.getByLabelText(/Change takes effect from/);
    await user.clear(date);
    await user.type(date, addDaysIso(today, 10));
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('E-001234');
    expect(received).toEqual({
      annualTurnover: '520,000,000',
      activity: 'Groundwork and landscaping',
      effectiveFrom: addDaysIso(today, 10),
      note: '',
      lang: 'en',
    });
    // The form is gone while the request is pending: one change at a time.
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });

  it('refuses bad values beside their fields and sends nothing', async () => {
    let sent = false;
    server.use(
      http.get(COMPANY_API.liability, () => HttpResponse.json(LIABILITY)),
      http.post(COMPANY_API.liabilityRequestUpdate, () => {
        sent = true;
        return problem(500, 'Unexpected');
      }),
    );
    const { user } = renderScreen('is');
    const turnover = await screen.findByLabelText(/Áætluð ársvelta/);
    await user.clear(turnover);
    await user.type(turnover, '1,5');
    const date = screen.getByLabelText(/Breytingin gildi frá/);
    await user.clear(date);
    await user.type(date, addDaysIso(today, -3));
    await user.click(screen.getByRole('button', { name: 'Senda beiðni' }));

    expect(await screen.findByText('Skrifaðu heila tölu, t.d. 12.500.000')).toBeInTheDocument();
    expect(screen.getByText('Dagsetningin má ekki vera liðin')).toBeInTheDocument();
    expect(turnover).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(turnover).toHaveFocus());
    expect(sent).toBe(false);
  });

  it('shows the server’s refusal when a request is already being handled', async () => {
    server.use(
      http.get(COMPANY_API.liability, () => HttpResponse.json(LIABILITY)),
      http.post(COMPANY_API.liabilityRequestUpdate, () =>
        problem(409, 'UpdateAlreadyPending', { message: 'pending' }),
      ),
    );
    const { user } = renderScreen('en');
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A change to this policy is already being handled.',
    );
  });

  it('tells a read-only representative they can see but not ask', async () => {
    server.use(
      http.get(COMPANY_API.liability, () => HttpResponse.json({ ...LIABILITY, mayRequest: false })),
    );
    renderScreen('is', false);
    const notice = await screen.findByRole('region', { name: 'Lesaðgangur' });
    expect(within(notice).getByText(/leyfir ekki að biðja um breytingar/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Senda beiðni' })).not.toBeInTheDocument();
  });
});
