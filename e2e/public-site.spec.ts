import { expectAccessible } from './support/portal';
import { expect, test, type Page } from './support/test';

// The public site built from the content service: templates in both languages, layout from
// content, and the site's route behaviour in a real browser against the real server.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a page and waits until the app runs (it adds the route announcer), so a click is the app's. */
async function openApp(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#skjol-route-announcer').waitFor({ state: 'attached' });
}

async function dataLayer(
  page: Page,
): Promise<{ event?: string; page?: Record<string, unknown> }[]> {
  // The app makes the data layer as it starts; before that there is none.
  return page.evaluate(
    () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as never,
  );
}

test.describe('pages in both languages', () => {
  test('a product page in Icelandic and English, with alternates, title, description and Open Graph', async ({
    page,
  }) => {
    const response = await page.goto('/einstaklingar/bilar/bilatrygging/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
    await expect(h1(page)).toHaveText('Bílatrygging');
    await expect(page).toHaveTitle('Bílatrygging — Skjól');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /ábyrgðartrygging/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/en\/individuals\/car\/motor-insurance\/$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/einstaklingar\/bilar\/bilatrygging\/$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Bílatrygging — Skjól',
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'is_IS');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og-image\.png$/,
    );
    await expect(page.getByRole('navigation', { name: 'Brauðmolar' })).toContainText(
      'Bílatryggingar',
    );
    await expect(
      page.getByRole('link', { name: /Upplýsingaskjal um vátrygginguna/ }),
    ).toHaveAttribute('href', '/dl/ipid-car-is/');
    // The hero: our illustration, the price and the ways on beside the heading.
    await expect(page.locator('[data-illustration="car"]')).toBeVisible();
    await expect(page.getByText('frá 5.400 kr. á mánuði')).toBeVisible();
    await expect(page.getByRole('link', { name: '440 2000' }).locator('svg')).toHaveCSS(
      'width',
      '20px',
    );

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/individuals\/car\/motor-insurance\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(h1(page)).toHaveText('Motor insurance');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    // One number, the content's, on every part of the page and in both languages.
    for (const link of await page.locator('a[href^="tel:"]').all())
      await expect(link).toHaveAttribute('href', 'tel:+3544402000');
    await expect(page.locator('a[href^="tel:"]')).not.toHaveCount(0);
  });

  test('news: the list and an article, in both languages', async ({ page }) => {
    await page.goto('/frettir/');
    await expect(h1(page)).toHaveText('Fréttir');
    await page.getByRole('link', { name: /Uppgjör þriðja ársfjórðungs 2026/ }).click();
    await expect(page).toHaveURL(/\/frettir\/uppgjor-3f-2026\/$/);
    await expect(h1(page)).toHaveText(/Uppgjör þriðja ársfjórðungs 2026/);
    await expect(page.getByText('29. október 2026')).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    await page.goto('/en/news/');
    await expect(h1(page)).toHaveText('News');
    await page.getByRole('link', { name: /Q3 2026 results/ }).click();
    await expect(h1(page)).toHaveText(/Q3 2026 results/);
    await expect(page.getByText('29 October 2026')).toBeVisible();
  });

  test('investor relations: the investors page and a meeting, in both languages', async ({
    page,
  }) => {
    await page.goto('/fjarfestar/');
    await expect(h1(page)).toHaveText('Fjárfestar');
    await expect(page.getByRole('heading', { name: /Lykiltölur/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skjöl fyrir fjárfesta' })).toHaveAttribute(
      'href',
      '/fjarfestar/skjol/',
    );
    // The meetings' status badges appear once the page runs (they depend on today's date); small
    // bold text on a tint, which axe (and Lighthouse) measure for contrast.
    await expect(page.getByText(/^(Framundan|Liðinn fundur)$/).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Aðalfundur 2027' }).click();
    await expect(h1(page)).toHaveText('Aðalfundur 2027');
    await expect(page.getByText('fimmtudagur 11. mars 2027 kl. 16:00')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dagskrá' })).toBeVisible();

    await page.goto('/en/investors/financial-calendar/');
    await expect(h1(page)).toHaveText('Financial calendar');
    await expect(page.getByRole('cell', { name: 'Annual general meeting 2027' })).toBeVisible();
  });

  test('every public link target exists in its language', async ({ request }) => {
    for (const path of [
      '/fa-verd/',
      '/en/get-price/',
      '/lentir-tu-i-tjoni/',
      '/en/do-you-have-a-claim/',
      '/bilahjalp-vis/',
      '/en/vis-roadside-assistance/',
      '/gagnagatt-vis/',
      '/en/the-vis-data-portal/',
      '/verkstaedi-og-bilaleigur/',
      '/en/auto-repair-and-car-rental-services/',
      '/lattu-okkur-vita/',
      '/en/let-us-know/',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });

  test('sitemap.xml lists the pages with their languages, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/einstaklingar/bilar/bilatrygging/</loc>');
    expect(sitemap).toContain('hreflang="en"');
    expect(sitemap).not.toContain('/drog/');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /vidskipti/');
  });

  test('/favicon.ico is there for browsers and tools that ask for it by that name', async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An icon directory: reserved 0, type 1.
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

test.describe('layout from content', () => {
  test('the footer shows the fotur document and opening hours fetched at run time with the ref', async ({
    page,
  }) => {
    const graphql = page.waitForRequest((request) => request.url().includes('/cms/graphql'));
    await page.goto('/');
    // The footer fetches the hours as the page starts.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const request = await graphql;
    expect(request.headers()['prismic-ref']).toBeTruthy();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '440 2000' })).toHaveAttribute(
      'href',
      'tel:+3544402000',
    );
    await expect(footer.getByText('Símaver virka daga')).toBeVisible();
    await expect(footer.locator('[data-open]').first()).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Þjónusta' })).toBeVisible();
    // The link policy: /fa-tilbod/ opens in a new tab, the claims app loads as a full page.
    await expect(footer.getByRole('link', { name: /Fá tilboð/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer.getByRole('link', { name: 'Tilkynna tjón' }).first()).toHaveAttribute(
      'data-link-kind',
      'page',
    );
  });

  test('the accessibility statement is in every footer, in both languages, with how to report a problem', async ({
    page,
  }) => {
    await openApp(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aðgengi' }).click();
    await expect(page).toHaveURL(/\/adgengi\/$/);
    await expect(h1(page)).toHaveText('Aðgengi');
    await expect(page.getByText(/WCAG 2\.2, stig AA/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sendu okkur fyrirspurn' })).toHaveAttribute(
      'href',
      '/hafa-samband/#fyrirspurn',
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/accessibility\/$/);
    await expect(h1(page)).toHaveText('Accessibility');
    await expect(page.getByText(/WCAG 2\.2 at level AA/)).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }),
    ).toHaveAttribute('href', '/en/accessibility/');
    await expectAccessible(page);
  });

  test('headless mode (?headless=TRUE) shows the reduced header', async ({ page }) => {
    await page.goto('/einstaklingar/?headless=TRUE');
    await expect(page.locator('html')).toHaveAttribute('data-headless', '');
    await expect(page.getByRole('link', { name: 'Skjól, forsíða' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'English' })).toHaveCount(0);
    await expect(h1(page)).toHaveText('Tryggingar fyrir einstaklinga');
    await page.goto('/einstaklingar/?headless=false');
    await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' })).toHaveCount(1);
  });

  test('the skip link is the first stop by keyboard on an English page too', async ({ page }) => {
    await page.goto('/en/claims/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens over the page with scrolling locked, walks its layers, closes and gives scrolling back', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    const toggle = page.getByRole('button', { name: 'Valmynd' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toHaveAttribute('data-open', 'true');
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(
      await menu.evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toContain('0.25s');

    await menu.getByRole('button', { name: 'Einstaklingar' }).click();
    await menu.getByRole('button', { name: 'Bílar' }).click();
    await expect(menu.getByRole('link', { name: 'Kaskótrygging' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('menu-375.png') });

    await page.getByRole('button', { name: 'Loka' }).click();
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(400);

    // A link in the menu navigates and the menu is gone.
    await toggle.click();
    await menu.getByRole('button', { name: 'Tjón' }).click();
    await menu.getByRole('button', { name: 'Þegar tjón verður' }).click();
    await menu.getByRole('link', { name: 'Lentir þú í tjóni?' }).click();
    await expect(h1(page)).toHaveText('Lentir þú í tjóni?');
    await expect(menu).toHaveAttribute('data-open', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('404 pages', () => {
  test('an unknown language prefix ends on the 404 page', async ({ page }) => {
    const response = await page.goto('/de/versicherung/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404\/$/);
    await expect(h1(page)).toHaveText('Síðan fannst ekki');
  });

  test('a longer spelling of English goes to the English page', async ({ page }) => {
    await page.goto('/en-gb/news/');
    await expect(page).toHaveURL(/\/en\/news\/$/);
    await expect(h1(page)).toHaveText('News');
  });

  test('unknown pages in either language show the 404 page in that language, with its menu', async ({
    page,
  }) => {
    expect((await page.goto('/ekki-til/'))?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Síðan fannst ekki');
    await expect(page.getByRole('contentinfo')).toContainText('Hafðu samband');
    expect((await page.goto('/en/no-such-page/'))?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Page not found');
    await expect(page.getByRole('contentinfo')).toContainText('Contact us');
  });
});

test.describe('route behaviour', () => {
  test('scroll resets on an ordinary navigation; the announcer says where we went', async ({
    page,
  }) => {
    await openApp(page, '/');
    const link = page.getByRole('link', { name: 'Bílatryggingar' }).first();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(h1(page)).toHaveText('Bílatryggingar');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#skjol-route-announcer')).toHaveText('Fór á Bílatryggingar');
    await expect(page.locator('#gatsby-announcer')).toHaveAttribute('aria-live', 'off');

    await openApp(page, '/en/');
    await page.getByRole('link', { name: 'Motor insurance' }).first().click();
    await expect(h1(page)).toHaveText('Motor insurance');
    await expect(page.locator('#skjol-route-announcer')).toHaveText('Navigated to Motor insurance');
  });

  test('a route change is pushed to the data layer, e-mail addresses redacted', async ({
    page,
  }) => {
    await openApp(page, '/');
    await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
    await page.evaluate(() => {
      const navigate = (window as unknown as { ___navigate: (to: string) => void }).___navigate;
      navigate('/fa-verd/?netfang=anna@skjol.is');
    });
    await expect(h1(page)).toHaveText('Fá verð');
    await expect
      .poll(async () => (await dataLayer(page)).at(-1)?.page?.path)
      .toBe('/fa-verd/?netfang=[redacted email]');
    const last = (await dataLayer(page)).at(-1);
    expect(last?.event).toBe('gatsby-route-change');
    expect(last?.page?.previousPath).toBe('/');
    expect(JSON.stringify(await dataLayer(page))).not.toContain('anna@skjol.is');
  });

  test('a board member opens as a modal over the board, and closing returns without scrolling', async ({
    page,
  }) => {
    await openApp(page, '/um-skjol/stjorn/');
    const member = page.getByRole('link', { name: 'Kristín Eva Sveinsdóttir' });
    await member.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await member.click();
    const dialog = page.getByRole('dialog', { name: /Kristín Eva Sveinsdóttir/ });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/um-skjol\/stjorn\/kristin-eva-sveinsdottir\/$/);
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Kristín Eva Sveinsdóttir');
    await expect(page.locator('#skjol-route-announcer')).toHaveText(
      'Fór á Kristín Eva Sveinsdóttir',
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/um-skjol\/stjorn\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    // Reached directly, the same address is a page of its own.
    await page.goto('/um-skjol/stjorn/kristin-eva-sveinsdottir/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(h1(page)).toHaveText('Kristín Eva Sveinsdóttir');
  });

  test('the Christmas calendar keeps its scroll position as doors open and close', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-10T12:00:00Z'));
    await page.goto('/jolakula/');
    await expect(page.locator('[data-locked]')).toHaveCount(14);
    const door = page.getByRole('link', { name: /Opna glugga 8/ });
    await door.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    await door.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Útiljósin');
    await expect(page).toHaveURL(/\/jolakula\/8\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await dialog.getByRole('button', { name: 'Loka glugga' }).click();
    await expect(page).toHaveURL(/\/jolakula\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a door that has not opened yet says when it will', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-10T12:00:00Z'));
    await page.goto('/jolakula/24/');
    await expect(
      page.getByText('Þessi gluggi opnast 24. desember 2026. Kíktu aftur þá!'),
    ).toBeVisible();
  });

  test('the redirect table sends old and outside addresses to their pages', async ({ page }) => {
    await page.goto('/tryggja/');
    await expect(page).toHaveURL(/\/fa-verd\/$/);
    await expect(h1(page)).toHaveText('Fá verð');
    await page.goto('/en/investor-relations');
    await expect(page).toHaveURL(/\/en\/investors\/$/);
  });

  test('the service worker is registered at /sw.js on localhost', async ({ page }) => {
    await page.goto('/');
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(scriptURL).toMatch(/\/sw\.js$/);
  });

  test.describe('without a service worker in the way', () => {
    test.use({
      serviceWorkers: 'block',
      // Blocked, registration answers nothing, and Gatsby's registration logs that it failed.
      allowedConsoleErrors: [/console error: Error during service worker registration/],
    });

    test('a slow page shows the delayed-load notice after a second, gone once it arrives', async ({
      page,
    }) => {
      await openApp(page, '/');
      await page.route('**/page-data/fa-verd/page-data.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      await page.evaluate(() => {
        (window as unknown as { ___navigate: (to: string) => void }).___navigate('/fa-verd/');
      });
      const notice = page.locator('#skjol-route-delayed');
      await expect(notice).toBeVisible({ timeout: 2000 });
      await expect(notice).toHaveText('Hleð síðu…');
      await expect(h1(page)).toHaveText('Fá verð', { timeout: 10_000 });
      await expect(notice).toBeHidden();
    });
  });
});

test.describe('editorial pages', () => {
  test('a draft is built under /drog/, marked and kept out of search engines', async ({ page }) => {
    await page.goto('/drog/frettir/ny-heimilisthjonusta/');
    await expect(page.getByRole('note')).toContainText('Drög');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the preview page shows a document as the content service has it now', async ({ page }) => {
    await page.goto('/preview/?type=page&uid=fa-verd');
    await expect(page.getByRole('note')).toContainText('Forskoðun');
    await expect(h1(page)).toHaveText('Fá verð');
    await page.goto('/preview/');
    await expect(page.getByText(/Ekkert skjal fannst/)).toBeVisible();
  });
});
