import { mailTo, openInboxAsStaff } from './support/attachments';
import { expectAccessible } from './support/portal';
import { expect, test } from './support/test';

test('a visitor sends an other matter from the footer, gets the number by e-mail, and staff answer it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.93' });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Önnur erindi' }).click();
  await expect(page).toHaveURL(/\/onnur-erindi\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Önnur erindi' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Hringdu í mig' }),
  ).toHaveAttribute('href', '/hringdu-i-mig/');

  await page.getByRole('button', { name: 'Senda erindi' }).click();
  await expect(page.getByLabel(/^Efni/)).toBeFocused();
  await page.getByLabel(/^Efni/).fill('Gömul gögn');
  await page.getByLabel(/^Erindið/).fill('Ég fann gömul tjónagögn. Hvert sendi ég þau?');
  await page.getByLabel(/^Nafn/).fill('Jón Jónsson');
  const email = `annad.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Senda erindi' }).click();
  await expect(
    page.getByRole('heading', { name: 'Takk, erindið er komið til okkar' }),
  ).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  await page.setExtraHTTPHeaders({});

  await openInboxAsStaff(page, baseURL!, 'otherMatters');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByText('Önnur erindi af vef: Gömul gögn').first()).toBeVisible();
  await expect(page.getByText('Ég fann gömul tjónagögn. Hvert sendi ég þau?')).toBeVisible();
});
