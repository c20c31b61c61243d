import { expectAccessible, SIGNED_IN_WITHIN } from './support/portal';
import { expect, hydrated, test, type Page } from './support/test';

const ANNA = { ssn: '1201603389', password: 'Prufa-1234', name: 'Anna Jónsdóttir' };
const staffURL = (baseURL: string) => baseURL.replace('://localhost', '://staff.localhost');

async function fillPasswordForm(page: Page, ssn = ANNA.ssn, password = ANNA.password) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Skráðu þig inn|Sign in/);
  await page.getByLabel(/Kennitala|National ID/).fill(ssn);
  await page.getByLabel(/^(Lykilorð|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
}

async function signInWithRedirect(page: Page, path = '/vidskipti/') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
  await page.waitForURL(/\/interaction\//);
  await fillPasswordForm(page);
  // The code exchange, the user's details and the overview's code come one after another; on a
  // loaded machine that takes longer than the default 5 s.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna', SIGNED_IN_WITHIN);
}

test.describe('customer sign-in', () => {
  test('the portal is kept out of search engines and says what it is, in both languages', async ({
    request,
  }) => {
    for (const [address, description] of [
      ['/vidskipti/', 'Tryggingar, tjón, skjöl og greiðslur hjá Skjól á einum stað.'],
      ['/en/vidskipti/', 'Your policies, claims, documents and payments with Skjól in one place.'],
    ] as const) {
      const html = await (await request.get(address)).text();
      expect(html, address).toMatch(/<meta name="robots" content="noindex"/);
      expect(html, address).toContain(`<meta name="description" content="${description}"`);
    }
  });

  test('the sign-in card paints before any bundle arrives; with a session, the signing-in overlay does', async ({
    browser,
    baseURL,
  }) => {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
      if (signedIn)
        await context.addCookies([
          { name: 'auth0.skjol-web.is.authenticated', value: 'true', url: baseURL! },
        ]);
      const page = await context.newPage();
      // Only the built HTML and its inline scripts: no bundle ever arrives.
      await page.route(/\.js($|\?)/, (route) => route.abort());
      await page.goto('/vidskipti/');
      const card = page.getByRole('heading', { level: 1, name: 'Mitt Skjól' });
      const overlay = page.locator('[data-loading-overlay]');
      if (signedIn) {
        await expect(overlay).toBeVisible();
        await expect(card).toBeHidden();
      } else {
        await expect(card).toBeVisible();
        // Visible at once, pressable once the code has arrived (a press before would be lost).
        await expect(page.getByRole('button', { name: 'Skrá inn', exact: true })).toBeDisabled();
        await expect(overlay).toBeHidden();
      }
      await context.close();
    }
  });

  test('redirect login shows Anna her portal, and a reload keeps her signed in', async ({
    page,
  }, testInfo) => {
    await signInWithRedirect(page);
    await expect(page).toHaveURL(/\/vidskipti\/$/);
    await expect(page.getByRole('button', { name: ANNA.name })).toBeVisible();
    await expect(page.getByRole('main').getByText('120160-3389')).toBeVisible();
    // Under every portal screen: the content's number, the inquiry form and the way home.
    const help = page.getByRole('contentinfo');
    await expect(help.getByRole('link', { name: 'Hringja í 440 2000' })).toHaveAttribute(
      'href',
      'tel:+3544402000',
    );
    await expect(help.getByRole('link', { name: 'Forsíða skjol.is' })).toHaveAttribute('href', '/');
    await page.screenshot({ path: testInfo.outputPath('portal-anna.png'), fullPage: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna', SIGNED_IN_WITHIN);
  });

  test('returns to the page that asked, in its language', async ({ page }) => {
    await page.goto('/en/vidskipti/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await fillPasswordForm(page);
    await expect(page).toHaveURL(/\/en\/vidskipti\/$/, SIGNED_IN_WITHIN);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening), Anna/,
    );
  });

  test('renews silently through the provider session when the token cache is cleared', async ({
    page,
  }) => {
    await signInWithRedirect(page);
    const silent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authorize') && request.url().includes('prompt=none'))
        silent.push(request.url());
    });
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (key.startsWith('@@auth0spajs@@')) window.localStorage.removeItem(key);
      }
    });
    await page.reload();
    // The renewal goes through the provider in a hidden frame (authorize, its session, the posted
    // answer, the token): on this 2-core machine with two workers it has taken over 5 s once.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna', {
      timeout: 15_000,
    });
    expect(silent.length).toBeGreaterThan(0);
    expect(silent[0]).toContain('response_mode=web_message');
  });

  test('renews with the refresh token when the access token has expired', async ({ page }) => {
    await signInWithRedirect(page);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().endsWith('/oauth/token') &&
        (request.postData() ?? '').includes('grant_type=refresh_token')
      ) {
        refreshes.push(request.url());
      }
    });
    // Age the cached tokens so the SDK must renew them.
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (!key.startsWith('@@auth0spajs@@') || key.endsWith('@@user@@')) continue;
        const entry = JSON.parse(window.localStorage.getItem(key) ?? '{}');
        if (entry.expiresAt) {
          entry.expiresAt = Math.floor(Date.now() / 1000) - 10;
          window.localStorage.setItem(key, JSON.stringify(entry));
        }
      }
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna', SIGNED_IN_WITHIN);
    expect(refreshes.length).toBeGreaterThan(0);
  });

  test('signs in through a pop-up window', async ({ page }) => {
    await page.goto('/vidskipti/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Skrá inn í nýjum glugga' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/interaction\//);
    await fillPasswordForm(popup);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna', SIGNED_IN_WITHIN);
  });

  test('a browser that blocks the new window is told what to do, on a phone, in both languages', async ({
    page,
  }) => {
    // As a pop-up blocker does: window.open gives no window.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [address, button, message] of [
      ['/vidskipti/', 'Skrá inn í nýjum glugga', 'Vafrinn lokaði á nýja gluggann.'],
      ['/en/vidskipti/', 'Sign in in a new window', 'Your browser did not allow a new window.'],
    ] as const) {
      await page.goto(address);
      const popupButton = page.getByRole('button', { name: button });
      await expect(popupButton).toBeEnabled();
      await popupButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(popupButton).toBeEnabled();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${address} sticks out sideways`,
      ).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });

  test('after signing out, Back shows no personal data', async ({ page, baseURL }) => {
    await signInWithRedirect(page);
    // A claim report half filled in while signed in, as the wizard keeps it in this browser.
    await page.evaluate(() =>
      localStorage.setItem('skjol.claimReport', JSON.stringify({ handle: { id: 'x', key: null } })),
    );
    await page.getByRole('button', { name: ANNA.name }).click();
    await page.getByRole('button', { name: 'Skrá út' }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(await page.evaluate(() => localStorage.getItem('skjol.claimReport'))).toBeNull();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Skrá inn', exact: true })).toBeVisible();
    await expect(page.getByText('120160-3389')).toHaveCount(0);
    await expect(page.getByText(ANNA.name)).toHaveCount(0);
  });

  test('signs in with mobile electronic ID', async ({ page }) => {
    await page.goto('/vidskipti/');
    await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
    await page.waitForURL(/\/interaction\//);
    await page.getByRole('link', { name: 'Rafræn skilríki í síma' }).click();
    await page.getByLabel('Farsímanúmer').fill('611 1234');
    await page.getByRole('button', { name: 'Senda beiðni í síma' }).click();
    await expect(page.getByTestId('verification-code')).toHaveText(/^\d{4}$/);
    // The simulator approves after about two seconds and the page continues by itself.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna', {
      timeout: 15_000,
    });
  });

  test('a wrong password shows a translated error beside the form', async ({ page }) => {
    await page.goto('/vidskipti/');
    await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
    await page.waitForURL(/\/interaction\//);
    await fillPasswordForm(page, '1407702999', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Kennitala eða lykilorð er rangt.');
    await expect(page.getByLabel(/Kennitala/)).toHaveValue('1407702999');
  });
});

// The company's data portal is another site behind a login-required link; Playwright stands in
// for it, so the test sees where the browser ends up and with which language path.
async function simulateDataPortal(page: Page) {
  const visits: string[] = [];
  await page.route('https://gagnagatt.skjol.is/**', async (route) => {
    if (route.request().isNavigationRequest()) visits.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="is"><title>Gagnagátt</title><h1>Gagnagátt</h1></html>',
    });
  });
  return visits;
}

test.describe('login-required external links', () => {
  test('a visitor who is not signed in signs in first, then lands on the link', async ({
    page,
  }) => {
    const visits = await simulateDataPortal(page);
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Opna gagnagátt/ })
      .click();
    await page.waitForURL(/\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
    await fillPasswordForm(page);
    await expect(page).toHaveURL('https://gagnagatt.skjol.is/', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Gagnagátt' })).toBeVisible();
    expect(visits).toEqual(['https://gagnagatt.skjol.is/']);
  });

  test('in English the sign-in is in English and returns to the English link', async ({ page }) => {
    await simulateDataPortal(page);
    await page.goto('/en/');
    await hydrated(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: /^Open the data portal/ });
    await expect(link).toHaveAccessibleName('Open the data portal (sign-in required)');
    await link.click();
    await page.waitForURL(/\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await fillPasswordForm(page);
    await expect(page).toHaveURL('https://gagnagatt.skjol.is/en/', { timeout: 15_000 });
  });

  test('a signed-in visitor goes straight to the link', async ({ page }) => {
    await signInWithRedirect(page);
    const visits = await simulateDataPortal(page);
    const authorizeRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/authorize') authorizeRequests.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Opna gagnagátt/ })
      .click();
    await expect(page).toHaveURL('https://gagnagatt.skjol.is/', { timeout: 15_000 });
    expect(visits).toEqual(['https://gagnagatt.skjol.is/']);
    expect(authorizeRequests).toEqual([]);
  });

  test('the sign-in callback never leaves the site for an address off the list', async ({
    page,
  }) => {
    const visits = await simulateDataPortal(page);
    await page.route('https://evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>phished</h1>' }),
    );
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Opna gagnagátt/ })
      .click();
    await page.waitForURL(/\/interaction\//);
    // The sign-in transaction lives in the site's session storage; tamper with where it returns.
    const tampered = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('a0.spajs.txs.'));
      if (!key) return false;
      const transaction = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      transaction.appState = { returnTo: 'https://evil.example/' };
      sessionStorage.setItem(key, JSON.stringify(transaction));
      return true;
    });
    expect(tampered).toBe(true);
    await fillPasswordForm(page);
    await page.waitForURL(/\/vidskipti\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
    expect(page.url()).not.toContain('evil.example');
    expect(visits).toEqual([]);
  });
});

test.describe('staff sign-in', () => {
  test('an employee signs in on the staff host, looks Anna up and acts for her', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${staffURL(baseURL!)}/vidskipti/`);
    await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
    await page.waitForURL(/\/interaction\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Innskráning starfsfólks');
    await page.getByLabel('Notandanafn').fill('sigga');
    await page.getByLabel('Lykilorð').fill('Starf-1234');
    await page.getByRole('button', { name: 'Skrá inn' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starfsmannagátt');
    const lookup = page.getByLabel(/Kennitala viðskiptavinar/);
    await lookup.pressSequentially('1201603389');
    await expect(lookup).toHaveValue('120160 3389');
    await expect(page.getByText(ANNA.name).first()).toBeVisible();
    await page.getByLabel(/Ástæða uppflettingar/).selectOption({ label: 'Viðskiptavinur hringdi' });
    await page.getByLabel(/Nánari skýring/).fill('Anna hringdi');
    await page.getByRole('button', { name: 'Skrá inn sem viðskiptavinur' }).click();
    await expect(
      page.getByText(/Þú ert starfsmaður að skoða síður viðskiptavinar: Anna Jónsdóttir/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
  });
});
