import { expect, test, type APIRequestContext, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, VIEWPORTS } from './support/portal';

// Anna represents Hraunhólar ehf. with a full grant: on each of the three company policy screens
// she sees what is insured today, asks for a change, gets a case number and a confirmation mail,
// and the screen then shows the request pending.

const [, DESKTOP] = VIEWPORTS;
const NARROW = { width: 320, height: 800 };

type Mail = { id: number; to: string; subject: string };

async function mails(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get('/dev/outbox.json')).json()) as Mail[];
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens a screen from the portal's menu, which lists the company screens under their group. */
async function openFromMenu(page: Page, group: string, item: string) {
  const nav = page.getByRole('navigation', { name: 'Aðalvalmynd' });
  await expect(nav.getByRole('link', { name: group, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: item, exact: true }).click();
}

/** Acts for the company and waits until the portal shows its pages (its overview's section). */
async function actForCompany(page: Page, section = 'Fyrirtækið') {
  await actFor(page, HRAUNHOLAR.name);
  await expect(page.getByRole('region', { name: section })).toBeVisible();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('liability at 320 px: turnover and activity today, a change, then pending', async ({
  page,
  request,
}) => {
  await page.setViewportSize(NARROW);
  await signIn(page, '/vidskipti/');
  await actForCompany(page);
  await page.goto('/vidskipti/uppfaera-tryggingar/frjals-abyrgdatrygging/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frjáls ábyrgðartrygging');
  await expect(page.getByText('486.000.000 kr.').first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  const before = (await mails(request))[0]?.id ?? 0;
  const turnover = page.getByLabel(/Áætluð ársvelta/);
  await turnover.fill('520.000.000');
  await page.getByLabel(/Breytingin gildi frá/).fill(inDays(14));
  await page.getByLabel('Athugasemd').fill('Nýr samningur við Kópavogsbæ um snjómokstur');
  await page.getByRole('button', { name: 'Senda beiðni' }).click();

  const done = page.getByRole('status').filter({ hasText: 'Beiðni um breytingu í vinnslu' });
  await expect(done).toContainText(/E-\d{6}/);
  const caseNumber = /E-\d{6}/.exec((await done.textContent()) ?? '')![0];
  await expect(page.getByRole('button', { name: 'Senda beiðni' })).toHaveCount(0);
  const sent = (await mails(request)).filter((mail) => mail.id > before);
  expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
    ['anna@example.is', `Beiðni um breytingu ${caseNumber} er móttekin`],
  ]);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Still pending after a reload: it comes from the case, not from the page's memory.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: caseNumber })).toBeVisible();
});

test('employee accident by keyboard: the employees covered, a change, then pending', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, '/vidskipti/');
  await actForCompany(page);
  // The company's overview: its fleet, employees covered and representatives with their grants.
  const company = page.getByRole('region', { name: 'Fyrirtækið' });
  await expect(company).toContainText('Ford Transit, HH-214');
  await expect(company).toContainText('Anna Jónsdóttir');
  await expect(company).toContainText('Fullur aðgangur');
  await expect(company).toContainText('Í vanskilum');
  await openFromMenu(page, 'Uppfæra tryggingar', 'Slysatrygging launþega');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slysatrygging launþega');
  const employees = page.getByRole('region', { name: 'Starfsmenn sem tryggingin nær til' });
  await expect(employees.getByRole('listitem')).toHaveCount(14);

  const before = (await mails(request))[0]?.id ?? 0;
  const count = page.getByLabel(/Fjöldi starfsmanna/);
  await count.focus();
  await count.press('Control+a');
  await count.pressSequentially('16');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('141.500.000');
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('status').filter({ hasText: 'Beiðni um breytingu í vinnslu' }),
  ).toContainText(/E-\d{6}/);
  await expect.poll(async () => (await mails(request)).filter((m) => m.id > before).length).toBe(1);
  await expectAccessible(page);
});

test('company travel in English: travellers and trips, a change, then pending', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, '/en/vidskipti/');
  await actForCompany(page, 'The company');
  await page.goto('/en/vidskipti/uppfaera-tryggingar/ferdatrygging-fyrirtaekja/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company travel insurance');
  await expect(page.getByRole('region', { name: 'Trips' }).getByRole('listitem')).toHaveCount(6);

  // A missing figure is refused beside its field, and nothing is sent.
  const before = (await mails(request))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByLabel(/Expected trips per year/)).toBeFocused();

  await page.getByLabel(/Expected trips per year/).fill('12');
  await page.getByRole('button', { name: 'Send request' }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Change request being handled' });
  await expect(pending).toContainText(/E-\d{6}/);
  const sent = (await mails(request)).filter((mail) => mail.id > before);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.subject).toMatch(/^We have received your change request E-\d{6}$/);
  await expectAccessible(page);
});

test('a person sees no company menu, and the company screens answer "no such page"', async ({
  page,
}) => {
  await signIn(page, '/vidskipti/');
  const nav = page.getByRole('navigation', { name: 'Aðalvalmynd' });
  await expect(nav.getByRole('link', { name: 'Tryggingar', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Uppfæra tryggingar' })).toHaveCount(0);
  await page.goto('/vidskipti/uppfaera-tryggingar/slysatrygging-launthega/');
  await expect(page.getByRole('heading', { name: 'Slysatrygging launþega' })).toHaveCount(0);
});
