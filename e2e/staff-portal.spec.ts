import { generate } from 'otplib';
import { PORTAL_SCREENS, type PortalScreenId } from '../src/features/portal/portal-routes';
import {
  BJORN,
  actAsCustomer,
  expectAccessible,
  signIn,
  signInStaff,
  staffURL,
} from './support/portal';
import { expect, test, type Page } from './support/test';

// The staff portal: the staff dropdown's lookup, acting for a customer with a reason, read-only
// staff who can change nothing, and the customer's own log of who from staff looked.

/** A message key shown as text ('portal|staffHeading') instead of its translation. */
const RAW_KEY = /\w+\|\w+/;

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null, `raw translation key on ${page.url()}`).toBeNull();
}

/** Buttons whose words say they change something, in either language. */
const WRITE_WORDS =
  /vista|senda|send|greiða|pay|undirrita|sign|afturkalla|revoke|gefa|give|samþykkja|accept|hafna|decline|fjarlægja|remove|eyða|delete|merkja|mark|kaupa|buy|skrá|register|afþakka|withdraw|falla frá|hætta við tryggingu|biðja|request|hlaða upp|upload|breyta|change/i;

/** Buttons that only fetch or show something, whatever other words they hold ('Sækja undirritað PDF'). */
const READ_WORDS = /^(sækja|download|prenta|print|sýna|show|lesa|read|fela|hide)/i;

/** The customer's screens, as the menu and addresses reach them (buying needs a quote link). */
const CUSTOMER_SCREENS = (
  Object.entries(PORTAL_SCREENS) as [PortalScreenId, (typeof PORTAL_SCREENS)[PortalScreenId]][]
).filter(([id, screen]) => !('staffOnly' in screen) && id !== 'purchase');

