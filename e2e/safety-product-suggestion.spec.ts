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

test('a customer suggests a safety product with a picture; staff find it with the picture redrawn', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.71' });
  await page.goto('/en/prevention/suggest-a-safety-product/');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Suggest a safety product' }),
  ).toBeVisible();
  await page.getByLabel(/^The product/).fill('Water-leak sensor with shut-off valve');
  await page.getByLabel(/^Where can it be bought/).fill('Hardware stores');
  await page.getByLabel(/^Why do you recommend it/).fill('It shuts the water off under the sink.');

  await page.getByLabel('Choose files').setInputFiles([FIXTURES.png, FIXTURES.pdf]);
  await page.getByRole('button', { name: 'Remove bilalisti.pdf' }).click();
  const files = page.getByRole('list', { name: 'Files to send' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('vatnslekaskynjari.png');

  await page.getByLabel(/^Your name/).fill('Jón Jónsson');
  const email = `oryggi.${Date.now()}@example.com`;
  await page.getByLabel(/^E-mail/).fill(email);
  await expectAccessible(page);

  const slow = await slowUploads(page);
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(page.getByRole('progressbar', { name: 'Sending' })).toBeVisible();
  const thanks = page.getByRole('heading', { name: 'Thank you for the suggestion' });
  await expect(thanks).toBeFocused({ timeout: 20_000 });
  await slow.restore();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toBe(`Thank you for your suggestion (${caseNumber})`);
  expect(mail!.text).toContain('Files you sent with it: vatnslekaskynjari.jpg');
  await page.setExtraHTTPHeaders({});

  await openInboxAsStaff(page, baseURL!, 'safetyProductSuggestion');
  const file = await downloadAttachment(page, caseNumber, 'vatnslekaskynjari.jpg');
  expect(file.name).toBe('vatnslekaskynjari.jpg');
  // A JPEG we drew, not the PNG that was sent.
  expect([...readFileSync(file.path).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

test('the Icelandic page is reached from the prevention list and keeps the input when fields are missing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/forvarnir/');
  await page.getByRole('link', { name: 'Senda ábendingu' }).click();
  await expect(page).toHaveURL(/\/forvarnir\/abending-um-oryggisvoru\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ábending um öryggisvöru' }),
  ).toBeVisible();
  await hydrated(page);
  await page.getByLabel(/^Varan/).fill('Eldavélarvörn');
  await page.getByRole('button', { name: 'Senda ábendingu' }).click();
  await expect(page.getByLabel(/^Af hverju mælirðu/)).toBeFocused();
  await expect(page.getByLabel(/^Varan/)).toHaveValue('Eldavélarvörn');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
});
