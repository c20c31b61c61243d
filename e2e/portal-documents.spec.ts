import documentsEn from '../locales/en/portal-documents.json';
import documentsIs from '../locales/is/portal-documents.json';
import portalEn from '../locales/en/portal.json';
import portalIs from '../locales/is/portal.json';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string }[];
};

/** Everything the spec reads on the screen and in the mail, in the screen's own words per language. */
function textsIn(language: 'is' | 'en') {
  const portal = language === 'is' ? portalIs : portalEn;
  const documents = language === 'is' ? documentsIs : documentsEn;
  const before = (text: string, placeholder: string) => text.slice(0, text.indexOf(placeholder));
  return {
    path: `${language === 'is' ? '' : '/en'}/vidskipti/rafraen-skjol/`,
    heading: portal.documentsHeading,
    unread: portal.documentUnread,
    category: portal.documentsCategoryLabel,
    invoices: portal['documentCategory.invoice'],
    unreadOnly: portal.documentsUnreadOnly,
    download: portal.download,
    send: portal.documentSend,
    sent: new RegExp(`^${before(portal.sentTo, '{{to}}')}`),
    subject: (title: string) => documents['mail.document.subject'].replace('{{title}}', title),
  };
}
const TEXTS = { is: textsIn('is'), en: textsIn('en') };

const rows = (page: Page) => page.getByRole('article');

async function titleOf(row: Locator): Promise<string> {
  return (await row.getByRole('heading').innerText()).trim();
}

async function latestMailId(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.reduce((max, mail) => Math.max(max, mail.id), 0);
}

async function mailsAfter(request: APIRequestContext, id: number): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.filter((mail) => mail.id > id);
}

async function chooseCategory(page: Page, label: string, name: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator('option', { hasText: name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna reads her electronic documents (${language}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      const all = await rows(page).count();
      expect(all).toBeGreaterThan(5);

      // Unread is said in words; read documents say nothing.
      const unread = page.locator('article[data-unread="true"]');
      const read = page.locator('article[data-unread="false"]');
      if ((await unread.count()) > 0) {
        await expect(unread.first().getByText(text.unread, { exact: true })).toBeVisible();
      }
      await expect(read.first().getByText(text.unread, { exact: true })).toHaveCount(0);

      await chooseCategory(page, text.category, text.invoices);
      const invoices = await rows(page).count();
      expect(invoices).toBeGreaterThan(0);
      expect(invoices).toBeLessThan(all);
      for (const row of await rows(page).all()) {
        await expect(row.getByText(text.invoices, { exact: true })).toBeVisible();
      }
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`documents-${language}-${viewport.name}.png`),
        fullPage: true,
      });
    });
  }
}

test('a downloaded document is a real PDF, and afterwards it shows as read', async ({
  page,
}, testInfo) => {
  const text = TEXTS.is;
  await signIn(page, text.path);
  await expect(rows(page).first()).toBeVisible();
  // Each e2e run starts from a freshly seeded database, where Anna's newest payment notice is
  // unread and no other spec downloads her documents.
  const unread = page.locator('article[data-unread="true"]');
  await expect(unread.first()).toBeVisible();
  const row = unread.first();
  const id = await row.getAttribute('data-document-id');
  const title = await titleOf(row);
  await expect(row.getByText(text.unread, { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `${text.download}: ${title}` }).click();
  const download = await downloading;
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  const same = page.locator(`article[data-document-id="${id}"]`);
  await expect(same).toHaveAttribute('data-unread', 'false');
  await expect(same.getByText(text.unread, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('documents-after-download.png') });

  // Still read after a reload: the server recorded it.
  await page.reload();
  await expect(page.locator(`article[data-document-id="${id}"]`)).toHaveAttribute(
    'data-unread',
    'false',
  );
});

test('a document goes to the registered e-mail as a PDF attachment (en)', async ({
  page,
  request,
}) => {
  const text = TEXTS.en;
  await signIn(page, text.path);
  const row = rows(page).first();
  const title = await titleOf(row);
  const before = await latestMailId(request);
  await row.getByRole('button', { name: `${text.send}: ${title}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.sent })).toBeVisible();
  await expect
    .poll(async () => (await mailsAfter(request, before)).map((mail) => mail.subject))
    .toContain(text.subject(title));
  const mail = (await mailsAfter(request, before)).find(
    (item) => item.subject === text.subject(title),
  );
  expect(mail?.to).toBe('anna@example.is');
  expect(mail?.attachments).toHaveLength(1);
  expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
});

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna acting for Hraunhólar ehf. sees the company's documents (${language}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(rows(page).first()).toBeVisible();
      const annasFirst = await rows(page).first().getAttribute('data-document-id');
      await actFor(page, HRAUNHOLAR.name);
      await expect(page.locator(`article[data-document-id="${annasFirst}"]`)).toHaveCount(0);
      await expect(rows(page).first()).toBeVisible();
      await page.getByLabel(text.unreadOnly).check();
      for (const row of await rows(page).all()) {
        await expect(row).toHaveAttribute('data-unread', 'true');
      }
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`documents-company-${language}-${viewport.name}.png`),
        fullPage: true,
      });
    });
  }
}
