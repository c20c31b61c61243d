import { expect, test } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

// The portal's main navigation: every item goes to a real screen, and companies see neither the travel
// confirmation nor the privacy settings.
const PERSON_LINKS = [
  ['Tryggingar', /\/vidskipti\/$/],
  ['Hreyfingar', /\/vidskipti\/hreyfingayfirlit\/$/],
  ['Tjón', /\/vidskipti\/tjonayfirlit\/$/],
  ['Greiðsluyfirlit', /\/vidskipti\/greidslustada\/$/],
  ['Greiðsluupplýsingar', /\/vidskipti\/stillingar\/greidsluupplysingar\/$/],
  ['Rafræn skjöl', /\/vidskipti\/rafraen-skjol\/$/],
  ['Skjöl til undirritunar', /\/vidskipti\/undirritud-skjol\/$/],
  ['Staðfesting ferðatryggingar', /\/vidskipti\/stadfesting-ferdatryggingar\/$/],
  ['Almennt', /\/vidskipti\/stillingar\/almennt\/$/],
  ['Lykilorð', /\/vidskipti\/stillingar\/lykilord\/$/],
  ['Aðgangsheimildir', /\/vidskipti\/stillingar\/adgangsheimild\/$/],
  ['Persónuvernd', /\/vidskipti\/stillingar\/personuvernd\/$/],
  ['Samskipti', /\/vidskipti\/stillingar\/samskipti\/$/],
  ['Uppflettingar starfsfólks', /\/vidskipti\/stillingar\/uppflettingar-starfsfolks\/$/],
] as const;

test.describe('portal navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every item of the main navigation opens its screen', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Aðalvalmynd' });
    for (const [name, path] of PERSON_LINKS) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        'Þessi síða er ekki til á Mínu Skjóli',
      );
    }
    await expectAccessible(page);
  });

  test('a company sees no travel confirmation or privacy settings, not even by address', async ({
    page,
  }) => {
    await signIn(page);
    await actFor(page, HRAUNHOLAR.name);
    const nav = page.getByRole('navigation', { name: 'Aðalvalmynd' });
    await expect(nav.getByRole('link', { name: 'Stillingar', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Persónuvernd' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Uppflettingar starfsfólks' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Staðfesting ferðatryggingar' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Aðgangsheimildir', exact: true }).click();
    await expect(page).toHaveURL(/\/stillingar\/adgangsheimild\/$/);
    await page.goto('/vidskipti/stillingar/personuvernd/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Þessi síða er ekki til á Mínu Skjóli',
    );
  });
});

// The settings and signing screens as Anna acting for the company: each one opens for
// Hraunhólar ehf. without an error and without a serious accessibility problem.
const COMPANY_SCREENS = [
  'stillingar/almennt/',
  'stillingar/greidsluupplysingar/',
  'stillingar/lykilord/',
  'stillingar/adgangsheimild/',
  'undirritud-skjol/',
] as const;

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    test(`Anna acting for Hraunhólar ehf. through settings and signing (${language}, ${viewport.name})`, async ({
      page,
    }) => {
      const prefix = language === 'en' ? '/en/vidskipti/' : '/vidskipti/';
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, prefix);
      await actFor(page, HRAUNHOLAR.name);
      for (const screen of COMPANY_SCREENS) {
        await page.goto(`${prefix}${screen}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(heading).not.toHaveText(/Þessi síða er ekki til|does not exist/);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(
          page.getByRole('alert').filter({ hasText: /Villa|Error|tókst ekki|could not/i }),
        ).toHaveCount(0);
        await expectAccessible(page);
      }
    });
  }
}
