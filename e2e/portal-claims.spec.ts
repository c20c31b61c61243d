import { expect, test, type APIRequestContext, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string }[];
};

const TEXTS = {
  is: {
    path: '/vidskipti/tjonayfirlit/',
    heading: 'Tjón',
    // Counts as seeded, or more where journeys elsewhere in the run filed claims as Anna.
    open: /^Opin tjón \(([4-9]|\d\d)\)$/,
    finished: 'Afgreidd tjón (3)',
    statuses: [
      'Móttekið',
      'Í skoðun',
      'Bíður svars frá þér',
      'Samþykkt',
      'Greitt',
      'Hafnað',
      'Lokið',
    ],
    water: 'Vatnstjón í eldhúsi',
    windscreen: 'Framrúðutjón á Hellisheiði',
    details: 'Skoða nánar',
    totalPaid: 'Samtals greitt',
    nextStep: 'Næsta skref',
    send: 'Senda á netfangið mitt',
    sent: /^Sent á /,
    print: 'Prenta',
    report: 'Tilkynna tjón',
    subject: 'Tjónayfirlitið þitt',
    currency: / kr\.$/,
  },
  en: {
    path: '/en/vidskipti/tjonayfirlit/',
    heading: 'Claims',
    open: /^Open claims \(([4-9]|\d\d)\)$/,
    finished: 'Finished claims (3)',
    statuses: [
      'Received',
      'In review',
      'Waiting for you',
      'Approved',
      'Paid',
      'Rejected',
      'Closed',
    ],
    water: 'Water damage in the kitchen',
    windscreen: 'Windscreen damage on Hellisheiði',
    details: 'Show details',
    totalPaid: 'Total paid',
    nextStep: 'Next step',
    send: 'Send to my e-mail',
    sent: /^Sent to /,
    print: 'Print',
    report: 'Report a claim',
    subject: 'Your claims overview',
    currency: /^ISK /,
  },
} as const;

async function latestMailId(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.reduce((max, mail) => Math.max(max, mail.id), 0);
}

async function mailsAfter(request: APIRequestContext, id: number): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.filter((mail) => mail.id > id);
}

function claimCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna follows her claims (${language}, ${viewport.name})`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.open })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.finished })).toBeVisible();
      // Her seven seeded claims; journeys elsewhere in the run may have filed more on her behalf.
      await expect(claimCard(page, text.water)).toBeVisible();
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(7);

      // Every status of the seeded claims, each the current step of its own timeline.
      const current = page.locator('[aria-current="step"]');
      expect(await current.count()).toBe(await page.getByRole('article').count());
      for (const status of text.statuses) {
        await expect(current.filter({ hasText: status }).first()).toBeVisible();
      }

      // An open claim: the timeline in order, what comes next and who handles it.
      const water = claimCard(page, text.water);
      const steps = water.getByRole('list').first().getByRole('listitem');
      await expect(steps.nth(0)).toContainText(text.statuses[0]);
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(water.getByText(text.nextStep)).toBeVisible();
      await expect(water.locator('a[href^="tel:+354"]')).toHaveCount(1);
      await expect(water.locator('a[href^="mailto:"]')).toHaveText(/@skjol\.is$/);

      // A paid claim: its payments in the detail dialog, opened and closed by keyboard.
      const windscreen = claimCard(page, text.windscreen);
      const details = windscreen.getByRole('button', {
        name: `${text.details}: ${text.windscreen}`,
      });
      await details.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.windscreen });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text.totalPaid)).toBeVisible();
      await expect(
        dialog.getByText(text.totalPaid).locator('xpath=following-sibling::*[1]'),
      ).toHaveText(text.currency);
      await expect(dialog.locator('[aria-current="step"]')).toContainText(text.statuses[4]);
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`claims-detail-${language}-${viewport.name}.png`),
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(details).toBeFocused();

      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`claims-${language}-${viewport.name}.png`),
        fullPage: true,
      });
    });
  }
}

test('the claims overview goes by e-mail with the PDF, and opens as a PDF to print', async ({
  page,
  request,
}) => {
  const text = TEXTS.is;
  await signIn(page, text.path);
  await expect(page.getByRole('heading', { level: 2, name: text.open })).toBeVisible();

  const before = await latestMailId(request);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.sent })).toBeVisible();
  await expect
    .poll(async () => (await mailsAfter(request, before)).map((mail) => mail.subject))
    .toContain(text.subject);
  const mail = (await mailsAfter(request, before)).find((item) => item.subject === text.subject);
  expect(mail?.to).toBe('anna@example.is');
  expect(mail?.attachments.map((attachment) => attachment.contentType)).toEqual([
    'application/pdf',
  ]);

  // The PDF comes through fetch (it needs the bearer token); read it on its way to the page.
  const printed: { status: number; type: string; body: Buffer }[] = [];
  await page.route('**/api/print/v1/**', async (route) => {
    const response = await route.fetch();
    printed.push({
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
      body: await response.body(),
    });
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: text.print }).click();
  await expect.poll(() => printed.length).toBe(1);
  expect(page.url()).toContain(text.path);
  const [response] = printed;
  expect(response?.status).toBe(200);
  expect(response?.type).toContain('application/pdf');
  expect(response?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await (await popup).close();

  await expect(page.getByRole('link', { name: text.report }).first()).toHaveAttribute(
    'href',
    '/tjonstilkynningar/',
  );
});

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna acting for Hraunhólar ehf. sees the company's claims (${language}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(claimCard(page, text.water)).toBeVisible();
      await actFor(page, HRAUNHOLAR.name);
      // The company's two seeded claims (a journey elsewhere may have reported one more for it),
      // and none of Anna's own.
      const workplace = page.getByRole('article', {
        name: language === 'is' ? /^Vinnuslys/ : /^Workplace accident/,
      });
      await expect(workplace.locator('[aria-current="step"]')).toContainText(text.statuses[1]);
      await expect(page.getByText(text.water)).toHaveCount(0);
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(2);
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`claims-company-${language}-${viewport.name}.png`),
        fullPage: true,
      });
    });
  }
}
