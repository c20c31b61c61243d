import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  actFor,
  expectAccessible,
  HRAUNHOLAR,
  pdfTabOpened,
  signIn,
  VIEWPORTS,
} from './support/portal';

const [PHONE, DESKTOP] = VIEWPORTS;

type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  attachments: { filename: string; contentType: string }[];
};

async function lastMailId(request: APIRequestContext): Promise<number> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails[0]?.id ?? 0;
}

/** The first mail sent after `afterId`, once it is there. */
async function mailAfter(request: APIRequestContext, afterId: number): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
      found = mails.find((mail) => mail.id > afterId);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Print opens the PDF from GET /api/print/v1/ in a new tab. */
async function expectPrintOpensPdf(page: Page, buttonName: string | RegExp, type: string) {
  const response = page.waitForResponse(
    (candidate) =>
      candidate.url().includes('/api/print/v1/') && candidate.request().method() === 'GET',
  );
  const pdfTab = pdfTabOpened(page);
  await page.getByRole('button', { name: buttonName }).click();
  const pdf = await response;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(new URL(pdf.url()).searchParams.get('type')).toBe(type);
  await (await pdfTab.gotPdf()).close();
}

test.describe('policy overview', () => {
  test('Anna sees her policies, opens one by keyboard, downloads a document and mails the policy', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, '/vidskipti/tryggingar/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
    await expect(page.getByRole('main').getByText('120160-3389')).toBeVisible();

    const policies = page.getByRole('region', { name: 'Tryggingarnar þínar' });
    await expect(policies.getByRole('heading', { name: /^Í gildi/ })).toBeVisible();
    const car = policies.getByRole('article').filter({ hasText: 'SK-2018-004812' });
    await expect(car.getByRole('heading', { name: 'Bifreiðatrygging' })).toBeVisible();
    await expect(car).toContainText('Toyota RAV4 Hybrid, AB-123');
    await expect(car).toContainText(/kr\. á ári, mánaðarlega/);
    await expect(car).toContainText('Í gildi');
    const glance = page.getByRole('region', { name: 'Í hnotskurn' });
    await expect(glance).toContainText('Tryggingar í gildi');
    await expect(glance).toContainText(/Árleg iðgjöld samtals\s*[\d.,]+ kr\./);

    // Ended policies are folded away until asked for.
    const ended = page.getByRole('button', { name: /Útrunnar tryggingar/ });
    await expect(ended).toHaveAttribute('aria-expanded', 'false');
    await ended.click();
    await expect(policies.getByRole('article').filter({ hasText: 'SK-2014-000980' })).toBeVisible();

    // The details open from the keyboard.
    const toggle = car.getByRole('button', { name: /^Vernd, skjöl og nánar.*SK-2018-004812$/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const covers = car.getByRole('table', { name: 'Vernd: Bifreiðatrygging' });
    await expect(covers.getByRole('columnheader', { name: 'Eigin áhætta' })).toBeVisible();
    await expect(covers.getByRole('row')).not.toHaveCount(1);
    await expect(car).toContainText('Vátryggingartaki');
    await expect(car).toContainText('Anna Jónsdóttir, 120160-3389');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('policies-is-desktop.png'), fullPage: true });

    // A document downloads as a PDF.
    const downloadButton = car.getByRole('button', { name: /\(PDF\)$/ }).first();
    const download = page.waitForEvent('download');
    await downloadButton.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // "Send this policy to my e-mail" mails its PDF.
    const before = await lastMailId(request);
    await car.getByRole('button', { name: 'Senda trygginguna á netfangið mitt' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sent á a***@example.is' }),
    ).toBeVisible();
    const mail = await mailAfter(request, before);
    expect(mail.to).toBe('anna@example.is');
    expect(mail.subject).toContain('SK-2018-004812');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);

    // Benefits, offers and applications.
    const benefits = page.getByRole('region', { name: 'Fríðindi' });
    await expect(benefits).toContainText(/Viðskiptavinur í \d+ ár/);
    await expect(benefits.getByRole('heading', { name: 'Tryggðarafsláttur' })).toBeVisible();
    const offers = page.getByRole('region', { name: 'Tilboð og umsóknir' });
    await expect(offers).toContainText(/Tilboð TB-\d{4}-\d{6}/);
    await expect(offers).toContainText('Umsókn BT-');
    await expect(offers).toContainText('Í skoðun');
  });

  test('in English on a phone: the offers notice dismisses, the overview mails and prints', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    // The dismissal is stored for good, so the notice is shown from a copy of the real answer
    // that still says 'initialized'; the dismissal itself goes to the real API.
    await page.route('**/api/offer/v1/pending/', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.notification.status = 'initialized';
      body.offers[0].notificationStatus = 'initialized';
      return route.fulfill({ response, json: body });
    });
    await signIn(page, '/en/vidskipti/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening), Anna/,
    );
    await expect(page.getByRole('article').filter({ hasText: 'SK-2018-004812' })).toContainText(
      'Car insurance',
    );

    const notice = page.getByRole('region', { name: /waiting for you/ });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/valid until \d{1,2} \w+ \d{4}/);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('policies-en-phone.png'), fullPage: true });

    const dismissal = page.waitForRequest(
      (candidate) =>
        candidate.url().includes('/api/offer/v1/pending/') && candidate.method() === 'POST',
    );
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    expect((await dismissal).postDataJSON()).toEqual({ id: 'pendingOffers', status: 'dismissed' });
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your policies' })).toBeFocused();
    // The offers themselves stay listed.
    await expect(page.getByRole('region', { name: 'Offers and applications' })).toContainText(
      /Offer TB-/,
    );

    const before = await lastMailId(request);
    await page.getByRole('button', { name: 'Send the overview to my e-mail' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sent to a***@example.is' }),
    ).toBeVisible();
    const mail = await mailAfter(request, before);
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);

    await expectPrintOpensPdf(page, 'Print', 'policyOverview');
  });

  test("acting for Hraunhólar ehf., Anna sees the company's policies, not her own", async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, '/vidskipti/');
    await expect(page.getByRole('article').filter({ hasText: 'SK-2018-004812' })).toBeVisible();
    await actFor(page, HRAUNHOLAR.name);
    const glance = page.getByRole('region', { name: HRAUNHOLAR.name, exact: true });
    await expect(glance).toContainText(
      'Þú skoðar hér tryggingar annars aðila. Vátryggingartaki: Hraunhólar ehf., kt. 450295-2219.',
    );
    await expect(glance).toContainText('Tryggingar í gildi');
    const policies = page.getByRole('region', { name: `Tryggingar: ${HRAUNHOLAR.name}` });
    await expect(policies.getByRole('article').filter({ hasText: 'SK-2012-008801' })).toBeVisible();
    await expect(policies.getByRole('article').filter({ hasText: 'SK-2018-004812' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('region', { name: 'Tilboð og umsóknir' })).toContainText('BT-');
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath('policies-company-phone.png'),
      fullPage: true,
    });

    const before = await lastMailId(request);
    await page.getByRole('button', { name: 'Senda yfirlit á netfangið mitt' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sent á s***@hraunholar.example.is' }),
    ).toBeVisible();
    const mail = await mailAfter(request, before);
    expect(mail.to).toBe('skrifstofa@hraunholar.example.is');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
  });
});
