import { readFile } from 'node:fs/promises';
import passwordStrengthEn from '../locales/en/passwordStrength.json';
import passwordStrengthIs from '../locales/is/passwordStrength.json';
import settingsEn from '../locales/en/settings.json';
import settingsIs from '../locales/is/settings.json';
import { expect, test } from './support/test';
import { expectAccessible, signIn, VIEWPORTS } from './support/portal';

const TEXTS = {
  is: {
    prefix: '/vidskipti',
    general: 'Almennar stillingar',
    contact: 'Samskiptaupplýsingar',
    homePhone: /^Heimasími/,
    save: 'Vista',
    updateSuccess: 'Upplýsingarnar hafa verið uppfærðar',
    invalidPhone: 'Símanúmerið er ekki gilt, sláðu inn 7 tölustafi',
    picture: 'Prófílmynd',
    password: 'Lykilorð',
    current: /^Núverandi lykilorð/,
    newPassword: /^Nýtt lykilorð/,
    confirm: /^Endurtaktu nýja lykilorðið/,
    change: 'Breyta lykilorði',
    differ: 'Lykilorðin eru ekki eins',
    wrongCurrent: 'Núverandi lykilorð er ekki rétt',
    strength: passwordStrengthIs,
    tooWeak: settingsIs.passwordTooWeak,
    privacy: 'Persónuvernd',
    overview: 'Afrit af persónuupplýsingum',
    erasure: 'Eyða gögnum úr Ökuvísi',
    status: /Þú hefur ekki beðið um afrit|Tilbúið: tekið saman/,
  },
  en: {
    prefix: '/en/vidskipti',
    general: 'General settings',
    contact: 'Contact details',
    homePhone: /^Home phone/,
    save: 'Save',
    updateSuccess: 'Your details have been updated',
    invalidPhone: 'The phone number is not valid; enter 7 digits',
    picture: 'Profile picture',
    password: 'Password',
    current: /^Current password/,
    newPassword: /^New password/,
    confirm: /^Repeat the new password/,
    change: 'Change password',
    differ: 'The passwords do not match',
    wrongCurrent: 'The current password is not right',
    strength: passwordStrengthEn,
    tooWeak: settingsEn.passwordTooWeak,
    privacy: 'Privacy',
    overview: 'Copy of your personal data',
    erasure: 'Erase your Ökuvísir data',
    status: /You have not asked for a copy|Ready: prepared on/,
  },
} as const;

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];

    test(`Anna goes through general, password and privacy settings (${language}, ${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, `${text.prefix}/stillingar/almennt/`);

      // General: who she is, and her contact details with the phone rule and mask.
      await expect(page.getByRole('heading', { level: 1, name: text.general })).toBeVisible();
      await expect(page.getByText('Hraunbær 102, 110 Reykjavík')).toBeVisible();
      await expect(page.getByRole('heading', { name: text.contact })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.picture })).toBeVisible();
      const home = page.getByLabel(text.homePhone);
      await home.fill('');
      await home.pressSequentially('55512');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.invalidPhone)).toBeVisible();
      await expect(home).toHaveValue('555 12');
      await expect(home).toBeFocused();
      await home.press('End');
      await home.pressSequentially('34');
      await expect(home).toHaveValue('555 1234');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.updateSuccess })).toBeVisible();
      // The toast wears the brand's type, not the library's default (on a phone it spans the
      // screen square-cornered, as react-toastify lays it out there).
      const toast = page.locator('.Toastify__toast').filter({ hasText: text.updateSuccess });
      await expect(toast).toHaveCSS('font-family', /^"Source Sans 3"/);
      // Checked with the toast on screen: it must be readable while it slides in.
      await expectAccessible(page);

      // Password: the rules are checked before anything is sent, then by the server.
      await page.goto(`${text.prefix}/stillingar/lykilord/`);
      await expect(page.getByRole('heading', { level: 1, name: text.password })).toBeVisible();
      await page.getByLabel(text.current).fill('Ekki-rett-lykilord');
      await page.getByLabel(text.newPassword).fill('Nytt-lykilord-2026');
      await page.getByLabel(text.confirm).fill('Annad-lykilord-2026');
      await page.getByRole('button', { name: text.change }).click();
      await expect(page.getByText(text.differ)).toBeVisible();
      await page.getByLabel(text.confirm).fill('Nytt-lykilord-2026');
      await page.getByRole('button', { name: text.change }).click();
      await expect(page.getByText(text.wrongCurrent)).toBeVisible();
      await expect(page.getByLabel(text.current)).toBeFocused();
      await expectAccessible(page);

      // A password that is easy to guess: the meter under the field says so as it is typed,
      // and the server refuses it even with the right current password.
      const fresh = page.getByLabel(text.newPassword);
      await page.getByLabel(text.current).fill('Prufa-1234');
      await fresh.fill('Password123!');
      await page.getByLabel(text.confirm).fill('Password123!');
      await expect(fresh).toHaveAccessibleDescription(
        new RegExp(text.strength.notEnough.slice(0, 20)),
      );
      await expect(page.locator('#password-new-strength')).toHaveAttribute('data-score', /^[0-2]$/);
      await page.getByRole('button', { name: text.change }).click();
      await expect(page.getByText(text.tooWeak)).toBeVisible();
      await expect(fresh).toHaveValue('Password123!');
      await fresh.fill('Hestur-fjall-regnbogi-2026');
      await expect(fresh).toHaveAccessibleDescription(new RegExp(text.strength.enough));
      await expectAccessible(page);

      // Privacy: both requests and where they stand.
      await page.goto(`${text.prefix}/stillingar/personuvernd/`);
      await expect(page.getByRole('heading', { level: 1, name: text.privacy })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.overview })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.erasure, level: 2 })).toBeVisible();
      await expect(page.getByText(text.status)).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('Anna asks for a copy of her personal data and downloads it as a PDF', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/en/vidskipti/stillingar/personuvernd/');
  const ask = page.getByRole('button', { name: 'Ask for a copy' });
  await expect(ask.or(page.getByText(/^Ready: prepared on/))).toBeVisible();
  if (await ask.isVisible()) await ask.click();
  await expect(page.getByText(/^Ready: prepared on/)).toBeVisible();
  await expect(page.getByText(/You can ask for a new copy after/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Personal-data-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
});

test('Anna erases her Ökuvísir data after confirming', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, '/vidskipti/stillingar/personuvernd/');
  await expect(page.getByText('Við geymum 24 ferðir úr Ökuvísi um þig.')).toBeVisible();
  const erase = page.getByRole('button', { name: 'Eyða gögnum úr Ökuvísi' });
  await erase.click();
  await expect(page.getByText('Hakaðu í reitinn til að staðfesta')).toBeVisible();
  await page.getByLabel('Ég skil að ferðunum verður eytt varanlega').check();
  await erase.click();
  await expect(page.getByText(/24 ferðum var eytt/)).toBeVisible();
  await expect(page.getByText('Við geymum engin gögn úr Ökuvísi um þig.')).toBeVisible();
  await expectAccessible(page);
});
