import { kennitalaBornOn, yearsAgo } from '../tests/server/support/kennitala';
import { mailTo, openInboxAsStaff } from './support/attachments';
import { expectAccessible } from './support/portal';
import { expect, test } from './support/test';

test('a parent finds the application on the product page, applies on a phone, and staff find it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.91' });
  await page.goto('/einstaklingar/lif-og-heilsa/barnatrygging/');
  await page.getByRole('link', { name: 'Sækja um barnatryggingu' }).first().click();
  await expect(page).toHaveURL(/\/barnatrygging\/umsokn\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sækja um barnatryggingu' }),
  ).toBeVisible();

  // A child of 18 is refused by the kennitala's birth date, in place, before anything is sent.
  const childSsn = page.getByLabel(/^Kennitala barns/);
  await childSsn.fill(kennitalaBornOn(yearsAgo(18)));
  await page.getByLabel(/^Nafn barns/).fill('Sól Önnudóttir');
  await page.getByRole('button', { name: 'Senda umsókn' }).click();
  await expect(page.getByText(/Barnatrygging er fyrir börn yngri en 18 ára/)).toBeVisible();
  await expect(childSsn).toBeFocused();
  await expectAccessible(page);

  const child = kennitalaBornOn(yearsAgo(3));
  await childSsn.fill(child);
  await page.getByLabel(/^Vernd/).selectOption('extended');
  await page.getByLabel(/^Nafn foreldris/).fill('Anna Jónsdóttir');
  await page.getByLabel(/^Kennitala foreldris/).fill('120160-3389');
  const email = `barn.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Símanúmer/).fill('6111234');
  await page.getByRole('checkbox', { name: /Ég er foreldri eða forráðamaður/ }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Senda umsókn' }).click();
  await expect(
    page.getByRole('heading', { name: 'Takk, umsóknin er komin til okkar' }),
  ).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'childInsurance');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByText('Umsókn um barnatryggingu: Sól Önnudóttir').first()).toBeVisible();
  await expect(page.getByText(/Vernd: Víðtæk vernd/)).toBeVisible();
});
