import casesEn from '../locales/en/cases.json';
import casesIs from '../locales/is/cases.json';
import companyEn from '../locales/en/company.json';
import companyIs from '../locales/is/company.json';
import type { Browser } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { actFor, expectAccessible, HRAUNHOLAR, signIn, signInStaff } from './support/portal';

// Anna represents Hraunhólar ehf. with a full grant. On the employee accident policy she takes one
// named employee off and adds another by name, by keyboard alone; the totals follow the names, the
// request gets a case number and shows pending, and staff find the names in the company queue.

type Mail = { id: number; to: string; subject: string; text: string };

async function mails(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get('/dev/outbox.json')).json()) as Mail[];
}

const RUNS = [
  {
    language: 'is',
    viewport: { width: 320, height: 800 },
    prefix: '',
    heading: 'Slysatrygging launþega',
    leaving: 'Lilja Pétursdóttir',
    joining: ['Sólveig Ósk Jónsdóttir', '050699-2189', 'Verkstjóri', '8.400.000'],
    // 126.000.000 kr. today: less Lilja's 5.400.000, then Sólveig's 8.400.000 added.
    afterRemoval: ['13', '120.600.000'],
    afterAdding: ['14', '129.000.000'],
    inCase: [
      /Tekin af tryggingu: Lilja Pétursdóttir \(kt\. \d{6}-\d{4}\)/,
      'Bætt við: Sólveig Ósk Jónsdóttir (kt. 050699-2189), Verkstjóri, árslaun 8.400.000 kr.',
    ],
    mailCounts: 'Starfsmenn sem taka á af tryggingunni: 1. Starfsmenn sem bæta á við: 1.',
  },
  {
    language: 'en',
    viewport: { width: 1280, height: 900 },
    prefix: '/en',
    heading: 'Employee accident insurance',
    leaving: 'Tómas Guðmundsson',
    joining: ['Kári Stefánsson', '1402883499', 'Labourer', '7,000,000'],
    // ISK 126,000,000 today: less Tómas's 6,800,000, then Kári's 7,000,000 added.
    afterRemoval: ['13', '119,200,000'],
    afterAdding: ['14', '126,200,000'],
    inCase: [
      /Tekin af tryggingu: Tómas Guðmundsson \(kt\. \d{6}-\d{4}\)/,
      'Bætt við: Kári Stefánsson (kt. 140288-3499), Labourer, árslaun 7.000.000 kr.',
    ],
    mailCounts: 'Employees to take off the policy: 1. Employees to add: 1.',
  },
] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The request form's and the confirmation mail's words in the run's language, from the locale files. */
function textsIn(language: 'is' | 'en') {
  const company = language === 'is' ? companyIs : companyEn;
  const cases = language === 'is' ? casesIs : casesEn;
  return {
    company: company.overviewHeading,
    formHeading: company.formHeading,
    pendingHeading: company.pendingHeading,
    offLegend: company.employeesRemoveLegend,
    count: new RegExp(`^${escaped(company.fieldEmployeeCount)}`),
    payroll: new RegExp(`^${escaped(company.fieldAnnualPayroll)}`),
    add: company.employeeAdd,
    group: company.employeeAddedLegend.replace('{{number}}', '1'),
    name: new RegExp(`^${escaped(company.fieldEmployeeName)}`),
    mailSubject: new RegExp(
      `^${escaped(cases.promiseSubject_policyUpdate).replace('\\{\\{caseNumber\\}\\}', 'E-\\d{6}')}$`,
    ),
  };
}

/**
 * Staff open the request in the inbox's company queue, read the names in it, and close it, so
 * the policy takes a new request again (another spec on this server may have left one open).
 */
async function staffCloses(
  browser: Browser,
  baseURL: string,
  caseNumber: string,
  inCase: readonly (string | RegExp)[] = [],
) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInStaff(staff, baseURL, 'sigga', '/vidskipti/innholf/', /^Innhólf$/);
  await staff.getByLabel('Biðröð').selectOption('company');
  await staff.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(caseNumber) }),
  ).toBeVisible();
  const main = staff.locator('#portal-main');
  for (const line of inCase) await expect(main.getByText(line)).toBeVisible();
  await staff.getByLabel('Breyta stöðu').selectOption('closed');
  await staff.getByRole('button', { name: 'Vista stöðu' }).click();
  await expect(staff.getByText('Staðan var vistuð')).toBeVisible();
  await context.close();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const run of RUNS) {
  test(`${run.language} at ${run.viewport.width} px: an employee taken off and one added by name, by keyboard`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const text = textsIn(run.language);
    await page.setViewportSize(run.viewport);
    await signIn(page, `${run.prefix}/vidskipti/`);
    await actFor(page, HRAUNHOLAR.name);
    await expect(page.getByRole('region', { name: text.company })).toBeVisible();
    const address = `${run.prefix}/vidskipti/uppfaera-tryggingar/slysatrygging-launthega/`;
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(run.heading);

    // A request another spec left open on this server is closed first: one at a time.
    const form = page.getByRole('heading', { name: text.formHeading });
    const pending = page.getByRole('status').filter({ hasText: text.pendingHeading });
    await expect(form.or(pending)).toBeVisible();
    if (await pending.isVisible()) {
      const open = /E-\d{6}/.exec((await pending.textContent()) ?? '')![0];
      await staffCloses(browser, baseURL!, open);
      await page.reload();
      await expect(form).toBeVisible();
    }

    const count = page.getByLabel(text.count);
    const payroll = page.getByLabel(text.payroll);
    await expect(count).toHaveValue('14');

    // Keyboard only from here: a box ticked with the space bar, the group added with Enter.
    const off = page.getByRole('group', { name: text.offLegend });
    const leaving = off.getByRole('checkbox', { name: run.leaving });
    await leaving.focus();
    await page.keyboard.press('Space');
    await expect(leaving).toBeChecked();
    await expect(count).toHaveValue(run.afterRemoval[0]);
    await expect(payroll).toHaveValue(run.afterRemoval[1]);

    await page.getByRole('button', { name: text.add }).focus();
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: text.group });
    await expect(group.getByLabel(text.name)).toBeFocused();
    const [name, ssn, job, pay] = run.joining;
    await page.keyboard.type(name);
    for (const value of [ssn, job, pay]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await expect(count).toHaveValue(run.afterAdding[0]);
    await expect(payroll).toHaveValue(run.afterAdding[1]);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    const before = (await mails(request))[0]?.id ?? 0;
    await page.keyboard.press('Enter');
    await expect(pending).toContainText(/E-\d{6}/);
    const caseNumber = /E-\d{6}/.exec((await pending.textContent()) ?? '')![0];
    await expect(form).toHaveCount(0);
    const sent = (await mails(request)).filter((mail) => mail.id > before);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['anna@example.is', expect.stringMatching(text.mailSubject)],
    ]);
    expect(sent[0]!.text).toContain(run.mailCounts);
    expect(sent[0]!.subject).toContain(caseNumber);
    await expectNoHorizontalScroll(page);

    // Still pending after a reload: it comes from the case, not from the page's memory.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: caseNumber })).toBeVisible();

    await staffCloses(browser, baseURL!, caseNumber, run.inCase);
    await page.reload();
    await expect(form).toBeVisible();
  });
}
