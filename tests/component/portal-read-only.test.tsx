import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_SETTINGS_API as API } from '../../src/domain/api/payment-settings';
import type { PortalUser } from '../../src/features/portal/api/user';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { SettingsPaymentScreen } from '../../src/features/portal/settings-payment/settings-payment-screen';
import { WRITE_BLOCKED_REASON_ID, WriteAccess } from '../../src/features/portal/shared/may-write';
import { stubApi } from './card-provider-stubs';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

const BJORN = '0503852139';

/** Björn's portal as an employee with read-only access sees it while acting for him. */
const readOnlyStaff: PortalUser = {
  fullName: 'Björn Sigurðsson',
  profilePicture: null,
  ssn: BJORN,
  spouseSsn: null,
  spouseName: null,
  isCompany: false,
  isEmployeeImpersonating: true,
  currentProxyUser: { value: BJORN, isCompany: false },
  paymentMethod: { ccardInfo: null },
  bankInfo: { bank: '0133', ledger: '26', account: '012345' },
  popupinfo: { showPopup: false, email: '', mobilePhone: '', homePhone: '' },
  actingOptions: [],
  mayWrite: false,
  impersonation: {
    reason: 'claimHandling',
    note: 'Les tjónaskrána',
    startedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  },
};

function renderPaymentScreen(user: PortalUser) {
  stubApi({
    [`GET ${API.bankInfo}`]: () => ({
      status: 200,
      body: { bank: '0133', ledger: '26', account: '012345' },
    }),
    [`GET ${API.ccardInfo}`]: () => ({ status: 200, body: { ccardInfo: null } }),
    [`GET ${API.paymentMethod}`]: () => ({ status: 200, body: { problem: null } }),
  });
  return renderWithProviders(
    <WriteAccess user={user}>
      <SettingsPaymentScreen language="en" user={user} />
    </WriteAccess>,
    { language: 'en' },
  );
}

describe('a read-only employee on the payment details screen', () => {
  it('sees the bank account but every control that writes is disabled, with the reason once', async () => {
    renderPaymentScreen(readOnlyStaff);
    const bank = await screen.findByLabelText(/^Bank/, { selector: 'input' });
    await waitFor(() => expect(bank).toHaveValue('0133'));
    const reason = screen.getByRole('note');
    expect(reason).toHaveAttribute('id', WRITE_BLOCKED_REASON_ID);
    expect(reason).toHaveTextContent(/read-only access as an employee/);
    expect(screen.getAllByRole('note')).toHaveLength(1);

    for (const field of [
      bank,
      screen.getByLabelText(/^Ledger/, { selector: 'input' }),
      screen.getByLabelText(/^Account/, { selector: 'input' }),
    ])
      expect(field).toBeDisabled();
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save).toBeDisabled();
    // The controls name the notice, so a screen reader reads the reason with them.
    expect(save.closest('fieldset')).toHaveAttribute('aria-describedby', WRITE_BLOCKED_REASON_ID);
    const card = await screen.findByRole('checkbox');
    expect(card).toBeDisabled();
    expect(card.getAttribute('aria-describedby') ?? '').toContain(WRITE_BLOCKED_REASON_ID);
  });

  it('is editable, without the notice, for someone who may write', async () => {
    const customer = { ...readOnlyStaff, isEmployeeImpersonating: false, impersonation: null };
    renderPaymentScreen({ ...customer, mayWrite: true });
    const bank = await screen.findByLabelText(/^Bank/, { selector: 'input' });
    await waitFor(() => expect(bank).toHaveValue('0133'));
    expect(bank).toBeEnabled();
    expect(screen.getByRole('button', { name: /Save/ })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("gives a read-only grant holder the grant's reason", async () => {
    const holder = { ...readOnlyStaff, isEmployeeImpersonating: false, impersonation: null };
    renderPaymentScreen(holder);
    const note = await screen.findByRole('note');
    expect(within(note).getByText(/Your access is read-only/)).toBeVisible();
  });
});
