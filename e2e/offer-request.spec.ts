import { expect, test, type APIRequestContext } from './support/test';
import { expectAccessible, SIGNED_IN_WITHIN } from './support/portal';

type OutboxMail = { to: string; subject: string; text: string };

async function mailTo(request: APIRequestContext, address: string): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.filter((mail) => mail.to === address);
}

const staffURL = (baseURL: string) => baseURL.replace('://localhost', '://staff.localhost');

test('a company asks for an offer on a phone, and staff find it in the inbox as an offer request', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' });
  await page.goto('/tilbod/');
  await expect(page).toHaveURL(/\/fa-tilbod\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fáðu tilboð' })).toBeVisible();

  await page.getByLabel(/^Fyrir hvern/).selectOption('company');
  await page.getByRole('checkbox', { name: 'Rekstur fyrirtækis' }).check();
  await page.getByLabel(/^Nafn/).fill('Verkstæðið ehf.');
  const email = `verkstaedi.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Segðu okkur nánar/).fill('Bílaverkstæði með fimm starfsmönnum.');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Biðja um tilboð' }).click();
  const thanks = page.getByRole('heading', { name: 'Takk, beiðnin er komin til okkar' });
  await expect(thanks).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toContain(caseNumber);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${staffURL(baseURL!)}/vidskipti/innholf/?kind=offerRequest`);
  await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Notandanafn').fill('sigga');
  await page.getByLabel('Lykilorð').fill('Starf-1234');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Innhólf' })).toBeVisible(
    SIGNED_IN_WITHIN,
  );
  await page.getByLabel('Tegund').selectOption('offerRequest');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  await expect(page.getByText('Tilboðsbeiðni af vef: Rekstur fyrirtækis')).toBeVisible();
});
