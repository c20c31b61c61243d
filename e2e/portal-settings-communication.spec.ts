import { expect, test } from './support/test';
import { expectAccessible, signIn } from './support/portal';

// Settings → Communication: Anna chooses the newsletter from the settings menu, the choice is kept
// on the server (a reload shows it), and she takes it back in English on a phone.
test('Anna chooses which marketing she receives and changes her mind', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/vidskipti/stillingar/almennt/');
  const nav = page.getByRole('navigation', { name: 'Aðalvalmynd' });
  await nav.getByRole('link', { name: 'Samskipti', exact: true }).click();
  await expect(page).toHaveURL(/\/vidskipti\/stillingar\/samskipti\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Samskipti' })).toBeVisible();

  const newsletter = page.getByRole('checkbox', { name: 'Fréttabréf í tölvupósti' });
  await expect(newsletter).not.toBeChecked();
  await expect(page.getByText('Sent á anna@example.is')).toBeVisible();
  await newsletter.check();
  await page.getByRole('button', { name: 'Vista val' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Val þitt á samskiptum hefur verið vistað' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/en/vidskipti/stillingar/samskipti/');
  const english = page.getByRole('checkbox', { name: 'The e-mail newsletter' });
  await expect(english).toBeChecked();
  await expect(page.getByText(/^Last changed /)).toBeVisible();
  await english.press('Space');
  await expect(english).not.toBeChecked();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your communication choices have been saved' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'The e-mail newsletter' })).not.toBeChecked();
  await expectAccessible(page);
});
