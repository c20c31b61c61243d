import { expect, test, type Page } from './support/test';
import {
  actFor,
  expectAccessible,
  HRAUNHOLAR,
  signIn,
  signInStaff,
  staffURL,
} from './support/portal';

// The portal's chrome: a language switch that keeps the screen, the staff portal's own name and
// menu, the audit log in words, and a company's screen that stays the company's in a new tab.

const PHONE = { width: 320, height: 720 };
const DESKTOP = { width: 1280, height: 900 };

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Follows a link by keyboard: focus it, then Enter. */
async function pressLink(page: Page, link: ReturnType<Page['getByRole']>) {
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

test('Icelandic at 320 px: the language switch opens the same screen in English', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, '/vidskipti/greidslustada/');
  await page.goto('/vidskipti/greidslustada/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greiðslustaða');
  const switchTo = page
    .getByRole('navigation', { name: 'Read this page in English' })
    .getByRole('link', { name: 'English' });
  await expect(switchTo).toHaveAttribute('href', '/en/vidskipti/greidslustada/');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await pressLink(page, switchTo);
  await expect(page).toHaveURL(/\/en\/vidskipti\/greidslustada\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment status');
  await expect(
    page
      .getByRole('navigation', { name: 'Lesa þessa síðu á íslensku' })
      .getByRole('link', { name: 'Íslenska' }),
  ).toBeVisible();
});

test('English at 1280 px: the switch keeps the screen and its query on the way back to Icelandic', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signIn(page, '/en/vidskipti/tjonayfirlit/');
  await page.goto('/en/vidskipti/tjonayfirlit/?tab=open');
  const switchTo = page
    .getByRole('navigation', { name: 'Lesa þessa síðu á íslensku' })
    .getByRole('link', { name: 'Íslenska' });
  await expect(switchTo).toHaveAttribute('href', '/vidskipti/tjonayfirlit/?tab=open');
  await expectAccessible(page);
  await pressLink(page, switchTo);
  // Anchored at the host, so the English address it leaves from cannot satisfy it.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/vidskipti\/tjonayfirlit\/\?tab=open$/);
  await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' })).toBeVisible();
});

test('English at 1280 px: an Admin has the staff portal by name, its menu, and an audit log in words', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signInStaff(page, baseURL!, 'stjori', '/en/vidskipti/');
  await expect(page).toHaveTitle(/Skjól staff portal/);
  await expect(page.getByRole('link', { name: 'Skjól Staff portal' })).toBeVisible();
  await expect(page.getByText('Mitt Skjól')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Staff menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Inbox',
    'Claims desk',
    'Live chat',
    'Staff users',
    'Audit log',
  ]);
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await pressLink(page, menu.getByRole('link', { name: 'Inbox' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  await expect(menu.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');

  await pressLink(page, menu.getByRole('link', { name: 'Audit log' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const main = page.locator('#portal-main');
  // Each event is a sentence: who did what; the event's code and data only under "Details".
  await expect(
    main.getByText('Staff member stjori signed in to the staff portal').first(),
  ).toBeVisible();
  await expect(main.getByText('staffSignIn.succeeded', { exact: true }).first()).toBeHidden();
  await main.getByText('Details (technical data)').first().click();
  await expect(main.locator('details[open] code').first()).toBeVisible();
  await expectAccessible(page);
});

test('Icelandic at 320 px: read-only staff get the same menu without administration', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signInStaff(page, baseURL!, 'lesa');
  await expect(page).toHaveTitle(/Starfsmannagátt Skjóls/);
  await expect(page.getByRole('link', { name: 'Skjól Starfsmannagátt' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Valmynd starfsfólks' });
  await expect(menu.getByRole('link')).toHaveText([
    'Forsíða',
    'Innhólf',
    'Tjónamóttaka',
    'Netspjall',
  ]);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await pressLink(page, menu.getByRole('link', { name: 'Tjónamóttaka' }));
  await expect(page).toHaveURL(/\/vidskipti\/tjonamottaka\/$/);
  // Administration by address is refused as before.
  await page.goto(`${staffURL(baseURL!)}/vidskipti/atburdaskra/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Þessi síða er ekki til á Mínu Skjóli',
  );
});

for (const { language, viewport } of [
  { language: 'is', viewport: PHONE },
  { language: 'en', viewport: DESKTOP },
] as const) {
  test(`${language} at ${viewport.width} px: a company's policy update opened in a new tab is still the company's`, async ({
    page,
    context,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const prefix = language === 'en' ? '/en/vidskipti' : '/vidskipti';
    await signIn(page, `${prefix}/`);
    await actFor(page, HRAUNHOLAR.name);
    await expect(
      page.getByRole('region', { name: language === 'en' ? 'The company' : 'Fyrirtækið' }),
    ).toBeVisible();
    await page.goto(`${prefix}/uppfaera-tryggingar/slysatrygging-launthega/`);
    const heading = language === 'en' ? 'Employee accident insurance' : 'Slysatrygging launþega';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The address names the company, so the same address works in a tab of its own.
    await expect(page).toHaveURL(new RegExp(`\\?fyrir=${HRAUNHOLAR.ssn}$`));
    const tab = await context.newPage();
    await tab.setViewportSize(viewport);
    await tab.goto(page.url());
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 20_000 });
    await expect(tab.getByLabel(/Skoða síður fyrir|View pages for/)).toHaveValue(HRAUNHOLAR.ssn);
    await expectAccessible(tab);
    await tab.close();
  });
}
