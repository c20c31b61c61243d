import { mailTo, openInboxAsStaff } from './support/attachments';
import { expectAccessible } from './support/portal';
import { expect, hydrated, test } from './support/test';

test('a driver works out the discount, signs up in English, and staff find the sign-up with the car', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.92' });
  await page.goto('/en/okuvisir/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ökuvísir' })).toBeVisible();
  // The slider's figures follow it only once the page's code has taken over.
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Drive well, save up to 15%' })).toBeVisible();
  const score = page.getByLabel('Average trip score');
  await score.focus();
  await score.press('End');
  await expect(page.getByText('An average score of 100 earns a 15% discount')).toBeVisible();
  for (let step = 0; step < 25; step += 1) await score.press('ArrowLeft');
  await expect(page.getByText('An average score of 75 earns a 5% discount')).toBeVisible();

  await page.getByLabel(/^Name/).fill('Björn Sigurðsson');
  await page.getByLabel(/^Kennitala/).fill('050385-2139');
  const email = `okuvisir.${Date.now()}@example.com`;
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Phone number/).fill('622 1234');
  const registration = page.getByLabel(/^Registration number/);
  await registration.fill('A!1');
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(
    page.getByText('Enter a valid registration number, for example AB123'),
  ).toBeVisible();
  await expect(registration).toBeFocused();
  await registration.fill('ab-c12');
  await page.getByRole('checkbox', { name: /I agree that Ökuvísir records/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have your sign-up' }),
  ).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toBe(`We have received your Ökuvísir sign-up ${caseNumber}`);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'okuvisir');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByText('Bíll: ABC12')).toBeVisible();
});
