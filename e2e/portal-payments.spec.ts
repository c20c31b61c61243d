import { expect, test } from './support/test';
import {
  actAsCustomer,
  actFor,
  BJORN,
  expectAccessible,
  HRAUNHOLAR,
  signIn,
  signInStaff,
  staffURL,
  VIEWPORTS,
} from './support/portal';

type Transaction = { amount: number; description: { is: string } };

const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

const [PHONE, DESKTOP] = VIEWPORTS;

test.describe('payment status', () => {
  test('Anna sees her overdue installments, what is due next, the year as a chart and her plans', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, '/vidskipti/greidslustada/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greiðslustaða');

    const warning = page.getByRole('region', { name: /fram yfir eindaga/ });
    await expect(warning.getByRole('heading', { level: 2 })).toHaveText(
      /^\d+ greiðsl(a er komin|ur eru komnar) fram yfir eindaga$/,
    );
    await expect(warning).toContainText(
      /Greiddu samtals [\d.,]+ kr\. sem fyrst, með korti hér eða í netbankanum/,
    );
    const overdue = warning.getByRole('table', { name: 'Greiðslur fram yfir eindaga' });
    await expect(overdue.locator('tbody tr').first()).toContainText('Fram yfir eindaga');

    await expect(page.getByText('Næsti gjalddagi')).toBeVisible();
    await expect(page.getByText(/^Gjalddagi \S.* \d{4}$/)).toBeVisible();

    const chart = page.getByRole('img', { name: /^Greiðslur frá / });
    await expect(chart).toHaveAccessibleName(/[\d.,]+ kr\. fram yfir eindaga/);
    const months = page.getByRole('table', {
      name: 'Greiðslur eftir mánuðum',
      includeHidden: true,
    });
    await expect(months.locator('tbody tr')).toHaveCount(12);

    const plans = page.getByRole('region', { name: 'Greiðsludreifing', exact: true });
    await expect(plans.getByRole('table').first()).toContainText('Greitt');
    await expect(plans).toContainText('Krafa í netbanka');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payments-is-desktop.png'), fullPage: true });
  });

  test('in English on a phone, acting for Hraunhólar ehf.: the company’s overdue installment', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    // First the server fails: the screen says so and offers to try again.
    const failing = '**/api/payment/v1/installmentsOverview/';
    await page.route(failing, (route) => route.fulfill({ status: 503, json: {} }));
    await signIn(page, '/en/vidskipti/greidslustada/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment status');
    const error = page.getByRole('alert').filter({ hasText: 'Try again' });
    await expect(error).toBeVisible({ timeout: 15_000 });
    await page.unroute(failing);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: /overdue/ })).toBeVisible();
    await actFor(page, HRAUNHOLAR.name);
    const warning = page.getByRole('region', { name: '1 payment is overdue' });
    await expect(warning).toContainText(
      'Please pay ISK 436,500 soon, by card here or in your online bank',
    );
    await expect(page.getByRole('img', { name: /^Payments from / })).toHaveAccessibleName(
      /Overdue: \w+ \d{4}\./,
    );
    await expect(page.getByRole('region', { name: 'Payment plans' })).toContainText(
      'Installment 4 of 4',
    );
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath('payments-en-phone-company.png'),
      fullPage: true,
    });
  });
});

test.describe('paying by card', () => {
  test('Björn pays his overdue installment by card on a phone, once even when the confirm is sent twice, and downloads the receipt', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await signIn(page, '/vidskipti/greidslustada/', BJORN);
    // The plan is charged to the card the payment settings show (another spec may have changed it).
    const plans = page.getByRole('region', { name: 'Greiðsludreifing', exact: true });
    await expect(plans).toContainText(/Greiðslukort \d{6}\*{6}\d{4}/);

    const warning = page.getByRole('region', { name: /fram yfir eindaga/ });
    const payOverdue = warning.getByRole('button', { name: /^Greiða [\d.]+ kr\. með korti$/ });
    const amount = (await payOverdue.textContent())!.match(/[\d.]+ kr\./)![0];
    await payOverdue.click();
    const dialog = page.getByRole('dialog', { name: 'Greiða með korti' });
    await expect(dialog.getByTestId('pay-total')).toHaveText(amount);
    const pay = dialog.getByRole('button', { name: `Greiða ${amount}` });
    await expect(pay).toBeEnabled();
    await expectAccessible(page);

    const popupOpened = page.waitForEvent('popup');
    await pay.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    // The card is typed on the provider's own site, which names the amount it charges.
    expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(`Greiða ${amount}`);
    await popup.getByLabel('Kortanúmer').fill('4242424242424242');
    await popup.getByLabel('Gildistími (MM/ÁÁ)').fill(expiry);
    await popup.getByLabel('Öryggisnúmer (CVC)').fill('123');
    const confirmSent = page.waitForRequest('**/api/payment/v1/card/confirm/');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: `Greiða ${amount}` }).click();
    await closed;
    const confirm = await confirmSent;

    const outcome = dialog.getByRole('alert');
    await expect(outcome).toContainText(`greiðsla að upphæð ${amount} hefur borist`);
    await expect(outcome).toContainText(/Kvittun K-\d{6}, kort 424242\*{6}4242\./);
    const receiptNumber = (await outcome.textContent())!.match(/K-\d{6}/)![0];

    // The same confirm again, as a double click or a retry would send it: the same receipt.
    const again = await page.request.post(confirm.url(), {
      headers: {
        authorization: confirm.headers().authorization!,
        'content-type': 'application/json',
      },
      data: confirm.postData()!,
    });
    expect(again.status()).toBe(200);
    expect((await again.json()).receiptNumber).toBe(receiptNumber);

    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Sækja kvittun (PDF)' }).click();
    expect((await downloaded).suggestedFilename()).toBe(`Kvittun ${receiptNumber}.pdf`);
    await page.screenshot({
      path: testInfo.outputPath('pay-by-card-is-phone.png'),
      fullPage: true,
    });

    await dialog.getByRole('button', { name: 'Loka', exact: true }).click();
    await expect(page.getByText('Engar greiðslur eru komnar fram yfir eindaga.')).toBeVisible();
    // Charged once: the account has one card payment with this receipt, of the amount.
    const account = await page.request.get('/api/account/v1/?type=payment', {
      headers: { authorization: confirm.headers().authorization! },
    });
    const payments = ((await account.json()) as { transactions: Transaction[] }).transactions;
    const withReceipt = payments.filter((row) => row.description.is.endsWith(receiptNumber));
    expect(withReceipt).toHaveLength(1);
    expect(`${(-withReceipt[0]!.amount).toLocaleString('de-DE')} kr.`).toBe(amount);
  });
});

test('an employee acting for Björn sees his quotes, purchases and card payments beside his payment status', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInStaff(page, baseURL!, 'sigga');
  await actAsCustomer(page, BJORN, 'Greiðslur og innheimta', 'Björn spurði um greiðslur');
  await page.goto(`${staffURL(baseURL!)}/vidskipti/greidslustada/`);
  const section = page.getByRole('region', { name: 'Tilboð, kaup og kortagreiðslur' });
  await expect(section.getByRole('table', { name: 'Vistuð tilboð og kaup' })).toBeVisible();
  const payments = section.getByRole('table', { name: 'Kortagreiðslur' });
  await expect(payments).toBeVisible();
  await expect(payments.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);
});
