import { expect, test, type Page } from './support/test';
import { expectAccessible, GUDRUN, signIn, VIEWPORTS } from './support/portal';

// Guðrún has complete contact details (so the contact popup stays away) and no bank account.
const desktop = VIEWPORTS.find((viewport) => viewport.name === 'desktop')!;

test.use({ viewport: { width: desktop.width, height: desktop.height } });

/** Reloads and waits for the call the popup's decision rests on, so "not shown" is not "not yet". */
async function reloadAndSettle(page: Page, decidingCall: string) {
  const answered = page.waitForResponse((response) => response.url().includes(decidingCall));
  await page.reload();
  await answered;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

// Serial: the Icelandic run registers her account, after which the popup never asks again.
test.describe.configure({ mode: 'serial' });

test('en: Guðrún is asked for a bank account; "Not now" puts it off for the session', async ({
  page,
}) => {
  await signIn(page, '/en/vidskipti/', GUDRUN);
  const dialog = page.getByRole('dialog', { name: 'Would you like to register a bank account?' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  // With the session's flag set the bank info is not even asked for; the user info decides.
  await reloadAndSettle(page, '/api/user/v1/info/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('is: Guðrún registers her account in the popup and is not asked again', async ({ page }) => {
  await signIn(page, '/vidskipti/', GUDRUN);
  const dialog = page.getByRole('dialog', { name: 'Viltu skrá bankareikning?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel(/^Banki/).fill('0133');
  await dialog.getByLabel(/^Höfuðbók/).fill('26');
  await dialog.getByLabel(/^Reikningur/).fill('012345');
  await dialog.getByRole('button', { name: 'Vista bankareikning' }).click();
  await expect(page.getByText('Upplýsingarnar hafa verið uppfærðar')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Not the session but the registered account and the server's dismissal keep it closed.
  await page.evaluate(() => window.sessionStorage.removeItem('hidePopupBank'));
  await reloadAndSettle(page, '/api/user/v1/settings/bankinfo/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
