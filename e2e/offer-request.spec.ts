import { expect, test } from './support/test';
import { mailTo, openInboxAsStaff } from './support/attachments';
import { expectAccessible } from './support/portal';

test('a company asks for an offer on a phone, and staff find it in the inbox as an offer request', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' });
  await page.goto('/tilbod/');
  await expect(page).toHaveURL(/\/fa-tilbod\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fáðu tilboð' })).toBeVisible();

  await page.getByLabel(/^Fyrir hvern/).selectOption('company');
  await page.getByRole('checkbox', { name: 'Rekstur fyrirtækis' }).check();
  await page.getByLabel(/^Nafn/).fill('Verkstæðið ehf.');
  const email = `verkstaedi.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Segðu okkur nánar/).fill('Bílaverkstæði með fimm starfsmönnum.');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Biðja um tilboð' }).click();
  const thanks = page.getByRole('heading', { name: 'Takk, beiðnin er komin til okkar' });
  await expect(thanks).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'offerRequest');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  await expect(page.getByText('Tilboðsbeiðni af vef: Rekstur fyrirtækis')).toBeVisible();
});
