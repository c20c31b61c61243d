import { expect, holdScripts, hydrated, test } from './support/test';
import { pdfFlatText } from '../tests/server/support/pdf-text';

test.describe('investor documents and /dl/ downloads', () => {
  test('the Icelandic list is grouped by kind and year and narrows as one types', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/fjarfestar/skjol/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'is');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skjöl fyrir fjárfesta');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Árshlutareikningar og ársreikningar' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '2024' }).first()).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Leita í skjölum' });
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Typed without Icelandic letters, as on a foreign keyboard.
    await search.fill('arsreikningur 2024');
    await expect(status).toHaveText('1 skjal');
    const link = page.getByRole('link', { name: /Ársreikningur 2024/ });
    await expect(link).toHaveAttribute('href', '/dl/financial-statements-2024-fy-is/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    await page.screenshot({
      path: testInfo.outputPath('investor-documents-is.png'),
      fullPage: true,
    });

    await search.fill('3F');
    await expect(status).toHaveText(/^\d+ skjöl$/);
    await search.fill('ekkert slíkt skjal');
    await expect(status).toHaveText('Engin skjöl fundust fyrir „ekkert slíkt skjal“.');
    await search.fill('');
    await expect(status).toHaveText(/^\d{3} skjöl$/);
  });

  test("what is typed and sent before the list's code has come counts, and the send stays in the page", async ({
    page,
  }) => {
    // The page's code is held back while the visitor types and presses Enter (a slow phone).
    const scripts = await holdScripts(page);
    await page.goto('/fjarfestar/skjol/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const search = page.getByRole('searchbox', { name: 'Leita í skjölum' });
    await search.fill('arsreikningur 2024');
    await search.press('Enter');
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    await hydrated(page);
    await expect(page.getByRole('status')).toHaveText('1 skjal');
    await expect(search).toHaveValue('arsreikningur 2024');
    // The send was held rather than made by the browser: no new document, nothing in the address.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(page).toHaveURL(/\/fjarfestar\/skjol\/$/);
  });

  test('the English list marks documents that exist only in Icelandic and links across', async ({
    page,
  }) => {
    await page.goto('/en/investors/documents/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investor documents');
    await page.getByRole('searchbox', { name: 'Search the documents' }).fill('governance 2019');
    await expect(page.getByRole('status')).toHaveText('1 document');
    const item = page
      .getByRole('listitem')
      .filter({ hasText: 'Corporate governance statement 2019' });
    await expect(item).toContainText('(in Icelandic)');
    await expect(item.getByRole('link')).toHaveAttribute('hreflang', 'is');

    await page.getByRole('link', { name: 'Íslenska' }).click();
    await expect(page).toHaveURL(/\/fjarfestar\/skjol\/$/);
  });

  test('a document link redirects to a PDF the server hosts', async ({ page, request }) => {
    await page.goto('/en/investors/documents/');
    const href = await page
      .getByRole('link', { name: /Solvency and financial condition report 2024/ })
      .getAttribute('href');
    expect(href).toBe('/dl/sfcr-2024-en/');

    const redirect = await request.get(href!, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    const location = redirect.headers().location ?? '';
    expect(location).toMatch(
      /\/cdn\/documents\/skjol-solvency-and-financial-condition-report-2024-en\.pdf$/,
    );

    const pdf = await request.get(location);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain('inline');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFlatText(body)).toContain('Solvency and financial condition report 2024');
  });

  test('an unknown /dl/ id shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/dl/no-such-document/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Síðan fannst ekki');
  });
});
