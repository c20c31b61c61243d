import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_SETTINGS_API as API } from '../../src/domain/api/payment-settings';
import { BankForm } from '../../src/features/portal/settings-payment/bank-form';
import { CardSection } from '../../src/features/portal/settings-payment/card-section';
import type { Language } from '../../src/lib/i18n';
import {
  PAYMENT_LINK,
  providerMessage,
  stubApi,
  stubPopup,
  type Handler,
  withPortalTextsAndCleanStubs,
} from './card-provider-stubs';
import { renderWithProviders } from './render';

withPortalTextsAndCleanStubs();

function renderWithClient(ui: React.ReactElement, language: Language = 'is') {
  return renderWithProviders(ui, { language, withToasts: true });
}

const empty = { bank: '', ledger: '', account: '' };

describe('the bank form', () => {
  it('keeps digits only and moves on when a field is full', async () => {
    const { user } = renderWithClient(<BankForm initialValues={empty} loading={false} />);
    const bank = screen.getByLabelText(/^Banki/);
    // Typing fires `input`; React's onChange listens to it.
    fireEvent.input(bank, { target: { value: '01a3-3' } });
    await waitFor(() => expect(screen.getByLabelText(/^Höfuðbók/)).toHaveFocus());
    expect(bank).toHaveValue('0133');
    await user.keyboard('2x6');
    expect(screen.getByLabelText(/^Höfuðbók/)).toHaveValue('26');
    await waitFor(() => expect(screen.getByLabelText(/^Reikningur/)).toHaveFocus());
    await user.keyboard('12345678');
    expect(screen.getByLabelText(/^Reikningur/)).toHaveValue('123456');
  });

  it('pads the bank and the account with zeros on leaving them', async () => {
    const { user } = renderWithClient(<BankForm initialValues={empty} loading={false} />);
    await user.type(screen.getByLabelText(/^Banki/), '133');
    await user.tab();
    expect(screen.getByLabelText(/^Banki/)).toHaveValue('0133');
    await user.type(screen.getByLabelText(/^Reikningur/), '2345');
    await user.tab();
    expect(screen.getByLabelText(/^Reikningur/)).toHaveValue('002345');
    // Two digits may still be a bank being typed: left alone.
    await user.clear(screen.getByLabelText(/^Banki/));
    await user.type(screen.getByLabelText(/^Banki/), '13');
    await user.tab();
    expect(screen.getByLabelText(/^Banki/)).toHaveValue('13');
  });

  it('splits a pasted account number into the three fields', async () => {
    const { user } = renderWithClient(<BankForm initialValues={empty} loading={false} />);
    await user.click(screen.getByLabelText(/^Banki/));
    await user.paste('133-26-12345');
    await waitFor(() => expect(screen.getByLabelText(/^Reikningur/)).toHaveFocus());
    // Leaving the bank field for the account must not undo the split.
    expect(screen.getByLabelText(/^Banki/)).toHaveValue('0133');
    expect(screen.getByLabelText(/^Höfuðbók/)).toHaveValue('26');
    expect(screen.getByLabelText(/^Reikningur/)).toHaveValue('012345');
    await user.clear(screen.getByLabelText(/^Reikningur/));
    await user.paste('0515261044');
    await waitFor(() => expect(screen.getByLabelText(/^Banki/)).toHaveValue('0515'));
    expect(screen.getByLabelText(/^Höfuðbók/)).toHaveValue('26');
    expect(screen.getByLabelText(/^Reikningur/)).toHaveValue('001044');
  });

  it('shows each field its own message and sends nothing while the account is incomplete', async () => {
    const calls = stubApi({});
    const { user } = renderWithClient(<BankForm initialValues={empty} loading={false} />, 'en');
    await user.type(screen.getByLabelText(/^Bank/), '1');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('The bank is 4 digits')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('saves, says so in a toast, and keeps the button disabled while saving or loading', async () => {
    let release: () => void = () => undefined;
    const calls = stubApi({
      [`POST ${API.bankInfo}`]: (body) =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body } as never);
        }) as never,
    });
    const { user, rerender } = renderWithClient(
      <BankForm
        initialValues={{ bank: '0133', ledger: '26', account: '012345' }}
        loading={false}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Vista bankareikning' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(calls).toEqual([
      { key: `POST ${API.bankInfo}`, body: { bank: '0133', ledger: '26', account: '012345' } },
    ]);
    act(() => release());
    expect(await screen.findByText('Upplýsingarnar hafa verið uppfærðar')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());

    rerender(<BankForm initialValues={empty} loading />);
    expect(screen.getByRole('button', { name: 'Vista bankareikning' })).toBeDisabled();
  });

  it("shows the server's error code translated in an alert, and its field errors at the fields", async () => {
    stubApi({
      [`POST ${API.bankInfo}`]: () => ({
        status: 400,
        body: {
          errorCode: 'InvalidBankInfo',
          message: 'The bank account is not valid',
          errors: { ledger: ['invalidBankInfo'] },
        },
      }),
    });
    const { user } = renderWithClient(
      <BankForm
        initialValues={{ bank: '0133', ledger: '26', account: '012345' }}
        loading={false}
      />,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    const alert = await screen.findByText(/^The bank account is not valid\. The bank is 4 digits/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('The ledger is 2 digits')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ledger/)).toHaveValue('26');
  });
});

