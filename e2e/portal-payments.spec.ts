import { expect, test } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

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
    await expect(warning).toContainText(/Greiddu samtals [\d.,]+ kr\. í netbankanum/);
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
    await expect(warning).toContainText('Please pay ISK 436,500 in your online bank');
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
