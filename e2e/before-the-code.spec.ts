import { expect, holdScripts, hydrated, test } from './support/test';

// A public page works as plain HTML before its code has come, and without JavaScript at all: the
// narrow screen's menu is the browser's own popover, the language switch and the ways to the forms
// are links. Once the code comes React takes the page over, a menu the visitor opened included.

const PAGES = [
  {
    language: 'is',
    home: '/',
    width: 320,
    menu: 'Valmynd',
    other: 'English',
    otherHome: /\/en\/$/,
    getPrice: 'Fá verð',
    priceAddress: /\/fa-verd\/$/,
  },
  {
    language: 'en',
    home: '/en/',
    width: 1280,
    menu: 'Menu',
    other: 'Íslenska',
    otherHome: /localhost:\d+\/$/,
    getPrice: 'Get a price',
    priceAddress: /\/en\/get-price\/$/,
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of PAGES) {
    test(`${page.language} at ${page.width} px: the page reads, the menu opens and the forms are reached`, async ({
      page: tab,
    }) => {
      await tab.setViewportSize({ width: page.width, height: 800 });
      await tab.goto(page.home);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      const header = tab.getByRole('banner');
      if (page.width < 992) {
        const menu = tab.locator('#mobile-menu');
        await expect(menu).toBeHidden();
        await header.getByRole('button', { name: page.menu }).click();
        await expect(menu).toBeVisible();
        await menu.getByRole('link', { name: page.getPrice }).click();
      } else {
        await header.getByRole('link', { name: page.getPrice }).click();
      }
      await expect(tab).toHaveURL(page.priceAddress);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      // The language switch is a link to the same page in the other language.
      await tab.goto(page.home);
      if (page.width < 992) await header.getByRole('button', { name: page.menu }).click();
      await header
        .getByRole('link', { name: page.other })
        .filter({ visible: true })
        .first()
        .click();
      await expect(tab).toHaveURL(page.otherHome);
    });
  }
});

test.describe('without JavaScript, every menu and the help button', () => {
  test.use({ javaScriptEnabled: false });

  test('is at 1280 px: a top item opens its panel of links, and Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const panel = page.locator('#mega-tjon');
    await expect(panel).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Tjón' }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Tjón' }).click();
    const link = panel.getByRole('link').first();
    const address = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${address!.replace(/[/.]/g, '\\$&')}$`));
  });

  test('en at 320 px: the menu’s rows open their links, and the account menu its own', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/en/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const firstRow = menu.getByRole('button').first();
    const controls = await firstRow.getAttribute('popovertarget');
    await firstRow.click();
    const panel = page.locator(`#${controls}`);
    await expect(panel).toBeVisible();
    const link = panel.getByRole('link').first();
    await expect(link).toBeInViewport();
    const address = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${address!.replace(/[/.]/g, '\\$&')}$`));

    await page.goto('/en/');
    await header.getByRole('button', { name: 'My Skjól and services' }).click();
    const account = page.locator('#user-menu');
    await expect(account).toBeVisible();
    await account.getByRole('link', { name: 'Report a claim' }).click();
    await expect(page).toHaveURL(/\/en\/report-a-claim\/$/);
  });

  for (const { language, home, button, inquiry, address } of [
    {
      language: 'is',
      home: '/',
      button: 'Aðstoð',
      inquiry: 'Senda fyrirspurn',
      address: /\/fyrirspurn\/$/,
    },
    {
      language: 'en',
      home: '/en/',
      button: 'Help',
      inquiry: 'Send an inquiry',
      address: /\/en\/inquiry\/$/,
    },
  ] as const) {
    test(`${language}: the help button offers the ways to help that need no code`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(home);
      await page.getByRole('button', { name: button }).click();
      const links = page.locator('#help-links');
      await expect(links).toBeVisible();
      await links.getByRole('link', { name: inquiry }).click();
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('a tap before the code has come', () => {
  for (const language of ['is', 'en'] as const) {
    test(`${language}: the menu opened before hydration stays open, and is React's once hydrated`, async ({
      page,
    }) => {
      const { home, menu: name } = PAGES.find((entry) => entry.language === language)!;
      const closeName = language === 'is' ? 'Loka' : 'Close';
      await page.setViewportSize({ width: 320, height: 640 });
      // A slow phone: the page is drawn and its scripts are held back while the visitor taps.
      const scripts = await holdScripts(page);
      await page.goto(home, { waitUntil: 'domcontentloaded' });
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      const menu = page.locator('#mobile-menu');
      await expect(toggle).toHaveAccessibleName(name);
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      await scripts.release();
      await hydrated(page);
      // Taken over: the state shows it, and the toggle says so and closes it.
      await expect(menu).toHaveAttribute('data-open', 'true');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAccessibleName(closeName);
      await toggle.click();
      await expect(menu).toHaveAttribute('data-open', 'false');
      await expect(menu).toBeHidden();
    });
  }
});
