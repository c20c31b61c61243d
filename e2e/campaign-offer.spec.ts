import { mailTo, openInboxAsStaff } from './support/attachments';
import { expectAccessible } from './support/portal';
import { expect, holdScripts, hydrated, test } from './support/test';

test("a visitor asks for a campaign's offer, and the sales team finds it in its queue", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.95' });
  await page.goto('/tilbod-herferd/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tilboð úr herferð' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Herferðir í gangi' })).toContainText('VETUR27');
  await page.getByLabel(/^Kóði herferðar/).fill('vetur27');
  await page.getByRole('checkbox', { name: 'Bílatrygging' }).check();
  await page.getByRole('checkbox', { name: 'Heimilistrygging' }).check();
  await page.getByLabel(/^Nafn/).fill('Anna Jónsdóttir');
  const email = `herferd.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Símanúmer/).fill('6111234');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Fá tilboð' }).click();
  await expect(page.getByRole('heading', { name: 'Takk, söluteymið hefur samband' })).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'salesPromotion');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(
    page.getByText('Tilboð úr herferð VETUR27: Bílatrygging, Heimilistrygging').first(),
  ).toBeVisible();
});

test('what a visitor fills in and sends before the page comes alive is kept and sent once it is', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.96' });
  // A slow phone: the page's scripts are held back while the visitor fills the form in.
  const scripts = await holdScripts(page);
  await page.goto('/en/campaign-offer/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/^Campaign code/).fill('vetur27');
  await page.getByRole('checkbox', { name: 'Home insurance' }).check();
  await page.getByLabel(/^Name/).fill('Anna Jónsdóttir');
  await page.getByLabel(/^E-mail/).fill(`early.${Date.now()}@example.com`);
  await page.getByLabel(/^Phone number/).fill('6111234');
  await page.getByRole('button', { name: 'Get an offer' }).click();
  // The browser did not send it itself: no reload, nothing of it in the address.
  await expect(page).toHaveURL(/\/en\/campaign-offer\/$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Anna Jónsdóttir');
  expect(scripts.held()).toBeGreaterThan(0);
  await scripts.release();

  await expect(
    page.getByRole('heading', { name: 'Thank you, our sales team will be in touch' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/en\/campaign-offer\/$/);
});