test('Readonly staff walk every screen of Björn and find nothing enabled that writes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, baseURL!, 'lesa');
  const base = staffURL(baseURL!);
  // The staff's own screens, acting for nobody: the home and the inbox.
  await expectNoRawKeys(page);
  await page.goto(`${base}/vidskipti/innholf/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#portal-main [aria-busy="true"]')).toHaveCount(0);
  await expectNoRawKeys(page);
  await page.goto(`${base}/vidskipti/`);
  await actAsCustomer(page, BJORN, 'Tjónavinnsla', 'Les tjónaskrána');
  for (const [id, screen] of CUSTOMER_SCREENS) {
    await page.goto(`${base}/vidskipti${screen.paths[0]}`);
    const main = page.locator('#portal-main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // Whatever loads on the screen has loaded.
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(
      page.getByText(/Þú ert starfsmaður að skoða síður viðskiptavinar: Björn/),
    ).toBeVisible();

    const submits = main.locator('button[type="submit"]:enabled');
    expect(await submits.allInnerTexts(), `enabled submit buttons on ${id}`).toEqual([]);
    const entries = main.locator(
      'textarea:enabled, input[type="file"]:enabled, input[type="email"]:enabled, input[type="tel"]:enabled, input[type="password"]:enabled',
    );
    expect(await entries.count(), `enabled text entry on ${id}`).toBe(0);
    const enabled = await main
      .locator('button:enabled')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
      );
    const writing = enabled.filter(
      (name) => WRITE_WORDS.test(name) && !READ_WORDS.test(name.trim()),
    );
    expect(writing, `enabled buttons that write on ${id}`).toEqual([]);
    await expectNoRawKeys(page);
  }
});

test('an employee acts for Björn with a reason, changes a setting and stops; Björn reads why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, baseURL!, 'sigga');

  // The staff dropdown: opens on click, closes on Escape and on a click outside.
  const menuButton = page.getByRole('button', { name: /Sigríður Kristjánsdóttir/ });
  await menuButton.click();
  const panelLookup = page.locator('header').getByLabel(/Kennitala viðskiptavinar/);
  await expect(panelLookup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panelLookup).toBeHidden();
  await menuButton.click();
  await expect(panelLookup).toBeVisible();
  await page.locator('#portal-main h1').click();
  await expect(panelLookup).toBeHidden();

  // The dropdown looks a kennitala up.
  await menuButton.click();
  await panelLookup.pressSequentially(BJORN.ssn);
  await expect(panelLookup).toHaveValue('050385 2139');
  const header = page.locator('header');
  await expect(header.getByText(BJORN.name)).toBeVisible();
  await page.keyboard.press('Escape');

  // Find anyone: Björn by his name typed without accents, then say why and act.
  const main = page.locator('#portal-main');
  await main.getByRole('searchbox', { name: /Leita að viðskiptavini/ }).fill('bjorn');
  await main.getByRole('button', { name: 'Leita' }).click();
  const results = main.getByRole('list', { name: 'Niðurstöður leitar' });
  const found = results.getByRole('button', { name: /Björn Sigurðsson/ });
  await expect(found).toContainText('050385-2139');
  await expect(found).toContainText('Nafn: Björn Sigurðsson');
  await found.click();
  await expect(main.getByLabel(/Kennitala viðskiptavinar/)).toHaveValue('050385 2139');
  await expect(main.getByLabel(/Ástæða uppflettingar/)).toBeFocused();
  await main.getByRole('button', { name: 'Skrá inn sem viðskiptavinur' }).click();
  // No reason yet: told so, in words, and what was typed stays.
  await expect(main.getByText('Þennan reit þarf að fylla út')).toBeVisible();
  await main.getByLabel(/Ástæða uppflettingar/).selectOption({ label: 'Viðskiptavinur hringdi' });
  await main.getByLabel(/Nánari skýring/).fill('Björn bað um fréttabréfið');
  await main.getByRole('button', { name: 'Skrá inn sem viðskiptavinur' }).click();

  const banner = page.getByRole('region', { name: 'Starfsmaður' });
  await expect(
    banner.getByText(/Þú ert starfsmaður að skoða síður viðskiptavinar: Björn/),
  ).toBeVisible();
  await expect(
    banner.getByText('Ástæða: Viðskiptavinur hringdi – Björn bað um fréttabréfið'),
  ).toBeVisible();
  await expect(banner.getByRole('timer')).toHaveText(/^(30|29) mín\. eftir$/);
  await banner.getByRole('button', { name: 'Framlengja um 30 mín.' }).click();
  await expect(page.getByText(/^Framlengt til \d\d:\d\d$/)).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.goto(`${staffURL(baseURL!)}/vidskipti/stillingar/samskipti/`);
  const newsletter = page.getByRole('checkbox', { name: 'Fréttabréf í tölvupósti' });
  await newsletter.check();
  await page.getByRole('button', { name: 'Vista val' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Val þitt á samskiptum hefur verið vistað' }),
  ).toBeVisible();

  await page
    .getByRole('region', { name: 'Starfsmaður' })
    .getByRole('button', { name: 'Hætta að skoða' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starfsmannagátt');
  await expect(page).toHaveURL(/\/vidskipti\/$/);
  await expect(page.getByText(/Þú ert starfsmaður að skoða síður/)).toHaveCount(0);

  // Björn, signed in as himself, sees who looked, when and why.
  const context = await browser.newContext({ baseURL });
  const bjorn = await context.newPage();
  await bjorn.setViewportSize({ width: 320, height: 700 });
  await signIn(bjorn, '/vidskipti/stillingar/uppflettingar-starfsfolks/', BJORN);
  await expect(bjorn.getByRole('heading', { level: 1 })).toHaveText('Uppflettingar starfsfólks');
  const entry = bjorn.getByRole('listitem').filter({ hasText: 'Björn bað um fréttabréfið' });
  await expect(entry).toContainText('Sigríður Kristjánsdóttir');
  await expect(entry).toContainText('Viðskiptavinur hringdi');
  await expect(entry).toContainText(/1 breytingar/);
  await expectNoRawKeys(bjorn);
  await expectAccessible(bjorn);
  await context.close();
});

test("the dropdown's invalid-kennitala error is translated, in Icelandic and in English", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signInStaff(page, baseURL!, 'sigga');
  const header = page.locator('header');
  await page.getByRole('button', { name: /Sigríður Kristjánsdóttir/ }).click();
  await header.getByLabel(/Kennitala viðskiptavinar/).pressSequentially('1234567890');
  await expect(header.getByText('Kennitalan er ekki gild.')).toBeVisible();
  await expectNoRawKeys(page);

  await page.goto(`${staffURL(baseURL!)}/en/vidskipti/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff portal');
  await page.getByRole('button', { name: /Sigríður Kristjánsdóttir/ }).click();
  await header.getByLabel(/Customer's national ID/).pressSequentially('1234567890');
  await expect(header.getByText('The national ID number is not valid.')).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test('the staff home finds anyone and shows the work queues, in English at 375 px, by keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInStaff(page, baseURL!, 'lesa', '/en/vidskipti/');
  const main = page.locator('#portal-main');
  const queues = main.getByRole('region', { name: 'Work queues' });
  await expect(queues.getByRole('link', { name: /^New claims\s*\d+$/ })).toBeVisible();
  await expect(queues.getByRole('link', { name: /^Open inbox cases\s*\d+$/ })).toBeVisible();
  await expect(queues.getByRole('link', { name: /^Chats waiting\s*\d+$/ })).toBeVisible();

  // By keyboard: type a phone number as a caller reads it, Enter; Tab past the button to the
  // result, Enter.
  const search = main.getByRole('searchbox', { name: 'Search for a customer' });
  await search.focus();
  await page.keyboard.type('622 2345');
  await page.keyboard.press('Enter');
  const result = main
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: /Björn Sigurðsson/ });
  await expect(result).toContainText('Phone: 622 2345');
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByLabel(/Customer's national ID/)).toHaveValue('050385 2139');
  await expect(main.getByLabel(/Reason for looking/)).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(375);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The new claims are worked at the claims desk, which opens on them.
  await queues.getByRole('link', { name: /^New claims/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claims desk');
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test('the staff home in Icelandic: the search says what matched, and is clean for axe', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, baseURL!, 'sigga');
  const main = page.locator('#portal-main');
  await main.getByRole('searchbox', { name: /Leita að viðskiptavini/ }).fill('050385-2139');
  await page.keyboard.press('Enter');
  await expect(
    main.getByRole('list', { name: 'Niðurstöður leitar' }).getByRole('button', { name: /Björn/ }),
  ).toContainText('Kennitala: 050385-2139');
  await main.getByRole('searchbox').fill('x');
  await page.keyboard.press('Enter');
  await expect(main.getByText('Sláðu inn minnst tvo stafi.')).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test('an Admin creates a staff user who sets up two-step sign-in through a mailed link and signs in; others see no administration', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, baseURL!, 'stjori');
  const main = page.locator('#portal-main');
  await main.getByRole('link', { name: 'Starfsfólk og hlutverk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starfsfólk');
  await main.getByLabel(/^Notandanafn/).fill('gunna');
  await main.getByLabel(/^Fullt nafn/).fill('Guðný Jónsdóttir');
  await main.getByLabel(/^Netfang/).fill('gunna@starf.skjol.is');
  await main.getByLabel(/^Hlutverk$/).selectOption({ label: 'Fullur aðgangur' });
  await main.getByRole('button', { name: 'Stofna starfsmann' }).click();
  const secret = main.getByRole('status').filter({ hasText: 'Bráðabirgðalykilorð fyrir gunna' });
  await expect(secret).toBeVisible();
  const password = (await secret.locator('code').textContent())!;
  expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await expect(main.getByRole('heading', { level: 3, name: 'Guðný Jónsdóttir' })).toBeVisible();
  // Her second factor is set up through a one-time link mailed to her own address.
  await main
    .locator('[aria-labelledby]')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Guðný Jónsdóttir' }) })
    .getByRole('button', { name: 'Senda tengil til að setja upp tveggja þrepa innskráningu' })
    .click();
  await expect(page.getByText('Einnota uppsetningartengill var sendur')).toBeVisible();
  const mails = (await (await request.get('/dev/outbox.json')).json()) as {
    to: string;
    text: string;
  }[];
  const setUpLink = mails
    .filter((mail) => mail.to === 'gunna@starf.skjol.is')
    .map((mail) => /https?:\/\/\S+\/innskraning\/audkenni\/\?token=[\w-]+/.exec(mail.text)?.[0])
    .find(Boolean)!;
  expect(setUpLink).toBeTruthy();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The audit log shows the creation, filtered by event.
  await page.goto(`${staffURL(baseURL!)}/vidskipti/atburdaskra/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atburðaskrá');
  await main.getByLabel(/^Atburður/).fill('admin.staffCreated');
  await main.getByRole('button', { name: 'Sía', exact: true }).click();
  // In words: who did what to whom, the role as the staff screen names it.
  await expect(
    main.getByText('Starfsmaðurinn stjori stofnaði starfsmanninn gunna (Fullur aðgangur)'),
  ).toBeVisible();
  await expect(main.getByText(/"username":"gunna"/)).toBeHidden();
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Sækja CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d\d-\d\d\.csv$/);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The new employee signs in with the password they were given.
  const context = await browser.newContext({ baseURL });
  const gunna = await context.newPage();
  await gunna.goto(`${staffURL(baseURL!)}/vidskipti/`);
  await gunna.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  await gunna.waitForURL(/\/interaction\//);
  await gunna.getByLabel(/Notandanafn|Username/).fill('gunna');
  await gunna.getByLabel(/^(Lykilorð|Password)$/).fill(password);
  await gunna.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  // The password alone does not let her set up a second factor: that takes the mailed link.
  await expect(gunna.getByRole('alert')).toContainText(
    'Biddu stjórnanda að senda uppsetningartengil',
  );

  // Through the link she signs in again, then scans the QR code (or types the key) into an
  // authenticator app and gives its code. The test is the app.
  await gunna.goto(setUpLink);
  await gunna.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  await gunna.waitForURL(/\/interaction\//);
  await gunna.getByLabel(/Notandanafn|Username/).fill('gunna');
  await gunna.getByLabel(/^(Lykilorð|Password)$/).fill(password);
  await gunna.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  await expect(gunna.getByRole('heading', { level: 1 })).toHaveText(
    'Settu upp tveggja þrepa innskráningu',
  );
  await expect(gunna.getByRole('img', { name: /QR-kóði/ })).toBeVisible();
  await expectAccessible(gunna);
  await gunna.setViewportSize({ width: 320, height: 700 });
  expect(await gunna.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const totpSecret = (await gunna.getByTestId('totp-secret').getAttribute('data-secret'))!;
  await gunna.getByLabel(/^Kóði úr appinu/).fill('000000');
  await gunna.getByRole('button', { name: 'Staðfesta' }).click();
  await expect(gunna.getByRole('alert')).toContainText('Kóðinn er ekki réttur');
  await expect(gunna.getByLabel(/^Kóði úr appinu/)).toBeFocused();
  await gunna.getByLabel(/^Kóði úr appinu/).fill(await generate({ secret: totpSecret }));
  await gunna.getByRole('button', { name: 'Staðfesta' }).click();
  // The code exchange after sign-in can be slow on a loaded machine; the default 5 s is short.
  await expect(gunna.getByRole('heading', { level: 1 })).toHaveText('Starfsmannagátt', {
    timeout: 20_000,
  });
  // Full staff have no administration, and its addresses show nothing.
  await expect(gunna.getByRole('link', { name: 'Starfsfólk og hlutverk' })).toHaveCount(0);
  await gunna.goto(`${staffURL(baseURL!)}/vidskipti/starfsfolk/`);
  await expect(gunna.getByRole('heading', { level: 1, name: 'Starfsfólk' })).toHaveCount(0);
  await context.close();
});
