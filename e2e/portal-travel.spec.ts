import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
};

const TEXTS = {
  is: {
    path: '/vidskipti/stadfesting-ferdatryggingar/',
    heading: 'Staðfesting ferðatryggingar',
    ccard: 'Ferðatrygging greiðslukorts',
    fplus: 'Ferðatrygging F plús',
    held: 'Í gildi',
    covers: 'Vernd á ferðalögum',
    traveller: 'Ferðalangur',
    start: 'Brottför',
    end: 'Heimkoma',
    destination: 'Áfangastaður',
    europe: 'Evrópa',
    nordics: 'Norðurlönd',
    download: 'Sækja staðfestingu (PDF)',
    send: 'Senda á netfangið mitt',
    sent: /^Sent á /,
    endBeforeStart: 'Heimkoma getur ekki verið á undan brottför',
    valid: 'Staðfestingin er gild',
    notFound: 'Engin staðfesting fannst',
    subject: 'Staðfesting ferðatryggingar: Björn Sigurðsson',
    notFoundScreen: 'Þessi síða er ekki til á Mínu Skjóli',
  },
  en: {
    path: '/en/vidskipti/stadfesting-ferdatryggingar/',
    heading: 'Travel insurance confirmation',
    ccard: 'Credit card travel insurance',
    fplus: 'F plús travel insurance',
    held: 'In force',
    covers: 'Cover while travelling',
    traveller: 'Traveller',
    start: 'Departure',
    end: 'Return',
    destination: 'Destination',
    europe: 'Europe',
    nordics: 'Nordic countries',
    download: 'Download certificate (PDF)',
    send: 'Send to my e-mail',
    sent: /^Sent to /,
    endBeforeStart: 'The return date cannot be before the departure date',
    valid: 'The certificate is valid',
    notFound: 'No certificate found',
    subject: 'Travel insurance certificate for Björn Sigurðsson',
    notFoundScreen: 'This page does not exist in My Skjól',
  },
} as const;

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function fillTrip(
  page: Page,
  text: (typeof TEXTS)[keyof typeof TEXTS],
  trip: { traveller: RegExp; start: string; end: string; destination: string },
) {
  const traveller = page.getByLabel(new RegExp(`^${text.traveller}`));
  const value = await traveller
    .locator('option', { hasText: trip.traveller })
    .getAttribute('value');
  await traveller.selectOption(value ?? '');
  await page.getByLabel(new RegExp(`^${text.start}`)).fill(trip.start);
  await page.getByLabel(new RegExp(`^${text.end}`)).fill(trip.end);
  await page
    .getByLabel(new RegExp(`^${text.destination}`))
    .selectOption({ label: trip.destination });
}

/**
 * The public page's own content, without the site's shared header and footer: those fail
 * color-contrast today (white on the #c9731c accent in 'Fá verð' and the footer's 'Fá tilboð', the
 * green 'Opið núna' badge) and are reported to their owner. Drop the scoping once they are fixed.
 */
async function expectPublicContentAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('#main')
    .analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function latestMailId(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.reduce((max, mail) => Math.max(max, mail.id), 0);
}

async function mailsAfter(request: APIRequestContext, id: number): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.filter((mail) => mail.id > id);
}

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna sees both travel plans and the certificate form (${language}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      for (const plan of [text.ccard, text.fplus]) {
        const card = page.getByRole('article', { name: plan });
        await expect(card.getByText(text.held, { exact: true })).toBeVisible();
        await expect(card.getByText(text.covers)).toBeVisible();
        await expect(card.getByText('Björn Sigurðsson')).toBeVisible();
      }
      await expect(page.getByRole('article', { name: text.ccard })).toContainText(
        language === 'is' ? 'Gullkort sem endar á 4821' : 'Gold card ending in 4821',
      );

      // A bad date range gets a translated error beside the field, and nothing typed is lost.
      await fillTrip(page, text, {
        traveller: /^Björn Sigurðsson/,
        start: inDays(20),
        end: inDays(12),
        destination: text.europe,
      });
      await page.getByRole('button', { name: text.download }).click();
      const end = page.getByLabel(new RegExp(`^${text.end}`));
      await expect(page.getByText(text.endBeforeStart)).toBeVisible();
      await expect(end).toHaveAttribute('aria-invalid', 'true');
      await expect(end).toBeFocused();
      await expect(end).toHaveValue(inDays(12));
      await expect(page.getByLabel(new RegExp(`^${text.start}`))).toHaveValue(inDays(20));

      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`travel-${language}-${viewport.name}.png`),
        fullPage: true,
      });
    });
  }
}

test('a downloaded certificate is a PDF whose code the public page shows as valid', async ({
  page,
}, testInfo) => {
  const text = TEXTS.is;
  await signIn(page, text.path);
  await fillTrip(page, text, {
    traveller: /^Björn Sigurðsson/,
    start: inDays(10),
    end: inDays(17),
    destination: text.europe,
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text.download }).click();
  const download = await downloading;
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const code = (await page.getByTestId('verification-code').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await page.screenshot({ path: testInfo.outputPath('travel-certificate-issued.png') });

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/stadfesting/${code}/`);
    await expect(page.getByRole('heading', { level: 2, name: TEXTS.is.valid })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText('Björn S.')).toBeVisible();
    await expect(page.getByText(TEXTS.is.europe, { exact: true })).toBeVisible();
    await expectPublicContentAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`verification-valid-is-${viewport.name}.png`),
      fullPage: true,
    });

    await page.goto(`/en/stadfesting/${code}/`);
    await expect(page.getByRole('heading', { level: 2, name: TEXTS.en.valid })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectPublicContentAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`verification-valid-en-${viewport.name}.png`),
      fullPage: true,
    });
  }
});

test('an unknown code is said plainly not to be found, in both languages', async ({
  page,
}, testInfo) => {
  for (const language of ['is', 'en'] as const) {
    const prefix = language === 'en' ? '/en' : '';
    await page.goto(`${prefix}/stadfesting/AAAA-BBBB-CCCC/`);
    await expect(
      page.getByRole('heading', { level: 2, name: TEXTS[language].notFound }),
    ).toBeVisible();
    await expectPublicContentAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`verification-not-found-${language}.png`),
      fullPage: true,
    });
  }
});

test('the certificate goes by e-mail with the PDF, and its code is shown (en)', async ({
  page,
  request,
}) => {
  const text = TEXTS.en;
  await signIn(page, text.path);
  await fillTrip(page, text, {
    traveller: /^Björn Sigurðsson/,
    start: inDays(3),
    end: inDays(9),
    destination: text.nordics,
  });
  const before = await latestMailId(request);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.sent })).toBeVisible();
  const code = (await page.getByTestId('verification-code').innerText()).trim();
  await expect
    .poll(async () => (await mailsAfter(request, before)).map((mail) => mail.subject))
    .toContain(text.subject);
  const mail = (await mailsAfter(request, before)).find((item) => item.subject === text.subject);
  expect(mail?.to).toBe('anna@example.is');
  expect(mail?.text).toContain(code);
  expect(mail?.attachments.map((attachment) => attachment.contentType)).toEqual([
    'application/pdf',
  ]);
});

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Hraunhólar ehf. has no travel confirmation (${language}, ${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await actFor(page, HRAUNHOLAR.name);
      await expect(
        page.getByRole('heading', { level: 1, name: text.notFoundScreen }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toHaveCount(0);
      await expect(page.getByRole('link', { name: text.heading })).toHaveCount(0);
      await expectAccessible(page);
    });
  }
}
