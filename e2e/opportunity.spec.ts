import { readFileSync } from 'node:fs';
import {
  downloadAttachment,
  FIXTURES,
  mailTo,
  openInboxAsStaff,
  slowUploads,
} from './support/attachments';
import { expectAccessible } from './support/portal';
import { expect, hydrated, test } from './support/test';

test('a visitor asks to be called with their current policy attached; staff find the lead with it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.81' });
  await page.goto('/hringdu-i-mig/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hringdu í mig' })).toBeVisible();
  await page.getByLabel(/^Nafnið þitt/).fill('Anna Jónsdóttir');
  await page.getByLabel(/^Símanúmer/).fill('6111234');
  const email = `leid.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Hvenær hentar best/).selectOption('morning');
  await page.getByRole('checkbox', { name: 'Ökutæki' }).check();
  await page.getByLabel('Velja skrár').setInputFiles([FIXTURES.pdf, FIXTURES.png]);
  await page.getByRole('button', { name: 'Fjarlægja vatnslekaskynjari.png' }).click();
  await expect(
    page.getByRole('list', { name: 'Skrár sem verða sendar' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const slow = await slowUploads(page);
  await page.getByRole('button', { name: 'Hringið í mig' }).click();
  await expect(page.getByRole('progressbar', { name: 'Sending' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Takk, við hringjum í þig' })).toBeFocused({
    timeout: 20_000,
  });
  await slow.restore();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'opportunity');
  const file = await downloadAttachment(page, caseNumber, 'bilalisti.pdf');
  expect(readFileSync(file.path).equals(readFileSync(FIXTURES.pdf))).toBe(true);
  await expect(page.getByText(/Hringja í 611 1234: Fyrir hádegi/)).toBeVisible();
});

test('the English page answers a wrong phone number in place', async ({ page }) => {
  await page.goto('/en/call-me/');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Call me about insurance' }),
  ).toBeVisible();
  await page.getByLabel(/^Your name/).fill('Anna');
  await page.getByLabel(/^Phone number/).fill('12');
  await page.getByRole('button', { name: 'Call me' }).click();
  await expect(page.getByLabel(/^Phone number/)).toBeFocused();
  await expect(page.getByText('The phone number is not valid; enter 7 digits')).toBeVisible();
  await expect(page.getByLabel(/^Your name/)).toHaveValue('Anna');
  await expectAccessible(page);
});
