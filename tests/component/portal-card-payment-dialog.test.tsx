import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_API as API } from '../../src/domain/api/card-payment-paths';
import type { Installment } from '../../src/domain/api/portal';
import { CardPaymentDialog } from '../../src/features/portal/card-payments/card-payment-dialog';
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

const PAYMENT_ID = '5b7f2b9e-1c1a-4c55-9a7e-3f1b2d3c4e5f';

const installment = (id: string, dueDate: string, amount: number, paidAmount = 0): Installment => ({
  id,
  periodId: '9f0b6c1e-0000-4000-8000-000000000001',
  policyId: null,
  policyNumber: null,
  description: { is: 'Greiðsla 3 af 12', en: 'Installment 3 of 12' },
  dueDate,
  amount,
  paidAmount,
  paidDate: null,
  status: 'overdue',
});

const overdue = [
  installment('11111111-1111-4111-8111-111111111111', '2026-09-05', 37_350),
  installment('22222222-2222-4222-8222-222222222222', '2026-10-05', 37_350, 350),
];

const receipt = {
  paymentId: PAYMENT_ID,
  state: 'paid',
  amount: 74_350,
  receiptNumber: 'K-001001',
  paidAt: '2026-11-25T12:00:00.000Z',
  cardNumberMasked: '424242******4242',
  cardBrand: 'Visa',
  authorizationCode: '123456',
  installments: [],
};

function paymentApi(extra: Record<string, Handler> = {}) {
  return stubApi({
    [`POST ${API.start}`]: () => ({
      status: 200,
      body: {
        paymentId: PAYMENT_ID,
        paymentLink: PAYMENT_LINK,
        amount: 74_350,
        expiresAt: new Date(Date.now() + 480_000).toISOString(),
      },
    }),
    [`POST ${API.confirm}`]: () => ({ status: 200, body: receipt }),
    ...extra,
  });
}

const success = {
  message: 'success',
  verificationId: PAYMENT_ID,
  verificationData: 'data',
  verificationHash: 'hash',
};

describe('paying installments by card', () => {
  it("starts the payment on the server, pays on the provider's page and shows the receipt", async () => {
    const calls = paymentApi();
    const { open } = stubPopup();
    const { user } = renderWithProviders(
      <CardPaymentDialog installments={overdue} language="is" onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Greiða með korti' });
    expect(within(dialog).getByRole('list', { name: 'Það sem er greitt' }).children).toHaveLength(
      2,
    );
    // What the server says it costs, not what the page added up.
    const pay = await screen.findByRole('button', { name: 'Greiða 74.350 kr.' });
    expect(calls.find((call) => call.key === `POST ${API.start}`)?.body).toEqual({
      installmentIds: overdue.map((row) => row.id),
      language: 'is',
      windowOrigin: window.location.origin,
    });
    await user.click(pay);
    expect(open).toHaveBeenCalledWith(PAYMENT_LINK, 'skjol-card-provider', 'width=800,height=1100');
    expect(screen.getByText('Ljúktu greiðslunni í glugga kortaþjónustunnar.')).toBeVisible();

    // Another site's message, or one for another payment, is not the provider's answer.
    providerMessage(success, 'https://evil.example');
    providerMessage({ ...success, verificationId: 'another' }, 'https://evil.example');
    expect(calls.some((call) => call.key === `POST ${API.confirm}`)).toBe(false);

    providerMessage(success);
    const outcome = await screen.findByText(/greiðsla að upphæð 74.350 kr. hefur borist/);
    expect(outcome.closest('[role="alert"]')).toHaveTextContent('Kvittun K-001001');
    expect(calls.find((call) => call.key === `POST ${API.confirm}`)?.body).toEqual({
      paymentId: PAYMENT_ID,
      paymentData: 'data',
      paymentHash: 'hash',
    });
    expect(screen.getByRole('button', { name: 'Sækja kvittun (PDF)' })).toBeVisible();
  });

  it('says nothing was charged when the window is cancelled or closed, and lets the person try again', async () => {
    paymentApi();
    const { popup, open } = stubPopup();
    const { user } = renderWithProviders(
      <CardPaymentDialog installments={overdue} language="en" onClose={() => undefined} />,
      { language: 'en' },
    );
    await user.click(await screen.findByRole('button', { name: 'Pay ISK 74,350' }));
    providerMessage({ message: 'cancelled', verificationId: PAYMENT_ID });
    expect(
      await screen.findByText(/The payment was cancelled\. Nothing was charged/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay ISK 74,350' }));
    expect(open).toHaveBeenCalledTimes(2);
    popup.closed = true;
    expect(
      await screen.findByText(/The payment window was closed before the payment was made/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ISK 74,350' })).toBeEnabled();
  });

  it("tells the server's refusal in words and offers to start again", async () => {
    let refuse = true;
    paymentApi({
      [`POST ${API.start}`]: () =>
        refuse
          ? { status: 409, body: { errorCode: 'InstallmentAlreadyPaid', status: 409 } }
          : {
              status: 200,
              body: {
                paymentId: PAYMENT_ID,
                paymentLink: PAYMENT_LINK,
                amount: 37_000,
                expiresAt: new Date(Date.now() + 480_000).toISOString(),
              },
            },
    });
    const { user } = renderWithProviders(
      <CardPaymentDialog installments={overdue} language="is" onClose={() => undefined} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Þessi greiðsla hefur þegar verið greidd.');
    expect(alert).toHaveTextContent('Ekkert var skuldfært.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Reyna aftur' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Greiða 37.000 kr.' })).toBeEnabled(),
    );
  });
});
