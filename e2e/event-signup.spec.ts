import { mailTo } from './support/attachments';
import { expectAccessible } from './support/portal';
import { expect, test } from './support/test';

test('a visitor signs up for a seminar from the footer, is told kindly when signing up twice, and gets the confirmation', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.94' });
  await page.goto('/en/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seminars and events' }).click();
  await expect(page).toHaveURL(/\/en\/events\/sign-up\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up for an event' })).toBeVisible();
  // The seats as the server counts them.
  await expect(page.getByRole('option', { name: /Safe winter driving.*seats left/ })).toHaveCount(
    1,
  );

  const email = `seminar.${Date.now()}@example.com`;
  const fill = async () => {
    await page.getByLabel(/^Event/).selectOption('vetrarakstur-2027-03');
    await page.getByLabel(/^Name/).fill('Anna Jónsdóttir');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Dietary needs/).fill('Vegan');
  };
  await fill();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your seat is saved' })).toBeFocused();
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toBe('You are signed up: Safe winter driving');
  expect(mail!.text).toContain('Vegan');

  await page.reload();
  await fill();
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(
    page.getByText('This e-mail address is already signed up for the event.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toBeFocused();
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
});
