import { expect, test, type APIRequestContext, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

const [PHONE, DESKTOP] = VIEWPORTS;

async function outboxIds(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as { id: number }[];
  return mails[0]?.id ?? 0;
}

/** The number the status line says is listed: '79 hreyfingar, …' / '24 transactions, …'. */
async function listedCount(page: Page): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: /^\d+ / }).textContent()) ?? '';
  return Number(/^(\d+)/.exec(text)?.[1]);
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test.describe('transactions', () => {
  test('Anna filters by type and period, reads the totals, mails and prints the filtered list', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, '/vidskipti/hreyfingayfirlit/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hreyfingar');
    const list = page.getByRole('table', { name: /^Hreyfingar / });
    await expect(list).toBeVisible();
    await expect(page.getByRole('button', { name: 'Síðustu 12 mánuðir' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Every listed transaction is a row; the status line and the totals agree with the list.
    const all = await listedCount(page);
    expect(all).toBeGreaterThan(10);
    await expect(list.locator('tbody tr')).toHaveCount(all);
    await expect(list).toContainText(/SK-\d{4}-\d{6}/);
    await expect(list).toContainText('Til greiðslu');
    await expect(list).toContainText('Þér í hag');
    const totals = page.getByRole('table', { name: /^Samtals eftir tegund/ });
    const overall = totals.getByRole('row', { name: /Allar hreyfingar/ });
    await expect(overall).toContainText(String(all));
    await expect(overall).toContainText(/[\d.,]+ kr\./);
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath('transactions-is-desktop.png'),
      fullPage: true,
    });

    // The type narrows the list to payments only.
    await page.getByLabel('Tegund', { exact: true }).selectOption({ label: 'Greiðsla' });
    await expect(list.locator('tbody tr:not([data-type="payment"])')).toHaveCount(0);
    await expect(totals.getByRole('row', { name: /Samtals: Greiðsla/ })).toBeVisible();
    const payments = await listedCount(page);
    expect(payments).toBeGreaterThan(0);
    expect(payments).toBeLessThan(all);
    await expect(list.locator('tbody tr')).toHaveCount(payments);

    // A preset sets the dates; a reversed period is refused without losing the list.
    await page.getByRole('button', { name: 'Þetta ár' }).click();
    const today = new Date();
    await expect(page.getByLabel('Frá', { exact: true })).toHaveValue(
      `${today.getFullYear()}-01-01`,
    );
    await expect(page.getByLabel('Til', { exact: true })).toHaveValue(isoDate(today));
    await page.getByLabel('Til', { exact: true }).fill(`${today.getFullYear() - 1}-06-01`);
    await expect(page.getByText('Lokadagur má ekki vera á undan upphafsdegi.')).toBeVisible();
    await expect(page.getByLabel('Til', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Síðustu 3 mánuðir' }).click();
    await expect(page.getByText('Lokadagur má ekki vera á undan upphafsdegi.')).toHaveCount(0);

    // Mail and print carry the filter.
    const before = await outboxIds(request);
    const sent = page.waitForRequest((candidate) =>
      candidate.url().includes('/sendtransactionoverview/'),
    );
    await page.getByRole('button', { name: 'Senda yfirlit á netfangið mitt' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      type: 'payment',
      to: isoDate(today),
      lang: 'is',
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sent á a***@example.is' }),
    ).toBeVisible();
    await expect
      .poll(async () => {
        const mails = (await (await request.get('/dev/outbox.json')).json()) as {
          id: number;
          attachments: { contentType: string }[];
        }[];
        return mails.find((mail) => mail.id > before)?.attachments.map((a) => a.contentType);
      })
      .toEqual(['application/pdf']);

    const printed = page.waitForResponse((candidate) => candidate.url().includes('/api/print/v1/'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Prenta' }).click();
    const pdf = await printed;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const query = new URL(pdf.url()).searchParams;
    expect(query.get('type')).toBe('transactions');
    expect(query.get('transactionType')).toBe('payment');
    await (await popup).close();
  });

  test("in English on a phone, acting for Hraunhólar ehf.: the company's transactions", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, '/en/vidskipti/hreyfingayfirlit/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions');
    await expect(page.getByRole('table', { name: /^Transactions / })).toContainText(
      'SK-2018-004812',
    );
    await actFor(page, HRAUNHOLAR.name);
    const list = page.getByRole('table', { name: /^Transactions / });
    await expect(list).toContainText('SK-2012-008801');
    await expect(list).not.toContainText('SK-2018-004812');
    const count = await listedCount(page);
    await expect(list.locator('tbody tr')).toHaveCount(count);
    const totals = page.getByRole('table', { name: /^Totals by type/ });
    await expect(totals.getByRole('row', { name: /All transactions/ })).toContainText(/ISK [\d,]+/);
    await expect(totals.getByRole('row', { name: /^Premium/ })).toContainText('Charge');
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath('transactions-en-phone-company.png'),
      fullPage: true,
    });
  });
});
