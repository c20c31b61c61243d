import { expect, test, type Page } from './support/test';
import { actFor, expectAccessible, GUDRUN, signIn } from './support/portal';

/** Einar's card on file ran out last month (demo data), so the portal asks him for a new one. */
const EINAR = { ssn: '2109882119', password: 'Prufa-1234', name: 'Einar Gunnarsson' };

const TEXTS = {
  is: {
    overview: '/vidskipti/',
    dialog: 'Greiðslukortið þarfnast athugunar',
    expired: 'Greiðslukortið sem er skráð er útrunnið.',
    close: 'Loka glugga',
    registeredCard: 'Skráð kort',
  },
  en: {
    overview: '/en/vidskipti/',
    settings: '/en/vidskipti/stillingar/greidsluupplysingar/',
    dialog: 'Your payment card needs attention',
    expired: 'The payment card on file has expired.',
    close: 'Close window',
    registeredCard: 'Registered card',
    useAnotherCard: 'Use another card',
    registerCard: 'Register card',
    frameTitle: 'Card service: register a payment card',
    updated: 'Your information has been updated',
    provider: {
      heading: 'Register a payment card',
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
    },
  },
} as const;

const expiry = `12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** No part of the page is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// In order: the dialog is put off, a proxy is not asked, then Einar registers a new card (after
// which nothing is wrong with his card any more).
test.describe.configure({ mode: 'serial' });

test('Einar is told his card ran out; closing the dialog keeps it away for the session (is)', async ({
  page,
}) => {
  const text = TEXTS.is;
  await signIn(page, text.overview, EINAR);
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.expired);
  await expect(dialog.getByLabel(text.registeredCard)).toHaveValue('410000******0007');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: text.close }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Guðrún acting for Einar is not asked about his card', async ({ browser }) => {
  test.slow();
  const einarContext = await browser.newContext();
  const gudrunContext = await browser.newContext();
  // Guðrún has no bank account in the demo data: that popup is not what this test is about.
  await gudrunContext.addInitScript(() => {
    if (location.protocol !== 'about:') sessionStorage.setItem('hidePopupBank', 'true');
  });
  await einarContext.addInitScript(() => {
    if (location.protocol !== 'about:') sessionStorage.setItem('hidePopupCcard', 'true');
  });
  const einar = await einarContext.newPage();
  const gudrun = await gudrunContext.newPage();

  // Einar gives Guðrún access to his pages.
  await signIn(einar, '/en/vidskipti/stillingar/adgangsheimild/', EINAR);
  await einar.getByLabel('National ID of the person getting access').fill(GUDRUN.ssn);
  await einar.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(einar.getByText(GUDRUN.name, { exact: true })).toBeVisible();
  await einar.getByRole('button', { name: 'Give access', exact: true }).click();
  await expect(einar.getByText(`Access given: ${GUDRUN.name}`)).toBeVisible();

  // Guðrún views Einar's payment details: the card problem shows there, and no dialog opens.
  await signIn(gudrun, TEXTS.en.settings, GUDRUN);
  await actFor(gudrun, EINAR.name);
  await expect(gudrun.getByText(TEXTS.en.expired)).toBeVisible();
  await expect(gudrun.getByLabel(TEXTS.en.registeredCard)).toHaveValue('410000******0007');
  await expect(gudrun.getByRole('dialog')).toHaveCount(0);
  await einarContext.close();
  await gudrunContext.close();
});

test('Einar registers a new card in the dialog through the framed provider page, by keyboard at 320 px (en)', async ({
  page,
}) => {
  test.slow();
  const text = TEXTS.en;
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, text.overview, EINAR);
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.expired);
  await expectNoSideScroll(page);

  // By keyboard: tick "use another card", then the register button.
  await dialog.getByRole('checkbox', { name: text.useAnotherCard }).focus();
  await page.keyboard.press('Space');
  const register = dialog.getByRole('button', { name: text.registerCard, exact: true });
  await expect(register).toBeVisible();
  await register.focus();
  await page.keyboard.press('Enter');

  // A phone gets the provider's page in a frame of the dialog, not a popup.
  const frameElement = dialog.getByTitle(text.frameTitle);
  await expect(frameElement).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${text.frameTitle}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: text.provider.heading })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  const box = await frameElement.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await frame.getByLabel(text.provider.number).focus();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type(expiry);
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');

  await expect(page.getByText(text.updated).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(text.settings);
  await expect(page.getByLabel(text.registeredCard)).toHaveValue('424242******4242');
  await expect(page.getByText(text.expired)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});
