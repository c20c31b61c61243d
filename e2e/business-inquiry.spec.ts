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

test('a company sends an inquiry with a document on a phone; staff download it from the inbox', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.61' });
  await page.goto('/fyrirtaeki/fyrirspurn/');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tryggingar fyrir fyrirtækið' }),
  ).toBeVisible();

  await page.getByLabel(/^Heiti fyrirtækis/).fill('Hraunhólar ehf.');
  await page.getByLabel(/^Kennitala fyrirtækis/).fill('450295-2219');
  await page.getByLabel(/^Tengiliður/).fill('Sólveig Jónsdóttir');
  const email = `fyrirtaeki.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Símanúmer/).fill('5551234');
  await page.getByLabel(/^Fjöldi starfsmanna/).selectOption('10-49');
  await page.getByRole('checkbox', { name: 'Ökutæki' }).check();
  await page.getByRole('checkbox', { name: 'Ábyrgðartrygging' }).check();
  await page.getByLabel(/^Um reksturinn/).fill('Tíu sendibílar og verkstæði í Hafnarfirði.');

  // Two files chosen by the file input; one is removed again before sending.
  await page.getByLabel('Velja skrár').setInputFiles([FIXTURES.pdf, FIXTURES.png]);
  const files = page.getByRole('list', { name: 'Skrár sem verða sendar' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files).toContainText('bilalisti.pdf');
  await page.getByRole('button', { name: 'Fjarlægja vatnslekaskynjari.png' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const slow = await slowUploads(page);
  await page.getByRole('button', { name: 'Senda fyrirspurn' }).click();
  await expect(page.getByRole('progressbar', { name: 'Sending' })).toBeVisible();
  const thanks = page.getByRole('heading', { name: 'Takk, fyrirspurnin er komin til okkar' });
  await expect(thanks).toBeFocused({ timeout: 20_000 });
  await slow.restore();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  expect(mail!.text).toContain('Skrár sem fylgdu: bilalisti.pdf');
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'business');
  const file = await downloadAttachment(page, caseNumber, 'bilalisti.pdf');
  expect(file.name).toBe('bilalisti.pdf');
  expect(readFileSync(file.path).equals(readFileSync(FIXTURES.pdf))).toBe(true);
  await expect(
    page.getByText('Fyrirspurn fyrirtækis af vef: Hraunhólar ehf.').first(),
  ).toBeVisible();
});

test('the English page refuses a person’s kennitala and a file that is not a document, keeping the rest', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.62' });
  await page.goto('/en/business/inquiry/');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Insurance for your business' }),
  ).toBeVisible();
  await page.getByLabel(/^Company name/).fill('Hraunhólar ehf.');
  await page.getByLabel(/^Company kennitala/).fill('1201603389');
  await page.getByLabel('Choose files').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByRole('alert')).toContainText('setup.exe was not added');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText(/This is not a company kennitala/)).toBeVisible();
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Hraunhólar ehf.');
  await expectAccessible(page);
});
