import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

const TEXTS = {
  is: {
    path: '/vidskipti/undirritud-skjol/',
    heading: 'Skjöl til undirritunar',
    sign: 'Undirrita með rafrænum skilríkjum',
    phone: /Farsímanúmer/,
    send: 'Senda beiðni í síma',
    waiting: 'Samþykktu undirritunina í símanum',
    signed: /hefur verið undirritað og fært í undirrituð skjöl/,
    download: 'Sækja undirritað PDF',
    close: 'Loka',
    read: 'Lesa skjalið',
  },
  en: {
    path: '/en/vidskipti/undirritud-skjol/',
    heading: 'Documents to sign',
    sign: 'Sign with mobile ID',
    phone: /Mobile number/,
    send: 'Send request to phone',
    waiting: 'Approve the signature on your phone',
    signed: /has been signed and moved to signed documents/,
    download: 'Download signed PDF',
    close: 'Close',
    read: 'Read the document',
  },
} as const;

const pendingCards = (page: Page) => page.locator('article[data-status="pending"]');

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna signs a document with mobile ID (${language}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, text.path);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expect(pendingCards(page).first()).toBeVisible();
      await expectAccessible(page);

      // Each run signs the first document still waiting; the seed gives Anna one per run.
      const card = pendingCards(page).first();
      const id = await card.getAttribute('data-document-id');
      const title = (await card.getByRole('heading').innerText()).trim();

      await card.getByRole('button', { name: `${text.read}: ${title}` }).click();
      await expect(card.locator('p').filter({ hasText: 'Anna Jónsdóttir' }).first()).toBeVisible();

      await card.getByRole('button', { name: `${text.sign}: ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(text.phone)).toHaveValue('611 1234');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: text.send }).click();

      const live = dialog.getByRole('status');
      await expect(live).toContainText(text.waiting);
      await expect(live).toContainText(/\d{4}/);
      await page.screenshot({
        path: testInfo.outputPath(`signing-code-${language}-${viewport.name}.png`),
      });
      // The demo provider approves after a couple of seconds; the screen polls until then.
      await expect(dialog.getByText(text.signed)).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page);

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: text.download }).click();
      const download = await downloading;
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);

      await dialog.getByRole('button', { name: text.close, exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator(`article[data-document-id="${id}"]`)).toHaveAttribute(
        'data-status',
        'signed',
      );
      await expect(
        page
          .locator(`article[data-document-id="${id}"]`)
          .getByRole('button', { name: `${text.download}: ${title}` }),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`signing-done-${language}-${viewport.name}.png`),
        fullPage: true,
      });

      // Still signed after a reload: the server recorded it.
      await page.reload();
      await expect(page.locator(`article[data-document-id="${id}"]`)).toHaveAttribute(
        'data-status',
        'signed',
      );
    });
  }
}

test('Anna sees the company’s documents to sign when acting for Hraunhólar ehf.', async ({
  page,
}) => {
  const text = TEXTS.en;
  await signIn(page, text.path);
  // Whatever the runs above signed, Anna has documents of her own on the screen.
  const annasCard = page.locator('article[data-document-id]').first();
  await expect(annasCard).toBeVisible();
  const annas = await annasCard.getAttribute('data-document-id');
  await actFor(page, HRAUNHOLAR.name);
  await expect(page.locator(`article[data-document-id="${annas}"]`)).toHaveCount(0);
  await expect(pendingCards(page).first()).toBeVisible();
  await expect(
    pendingCards(page)
      .first()
      .getByRole('button', { name: new RegExp(`^${text.sign}: `) }),
  ).toBeVisible();
  await expectAccessible(page);
});
