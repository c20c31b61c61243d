import { expectAccessible } from './support/portal';
import { expect, hydrated, test } from './support/test';

test('a visitor enters the prize draw on a phone, and a second entry from the address is told kindly', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.96' });
  await page.goto('/leikur/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Leikur: eldvarnir' })).toBeVisible();
  const email = `leikur.${Date.now()}@example.com`;
  const enter = async () => {
    await page.getByRole('radio', { name: 'Einu sinni í mánuði' }).check();
    await page.getByLabel(/^Nafn/).fill('Anna Jónsdóttir');
    await page.getByLabel(/^Netfang/).fill(email);
    await page.getByLabel(/^Símanúmer/).fill('6111234');
    await page.getByRole('checkbox', { name: /Ég samþykki leikreglurnar/ }).check();
  };
  await page.getByRole('button', { name: 'Taka þátt' }).click();
  await expect(page.getByRole('radio', { name: 'Einu sinni í mánuði' })).toBeVisible();
  await expect(page.getByText('Hakaðu við til að halda áfram')).toBeVisible();
  await enter();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Taka þátt' }).click();
  await expect(page.getByRole('heading', { name: 'Takk, þú ert með!' })).toBeFocused();

  await page.goto('/en/prize-draw/');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Once a year' }).check();
  await page.getByLabel(/^Name/).fill('Anna');
  await page.getByLabel(/^E-mail/).fill(email.toUpperCase());
  await page.getByLabel(/^Phone number/).fill('6111234');
  await page.getByRole('checkbox', { name: /I accept the rules/ }).check();
  await page.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(page.getByText(/This e-mail address is already in the draw/)).toBeVisible();
  await expect(page.getByLabel(/^E-mail/)).toBeFocused();
});
