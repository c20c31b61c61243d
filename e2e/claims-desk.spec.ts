import { BJORN, expectAccessible, signIn, signInStaff, staffURL } from './support/portal';
import { expect, test } from './support/test';

// The claims desk and the customer's follow-up: a handler asks Björn a question about his roof
// claim, Björn answers it in the portal, and the handler sees the answer.

/** Björn's seeded roof claim, reported and not yet looked at. */
const ROOF_NUMBER = /TJ-\d{4}-004519/;
const QUESTION = 'Getur þú sent mynd af þakinu og reikning fyrir viðgerðina?';
const ANSWER = 'Myndirnar koma í kvöld, viðgerðin kostaði 240.000 kr.';

test('sigga asks about a claim of Björn’s, Björn answers in the portal, and sigga sees the answer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The handler works on a phone-sized screen: 375 px must be enough.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInStaff(page, baseURL!, 'sigga');
  // The staff home's queue of new claims leads to the desk.
  const deskLink = page.getByRole('link', { name: /^Ný tjón\s*\d+$/ });
  await expect(deskLink).toBeVisible();
  await deskLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tjónamóttaka' })).toBeVisible();
  await expect(page.getByLabel('Staða')).toHaveValue('reported');
  await expectAccessible(page);

  // Open Björn's claim by keyboard.
  const open = page.getByRole('button', { name: ROOF_NUMBER });
  await open.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: ROOF_NUMBER });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Björn Sigurðsson', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);

  // Received → In review → Waiting for customer, with a question.
  await page.getByLabel('Færa tjónið í').selectOption({ label: 'Í skoðun' });
  await page.getByRole('button', { name: 'Færa tjónið' }).click();
  await expect(page.getByText('Tjónið er nú: Í skoðun.', { exact: false })).toBeVisible();
  await page.getByLabel('Færa tjónið í').selectOption({ label: 'Beðið eftir viðskiptavini' });
  // Without a question the move is refused, and said so.
  await page.getByRole('button', { name: 'Færa tjónið' }).click();
  await expect(page.getByLabel(/^Spurning til viðskiptavinar/)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel(/^Spurning til viðskiptavinar/).fill(QUESTION);
  await page.getByRole('button', { name: 'Færa tjónið' }).click();
  await expect(
    page.getByText('Tjónið er nú: Beðið eftir viðskiptavini.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skilaboð' })).toContainText(QUESTION);
  await expectAccessible(page);
  const claimAddress = page.url();

  // Björn, in English on a desktop, sees the question first and answers it.
  const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const bjorn = await customer.newPage();
  await signIn(bjorn, '/en/vidskipti/tjonayfirlit/', BJORN);
  const details = bjorn.getByRole('button', { name: 'Show details: Storm damage to the roof' });
  await details.click();
  const dialog = bjorn.getByRole('dialog', { name: 'Storm damage to the roof' });
  const asks = dialog.getByRole('region', { name: 'The claims handler asks' });
  await expect(asks).toContainText(QUESTION);
  await expectAccessible(bjorn);
  await asks.getByLabel(/^Your answer/).fill(ANSWER);
  await asks.getByRole('button', { name: 'Send answer' }).click();
  await expect(
    bjorn.getByText('Thank you for the answer. The claim is back in review.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('region', { name: 'The claims handler asks' })).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Messages' })).toContainText(ANSWER);
  await expect(dialog.locator('[aria-current="step"]')).toContainText('In review');
  await customer.close();

  // The desk shows the claim in review with one unread message; opening it shows the answer.
  await page.goto(`${staffURL(baseURL!)}/vidskipti/tjonamottaka/?status=in_review`);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: ROOF_NUMBER }) });
  await expect(row).toContainText('1 ný skilaboð frá viðskiptavini');
  await page.goto(claimAddress);
  await expect(page.getByRole('list', { name: 'Skilaboð' })).toContainText(ANSWER);
  await expect(page.getByText('Í skoðun').first()).toBeVisible();

  // A word to the customer that leaves the claim where it is.
  const note = 'Takk fyrir svarið. Matsmaður kemur á fimmtudag.';
  await page.getByLabel(/^Skrifa viðskiptavini/).fill(note);
  await page.getByRole('button', { name: 'Senda skilaboð' }).click();
  await expect(
    page.getByText('Skilaboðin eru send og viðskiptavinur hefur fengið tölvupóst.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skilaboð' })).toContainText(note);
  await expect(page.getByLabel(/^Skrifa viðskiptavini/)).toHaveValue('');
  await expect(page.getByLabel('Færa tjónið í')).toBeVisible();
});

test('read-only staff read a claim at the desk with every control that changes it disabled', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, baseURL!, 'lesa');
  await page.goto(`${staffURL(baseURL!)}/en/vidskipti/tjonamottaka/?status=all`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims desk' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Open claim / })
    .first()
    .click();
  await expect(
    page.getByText('You have read-only access: you can read the claim but not change it.'),
  ).toBeVisible();
  const main = page.locator('#portal-main');
  await expect(main.locator('button[type="submit"]:enabled')).toHaveCount(0);
  await expect(main.locator('textarea:enabled, select[name="status"]:enabled')).toHaveCount(0);
  await expectAccessible(page);
});
