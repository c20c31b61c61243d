import { expect, test } from './support/test';

test.describe('front page', () => {
  test('Icelandic at / with lang="is" and a screenshot kept', async ({ page }, testInfo) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tryggingar sem standa með þér',
    );
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Hafðu samband');
    await page.screenshot({ path: testInfo.outputPath('front-is.png'), fullPage: true });
    await page.screenshot({ path: 'test-results/screenshots/front-is.png', fullPage: true });
  });

  test('English at /en/ with lang="en"', async ({ page }, testInfo) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Insurance that stands by you',
    );
    await page.screenshot({ path: testInfo.outputPath('front-en.png'), fullPage: true });
    await page.screenshot({ path: 'test-results/screenshots/front-en.png', fullPage: true });
  });

  test('the language switch goes to the other language and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Insurance that stands by you',
    );
    await page.getByRole('link', { name: 'Íslenska' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
  });

  test('the skip link is the first stop by keyboard and moves focus to main', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Fara beint í efni' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('an unknown address shows the 404 page with status 404 in its language', async ({
    page,
  }) => {
    const icelandic = await page.goto('/ekki-til/');
    expect(icelandic?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Síðan fannst ekki');
    const english = await page.goto('/en/no-such-page/');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('assets arrive compressed and hashed bundles are immutable', async ({ page }) => {
    // The page asks for its bundles after its first paint: wait for the app's own response rather
    // than for the network to go quiet, which it may do before that.
    const app = page.waitForResponse((response) => /\/app-[0-9a-f]+\.js$/.test(response.url()));
    await page.goto('/');
    const headers = (await app).headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toContain('immutable');
  });
});
