import { expectAccessible } from './support/portal';
import { expect, test } from './support/test';

// The FAQ page against the real server and the real content: the footer leads to it, the search
// runs on the server as the visitor types, and the answer leads on to its product.

test('a visitor on a phone finds an answer from the footer, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/');
  await page.locator('#skjol-route-announcer').waitFor({ state: 'attached' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Algengar spurningar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algengar spurningar');
  await expect(page.getByRole('status')).toContainText(/\d+ spurningar um \d+ tryggingar\./);

  const search = page.getByRole('searchbox', { name: 'Leita í spurningum og svörum' });
  await search.focus();
  // Typed as on a foreign keyboard: the server folds Icelandic letters and accents.
  await page.keyboard.type('ithrottir');
  await expect(page.getByRole('status')).toHaveText(/^1 spurning fannst af \d+\.$/);
  await expect(page).toHaveURL(/\?q=ithrottir$/);
  const question = page.getByText('Eru íþróttir innifaldar?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Almenn íþróttaiðkun er innifalin/)).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Nánar um / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Algengar spurningar');
});

test('in English, a search in the address opens with its answers, and a miss offers an inquiry', async ({
  page,
}) => {
  await page.goto('/en/faq/?q=sport');
  await expect(
    page.getByRole('searchbox', { name: 'Search the questions and answers' }),
  ).toHaveValue('sport');
  await expect(page.getByText('Is sport included?')).toBeVisible();
  await page.getByRole('searchbox').fill('zebra crossing');
  await expect(page.getByRole('status')).toHaveText('No question found about “zebra crossing”.');
  await page.getByRole('link', { name: 'Send an inquiry' }).click();
  await expect(page).toHaveURL(/\/en\/inquiry\/$/);
});
