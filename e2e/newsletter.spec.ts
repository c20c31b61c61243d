import { expect, hydrated, test, type APIRequestContext } from './support/test';
import { expectAccessible } from './support/portal';

type OutboxMail = { to: string; subject: string; text: string; headers: Record<string, string> };

async function mailTo(request: APIRequestContext, address: string): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.filter((mail) => mail.to === address).reverse();
}

/** The link in a mail's text that opens `path`, as a path with its query. */
function linkIn(mail: OutboxMail, path: string): string {
  const line = mail.text.split('\n').find((text) => text.includes(path))!;
  const url = new URL(line.trim());
  return `${url.pathname}${url.search}`;
}

test('a visitor signs up on the prevention page, confirms by the mailed link, and signs out with one click', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.81' });
  await page.goto('/forvarnir/');
  await hydrated(page);
  const signup = page.getByRole('region', { name: 'Forvarnabréf Skjóls' });
  await expect(signup).toBeVisible();
  const email = `forvarnir.${Date.now()}@example.com`;
  await signup.getByLabel(/^Netfang/).fill(email);
  await signup.getByLabel(/^Nafn/).fill('Sigrún');
  await expectAccessible(page);
  // The box fits a 320 px screen (the prevention page's header is another matter).
  expect((await signup.boundingBox())!.width).toBeLessThanOrEqual(320);
  const widest = await signup.evaluate((box) =>
    Math.max(...[...box.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(320);
  await signup.getByRole('button', { name: 'Skrá mig' }).click();
  await expect(page.getByRole('heading', { name: 'Athugaðu tölvupóstinn þinn' })).toBeFocused();

  const [confirmation] = await mailTo(request, email);
  expect(confirmation!.subject).toBe('Staðfestu áskrift að forvarnabréfi Skjóls');
  expect(confirmation!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  await page.goto(linkIn(confirmation!, '/forvarnarbref/stadfesta/'));
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Takk, þú ert á listanum' }),
  ).toBeVisible();
  await expectAccessible(page);

  const welcome = (await mailTo(request, email))[1]!;
  expect(welcome.subject).toBe('Velkomin(n) á póstlista forvarnabréfsins');
  // A mail program's own unsubscribe button: RFC 8058's one-click POST to the header's address.
  const oneClick = welcome.headers['List-Unsubscribe']!.slice(1, -1);
  const response = await request.post(new URL(oneClick).pathname + new URL(oneClick).search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'unsubscribed' });

  // The link in the text does the same from the browser, and says so.
  await page.goto(linkIn(welcome, '/forvarnarbref/afskraning/'));
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Þú hefur verið afskráð(ur)' }),
  ).toBeVisible();
  await page.setExtraHTTPHeaders({});
});

test('an English visitor is told the same whether or not the address is already on the list', async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.82' });
  const email = `prevention.${Date.now()}@example.com`;
  for (const attempt of [1, 2]) {
    await page.goto('/en/prevention/');
    await hydrated(page);
    const signup = page.getByRole('region', { name: "Skjól's prevention newsletter" });
    await signup.getByLabel(/^E-mail/).fill(email);
    await signup.getByRole('button', { name: 'Sign me up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
    if (attempt === 1) {
      const [confirmation] = await mailTo(request, email);
      await page.goto(linkIn(confirmation!, '/en/prevention-newsletter/confirm/'));
      await hydrated(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you, you are on the list' }),
      ).toBeVisible();
    }
  }
  // Confirmation and welcome only: the second sign-up sent nothing.
  expect((await mailTo(request, email)).map((mail) => mail.subject)).toEqual([
    "Confirm your subscription to Skjól's prevention newsletter",
    'Welcome to the prevention newsletter',
  ]);
});
