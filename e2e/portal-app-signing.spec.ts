import { expect, test, type Page } from './support/test';
import { BJORN, expectAccessible, GUDRUN, signIn } from './support/portal';

/**
 * Signing in the e-ID app, against the demo's simulated app: the portal opens the request in the
 * app (a QR code on a desktop, a link on a phone), the person answers there, and the app sends the
 * browser back to the signing screen, which finishes the signature.
 */

const TEXTS = {
  is: {
    path: '/vidskipti/undirritud-skjol/',
    sign: 'Undirrita með rafrænum skilríkjum',
    signInApp: 'Undirrita í skilríkjaappi',
    qr: /QR-kóði sem opnar beiðnina/,
    openApp: 'Opna skilríkjaappið í þessu tæki',
    appTitle: 'Beiðni um undirritun',
    phone: 'Farsímanúmerið þitt',
    approve: 'Samþykkja og undirrita',
    decline: 'Hafna',
    unknownPhone: 'Enginn viðskiptavinur í kynningarútgáfunni er með þetta farsímanúmer.',
    returnTitle: 'Gengið frá undirritun',
    declined: 'Undirritun var hafnað í skilríkjaappinu.',
    signed: /hefur verið undirritað og fært í undirrituð skjöl/,
    close: 'Loka',
  },
  en: {
    path: '/en/vidskipti/undirritud-skjol/',
    sign: 'Sign with mobile ID',
    signInApp: 'Sign in the e-ID app',
    qr: /QR code that opens the signing request/,
    openApp: 'Open the e-ID app on this device',
    appTitle: 'Signing request',
    phone: 'Your mobile number',
    approve: 'Approve and sign',
    decline: 'Decline',
    unknownPhone: 'No customer in the demo has this mobile number.',
    returnTitle: 'Finishing your signature',
    declined: 'The signing was declined in the e-ID app.',
    signed: /has been signed and moved to signed documents/,
    close: 'Close',
  },
} as const;

const pendingCard = (page: Page) => page.locator('article[data-status="pending"]').first();

/** Opens the first document waiting and starts signing it in the app; answers its id. */
async function startInApp(page: Page, text: (typeof TEXTS)['is' | 'en']) {
  const card = pendingCard(page);
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-document-id'))!;
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `${text.sign}: ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text.signInApp }).click();
  await expect(dialog.getByRole('status')).toContainText(/\d{4}/);
  return { id, dialog };
}

test('Björn signs in the e-ID app from a desktop: QR code, a decline, then an approval (is)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const text = TEXTS.is;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, text.path, BJORN);

  const first = await startInApp(page, text);
  await expect(first.dialog.getByRole('img', { name: text.qr })).toBeVisible();
  const code = (await first.dialog.getByRole('status').innerText()).match(/\d{4}/)![0];
  await expectAccessible(page);

  // No phone here to scan with: the app opens on this device instead.
  await first.dialog.getByRole('link', { name: text.openApp }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.appTitle })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: text.decline }).click();

  // Back in the portal, the answer is read and said.
  const back = page.getByRole('dialog', { name: text.returnTitle });
  await expect(back.getByRole('alert')).toContainText(text.declined);
  await back.getByRole('button', { name: text.close, exact: true }).click();
  await expect(page).not.toHaveURL(/appSign=/);
  await expect(page.locator(`article[data-document-id="${first.id}"]`)).toHaveAttribute(
    'data-status',
    'pending',
  );

  const second = await startInApp(page, text);
  expect(second.id).toBe(first.id);
  await second.dialog.getByRole('link', { name: text.openApp }).click();
  await page.getByLabel(text.phone).fill('699 9999');
  await page.getByRole('button', { name: text.approve }).click();
  // A number no demo customer has: said on the field, and what was typed stays.
  await expect(page.getByText(text.unknownPhone)).toBeVisible();
  await expect(page.getByLabel(text.phone)).toHaveValue('699 9999');
  await page.getByLabel(text.phone).fill('622 2345');
  await page.getByRole('button', { name: text.approve }).click();

  // Signed, the dialog is named after the document again.
  const done = page.getByRole('dialog');
  await expect(done.getByText(text.signed)).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await done.getByRole('button', { name: text.close, exact: true }).click();
  await expect(page.locator(`article[data-document-id="${first.id}"]`)).toHaveAttribute(
    'data-status',
    'signed',
  );
});

test('Guðrún signs in the e-ID app on a 320 px phone, by keyboard alone (en)', async ({ page }) => {
  test.setTimeout(90_000);
  const text = TEXTS.en;
  await page.setViewportSize({ width: 320, height: 640 });
  // Guðrún has no bank account on file; the portal's suggestion to add one is another test's.
  await page.addInitScript(() => {
    if (location.protocol !== 'about:') sessionStorage.setItem('hidePopupBank', 'true');
  });
  await signIn(page, text.path, GUDRUN);

  const card = pendingCard(page);
  await expect(card).toBeVisible();
  const id = (await card.getAttribute('data-document-id'))!;
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `${text.sign}: ${title}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: text.signInApp }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText(/\d{4}/);

  // On a phone the link opens the app; the QR code is for a desktop.
  const openApp = dialog.getByRole('link', { name: text.openApp });
  await expect(openApp).toBeVisible();
  await expect(dialog.getByRole('img', { name: text.qr })).toBeHidden();
  await openApp.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: text.appTitle })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByLabel(text.phone).focus();
  await page.keyboard.type('633 3456');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: text.approve })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/en\/vidskipti\/undirritud-skjol\//);
  const done = page.getByRole('dialog');
  await expect(done.getByText(text.signed)).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await done.getByRole('button', { name: text.close, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`article[data-document-id="${id}"]`)).toHaveAttribute(
    'data-status',
    'signed',
  );
});
