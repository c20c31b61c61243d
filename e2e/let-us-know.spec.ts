import { expect, hydrated, test } from './support/test';
import { mailTo, openInboxAsStaff } from './support/attachments';
import { expectAccessible, signIn } from './support/portal';

test('a customer sends a compliment on a phone; staff see it in the inbox and she sees it in her requests', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.61' });
  await page.goto('/lattu-okkur-vita/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Láttu okkur vita' })).toBeVisible();

  // Nothing chosen: the form names what is missing and sends nothing.
  await page.getByRole('button', { name: 'Senda' }).click();
  await expect(page.getByRole('radio', { name: 'Kvörtun' })).toBeFocused();

  await page.getByRole('radio', { name: 'Hrós' }).check();
  await page.getByLabel(/^Hvað varðar það/).selectOption('staff');
  const text = 'Gunna í tjónaþjónustunni leysti málið á einum degi.';
  await page.getByLabel(/^Hverju viltu hrósa/).fill(text);
  await expect(page.getByText(`${text.length} / 999`)).toBeVisible();
  await page.getByLabel(/^Nafn/).fill('Anna Jónsdóttir');
  // Anna's registered address: the case is hers though she gave no kennitala.
  await page.getByLabel(/^Netfang/).fill('anna@example.is');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Senda' }).click();
  const thanks = page.getByRole('heading', { name: 'Takk, erindið er komið til okkar' });
  await expect(thanks).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  const mail = (await mailTo(request, 'anna@example.is')).find((m) =>
    m.subject.includes(caseNumber),
  );
  expect(mail?.subject).toBe(`Takk fyrir hrósið (${caseNumber})`);
  expect(mail?.text).toContain(text);
  await page.setExtraHTTPHeaders({});

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'letUsKnow');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  await expect(page.getByText('Hrós af vef: Starfsfólk').first()).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, '/vidskipti/erindi/');
  await expect(page.getByRole('heading', { level: 1, name: 'Erindin mín' })).toBeVisible();
  await expect(page.getByText('Hrós af vef: Starfsfólk')).toBeVisible();
});

test('the English page keeps a complaint when sending fails and says so', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.62' });
  await page.goto('/en/let-us-know/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Let us know' })).toBeVisible();
  // A form page has the site's menu and footer, as every other page does.
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' }),
  ).toBeAttached();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Financial Supervisory Authority' }),
  ).toBeAttached();
  // Where a complaint can go after our answer.
  await expect(
    page.getByRole('main').getByRole('link', {
      name: 'the Financial Supervisory Authority of the Central Bank of Iceland (opens in a new tab)',
    }),
  ).toHaveAttribute('href', 'https://www.sedlabanki.is/');
  await page.getByRole('radio', { name: 'A complaint' }).check();
  await page.getByLabel(/^What is it about/).selectOption('claim');
  await page.getByLabel(/^What happened/).fill('Nobody answered me for six weeks.');
  await page.getByLabel(/^Name/).fill('Jon');
  const email = `complaint.${Date.now()}@example.com`;
  await page.getByLabel(/^E-mail/).fill(email);
  await page.route('**/api/form/v1/letusknow/', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('Your message could not be sent.');
  await expect(page.getByLabel(/^What happened/)).toHaveValue('Nobody answered me for six weeks.');
  await page.unroute('**/api/form/v1/letusknow/');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have your message' }),
  ).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];

  // The mail promises what the page promised: the quality manager, within five working days.
  const [mail] = await mailTo(request, email);
  expect(mail!.subject).toBe(`We have received your complaint ${caseNumber}`);
  expect(mail!.text).toContain('has gone to our quality manager');
  expect(mail!.text).toContain('answers you in writing within five working days');
  expect(mail!.text).not.toContain('within one working day');

  // A complaint about a claim waits for the quality manager, not in the claims queue.
  await openInboxAsStaff(page, baseURL!, 'letUsKnow');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Gæðastjóri');
});