function cardApi(card: string | null, extra: Record<string, Handler> = {}) {
  return stubApi({
    [`GET ${API.ccardInfo}`]: () => ({ status: 200, body: { cardNumberMasked: card } }),
    [`POST ${API.ccardInit}`]: () => ({
      status: 200,
      body: {
        verificationId: 'v-1',
        paymentLink: PAYMENT_LINK,
        expiresAt: new Date(Date.now() + 480_000).toISOString(),
      },
    }),
    [`POST ${API.ccardRegister}`]: () => ({
      status: 200,
      body: { cardNumberMasked: '424242******4242' },
    }),
    ...extra,
  });
}

async function startFlow(user: ReturnType<typeof renderWithClient>['user'], label: RegExp) {
  await user.click(await screen.findByRole('checkbox', { name: label }));
  await user.click(await screen.findByRole('button', { name: /^(Skrá kort|Register card)$/ }));
}

describe('the card section', () => {
  it('shows the registered card read-only, 16 characters long', async () => {
    cardApi('522010******8823');
    renderWithClient(<CardSection language="is" />);
    const field = await screen.findByLabelText('Skráð kort');
    expect(field).toHaveValue('522010******8823');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('maxlength', '16');
  });

  it('says in markdown that no card is registered', async () => {
    cardApi(null);
    renderWithClient(<CardSection language="en" />, 'en');
    expect(await screen.findByText('No payment card is registered.')).toContainHTML('strong');
    expect(screen.getByRole('checkbox', { name: 'Register a payment card' })).not.toBeChecked();
  });

  it('replaces the form with an error and a retry when the card cannot be read', async () => {
    stubApi({
      [`GET ${API.ccardInfo}`]: () => ({ status: 500, body: { errorCode: 'InternalError' } }),
    });
    renderWithClient(<CardSection language="is" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: /Reyna aftur|Reyndu aftur/ })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('registers the card the provider window answers with, from its origin and for this session', async () => {
    const calls = cardApi('522010******8823');
    const { open } = stubPopup();
    const { user } = renderWithClient(<CardSection language="is" />);
    await startFlow(user, /Nota annað kort/);
    expect(calls.find((call) => call.key === `POST ${API.ccardInit}`)?.body).toEqual({
      language: 'is',
      windowOrigin: window.location.origin,
    });
    expect(open).toHaveBeenCalledWith(PAYMENT_LINK, 'skjol-card-provider', 'width=800,height=1100');
    expect(
      await screen.findByText('Ljúktu skráningunni í glugga kortaþjónustunnar.'),
    ).toBeVisible();

    const success = {
      message: 'success',
      verificationId: 'v-1',
      verificationData: 'data',
      verificationHash: 'hash',
    };
    // Another site's message is not the provider's answer, whatever it says.
    providerMessage(success, 'https://evil.example');
    expect(calls.some((call) => call.key === `POST ${API.ccardRegister}`)).toBe(false);

    providerMessage(success);
    expect(await screen.findByLabelText('Skráð kort')).toHaveValue('424242******4242');
    expect(calls.find((call) => call.key === `POST ${API.ccardRegister}`)?.body).toEqual({
      verificationId: 'v-1',
      verificationData: 'data',
      verificationHash: 'hash',
    });
    expect(await screen.findByText('Upplýsingarnar hafa verið uppfærðar')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nota annað kort' })).not.toBeChecked();
  });

  it('fails and starts over on a message for another session or a decline', async () => {
    const calls = cardApi(null);
    stubPopup();
    const { user } = renderWithClient(<CardSection language="en" />, 'en');
    await startFlow(user, /Register a payment card/);
    providerMessage({
      message: 'success',
      verificationId: 'v-other',
      verificationData: 'd',
      verificationHash: 'h',
    });
    expect(
      await screen.findByText('The card could not be registered. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Register a payment card' })).not.toBeChecked();

    await startFlow(user, /Register a payment card/);
    providerMessage({ message: 'declined', verificationId: 'v-1' });
    expect(
      await screen.findByText('The card could not be registered. Please try again.'),
    ).toBeVisible();
    expect(calls.some((call) => call.key === `POST ${API.ccardRegister}`)).toBe(false);
  });

  it('fails when the provider window is closed without an answer', async () => {
    cardApi(null);
    const { popup } = stubPopup();
    const { user } = renderWithClient(<CardSection language="is" />);
    await startFlow(user, /Skrá greiðslukort/);
    popup.closed = true;
    expect(
      await screen.findByText('Ekki tókst að skrá kortið. Reyndu aftur.', {}, { timeout: 3000 }),
    ).toHaveAttribute('role', 'alert');
  });

  it('shows the server error when registration is refused, else the general message', async () => {
    cardApi(null, {
      [`POST ${API.ccardRegister}`]: () => ({
        status: 409,
        body: { errorCode: 'CardVerificationUsed', message: 'used' },
      }),
      [`POST ${API.ccardInit}`]: () => ({ status: 502, body: {} }),
    });
    stubPopup();
    const { user } = renderWithClient(<CardSection language="en" />, 'en');
    await user.click(await screen.findByRole('checkbox', { name: 'Register a payment card' }));
    expect(
      await screen.findByText('We could not complete the action. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Register a payment card' })).not.toBeChecked();
  });

  it('translates a refused registration by its error code', async () => {
    cardApi(null, {
      [`POST ${API.ccardRegister}`]: () => ({
        status: 409,
        body: { errorCode: 'CardVerificationUsed', message: 'used' },
      }),
    });
    stubPopup();
    const { user } = renderWithClient(<CardSection language="en" />, 'en');
    await startFlow(user, /Register a payment card/);
    providerMessage({
      message: 'success',
      verificationId: 'v-1',
      verificationData: 'd',
      verificationHash: 'h',
    });
    expect(await screen.findByText(/^This card registration has already been used/)).toBeVisible();
  });

  it('ends the session after 8 minutes, checked every second', async () => {
    cardApi(null);
    const { popup } = stubPopup();
    const { user } = renderWithClient(<CardSection language="en" />, 'en');
    await startFlow(user, /Register a payment card/);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 8 * 60_000 + 1);
    expect(
      await screen.findByText(/^The time to register the card ran out/, {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(popup.closed).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Register a payment card' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Register a payment card' }));
    expect(await screen.findByRole('button', { name: 'Register card' })).toBeVisible();
  });
});
