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
    const bundles: { url: string; encoding?: string; cache?: string }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        const headers = response.headers();
        bundles.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          cache: headers['cache-control'],
        });
      }
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const app = bundles.find((bundle) => /\/app-[0-9a-f]+\.js$/.test(bundle.url));
    expect(app?.encoding).toBe('br');
    expect(app?.cache).toContain('immutable');
  });
});
