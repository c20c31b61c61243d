import type { FrameLocator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { expectAccessible, signIn, VIEWPORTS } from './support/portal';

const TEXTS = {
  is: {
    path: '/vidskipti/stillingar/greidsluupplysingar/',
    heading: 'Greiðsluupplýsingar',
    bank: 'Banki',
    ledger: 'Höfuðbók',
    account: 'Reikningur',
    save: 'Vista bankareikning',
    updated: 'Upplýsingarnar hafa verið uppfærðar',
    registeredCard: 'Skráð kort',
    useAnotherCard: 'Nota annað kort',
    registerCard: 'Skrá kort',
    failed: 'Ekki tókst að skrá kortið. Reyndu aftur.',
    frameTitle: 'Kortaþjónusta: skráning greiðslukorts',
    provider: {
      heading: 'Skráðu greiðslukort',
      number: 'Kortanúmer',
      expiry: 'Gildistími (MM/ÁÁ)',
      cvc: 'Öryggisnúmer (CVC)',
      submit: 'Staðfesta kort',
    },
  },
  en: {
    path: '/en/vidskipti/stillingar/greidsluupplysingar/',
    heading: 'Payment details',
    bank: 'Bank',
    ledger: 'Ledger',
    account: 'Account',
    save: 'Save bank account',
    updated: 'Your information has been updated',
    registeredCard: 'Registered card',
    useAnotherCard: 'Use another card',
    registerCard: 'Register card',
    failed: 'The card could not be registered. Please try again.',
    frameTitle: 'Card service: register a payment card',
    provider: {
      heading: 'Register a payment card',
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (CVC)',
      submit: 'Verify card',
    },
  },
} as const;

type Text = (typeof TEXTS)[keyof typeof TEXTS];
const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** The bank form's three fields, by their names alone (the section heading says "Bank account"). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Opens the card provider's page from the portal, as the register button does: its own window on
 * a wide screen, a frame in the page on a phone.
 */
async function openProvider(page: Page, text: Text): Promise<Page | FrameLocator> {
  await page.getByRole('checkbox', { name: text.useAnotherCard }).check();
  const narrow = (page.viewportSize()?.width ?? 1280) <= 640;
  if (narrow) {
    await page.getByRole('button', { name: text.registerCard, exact: true }).click();
    const frame = page.getByTitle(text.frameTitle);
    await expect(frame).toBeVisible();
    // The provider is another site: its own origin, not the portal's.
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(
      new URL(page.url()).origin,
    );
    return page.frameLocator(`iframe[title="${text.frameTitle}"]`);
  }
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: text.registerCard, exact: true }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  // The provider is another site: its own origin, not the portal's.
  expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin);
  return popup;
}

const isPopup = (provider: Page | FrameLocator): provider is Page => 'waitForEvent' in provider;

async function payWith(provider: Page | FrameLocator, text: Text, cardNumber: string) {
  await expect(
    provider.getByRole('heading', { level: 1, name: text.provider.heading }),
  ).toBeVisible();
  await provider.getByLabel(text.provider.number).fill(cardNumber);
  await provider.getByLabel(text.provider.expiry).fill(expiry);
  await provider.getByLabel(text.provider.cvc).fill('123');
  const closed = isPopup(provider) ? provider.waitForEvent('close') : undefined;
  await provider.getByRole('button', { name: text.provider.submit }).click();
  await closed;
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna registers her bank account and a card through the provider (${language}, ${viewport.name})`, async ({
      page,
    }) => {
      // Sign-in, the bank form and the card provider's popup in one test: close to the default
      // 30 s on a busy 2-core machine, so it gets the slow-test budget.
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(page.getByLabel(text.registeredCard)).toHaveValue(/^\d{6}\*{6}\d{4}$/);
      await expectAccessible(page);

      // The bank account: a short account number is padded on leaving the field.
      const account = String(400 + index * 10 + (language === 'en' ? 1 : 0));
      await field(page, text.bank).fill('0515');
      await field(page, text.ledger).fill('26');
      await field(page, text.account).fill(account);
      await field(page, text.account).blur();
      await expect(field(page, text.account)).toHaveValue(account.padStart(6, '0'));
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.updated).first()).toBeVisible();
      await page.reload();
      await expect(field(page, text.account)).toHaveValue(account.padStart(6, '0'));

      // The card: typed on the provider's page (its own window, or a frame on a phone), registered here.
      const provider = await openProvider(page, text);
      await expect(provider.locator('html')).toHaveAttribute('lang', language);
      // Framed, the portal page's check takes in the frame too.
      await expectAccessible(isPopup(provider) ? provider : page);
      await payWith(provider, text, '4242 4242 4242 4242');
      await expect(page.getByLabel(text.registeredCard)).toHaveValue('424242******4242');
      await expect(page.getByText(text.updated).first()).toBeVisible();
      await expect(page.getByRole('checkbox', { name: text.useAnotherCard })).not.toBeChecked();
      await expectAccessible(page);
    });
  }
}

test('a declined card leaves the registered card as it was and says registration failed', async ({
  page,
}) => {
  const text = TEXTS.is;
  await signIn(page, text.path);
  const before = await page.getByLabel(text.registeredCard).inputValue();
  const popup = await openProvider(page, text);
  await payWith(popup, text, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: text.failed })).toBeVisible();
  await expect(page.getByLabel(text.registeredCard)).toHaveValue(before);
});
