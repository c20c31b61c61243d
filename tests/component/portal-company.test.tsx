import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LiabilityPolicyResponse,
  type PendingUpdate,
  type PersonalPolicyResponse,
  type UpdateRequested,
} from '../../src/domain/api/company';
import { COMPANY_API } from '../../src/domain/api/company-paths';
import { addDaysIso, todayInIceland } from '../../src/domain/calendar';
import { liabilityUpdateSchema } from '../../src/domain/forms/company-policy-update';
import type { PortalUser } from '../../src/features/portal/api/user';
import {
  CompanyLiabilityScreen,
  CompanyPersonalScreen,
} from '../../src/features/portal/company/company-screens';
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

const PERSONAL: PersonalPolicyResponse = {
  policyId: '6f1c2a4e-0000-4000-8000-000000000021',
  policyNumber: 'SK-2012-008802',
  productName: { is: 'Slysatrygging launþega', en: 'Employee accident insurance' },
  validFrom: addDaysIso(today, -180),
  validTo: addDaysIso(today, 184),
  annualPremium: 210_000,
  covers: [],
  mayRequest: true,
  pending: null,
  employees: [
    {
      ssn: '1201603389',
      name: 'Anna Jónsdóttir',
      job: { is: 'Framkvæmdastjóri', en: 'Managing director' },
      annualPayroll: 12_000_000,
    },
    {
      ssn: '0503852139',
      name: 'Björn Sigurðsson',
      job: { is: 'Vélamaður', en: 'Machine operator' },
      annualPayroll: 8_000_000,
    },
  ],
  totalPayroll: 20_000_000,
};

function renderPersonal(language: Language, mayWrite = true) {
  return renderWithProviders(
    <MayWriteContext.Provider value={mayWrite}>
      <CompanyPersonalScreen language={language} user={ANNA_FOR_COMPANY} />
    </MayWriteContext.Provider>,
    { language },
  );
}

describe('CompanyPersonalScreen: employees by name', () => {
  it('keeps the totals in step with the names, moves the keyboard with the groups, and sends both', async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      http.get(COMPANY_API.personal, () => HttpResponse.json(PERSONAL)),
      http.post<never, Record<string, unknown>, UpdateRequested>(
        COMPANY_API.personalRequestUpdate,
        async ({ request }) => {
          received = await request.json();
          return HttpResponse.json(
            {
              caseNumber: 'E-004321',
              pending: {
                caseNumber: 'E-004321',
                caseStatus: 'new',
                requestedAt: new Date().toISOString(),
                effectiveFrom: today,
              },
            },
            { status: 201 },
          );
        },
      ),
    );
    const { user } = renderPersonal('en');
    const count = await screen.findByLabelText(/^Number of employees/);
    const payroll = screen.getByLabelText(/Expected total annual payroll/);
    expect(count).toHaveValue('2');

    const off = screen.getByRole('group', { name: 'Take employees off the policy' });
    await user.click(within(off).getByRole('checkbox', { name: 'Björn Sigurðsson' }));
    expect(count).toHaveValue('1');
    expect(payroll).toHaveValue('12,000,000');

    const addButton = screen.getByRole('button', { name: 'Add an employee' });
    await user.click(addButton);
    const first = screen.getByRole('group', { name: 'New employee 1' });
    await waitFor(() => expect(within(first).getByLabelText(/Full name/)).toHaveFocus());
    await user.keyboard('Sólveig Ósk Jónsdóttir');
    await user.type(within(first).getByLabelText(/Kennitala/), '050699-2189');
    await user.type(within(first).getByLabelText(/Job/), 'Foreman');
    await user.type(within(first).getByLabelText(/Annual pay/), '8,400,000');
    expect(count).toHaveValue('2');
    expect(payroll).toHaveValue('20,400,000');

    // A second group, removed again: the keyboard goes back to the group before it.
    await user.click(addButton);
    const second = screen.getByRole('group', { name: 'New employee 2' });
    await waitFor(() => expect(within(second).getByLabelText(/Full name/)).toHaveFocus());
    expect(count).toHaveValue('3');
    await user.click(within(second).getByRole('button', { name: 'Remove new employee 2' }));
    expect(screen.queryByRole('group', { name: 'New employee 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(first).getByLabelText(/Full name/)).toHaveFocus());
    expect(count).toHaveValue('2');

    // Once the person writes a total, it is theirs: the names no longer change it.
    await user.clear(count);
    await user.type(count, '5');
    await user.click(within(off).getByRole('checkbox', { name: 'Anna Jónsdóttir' }));
    expect(count).toHaveValue('5');
    expect(payroll).toHaveValue('8,400,000');
    await user.click(within(off).getByRole('checkbox', { name: 'Anna Jónsdóttir' }));

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/E-004321/)).toBeInTheDocument();
    expect(received).toEqual({
      employeeCount: '5',
      annualPayroll: '20,400,000',
      effectiveFrom: today,
      note: '',
      removedEmployees: ['0503852139'],
      addedEmployees: [
        {
          name: 'Sólveig Ósk Jónsdóttir',
          ssn: '050699-2189',
          job: 'Foreman',
          annualPayroll: '8,400,000',
        },
      ],
      lang: 'en',
    });
    // Typed a key at a time, each checked against the rules: slow on a busy machine.
  }, 30_000);

  it('refuses an employee already covered beside the kennitala, and a request changing nothing', async () => {
    let sent = false;
    server.use(
      http.get(COMPANY_API.personal, () => HttpResponse.json(PERSONAL)),
      http.post(COMPANY_API.personalRequestUpdate, () => {
        sent = true;
        return problem(500, 'Unexpected');
      }),
    );
    const { user } = renderPersonal('is');
    await user.click(await screen.findByRole('button', { name: 'Senda beiðni' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Beiðnin breytir engu/);

    await user.click(screen.getByRole('button', { name: 'Bæta við starfsmanni' }));
    const group = screen.getByRole('group', { name: 'Nýr starfsmaður 1' });
    await user.type(within(group).getByLabelText(/Fullt nafn/), 'Anna Jónsdóttir');
    const ssn = within(group).getByLabelText(/Kennitala/);
    await user.type(ssn, '1201603389');
    await user.type(within(group).getByLabelText(/Starf/), 'Bókari');
    await user.type(within(group).getByLabelText(/Árslaun/), '6.000.000');
    await user.click(screen.getByRole('button', { name: 'Senda beiðni' }));
    expect(
      await within(group).findByText('Þessi starfsmaður er þegar á tryggingunni'),
    ).toBeVisible();
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(ssn).toHaveFocus());
    expect(sent).toBe(false);
  }, 30_000);

  it('shows the server’s refusal of a removal on the list of employees', async () => {
    server.use(
      http.get(COMPANY_API.personal, () => HttpResponse.json(PERSONAL)),
      http.post(COMPANY_API.personalRequestUpdate, () =>
        problem(400, 'ValidationFailed', {
          errors: { 'removedEmployees[0]': ['company|errorNotCovered'] },
        }),
      ),
    );
    const { user } = renderPersonal('en');
    await user.click(await screen.findByRole('checkbox', { name: 'Anna Jónsdóttir' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const off = screen.getByRole('group', { name: 'Take employees off the policy' });
    expect(await within(off).findByText('This employee is not on the policy')).toBeVisible();
  });

  it('disables the named changes when the access may not write', async () => {
    server.use(http.get(COMPANY_API.personal, () => HttpResponse.json(PERSONAL)));
    renderPersonal('en', false);
    expect(await screen.findByRole('checkbox', { name: 'Anna Jónsdóttir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add an employee' })).toBeDisabled();
  });
});
