import { expect, test } from './support/test';

// The public links the site has always printed land on real pages in their language; those that
// named another company ("vis") are moved for good to our own slugs.

const LINKS = [
  {
    listed: '/lentir-tu-i-tjoni',
    lands: '/lentir-tu-i-tjoni/',
    lang: 'is',
    h1: 'Lentir þú í tjóni?',
  },
  {
    listed: '/en/do-you-have-a-claim',
    lands: '/en/do-you-have-a-claim/',
    lang: 'en',
    h1: 'Do you have a claim?',
  },
  { listed: '/bilahjalp-vis', lands: '/bilahjalp/', lang: 'is', h1: 'Bílahjálp' },
  {
    listed: '/en/vis-roadside-assistance',
    lands: '/en/roadside-assistance/',
    lang: 'en',
    h1: 'Roadside assistance',
  },
  { listed: '/gagnagatt-vis', lands: '/gagnagatt/', lang: 'is', h1: 'Gagnagátt' },
  {
    listed: '/en/the-vis-data-portal/',
    lands: '/en/the-data-portal/',
    lang: 'en',
    h1: 'The data portal',
  },
  {
    listed: '/verkstaedi-og-bilaleigur',
    lands: '/verkstaedi-og-bilaleigur/',
    lang: 'is',
    h1: 'Verkstæði og bílaleigur',
  },
  {
    listed: '/en/auto-repair-and-car-rental-services',
    lands: '/en/auto-repair-and-car-rental-services/',
    lang: 'en',
    h1: 'Repair shops and car rentals',
  },
] as const;

for (const link of LINKS) {
  test(`${link.listed} lands on a real page at ${link.lands}`, async ({ page }) => {
    const response = await page.goto(link.listed);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${link.lands.replace(/[/]/g, '\\/')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', link.lang);
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
