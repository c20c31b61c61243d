import { PUBLIC_LINKS } from '../tests/fixtures/public-links';
import { expect, test } from './support/test';

// The public links the site has always printed land on real pages in their language.

for (const link of PUBLIC_LINKS) {
  test(`${link.listed} lands on a real page at ${link.lands}`, async ({ page }) => {
    const response = await page.goto(link.listed);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${link.lands.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', link.lang.slice(0, 2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.h1);
  });
}

test('the roadside page is linked from the site, in both languages', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[href="/bilahjalp/"], a[href="/bilahjalp"]').first()).toBeAttached();
  await page.goto('/en/');
  await expect(
    page.locator('a[href="/en/roadside-assistance/"], a[href="/en/roadside-assistance"]').first(),
  ).toBeAttached();
  await expect(page.locator('a[href*="vis-roadside"], a[href*="bilahjalp-vis"]')).toHaveCount(0);
});
