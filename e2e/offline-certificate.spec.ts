import { expect, hydrated, test, type Page } from './support/test';
import { ANNA, signIn } from './support/portal';

// A customer abroad without a signal: the travel certificate issued once online still shows, from
// the copy the service worker (/sw.js) keeps on the device; the rest of the portal does not, and
// signing out forgets the copy.

const TEXTS = {
  is: {
    prefix: '',
    screen: '/vidskipti/stadfesting-ferdatryggingar/',
    traveller: 'Ferðalangur',
    start: 'Brottför',
    end: 'Heimkoma',
    destination: 'Áfangastaður',
    europe: 'Evrópa',
    download: 'Sækja staðfestingu (PDF)',
    kept: 'Staðfestingin er geymd í þessu tæki',
    valid: 'Staðfestingin er gild',
  },
  en: {
    prefix: '/en',
    screen: '/en/vidskipti/stadfesting-ferdatryggingar/',
    traveller: 'Traveller',
    start: 'Departure',
    end: 'Return',
    destination: 'Destination',
    europe: 'Europe',
    download: 'Download certificate (PDF)',
    kept: 'The certificate is kept on this device',
    valid: 'The certificate is valid',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The worker is installed and in charge of the page, so what the page fetches goes through it. */
async function underServiceWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function issueCertificate(page: Page, text: Texts): Promise<string> {
  const traveller = page.getByLabel(new RegExp(`^${text.traveller}`));
  const value = await traveller
    .locator('option', { hasText: /^Björn Sigurðsson/ })
    .getAttribute('value');
  await traveller.selectOption(value ?? '');
  await page.getByLabel(new RegExp(`^${text.start}`)).fill(inDays(5));
  await page.getByLabel(new RegExp(`^${text.end}`)).fill(inDays(12));
  await page.getByLabel(new RegExp(`^${text.destination}`)).selectOption({ label: text.europe });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text.download }).click();
  await downloading;
  await expect(page.getByTestId('kept-offline')).toContainText(text.kept);
  return (await page.getByTestId('verification-code').innerText()).trim();
}

/**
 * Offline, an address with no copy kept is the browser's own error page, not a page of ours:
 * "no internet" when the request went past the worker, a failed load when the worker had nothing.
 */
async function expectNoCopy(page: Page, path: string) {
  await expect(page.goto(path)).rejects.toThrow(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
}

for (const language of ['is', 'en'] as const) {
  const text = TEXTS[language];

  test(`a certificate opened once online still shows offline (${language})`, async ({
    page,
    context,
  }, testInfo) => {
    await underServiceWorker(page);
    await signIn(page, text.screen);
    const code = await issueCertificate(page, text);

    await context.setOffline(true);
    for (const other of ['is', 'en'] as const) {
      await page.goto(`${TEXTS[other].prefix}/stadfesting/${code}/`);
      await expect(page.getByRole('heading', { level: 2, name: TEXTS[other].valid })).toBeVisible();
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      await expect(page.getByText('Björn S.')).toBeVisible();
      await expect(page.getByText(TEXTS[other].europe, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath(`offline-certificate-${language}.png`) });

    // The travel screen itself, offline, opens the newest certificate kept, in its language.
    await page.goto(text.screen);
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/stadfesting/${code}/$`));
    await expect(page.getByRole('heading', { level: 2, name: text.valid })).toBeVisible();

    // Nothing else of the portal is answered from a copy.
    await expectNoCopy(page, `${text.prefix}/vidskipti/tryggingar/`);
  });
}

test('signing out forgets the certificates kept on the device', async ({ page, context }) => {
  const text = TEXTS.is;
  await underServiceWorker(page);
  await signIn(page, text.screen);
  const code = await issueCertificate(page, text);

  await page.getByRole('button', { name: ANNA.name }).click();
  await page.getByRole('button', { name: 'Skrá út' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The front page fetches its page data as it starts; cut off before then, it could not start.
  await hydrated(page);

  await context.setOffline(true);
  await expectNoCopy(page, `/stadfesting/${code}/`);
  await expectNoCopy(page, `/en/stadfesting/${code}/`);
  await expectNoCopy(page, text.screen);
});
